"""Keyword groups against blind explanations: regenerate an edition key's groups, score responses.

For each defective record of an edition's key the groups are derived again from the key's own files
the way export derives them (``generator/corpus/keygroups.key_groups``): the item's authored groups
and mechanisms (the transplant's for a transplanted disguise, items.jsonl), the snippet's code and its
correct twin (``code``/``reference``). Then, with the key's groups as shipped ("key") and as
regenerated ("new"), per tier:

- keyword recall of each response file on the defective snippets it calls defective (a blind reader's
  correct detections) and on all defective snippets (``redpen score``'s kw);
- the audit's stuffing responder (``audit/responders.stuffing``: the paragraph naming every
  mechanism, then the snippet's names) on every defective snippet,
  and a "budget" stuffer that names only as many mechanism families as the anti-stuffing rule lets
  through (``scoring/keywords.STUFFING_SLACK``), the most frequent ones of the edition;
- the budget stuffer with the snippet's first anchor (a name) appended: an attacker that reads
  the code's names, which the anchor rule does not stop;
- the credit a blind explanation of another item with unrelated mechanisms gets (precision);
- each item's own key explanation (it quotes the fix), and always-no / always-yes / key-oracle.

    python -m bench.bench_keywords EDITION RESPONSES.jsonl [EDITION RESPONSES.jsonl ...]

    python -m bench.bench_keywords --write EDITION OUT   # OUT/key: the key with regenerated groups

PR records (``"track": "pr"``) are derived again the same way (``generator/pr/keys.py``: the
defective after module against its correct twin, anchors from the functions around the fault).

``make bench`` runs it on REDPEN_KW_BENCH ("edition=responses,edition=responses"), else skips.
"""

from __future__ import annotations

import collections
import dataclasses
import json
import os
import shutil
import sys
from fractions import Fraction
from pathlib import Path

from audit.responders import stuffing
from generator.corpus.keygroups import anchors, key_groups
from generator.corpus.keyterms import Groups
from generator.pr.keys import pr_keys, replanted
from operators.vocabulary import CONCEPTS, concepts_of
from scoring.baselines import baseline_sets
from scoring.io import load_key, load_responses
from scoring.keywords import credited_groups
from scoring.metrics import score_responses
from scoring.model import Key
from scoring.parse import parse_response

TIERS = ("easy", "medium", "hard", "pr-easy", "pr-subtle")


def _jsonl(path: Path, field: str) -> dict[str, dict]:
    return {json.loads(line)[field]: json.loads(line) for line in path.open()} if path.is_file() else {}


def pr_regenerated(folder: Path, line: dict, item: dict) -> tuple[Groups, tuple[str, ...]]:
    """A PR record's groups and anchors derived again (``generator/pr/keys.py``): from the operator's
    phrases and mechanisms its item record keeps, else found by planting into the twin again."""
    code = (folder / line["code"]).read_text()
    reference = (folder / line["reference"]).read_text()
    stored = item.get("authored", {}).get(line["variant"])
    if stored:
        authored, mechanisms = tuple(tuple(g) for g in stored["keywords"]), tuple(stored["mechanisms"])
    else:
        path = item["host" if line["variant"] == "disguised" else "module"]
        authored, mechanisms = replanted(reference, code, line["function"], path)
    return pr_keys(authored, mechanisms or (item["mechanism"],), code, reference, line["fault_lines"])


def regenerated(edition: Path) -> Key:
    """The edition's key with every defective record's groups derived again."""
    key = load_key(edition / "key")
    folder = edition / "key"
    items = _jsonl(folder / "items.jsonl", "item_id")
    prs = _jsonl(folder / "pr_items.jsonl", "item_id")
    raw = _jsonl(folder / "answers.jsonl", "snippet_id")
    records = []
    for record in key.records:
        if not record.defective:
            records.append(record)
            continue
        if record.track == "pr":
            groups, names = pr_regenerated(folder, raw[record.snippet_id], prs[record.item_id])
            records.append(dataclasses.replace(record, keywords=groups, anchors=names))
            continue
        item = items[record.item_id]
        source = item["transplant"] if record.variant == "disguised" and item.get("transplant") else item
        line = raw[record.snippet_id]
        code = (folder / line["code"]).read_text()
        reference = (folder / line["reference"]).read_text() if line.get("reference") else ""
        authored = tuple(tuple(g) for g in source["keywords"])
        groups = key_groups(authored, tuple(source["mechanisms"]), code, reference)
        records.append(dataclasses.replace(record, keywords=groups, anchors=anchors(code)))
    return dataclasses.replace(key, records=tuple(records))


def _mean(values: list[Fraction]) -> str:
    return f"{float(sum(values) / len(values)):6.1%} (n={len(values)})" if values else "     -"


def recall_table(key: Key, texts: dict[str, str], only: set[str] | None = None) -> dict[str, list[Fraction]]:
    out: dict[str, list[Fraction]] = {t: [] for t in TIERS}
    for record in key.records:
        if (
            not record.defective
            or record.snippet_id not in texts
            or (only is not None and record.snippet_id not in only)
        ):
            continue
        hits = credited_groups(texts[record.snippet_id], record.keywords, record.anchors)
        out[record.tier].append(Fraction(hits, len(record.keywords)))
    return out


def _concepts(item: dict, variant: str) -> set[str]:
    source = item["transplant"] if variant == "disguised" and item.get("transplant") else item
    return {c for m in source["mechanisms"] for c in concepts_of(m)}


