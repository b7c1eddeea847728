"""Writing the PR track into an edition's staging folder, after the snippet track
(``generator.export_stage``). Nothing here runs for an edition without PR items, so the snippet
track's files stay byte-identical then.

Adds::

    live/pr.jsonl  pr_prompts.jsonl  pr_forms/<A..>.jsonl
    key/answers.jsonl        every record gains "track": "snippet" | "pr"; PR records hold before,
                             after, hunks (lines, kind, made_by) and the witness fields
    key/pr_items.jsonl       one record per PR item (modules, ids, tests, proofs; a module harvested
                             from real code adds "licence" and "provenance", its HARVEST literal)
    key/forms.json           each form lists its snippet ids and its PR ids
    key/items/<id>/          original.py disguised.py fixed.py clean.py (the after modules),
                             disguised_fixed.py (the told module's change alone: the clean
                             variant), test_item.py (the module's test: original F, fixed P),
                             test_disguised.py (the told module's test: disguised F, clean P)

PR forms are a Latin square over the PR items (``generator.corpus.forms.assign_forms``): form
``f`` holds one variant of every PR item, as live/forms/ holds one of every snippet item.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from generator.corpus.edition import Edition
from generator.corpus.forms import assign_forms
from generator.corpus.pr_export import VARIANTS, ExportedPR, jsonl, live_pr_records, pr_answer_records, pr_prompts

REFERENCE = {"original": "fixed.py", "disguised": "disguised_fixed.py"}


def _witness_fields(pr: ExportedPR, variant: str) -> dict:
    """Where the scorer finds what a witness runs against (paths relative to the key folder)."""
    folder = f"items/{pr.item_id}"
    function = pr.item.variant(variant).function
    fields = {"function": function, "code": f"{folder}/{variant}.py"}
    if variant in REFERENCE:
        fields.update(reference=f"{folder}/{REFERENCE[variant]}", reference_function=function, precondition="")
    return fields


def pr_key_records(exported: Sequence[ExportedPR]) -> list[dict]:
    by_id = {pr.ids[v]: (pr, v) for pr in exported for v in VARIANTS}
    out = []
    for record in pr_answer_records(exported):
        pr, variant = by_id[record["snippet_id"]]
        out.append({**record, **_witness_fields(pr, variant)})
    return out


def pr_item_records(exported: Sequence[ExportedPR]) -> list[dict]:
    records = []
    for pr in exported:
        item = pr.item
        original, disguised = item.variant("original"), item.variant("disguised")
        records.append(
            {
                "item_id": pr.item_id,
                "track": "pr",
                "tier": pr.tier,
                "module": original.module,
                "host": disguised.module,
                # the disguise is the module itself told in another domain: one seed, one ledger entry
                "layout": "told",
                "seeds": [original.module],
                "domain": original.domain,
                "disguise_domain": disguised.domain,
                "variants": dict(pr.ids),
                "functions": {v: item.variant(v).function for v in VARIANTS},
                "fault_lines": {v: list(item.variant(v).fault_lines) for v in ("original", "disguised")},
                "operators": list(original.operators),
                "mechanism": item.mechanism,
                # the operator's phrases and mechanisms of each defective variant (its key groups' source)
                "authored": {
                    v.name: {"keywords": [list(g) for g in v.keywords], "mechanisms": list(v.mechanisms)}
                    for v in (original, disguised)
                },
                "family": item.family,
                "exposure": round(item.exposure, 4),
                "transplant_exposure": round(item.transplant_exposure, 4),
                "test": f"items/{pr.item_id}/test_item.py",
                "disguised_test": f"items/{pr.item_id}/test_disguised.py",
                "disguised_fixed": f"items/{pr.item_id}/disguised_fixed.py",
                "proofs": [
                    {
                        "step": p.variant,
                        "proven": p.proven,
                        "inputs": p.inputs,
                        "symbolic": sorted({f.symbolic.split(" ")[0].rstrip(":") for f in p.functions}),
                    }
                    for p in item.proofs
                ],
                **_provenance_fields(item.provenance),
            }
        )
    return records


def _provenance_fields(provenance: tuple[tuple[str, str], ...]) -> dict:
    """A harvested module's provenance and licence (its HARVEST literal); nothing for an authored one."""
    if not provenance:
        return {}
    fields = dict(provenance)
    return {"licence": fields.get("licence", "unknown"), "provenance": fields}


def _with_track(text: str) -> str:
    """The snippet track's answer lines, each with ``"track": "snippet"`` (key order kept)."""
    return "".join(
        json.dumps({**json.loads(line), "track": "snippet"}, ensure_ascii=False) + "\n"
        for line in text.splitlines()
        if line.strip()
    )


def write_pr_track(folder: Path, exported: Sequence[ExportedPR], edition: Edition, salt: str, *, forms: int) -> None:
    """Add the PR track to the staging ``folder`` the snippet track was written into."""
    if not exported:
        return
    live, key = folder / "live", folder / "key"
    records = live_pr_records(exported, edition, salt)
    (live / "pr.jsonl").write_text(jsonl(records), encoding="utf-8")
    (live / "pr_prompts.jsonl").write_text(jsonl(pr_prompts(exported, records)), encoding="utf-8")
    answers = key / "answers.jsonl"
    answers.write_text(
        _with_track(answers.read_text(encoding="utf-8")) + jsonl(pr_key_records(exported)), encoding="utf-8"
    )
    (key / "pr_items.jsonl").write_text(jsonl(pr_item_records(exported)), encoding="utf-8")
    for pr in exported:
        item_dir = key / "items" / pr.item_id
        item_dir.mkdir(parents=True)
        for v in VARIANTS:
            (item_dir / f"{v}.py").write_text(pr.item.variant(v).after, encoding="utf-8")
        own, host = pr.item.gates
        (item_dir / "test_item.py").write_text(own.test_file, encoding="utf-8")
        (item_dir / "test_disguised.py").write_text(host.test_file, encoding="utf-8")
        (item_dir / "disguised_fixed.py").write_text(pr.item.host_after, encoding="utf-8")
    if forms:
        by_id = {r["snippet_id"]: r for r in records}
        assigned = assign_forms([(pr.item_id, pr.tier, pr.ids) for pr in exported], forms, salt)
        (live / "pr_forms").mkdir()
        for name, ids in assigned.items():
            (live / "pr_forms" / f"{name}.jsonl").write_text(jsonl([by_id[i] for i in ids]), encoding="utf-8")
        declared_path = key / "forms.json"
        declared = json.loads(declared_path.read_text(encoding="utf-8")) if declared_path.is_file() else {}
        merged = {name: [*declared.get(name, []), *ids] for name, ids in assigned.items()}
        declared_path.write_text(json.dumps(merged, indent=1) + "\n", encoding="utf-8")
