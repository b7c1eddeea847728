"""`redpen verify`: re-check an exported edition (manifests, leaks, kill matrix, distinctness)."""

from __future__ import annotations

import io
import json
import re
import tokenize
from dataclasses import dataclass, field
from pathlib import Path

from audit.classify import twin_layout
from audit.run import audit_edition
from core.errors import InputFileError
from generator.corpus.keyterms import identifier_problems
from generator.corpus.manifest import check_manifest
from generator.corpus.pr_verify import verify_pr_track
from generator.distinct.check import DistinctnessChecker
from generator.distinct.ledger import Ledger
from generator.distinct.units import Unit
from generator.items import VARIANTS
from killability import api as gate_api
from scoring.prompts import prompt_records

LIVE_FILES = {"snippets.jsonl", "prompts.jsonl", "README.md", "MANIFEST.sha256", "forms"}
PR_LIVE_FILES = {"pr.jsonl", "pr_prompts.jsonl", "pr_forms"}  # the PR track (generator/corpus/pr_verify.py)
SNIPPET_FIELDS = {"snippet_id", "language", "code"}
PROMPT_FIELDS = {"snippet_id", "prompt"}


@dataclass
class VerifyReport:
    edition_dir: str
    problems: list[str] = field(default_factory=list)
    checked: dict[str, int] = field(default_factory=dict)
    audit: object | None = None  # audit.report.AuditReport when the audit ran

    @property
    def ok(self) -> bool:
        return not self.problems


# the fields every record must carry (and their types), per file
_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "items.jsonl": {"item_id": str, "variants": dict, "functions": dict, "test": str},
    "answers.jsonl": {"snippet_id": str, "fault_lines": list, "defective": bool},
    "snippets.jsonl": {"snippet_id": str, "code": str},
}


def _read_jsonl(path: Path) -> list[dict]:
    if not path.exists():
        raise InputFileError(f"{path}: missing; is this an edition folder (corpus_out/<edition>)?")
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        line = path.read_bytes()[: exc.start].count(b"\n") + 1
        raise InputFileError(
            f"{path}:{line}: not UTF-8 text (byte 0x{exc.object[exc.start]:02x}); restore the file from the build"
        ) from None
    records = []
    fields = _FIELDS.get(path.name, {})
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise InputFileError(
                f"{path}:{number}: not valid JSON ({getattr(exc, 'msg', 'nested too deeply')})"
            ) from None
        except ValueError as exc:  # e.g. an integer too long to convert
            raise InputFileError(f"{path}:{number}: not valid JSON ({exc})") from None
        if not isinstance(record, dict):
            raise InputFileError(f"{path}:{number}: a record must be a JSON object")
        for name, kind in fields.items():
            if not isinstance(record.get(name), kind):
                raise InputFileError(
                    f"{path}:{number}: field '{name}' is missing or not a {getattr(kind, '__name__', kind)}; "
                    f"restore the file from the build"
                )
        records.append(record)
    return records


def _comments(code: str) -> list[str]:
    try:
        return [t.string for t in tokenize.generate_tokens(io.StringIO(code).readline) if t.type == tokenize.COMMENT]
    except (tokenize.TokenError, SyntaxError):
        return []