def cross_credit(key: Key, parsed: dict, items: dict) -> float:
    """Mean share of groups that a blind correct explanation of one snippet earns on another
    snippet whose mechanisms share no concept with its own (anchors left aside): how much an
    explanation of something else is credited."""
    explained = [(key.by_id[sid], p.explanation) for sid, p in parsed.items() if key.by_id[sid].defective and p.verdict]
    shares = []
    for record in key.records:
        if not record.defective:
            continue
        mine = _concepts(items[record.item_id], record.variant)
        for other, text in explained:
            if other.item_id != record.item_id and not mine & _concepts(items[other.item_id], other.variant):
                shares.append(Fraction(credited_groups(text, record.keywords), len(record.keywords)))
    return float(sum(shares) / len(shares)) if shares else 0.0


def budget_paragraph(key: Key) -> str:
    """The STUFFING_SLACK + 1 most frequent families of the edition's mechanisms, named in a few
    words each: the strongest paragraph the anti-stuffing rule lets through on those items."""
    from scoring.keywords import STUFFING_SLACK

    items = {json.loads(raw)["item_id"]: json.loads(raw) for _, raw in key.items}
    counts = collections.Counter(c for it in items.values() for m in it["mechanisms"] for c in concepts_of(m))
    chosen = [c for c, _ in counts.most_common(STUFFING_SLACK + 1)]
    return "The defect may be: " + "; ".join(", ".join(CONCEPTS[c][:3]) for c in chosen) + "."


def report(edition: Path, responses: Path) -> None:
    shipped, new = load_key(edition / "key"), regenerated(edition)
    parsed = {sid: parse_response(text) for sid, text in load_responses(responses).responses}
    texts = {sid: p.explanation for sid, p in parsed.items()}
    detected = {sid for sid, p in parsed.items() if p.verdict}
    items = {json.loads(raw)["item_id"]: json.loads(raw) for _, raw in new.items}
    for pr in _jsonl(edition / "key" / "pr_items.jsonl", "item_id").values():  # their mechanism, no explanation
        items[pr["item_id"]] = {"mechanisms": [pr["mechanism"]], "explanations": {}}
    own = {
        r.snippet_id: items[r.item_id]["explanations"].get(r.variant, "")
        for r in new.records
        if r.defective and r.item_id in items
    }
    codes = {r.snippet_id: (edition / "key" / r.code).read_text() for r in new.records if r.code}
    stuffed = {
        sid: text.split("EXPLANATION: ", 1)[1] for sid, text in stuffing(dict.fromkeys(codes, True), codes).items()
    }
    budget = budget_paragraph(new)
    everyone = {r.snippet_id for r in new.records}
    print(f"{edition} with {responses.name}")
    print(f"  {'measure':44} {'tier':7} {'key as shipped':>20} {'regenerated':>20}")
    rows = [
        ("blind recall, correct detections", texts, detected),
        ("blind recall, all defective (redpen kw)", texts, None),
        ("stuffing paragraph + names (audit)", stuffed, None),
        ("budget stuffer (slack+1 top families)", dict.fromkeys(everyone, budget), None),
        (
            "budget stuffer + the snippet's names",
            {r.snippet_id: budget + " " + " ".join(r.anchors[:1]) for r in new.records},
            None,
        ),
        ("key's own explanation", own, None),
    ]
    for name, pool, only in rows:
        before, after = recall_table(shipped, pool, only), recall_table(new, pool, only)
        for tier in TIERS:
            print(f"  {name:44} {tier:7} {_mean(before[tier]):>20} {_mean(after[tier]):>20}")
    for name, key in (("key as shipped", shipped), ("regenerated", new)):
        print(
            f"  unrelated: blind explanations of other items, disjoint mechanisms, groups only ({name}): "
            f"{cross_credit(key, parsed, items):.1%}"
        )
    groups = [len(r.keywords) for r in new.records if r.defective]
    print(f"  groups per defective snippet: shipped {_avg(shipped)}, regenerated {sum(groups) / len(groups):.2f}")
    for run in baseline_sets(new):
        score = score_responses(new, run)
        print(f"  {run.model:12} " + "  ".join(f"{t.tier} {float(t.terms.score or 0):.1%}" for t in score.tiers))


def _avg(key: Key) -> str:
    groups = [len(r.keywords) for r in key.records if r.defective]
    return f"{sum(groups) / len(groups):.2f}"


def write_key(edition: Path, out: Path) -> Path:
    """A copy of the edition's key folder at ``out/key`` with the regenerated groups and anchors
    in answers.jsonl (for ``redpen score --key out/key``)."""
    key = regenerated(edition)
    shutil.copytree(edition / "key", out / "key", dirs_exist_ok=True)
    path = out / "key" / "answers.jsonl"
    lines = []
    for line in (edition / "key" / "answers.jsonl").read_text().splitlines():
        raw = json.loads(line)
        if raw["defective"]:
            record = key.by_id[raw["snippet_id"]]
            raw["keywords"] = [list(g) for g in record.keywords]
            raw.pop("anchors", None)
            raw.update({"anchors": list(record.anchors)} if record.anchors else {})
        lines.append(json.dumps(raw))
    path.write_text("\n".join(lines) + "\n")
    return out / "key"


def main(argv: list[str] | None = None) -> None:
    args = list(argv or [])
    if args[:1] == ["--write"] and len(args) == 3:  # --write EDITION OUT
        print(write_key(Path(args[1]), Path(args[2])))
        return
    if not args:
        spec = os.environ.get("REDPEN_KW_BENCH", "")
        args = [part for pair in spec.split(",") if "=" in pair for part in pair.split("=", 1)]
    if not args or len(args) % 2:
        print("bench_keywords: skipped (give EDITION RESPONSES pairs, or REDPEN_KW_BENCH=edition=responses,...)")
        return
    for edition, responses in zip(args[::2], args[1::2]):
        report(Path(edition), Path(responses))


if __name__ == "__main__":
    main(sys.argv[1:])
