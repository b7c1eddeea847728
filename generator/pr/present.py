"""What a reviewer sees of a PR item, and what the key keeps of it.

The prompt (``templates/pr_prompt.txt.j2``) shows the unified diff from ``before`` to ``after``
(difflib, with hunk headers) and the whole after file with line numbers; LINES are lines of the
after file and a WITNESS may call any public function of the module. The key record has the
snippet track's fields plus ``track: "pr"``, ``before``, ``after`` and ``hunks`` (each: ``lines``,
its first and last after-file line; ``kind``, "refactor" or "defect"; ``made_by``, the refactoring
or, for the defect hunk, the operator; a defect hunk also names the refactoring it rode in), and a
defective record's keyword groups and anchors as a snippet's (``generator/pr/keys.py``).
"""

from __future__ import annotations

import difflib
from pathlib import Path

from generator.pr.item import PRItem, PRVariant
from generator.pr.keys import pr_keys
from scoring import prompts as scoring_prompts


def display_path(variant: PRVariant) -> str:
    """The module's file name as the diff shows it (its domain folder and name, nothing more)."""
    path = Path(variant.module)
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


def unified_diff(before: str, after: str, path: str, context: int = 3) -> str:
    """``git diff``-style unified diff with ``@@`` hunk headers."""
    return "".join(
        difflib.unified_diff(
            before.splitlines(keepends=True),
            after.splitlines(keepends=True),
            fromfile=f"a/{path}",
            tofile=f"b/{path}",
            n=context,
        )
    )


def render_pr_prompt(snippet_id: str, variant: PRVariant) -> str:
    path = display_path(variant)
    return scoring_prompts.render_pr_prompt(
        snippet_id, path, unified_diff(variant.before, variant.after, path), variant.after
    )


def hunk_records(variant: PRVariant) -> list[dict]:
    out = []
    for hunk in variant.hunks:
        record: dict = {"lines": [hunk.lines[0], hunk.lines[1]], "kind": hunk.kind, "made_by": hunk.made_by}
        if hunk.kind == "defect":
            record["refactoring"] = hunk.step.split("#", 1)[0]
        out.append(record)
    return out


def twin_after(item: PRItem, variant: PRVariant) -> str:
    """The correct after module a defective variant's fault was planted into ("" for a correct one)."""
    if variant.name == "disguised":
        return item.host_after
    return item.variant("fixed").after if variant.defective else ""


def keyword_fields(item: PRItem, variant: PRVariant) -> dict:
    """``keywords`` and ``anchors`` of a variant's record (generator/pr/keys.py); a correct one has none."""
    if not variant.defective:
        return {"keywords": []}
    groups, names = pr_keys(
        variant.keywords, variant.mechanisms, variant.after, twin_after(item, variant), variant.fault_lines
    )
    # the scorer's fault rule needs a group: at worst, the faulty function's name
    return {
        "keywords": [list(g) for g in groups] or [[variant.function]],
        **({"anchors": list(names)} if names else {}),
    }


def key_record(item: PRItem, variant: PRVariant, *, snippet_id: str, item_id: str, tier: str) -> dict:
    """The ``key/answers.jsonl`` record of one PR variant."""
    return {
        "snippet_id": snippet_id,
        "item_id": item_id,
        "track": "pr",
        "variant": variant.name,
        "tier": tier,
        "defective": variant.defective,
        "fault_lines": list(variant.fault_lines),
        **keyword_fields(item, variant),
        "operators": list(variant.operators),
        "domain": variant.domain,
        "before": variant.before,
        "after": variant.after,
        "hunks": hunk_records(variant),
    }


def after_lines_changed_by_fixed(item: PRItem) -> bool:
    """Do the original's fault lines lie inside a hunk the fixed twin changes too (the issue's 80% rule)?"""
    original, fixed = item.variant("original"), item.variant("fixed")
    return any(all(h.lines[0] <= line <= h.lines[1] for line in original.fault_lines) for h in fixed.hunks)
