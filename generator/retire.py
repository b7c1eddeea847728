"""`redpen retire`: publish an edition with solutions and mark it retired in the ledger."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from .atomic import staging_dir
from .edition import Edition
from .errors import InputFileError
from .items import VARIANTS
from .ledger import Ledger
from .manifest import write_manifest
from .render import render


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def retire_edition(edition: Edition, *, out_dir: Path, ledger_path: Path | None = None) -> Path:
    source = out_dir / str(edition)
    key = source / "key"
    if not (key / "items.jsonl").exists():
        raise InputFileError(f"{source}: no exported edition here (key/items.jsonl missing); build it first")
    ledger = Ledger(ledger_path or out_dir / "ledger.sqlite", create=False)
    if ledger.status(str(edition)) is None:
        raise InputFileError(f"edition {edition} is not recorded in {ledger.path}; build it with redpen build first")
    items = _jsonl(key / "items.jsonl")
    answers = {a["snippet_id"]: a for a in _jsonl(key / "answers.jsonl")}
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
                variants.append({"name": v, "snippet_id": sid, "code": code,
                                 "fault_lines": answers[sid]["fault_lines"], "defective": answers[sid]["defective"],
                                 "numbered": [(n, line) for n, line in enumerate(code.splitlines(), 1)]})
            test = (key / item["test"]).read_text(encoding="utf-8")
            (cards / f"{item['item_id']}.md").write_text(
                render("solution_card.md.j2", item=item, variants=variants, test=test, edition=str(edition)),
                encoding="utf-8")
        (tmp / "README.md").write_text(render("retired_index.md.j2", items=items, edition=str(edition)), encoding="utf-8")
        write_manifest(tmp)
    ledger.retire(str(edition))
    return target
