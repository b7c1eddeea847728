"""`redpen verify` on the PR track: the live PR records are blind and match the key, every PR form
holds one variant of every PR item, and every PR item's kill matrix, re-run from the key's own
tests, is F F P P (the module's test: original killed, fixed surviving; the told module's test:
disguised killed, clean and the told module's change alone surviving; an edition written before the
told layout ran clean under the module's test and had a host module of its own)."""

from __future__ import annotations

import json
from pathlib import Path

from generator.corpus.pr_export import VARIANTS
from killability import api as gate_api

LIVE_FIELDS = {"snippet_id", "language", "track", "path", "diff", "code"}


def _jsonl(path: Path) -> list[dict]:
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def verify_pr_track(folder: Path, answers: list[dict], *, rerun: bool = True) -> tuple[list[str], int]:
    """(problems, PR items checked) of the edition ``folder``; nothing when it has no PR track."""
    live, key = folder / "live", folder / "key"
    pr_answers = [a for a in answers if a.get("track") == "pr"]
    items = _jsonl(key / "pr_items.jsonl")
    if not pr_answers and not items and not (live / "pr.jsonl").exists():
        return [], 0
    problems: list[str] = []
    records = _jsonl(live / "pr.jsonl")
    by_id = {a["snippet_id"]: a for a in pr_answers}
    for number, record in enumerate(records, 1):
        if set(record) != LIVE_FIELDS:
            problems.append(f"live/pr.jsonl:{number}: fields {sorted(record)}; only {sorted(LIVE_FIELDS)} allowed")
        if any(i["item_id"] in record.get("code", "") + record.get("diff", "") for i in items):
            problems.append(f"live/pr.jsonl:{number}: {record.get('snippet_id')} names an item id")
    if {r.get("snippet_id") for r in records} != set(by_id):
        problems.append("live/pr.jsonl: PR ids differ from the PR records of key/answers.jsonl")
    prompts = _jsonl(live / "pr_prompts.jsonl")
    code = {r["snippet_id"]: r.get("code", "") for r in records}
    if [p.get("snippet_id") for p in prompts] != [r.get("snippet_id") for r in records]:
        problems.append("live/pr_prompts.jsonl: not one prompt per live PR record, in its order")
    for prompt in prompts:
        after = code.get(prompt.get("snippet_id"), "")
        if after and after.splitlines()[0] not in prompt.get("prompt", ""):
            problems.append(f"live/pr_prompts.jsonl: {prompt.get('snippet_id')} does not show its module")
    problems += _forms(live, key, by_id)
    for item in items:
        problems += _item(key, item, by_id, code, rerun)
    return problems, len(items)


def _forms(live: Path, key: Path, by_id: dict[str, dict]) -> list[str]:
    folder = live / "pr_forms"
    if not folder.is_dir():
        return []
    problems = []
    declared = json.loads((key / "forms.json").read_text(encoding="utf-8")) if (key / "forms.json").is_file() else {}
    items = {a["item_id"] for a in by_id.values()}
    for path in sorted(folder.glob("*.jsonl")):
        ids = [r.get("snippet_id") for r in _jsonl(path)]
        if sorted(by_id[i]["item_id"] for i in ids if i in by_id) != sorted(items):
            problems.append(f"live/pr_forms/{path.name}: does not hold exactly one PR of every PR item")
        if not set(ids) <= set(declared.get(path.stem, [])):
            problems.append(f"key/forms.json: form {path.stem} does not list the PRs of live/pr_forms/{path.name}")
    return problems


def _item(key: Path, item: dict, by_id: dict[str, dict], code: dict[str, str], rerun: bool) -> list[str]:
    item_id = item["item_id"]
    variants: dict[str, gate_api.VariantCode] = {}
    problems = []
    for v in VARIANTS:
        sid = item["variants"].get(v)
        record = by_id.get(sid)
        path = key / "items" / item_id / f"{v}.py"
        if record is None or not path.is_file():
            problems.append(f"{item_id}: {v} PR {sid} missing from the key")
            continue
        after = path.read_text(encoding="utf-8")
        if after != record.get("after") or after != code.get(sid):
            problems.append(f"{item_id}: {v}: the key's module, its record and the live PR differ")
        lines = after.count("\n") + (not after.endswith("\n"))
        if any(not 1 <= n <= lines for n in record["fault_lines"]):
            problems.append(f"{item_id}: {v} fault lines {record['fault_lines']} outside its {lines} lines")
        if record["defective"] != (v in ("original", "disguised")):
            problems.append(f"{item_id}: {v} marked defective={record['defective']}")
        variants[v] = gate_api.VariantCode(
            after, item["functions"][v], record["defective"], tuple(record["fault_lines"])
        )
    if not rerun or len(variants) < len(VARIANTS):
        return problems
    host_fixed = key / item["disguised_fixed"]
    told = item.get("layout") == "told"  # clean is the told module's change: B's test runs it
    own = ("original", "fixed") if told else ("original", "fixed", "clean")
    matrices = [
        (key / item["test"], {v: variants[v] for v in own}),
        (
            key / item["disguised_test"],
            {
                "disguised": variants["disguised"],
                **({"clean": variants["clean"]} if told else {}),
                "disguised_fixed": gate_api.VariantCode(
                    host_fixed.read_text(encoding="utf-8") if host_fixed.is_file() else "",
                    item["functions"]["disguised"],
                    False,
                ),
            },
        ),
    ]
    for test, group in matrices:
        if not test.is_file():
            problems.append(f"{item_id}: generated test {test} missing")
            continue
        for v, verdict in gate_api.run_matrix(test.read_text(encoding="utf-8"), group).items():
            expected = "killed" if group[v].defective else "survived"
            if verdict != expected:
                problems.append(f"{item_id}: PR kill matrix: {v} {verdict}, expected {expected}")
    return problems
