"""The PR track's records (written by ``generator.corpus.pr_write`` when an edition has PR items).

Ids: ``rp-<slug>-p<NNN>`` per item and an opaque ``rp-<slug>-<8 hex>`` per variant, drawn from the
edition and its salt like the snippet track's (``generator/corpus/export.assign_ids``), with a
``pr`` part in the hash so no PR id can equal a snippet id. Live records carry what a reviewer
sees (the diff, the after file, the module's display path) and nothing that tells the variant;
the prompts come from ``templates/pr_prompt.txt.j2``; key records are
``generator.pr.present.key_record`` (``track: "pr"``, ``before``, ``after``, ``hunks``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass

from core.model import content_hash
from generator.corpus.edition import Edition
from generator.corpus.export import apart
from generator.pr.item import PRItem
from generator.pr.present import display_path, key_record, render_pr_prompt, unified_diff

VARIANTS = ("original", "disguised", "fixed", "clean")


@dataclass(frozen=True)
class ExportedPR:
    item_id: str
    ids: dict[str, str]  # variant -> its opaque id
    item: PRItem
    tier: str


def _item_key(item: PRItem) -> str:
    original = item.variant("original")
    return content_hash(original.module, original.after, item.variant("clean").after)


def assign_pr_ids(items: Sequence[tuple[PRItem, str]], edition: Edition, salt: str) -> list[ExportedPR]:
    """(item, tier) pairs -> exported PR items, numbered in a stable order."""
    ordered = sorted(items, key=lambda pair: (pair[0].variant("original").module, _item_key(pair[0])))
    out = []
    for number, (item, tier) in enumerate(ordered, 1):
        key = _item_key(item)
        ids = {v: f"rp-{edition.slug}-{content_hash('pr', str(edition), salt, key, v, length=8)}" for v in VARIANTS}
        out.append(ExportedPR(f"rp-{edition.slug}-p{number:03d}", ids, item, tier))
    return out


def live_pr_records(exported: Sequence[ExportedPR], edition: Edition, salt: str) -> list[dict]:
    """What reviewers get, shuffled (twins moved apart): id, language, track, path, diff, after file."""
    records = []
    for pr in exported:
        for name in VARIANTS:
            variant = pr.item.variant(name)
            path = display_path(variant)
            records.append(
                {
                    "snippet_id": pr.ids[name],
                    "language": "python",
                    "track": "pr",
                    "path": path,
                    "diff": unified_diff(variant.before, variant.after, path),
                    "code": variant.after,
                }
            )
    records.sort(key=lambda r: r["snippet_id"])
    random.Random(int(content_hash("pr-shuffle", str(edition), salt), 16)).shuffle(records)
    item_of = {sid: pr.item_id for pr in exported for sid in pr.ids.values()}
    return apart(records, lambda r: item_of[r["snippet_id"]])


def pr_prompts(exported: Sequence[ExportedPR], live: Sequence[dict]) -> list[dict]:
    """One ``{"snippet_id", "prompt"}`` per live PR record, in the live order. The prompt names the
    variant's opaque id, never the item's (which its four variants share)."""
    by_id = {pr.ids[v]: (pr, v) for pr in exported for v in VARIANTS}
    out = []
    for record in live:
        pr, name = by_id[record["snippet_id"]]
        out.append(
            {
                "snippet_id": record["snippet_id"],
                "prompt": render_pr_prompt(record["snippet_id"], pr.item.variant(name)),
            }
        )
    return out


def pr_answer_records(exported: Sequence[ExportedPR]) -> list[dict]:
    """The key's records of the PR track (one per variant), in item then variant order."""
    return [
        key_record(pr.item, pr.item.variant(v), snippet_id=pr.ids[v], item_id=pr.item_id, tier=pr.tier)
        for pr in exported
        for v in VARIANTS
    ]


def jsonl(records: Sequence[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records)
