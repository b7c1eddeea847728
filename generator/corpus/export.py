"""Writing an edition: the blind live files, the private key, and the per-item tests.

Layout (see docs/ARCHITECTURE.md and ../shared/DESIGN.md)::

    <edition>/live/snippets.jsonl  prompts.jsonl  forms/<A..>.jsonl  README.md  MANIFEST.sha256
    <edition>/key/answers.jsonl  items.jsonl  forms.json  edition.json  audit.json
                  items/<item_id>/{test_item.py,<variant>.py}  MANIFEST.sha256

Every random choice here (snippet ids, the shuffle, forms, the canary) is drawn from ``salt``, which
derives from the edition's secret (:mod:`generator.secret`). :func:`write_edition` writes everything
the audit reads; :func:`seal_edition` adds the dataset card, ``key/edition.json`` (the secret),
``key/audit.json`` and the manifests once the audit has run.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from audit.run import panel_verdicts
from core.model import content_hash
from core.render import render
from generator.corpus.edition import Edition
from generator.corpus.evidence import best_case, evidence, variant_explanation
from generator.corpus.forms import assign_forms
from generator.corpus.keygroups import anchors, key_groups
from generator.corpus.manifest import write_manifest
from generator.difficulty import tier_distribution
from generator.items import DEFECTIVE, TIER_ORDER, VARIANTS, ItemDraft
from scoring.prompts import prompt_records

T = TypeVar("T")

LICENSE = "CC-BY-4.0"


@dataclass(frozen=True)
class ExportedItem:
    item_id: str
    snippet_ids: dict[str, str]
    draft: ItemDraft


def canary(edition: Edition, salt: str) -> str:
    return f"REDPEN CANARY {edition} {content_hash('canary', str(edition), salt, length=32)}"


def export_order(draft: ItemDraft) -> tuple[int, str, str]:
    """The order items are numbered in (``rp-<edition>-i001`` first): by tier, seed, candidate."""
    return TIER_ORDER.index(draft.tier), draft.seed_path, draft.candidate_key


def snippet_id(edition: Edition, salt: str, candidate_key: str, variant: str) -> str:
    """A live snippet's id: a salted hash of its item and variant (tells neither)."""
    return f"rp-{edition.slug}-{content_hash(str(edition), salt, candidate_key, variant, length=8)}"


def assign_ids(items: Sequence[ItemDraft], edition: Edition, salt: str) -> list[ExportedItem]:
    ordered = sorted(items, key=export_order)
    exported = []
    for number, draft in enumerate(ordered, 1):
        item_id = f"rp-{edition.slug}-i{number:03d}"
        snippet_ids = {v: snippet_id(edition, salt, draft.candidate_key, v) for v in VARIANTS}
        exported.append(ExportedItem(item_id, snippet_ids, draft))
    return exported


