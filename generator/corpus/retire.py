"""`redpen retire`: verify an edition, publish it with solutions and mark it retired in the ledger."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from core.atomic import staging_dir
from core.errors import InputFileError
from core.render import render
from generator.corpus.edition import Edition
from generator.corpus.manifest import write_manifest
from generator.corpus.publish import output_lock, reconcile
from generator.corpus.verify import verify_edition
from generator.distinct.ledger import Ledger
from generator.items import VARIANTS


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def retire_edition(edition: Edition, *, out_dir: Path, ledger_path: Path | None = None, rerun: bool = True) -> Path:
    """Verify the edition, then publish it with solutions under OUT/retired/<edition> and mark it
    retired in the ledger (under the output folder's lock, after reconciling)."""
    source = out_dir / str(edition)
    key = source / "key"
    if not (key / "items.jsonl").exists():
        raise InputFileError(f"{source}: no exported edition here (key/items.jsonl missing); build it first")
    ledger_file = ledger_path or out_dir / "ledger.sqlite"
    with output_lock(out_dir):
        ledger = Ledger(ledger_file, create=False)
        reconcile(out_dir, ledger)
        status = ledger.status(str(edition))
        if status is None:
            raise InputFileError(
                f"edition {edition} is not recorded in {ledger.path}; build it with redpen build first"
            )
        if status == "retired":
            raise InputFileError(f"edition {edition} is already retired in {ledger.path}")
        report = verify_edition(source, ledger_path=ledger_file, rerun=rerun)
        problems = report.problems
        if _exported_leaky(key):  # its failing audit is recorded in its card and key: not a reason to refuse
            problems = [p for p in problems if not p.startswith("audit: ")]
        if problems:
            raise InputFileError(
                f"{source}: fails redpen verify ({len(problems)} problem(s), first: {problems[0]}); nothing retired"
            )
        return _publish_retired(edition, source, out_dir, ledger)


def _pr_cards(key: Path, answers: dict[str, dict]) -> list[dict]:
    """The PR items (key/pr_items.jsonl) with the fields a solution card shows: the after modules
    are the variants, the module's generated test proves the defect."""
    path = key / "pr_items.jsonl"
    if not path.is_file():
        return []
    return [
        {
            **item,
            "mechanisms": [item["mechanism"]],
            "explanation": f"A regression planted while refactoring {item['module']} ({item['functions']['original']}).",
            "keywords": answers[item["variants"]["original"]]["keywords"],
            "witnesses": [],
        }
        for item in _jsonl(path)
    ]


def _exported_leaky(key: Path) -> bool:
    """Was the edition exported with --allow-leaky (the audit failure recorded in key/edition.json)?"""
    try:
        record = json.loads((key / "edition.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(record, dict) and record.get("allow_leaky") is True


def _publish_retired(edition: Edition, source: Path, out_dir: Path, ledger: Ledger) -> Path:
    key = source / "key"
    answers = {a["snippet_id"]: a for a in _jsonl(key / "answers.jsonl")}
    items = _jsonl(key / "items.jsonl") + _pr_cards(key, answers)
    target = out_dir / "retired" / str(edition)
    with staging_dir(target) as tmp:
        shutil.copytree(key, tmp / "key")
        shutil.copytree(source / "live", tmp / "live")
        cards = tmp / "solutions"
        cards.mkdir()
        for item in items:
            item_dir = key / "items" / item["item_id"]
            variants = []
            for v in VARIANTS:
                sid = item["variants"][v]
                code = (item_dir / f"{v}.py").read_text(encoding="utf-8")
                variants.append(
                    {
                        "name": v,
                        "snippet_id": sid,
                        "code": code,
                        "fault_lines": answers[sid]["fault_lines"],
                        "defective": answers[sid]["defective"],
                        "numbered": [(n, line) for n, line in enumerate(code.splitlines(), 1)],
                    }
                )
            test = (key / item["test"]).read_text(encoding="utf-8")
            (cards / f"{item['item_id']}.md").write_text(
                render("solution_card.md.j2", item=item, variants=variants, test=test, edition=str(edition)),
                encoding="utf-8",
            )
        (tmp / "README.md").write_text(
            render("retired_index.md.j2", items=items, edition=str(edition)), encoding="utf-8"
        )
        write_manifest(tmp)
    ledger.retire(str(edition))
    return target