def check_leaks(live: Path, answers: list[dict], items: list[dict]) -> list[str]:
    problems = []
    extra = {p.name for p in live.iterdir()} - LIVE_FILES - PR_LIVE_FILES
    if extra:
        problems.append(f"{live}: unexpected files {sorted(extra)}")
    snippets = _read_jsonl(live / "snippets.jsonl")
    prompts = _read_jsonl(live / "prompts.jsonl")
    item_ids = {i["item_id"] for i in items}
    by_id = {a["snippet_id"]: a for a in answers}
    id_pattern = re.compile(r"^rp-\d{4}q[1-4]-[0-9a-f]{8}$")
    for number, record in enumerate(snippets, 1):
        if set(record) != SNIPPET_FIELDS:
            problems.append(
                f"live/snippets.jsonl:{number}: fields {sorted(record)}; only {sorted(SNIPPET_FIELDS)} allowed"
            )
        sid = record.get("snippet_id", "")
        if not id_pattern.match(sid):
            problems.append(f"live/snippets.jsonl:{number}: snippet id {sid!r} is not opaque")
        for comment in _comments(record.get("code", "")):
            problems.append(f"live/snippets.jsonl:{number}: snippet {sid} carries a comment {comment!r}")
        if any(i in record.get("code", "") for i in item_ids):
            problems.append(f"live/snippets.jsonl:{number}: snippet {sid} names an item id")
    if {r.get("snippet_id") for r in snippets} != set(by_id):
        problems.append("live/snippets.jsonl: snippet ids differ from key/answers.jsonl")
    expected_prompts = prompt_records(snippets)
    if prompts != expected_prompts:
        problems.append(
            "live/prompts.jsonl: differs from the prompts rendered from snippets.jsonl (extra text would leak)"
        )
    order = [by_id[r["snippet_id"]] for r in snippets if r.get("snippet_id") in by_id]
    runs = sum(1 for a, b in zip(order, order[1:]) if a["item_id"] == b["item_id"])
    if order and runs > len(order) // 2:
        problems.append(f"live/snippets.jsonl: {runs} neighbouring snippets share an item: the order pairs twins")
    problems += check_forms(live, snippets, answers)
    card = (live / "README.md").read_text(encoding="utf-8") if (live / "README.md").exists() else ""
    if "REDPEN CANARY" not in card:
        problems.append("live/README.md: canary string missing")
    if any(i in card for i in item_ids) or any(s in card for s in by_id):
        problems.append("live/README.md: names item or snippet ids")
    return problems


def check_forms(live: Path, snippets: list[dict], answers: list[dict]) -> list[str]:
    """Every form holds exactly one snippet of every item, copied from snippets.jsonl, and
    key/forms.json says the same."""
    folder = live / "forms"
    if not folder.is_dir():
        return []
    problems = []
    by_id = {r.get("snippet_id"): r for r in snippets}
    item_of = {a["snippet_id"]: a["item_id"] for a in answers}
    items = set(item_of.values())
    listed = {}
    key_forms = live.parent / "key" / "forms.json"
    declared = json.loads(key_forms.read_text(encoding="utf-8")) if key_forms.is_file() else None
    if declared is None:
        problems.append(f"{key_forms}: missing; live/forms/ needs it")
    for path in sorted(folder.iterdir()):
        records = _read_jsonl(path) if path.suffix == ".jsonl" else []
        if path.suffix != ".jsonl":
            problems.append(f"{path}: unexpected file in live/forms/")
            continue
        ids = [r.get("snippet_id") for r in records]
        listed[path.stem] = ids
        if any(r != by_id.get(r.get("snippet_id")) for r in records):
            problems.append(f"live/forms/{path.name}: records differ from live/snippets.jsonl")
        covered = [item_of.get(i) for i in ids]
        if sorted(c for c in covered if c) != sorted(items):
            problems.append(f"live/forms/{path.name}: does not hold exactly one snippet of every item")
    if declared is not None:  # forms.json also lists each form's PRs (checked by pr_verify)
        declared = {k: [i for i in v if i in item_of] for k, v in declared.items()}
    if declared is not None and {k: sorted(v) for k, v in declared.items()} != {
        k: sorted(v) for k, v in listed.items()
    }:
        problems.append("key/forms.json: differs from live/forms/")
    return problems


def _rerun(key: Path, item: dict, variants: dict[str, gate_api.VariantCode]) -> list[str]:
    """Re-run the item's kill matrices: the planted seed's test on original, fixed and clean (and
    on the disguised pair when it was renamed), the host seed's own test on a transplanted
    disguised variant and its correct member."""
    item_id = item["item_id"]
    transplant = item.get("transplant")
    matrices: list[tuple[Path, dict[str, gate_api.VariantCode]]] = []
    if transplant:
        own = {v: c for v, c in variants.items() if v != "disguised"}
        fixed_path = key / transplant["fixed"]
        if not fixed_path.exists():
            return [f"{item_id}: the disguised pair's correct member {fixed_path} is missing"]
        host = {
            "disguised": variants["disguised"],
            "disguised_fixed": gate_api.VariantCode(
                fixed_path.read_text(encoding="utf-8"), variants["disguised"].function, False
            ),
        }
        matrices = [(key / item["test"], own), (key / transplant["test"], host)]
    else:
        matrices = [(key / item["test"], variants)]
    problems = []
    for test_path, group in matrices:
        if not test_path.exists():
            problems.append(f"{item_id}: generated test {test_path} missing")
            continue
        verdicts = gate_api.run_matrix(test_path.read_text(encoding="utf-8"), group)
        for v, verdict in verdicts.items():
            expected = "killed" if group[v].defective else "survived"
            if verdict != expected:
                problems.append(f"{item_id}: kill matrix: {v} {verdict}, expected {expected}")
    return problems