def _jsonl(records: Iterable[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in records)


def reference_file(variant: str) -> str:
    """The key file holding a defective variant's reference (its twin without the defect)."""
    return "fixed.py" if variant == "original" else f"{variant}_fixed.py"


def _witness_fields(item: ExportedItem, variant: str) -> dict:
    """Where the scorer finds what a witness runs against (paths relative to the key folder)."""
    snippet = item.draft.variant(variant)
    folder = f"items/{item.item_id}"
    fields = {"function": snippet.function, "code": f"{folder}/{variant}.py"}
    if snippet.defective and snippet.reference_code:
        fields.update(
            reference=f"{folder}/{reference_file(variant)}",
            reference_function=snippet.function,
            precondition=f"{folder}/{_precondition_file(item.draft, variant)}"
            if _precondition(item.draft, variant)
            else "",
        )
    return fields


def _precondition(draft: ItemDraft, variant: str) -> str:
    """A transplanted disguise's inputs are its host seed's: the host's precondition."""
    return draft.transplant.precondition if variant == "disguised" and draft.transplant else draft.precondition


def _precondition_file(draft: ItemDraft, variant: str) -> str:
    return "disguised_precondition.py" if variant == "disguised" and draft.transplant else "precondition.py"


def _transplant_record(item: ExportedItem) -> dict | None:
    t = item.draft.transplant
    if t is None:
        return None
    return {
        "seed": t.seed_path,
        "domain": t.domain,
        "function": t.function,
        "operators": list(t.operators),
        "mechanisms": list(t.mechanisms),
        "signature": list(t.signature),
        "explanation": t.explanation,
        "keywords": [list(g) for g in t.keywords],
        "witnesses": list(t.witnesses),
        "test": f"items/{item.item_id}/test_disguised.py",
        "fixed": f"items/{item.item_id}/{reference_file('disguised')}",
        "difficulty": t.difficulty.as_record() if t.difficulty is not None else None,
        **({"pair_shape": t.pair_shape} if t.pair_shape else {}),
    }


def _groups(draft: ItemDraft, variant: str) -> tuple[tuple[str, ...], ...]:
    """A defective variant's keyword groups (generator/corpus/keygroups.py): one per fault."""
    snippet = draft.variant(variant)
    mechanisms = draft.transplant.mechanisms if variant == "disguised" and draft.transplant else draft.mechanisms
    return key_groups(
        draft.keywords_of(variant), tuple(mechanisms), snippet.code, snippet.reference_code, snippet.renames
    )


def answer_records(exported: Sequence[ExportedItem]) -> list[dict]:
    records = []
    for item in exported:
        d = item.draft
        for v in VARIANTS:
            snippet = d.variant(v)
            records.append(
                {
                    "snippet_id": item.snippet_ids[v],
                    "item_id": item.item_id,
                    "variant": v,
                    "tier": d.tier,
                    "defective": snippet.defective,
                    "fault_lines": list(snippet.fault_lines),
                    **(
                        {"accepted_fault_lines": [list(lines) for lines in snippet.accepted_lines]}
                        if len(snippet.accepted_lines) > 1
                        else {}
                    ),
                    "keywords": [list(g) for g in _groups(d, v)] if snippet.defective else [],
                    **({"anchors": list(anchors(snippet.code))} if snippet.defective and anchors(snippet.code) else {}),
                    "operators": list(d.operators),
                    "domain": snippet.domain,
                    **({"pair_shape": pair_shape(d, v)} if d.tier == "hard" else {}),
                    **_witness_fields(item, v),
                }
            )
    return records


def pair_shape(d: ItemDraft, variant: str) -> str:
    """A hard item's pair shape (generator/pair_shapes.py); the disguised variant's is its host pair's."""
    if variant == "disguised" and d.transplant is not None and d.transplant.pair_shape:
        return d.transplant.pair_shape
    return d.pair_shape


def item_records(exported: Sequence[ExportedItem]) -> list[dict]:
    records = []
    for item in exported:
        d = item.draft
        records.append(
            {
                "item_id": item.item_id,
                "tier": d.tier,
                "operators": list(d.operators),
                "mechanisms": list(d.mechanisms),
                "seed": d.seed_path,
                "seeds": list(d.seeds),
                "domain": d.seed_domain,
                "disguise_domain": d.disguise_domain,
                "variants": {v: item.snippet_ids[v] for v in VARIANTS},
                "functions": {v: d.variant(v).function for v in VARIANTS},
                "fault_lines": {v: list(d.variant(v).fault_lines) for v in ("original", "disguised")},
                "clean_source": d.clean_source,
                "explanation": d.explanation,
                "explanations": {
                    v: variant_explanation(d.variant(v), d.cases(v))
                    for v in ("original", "disguised")
                    if d.variant(v).reference_code
                },
                "evidence": _evidence(d),
                "keywords": [list(g) for g in d.keywords],
                "witnesses": list(d.witnesses),
                "rewrites": list(d.rewrites),
                "test": f"items/{item.item_id}/test_item.py",
                "transplant": _transplant_record(item),
                "difficulty": d.difficulty.as_record() if d.difficulty is not None else None,
                **({"pair_shape": d.pair_shape} if d.tier == "hard" else {}),
            }
        )
    return records


def _evidence(d: ItemDraft) -> dict:
    """The witness each explanation quotes, per defective variant, as a WITNESS line (when its
    required outcome is a value) so anyone can run it with `redpen score`."""
    out = {}
    for v in ("original", "disguised"):
        found = evidence(best_case(d.cases(v)), d.variant(v).function)
        if found is not None:
            out[v] = {"call": found.call, "got": found.got, "requires": found.requires, "witness": found.witness}
    return out


def live_snippets(exported: Sequence[ExportedItem], edition: Edition, salt: str) -> list[dict]:
    records = [
        {"snippet_id": item.snippet_ids[v], "language": "python", "code": item.draft.variant(v).code}
        for item in exported
        for v in VARIANTS
    ]
    records.sort(key=lambda r: r["snippet_id"])
    random.Random(int(content_hash("shuffle", str(edition), salt), 16)).shuffle(records)
    item_of = {sid: item.item_id for item in exported for sid in item.snippet_ids.values()}
    return apart(records, lambda r: item_of[r["snippet_id"]])


def apart(records: list[T], item: Callable[[T], str]) -> list[T]:
    """The shuffled order with twins moved apart: where a record shares its item with the one
    before, the next later record of another item takes its place. A shuffle alone puts twins side
    by side (12 snippets of 3 items: more than half of the neighbours twins in 1.2% of shuffles),
    which pairs them for a reader; this leaves at most the tail's run of one item (at most 3)."""
    order = list(records)
    for i in range(1, len(order)):
        if item(order[i]) == item(order[i - 1]):
            j = next((k for k in range(i + 1, len(order)) if item(order[k]) != item(order[i - 1])), None)
            if j is None:
                break
            order[i], order[j] = order[j], order[i]
    return order


def card_context(
    exported: Sequence[ExportedItem], edition: Edition, salt: str, *, forms: Sequence[str] = (), audit_line: str = ""
) -> dict:
    tiers = Counter(i.draft.tier for i in exported)
    operators = Counter(op for i in exported for op in i.draft.operators)
    domains = Counter(i.draft.variant(v).domain for i in exported for v in VARIANTS)
    return {
        "edition": str(edition),
        "items": len(exported),
        "snippets": 4 * len(exported),
        "tiers": [(t, tiers.get(t, 0)) for t in TIER_ORDER],
        "operators": sorted(operators.items()),
        "domains": sorted(domains.items()),
        "license": LICENSE,
        "canary": canary(edition, salt),
        "forms": list(forms),
        "audit_line": audit_line,
        "difficulty": tier_distribution([i.draft for i in exported]),
        "pair_shapes": sorted(Counter(i.draft.pair_shape for i in exported if i.draft.tier == "hard").items()),
    }


def edition_forms(exported: Sequence[ExportedItem], count: int, salt: str) -> dict[str, list[str]]:
    """The forms, balanced on the verdicts of the audit panel's attackers (a form is then no easier
    for them than the whole live set, on which the audit judges leaks)."""
    ids, codes, defective, groups = [], [], [], []
    for e in exported:
        for v in VARIANTS:
            ids.append(e.snippet_ids[v])
            codes.append(e.draft.variant(v).code)
            defective.append(v in DEFECTIVE)
            groups.append(e.item_id)
    verdicts = panel_verdicts(codes, defective, groups) if count > 1 and ids else {}
    right = [
        {sid: said == label for sid, said, label in zip(ids, said_all, defective)} for said_all in verdicts.values()
    ]
    return assign_forms([(e.item_id, e.draft.tier, e.snippet_ids) for e in exported], count, salt, right)


def write_edition(
    folder: Path, exported: Sequence[ExportedItem], edition: Edition, salt: str, *, forms: int = 4
) -> None:
    """Write the edition's data into ``folder`` (a staging directory): live snippets, prompts and
    forms, the key, the per-item tests. The card and manifests come with :func:`seal_edition`."""
    live = folder / "live"
    key = folder / "key"
    live.mkdir(parents=True)
    key.mkdir(parents=True)
    snippets = live_snippets(exported, edition, salt)
    (live / "snippets.jsonl").write_text(_jsonl(snippets), encoding="utf-8")
    (live / "prompts.jsonl").write_text(_jsonl(prompt_records(snippets)), encoding="utf-8")
    if forms:
        by_id = {r["snippet_id"]: r for r in snippets}
        assigned = edition_forms(exported, forms, salt)
        (live / "forms").mkdir()
        for name, ids in assigned.items():
            (live / "forms" / f"{name}.jsonl").write_text(_jsonl(by_id[i] for i in ids), encoding="utf-8")
        (key / "forms.json").write_text(json.dumps(assigned, indent=1) + "\n", encoding="utf-8")
    (key / "answers.jsonl").write_text(_jsonl(answer_records(exported)), encoding="utf-8")
    (key / "items.jsonl").write_text(_jsonl(item_records(exported)), encoding="utf-8")
    for item in exported:
        item_dir = key / "items" / item.item_id
        item_dir.mkdir(parents=True)
        (item_dir / "test_item.py").write_text(item.draft.test_code, encoding="utf-8")
        for v in VARIANTS:
            (item_dir / f"{v}.py").write_text(item.draft.variant(v).code, encoding="utf-8")
        disguised = item.draft.variant("disguised")
        if disguised.reference_code:
            (item_dir / reference_file("disguised")).write_text(disguised.reference_code, encoding="utf-8")
        if item.draft.precondition:
            (item_dir / "precondition.py").write_text(item.draft.precondition, encoding="utf-8")
        if item.draft.transplant is not None:
            (item_dir / "test_disguised.py").write_text(item.draft.transplant.test_code, encoding="utf-8")
            if item.draft.transplant.precondition:
                (item_dir / "disguised_precondition.py").write_text(
                    item.draft.transplant.precondition, encoding="utf-8"
                )


def seal_edition(
    folder: Path,
    exported: Sequence[ExportedItem],
    edition: Edition,
    salt: str,
    *,
    edition_record: dict,
    audit_report: dict | None,
    audit_line: str,
    pr_items: int = 0,
) -> None:
    """The dataset card (with only the audit's pass/fail line), the secret and the full audit report
    in the key, then the manifests."""
    live, key = folder / "live", folder / "key"
    forms = sorted(p.stem for p in (live / "forms").glob("*.jsonl")) if (live / "forms").is_dir() else []
    context = {**card_context(exported, edition, salt, forms=forms, audit_line=audit_line), "pr_items": pr_items}
    (live / "README.md").write_text(render("dataset_card.md.j2", **context), encoding="utf-8")
    (key / "edition.json").write_text(json.dumps(edition_record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if audit_report is not None:
        (key / "audit.json").write_text(json.dumps(audit_report, indent=1) + "\n", encoding="utf-8")
    write_manifest(live)
    write_manifest(key)
