"""Writing an edition: the blind live files, the private key, and the per-item tests.

Layout (see docs/ARCHITECTURE.md and ../shared/DESIGN.md)::

    <edition>/live/snippets.jsonl  prompts.jsonl  README.md  MANIFEST.sha256
    <edition>/key/answers.jsonl  items.jsonl  items/<item_id>/{test_item.py,<variant>.py}  MANIFEST.sha256
"""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from scoring.prompts import prompt_records

from .edition import Edition
from .items import TIER_ORDER, VARIANTS, ItemDraft
from .manifest import write_manifest
from .model import content_hash
from .render import render

LICENSE = "CC-BY-4.0"


@dataclass(frozen=True)
class ExportedItem:
    item_id: str
    snippet_ids: dict[str, str]
    draft: ItemDraft


def canary(edition: Edition, seed: int) -> str:
    return f"REDPEN CANARY {edition} {content_hash('canary', str(edition), str(seed), length=32)}"


def assign_ids(items: Sequence[ItemDraft], edition: Edition, seed: int) -> list[ExportedItem]:
    ordered = sorted(items, key=lambda d: (TIER_ORDER.index(d.tier), d.seed_path, d.candidate_key))
    exported = []
    for number, draft in enumerate(ordered, 1):
        item_id = f"rp-{edition.slug}-i{number:03d}"
        snippet_ids = {
            v: f"rp-{edition.slug}-{content_hash(str(edition), str(seed), draft.candidate_key, v, length=8)}"
            for v in VARIANTS
        }
        exported.append(ExportedItem(item_id, snippet_ids, draft))
    return exported


def _jsonl(records: Iterable[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in records)


def answer_records(exported: Sequence[ExportedItem]) -> list[dict]:
    records = []
    for item in exported:
        d = item.draft
        for v in VARIANTS:
            snippet = d.variant(v)
            records.append({
                "snippet_id": item.snippet_ids[v],
                "item_id": item.item_id,
                "variant": v,
                "tier": d.tier,
                "defective": snippet.defective,
                "fault_lines": list(snippet.fault_lines),
                "keywords": [list(g) for g in d.keywords] if snippet.defective else [],
                "operators": list(d.operators),
                "domain": snippet.domain,
            })
    return records


def item_records(exported: Sequence[ExportedItem]) -> list[dict]:
    records = []
    for item in exported:
        d = item.draft
        records.append({
            "item_id": item.item_id,
            "tier": d.tier,
            "operators": list(d.operators),
            "mechanisms": list(d.mechanisms),
            "seed": d.seed_path,
            "domain": d.seed_domain,
            "disguise_domain": d.disguise_domain,
            "variants": {v: item.snippet_ids[v] for v in VARIANTS},
            "functions": {v: d.variant(v).function for v in VARIANTS},
            "fault_lines": {v: list(d.variant(v).fault_lines) for v in ("original", "disguised")},
            "clean_source": d.clean_source,
            "explanation": d.explanation,
            "keywords": [list(g) for g in d.keywords],
            "witnesses": list(d.witnesses),
            "rewrites": list(d.rewrites),
            "test": f"items/{item.item_id}/test_item.py",
        })
    return records


def live_snippets(exported: Sequence[ExportedItem], edition: Edition, seed: int) -> list[dict]:
    records = [
        {"snippet_id": item.snippet_ids[v], "language": "python", "code": item.draft.variant(v).code}
        for item in exported for v in VARIANTS
    ]
    records.sort(key=lambda r: r["snippet_id"])
    random.Random(int(content_hash("shuffle", str(edition), str(seed)), 16)).shuffle(records)
    return records


def card_context(exported: Sequence[ExportedItem], edition: Edition, seed: int) -> dict:
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
        "canary": canary(edition, seed),
    }


def write_edition(folder: Path, exported: Sequence[ExportedItem], edition: Edition, seed: int) -> None:
    """Write the whole edition tree into ``folder`` (a staging directory)."""
    live = folder / "live"
    key = folder / "key"
    live.mkdir(parents=True)
    key.mkdir(parents=True)
    snippets = live_snippets(exported, edition, seed)
    (live / "snippets.jsonl").write_text(_jsonl(snippets), encoding="utf-8")
    (live / "prompts.jsonl").write_text(_jsonl(prompt_records(snippets)), encoding="utf-8")
    (live / "README.md").write_text(render("dataset_card.md.j2", **card_context(exported, edition, seed)), encoding="utf-8")
    (key / "answers.jsonl").write_text(_jsonl(answer_records(exported)), encoding="utf-8")
    (key / "items.jsonl").write_text(_jsonl(item_records(exported)), encoding="utf-8")
    for item in exported:
        item_dir = key / "items" / item.item_id
        item_dir.mkdir(parents=True)
        (item_dir / "test_item.py").write_text(item.draft.test_code, encoding="utf-8")
        for v in VARIANTS:
            (item_dir / f"{v}.py").write_text(item.draft.variant(v).code, encoding="utf-8")
    write_manifest(live)
    write_manifest(key)