def carried_from(item: dict, variant: str) -> tuple[str, ...]:
    """The variants whose identifiers a defective ``variant``'s keyword groups may have carried: the
    other defective one when the disguise is the original renamed (one seed, the disguise not told
    with the clean control). A transplanted disguise (a second seed) or one planted in the clean
    implementation (another body) derives its groups from its own code, so words the two
    implementations happen to share as names ("value", "drops") are no carried identifier."""
    if len(item.get("seeds") or ()) >= 2 or twin_layout([item.get("functions") or {}]):
        return ()
    return tuple(t for t in ("original", "disguised") if t != variant)


def verify_edition(
    edition_dir: str | Path, *, ledger_path: Path | None = None, rerun: bool = True, audit: bool = True
) -> VerifyReport:
    folder = Path(edition_dir)
    if not folder.is_dir():
        raise InputFileError(f"{folder}: no such edition folder; pass corpus_out/<edition>")
    report = VerifyReport(str(folder))
    live, key = folder / "live", folder / "key"
    report.problems += check_manifest(live) + check_manifest(key)
    every = _read_jsonl(key / "answers.jsonl")
    answers = [a for a in every if a.get("track", "snippet") == "snippet"]
    items = _read_jsonl(key / "items.jsonl")
    report.problems += check_leaks(live, answers, items)
    snippets = {r["snippet_id"]: r["code"] for r in _read_jsonl(live / "snippets.jsonl")}
    answer_by_id = {a["snippet_id"]: a for a in answers}
    units: list[Unit] = []
    for item in items:
        item_id = item["item_id"]
        variants = {}
        for v in VARIANTS:
            sid = item["variants"].get(v)
            function = item["functions"].get(v)
            record = answer_by_id.get(sid) if isinstance(sid, str) else None
            code = snippets.get(sid) if isinstance(sid, str) else None
            if record is None or code is None or not isinstance(function, str):
                report.problems.append(f"{item_id}: {v} snippet {sid} missing from live or key")
                continue
            if not all(isinstance(line, int) and not isinstance(line, bool) for line in record["fault_lines"]):
                report.problems.append(f"{item_id}: {v} fault lines {record['fault_lines']} are not line numbers")
                continue
            n_lines = code.count("\n") + (not code.endswith("\n"))
            if any(not 1 <= line <= n_lines for line in record["fault_lines"]):
                report.problems.append(
                    f"{item_id}: {v} fault lines {record['fault_lines']} outside its {n_lines} lines"
                )
            if record["defective"] != (v in ("original", "disguised")):
                report.problems.append(f"{item_id}: {v} marked defective={record['defective']}")
            if record["defective"]:
                twins = [snippets.get(item["variants"].get(t), "") for t in carried_from(item, v)]
                for problem in identifier_problems(record.get("keywords") or [], code, twins):
                    report.problems.append(f"{item_id}: {v} {problem}")
            variants[v] = gate_api.VariantCode(code, function, record["defective"], tuple(record["fault_lines"]))
            units.append(Unit(sid, item_id, v, code, function))
        if rerun and len(variants) == 4:
            report.problems += _rerun(key, item, variants)
    pr_problems, pr_items = verify_pr_track(folder, every, rerun=rerun)
    report.problems += pr_problems
    if pr_items:
        report.checked["pr_items"] = pr_items
    report.checked["items"] = len(items)
    report.checked["snippets"] = len(snippets)
    ledger = Ledger(ledger_path) if ledger_path and Path(ledger_path).exists() else None
    distinct = DistinctnessChecker(ledger=ledger, exclude_edition=folder.name).check(units)
    report.problems += [f"distinctness: {r.describe()}" for r in distinct.rejections]
    if audit:
        result = audit_edition(folder, run_pairs=rerun)
        report.audit = result
        report.problems += [f"audit: {failure}" for row in result.failing for failure in row.failures]
    return report
