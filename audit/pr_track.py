"""The audit of an edition's PR track (issue #28): its own scopes, its own rows.

The attackers that do not read code run on the PR records alone (the after modules of
``live/pr.jsonl``), fitted and scored on that track only: the surface classifier (grouped by item),
the lint responder, keyword stuffing, always-no and always-yes, on all PRs and on every form's PR
part, gated by the same rules as the snippet track's (``audit/rows.py``: accuracy at most 60%, no
tier headline more than 10 points above always-no's). Beside them the two diff readers of
``audit/diff_attackers.py`` (the smallest hunk, the one-operator-or-constant hunk), gated alike,
and the disguised-vs-others and clean-vs-fixed classifiers. Every row carries ``track: "pr"`` and
each of its failure lines opens with "pr track: ".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from audit import report as R
from audit.classify import cross_validate, variant_classifiers
from audit.diff_attackers import diff_responses
from audit.features import feature_table
from audit.rows import ScopeSpec, classifier_row, code_free_rows, responder_row
from scoring.model import Key

POOLED = "all PRs"
DIFF_USES = {
    "smallest hunk": "the diff: the hunk of fewest lines, yes on every PR",
    "one-operator hunk": "the diff: the hunk whose change is one operator or constant",
}


def pr_rows(key: Key, codes: Mapping[str, str]) -> list[R.Row]:
    """The PR track's rows; ``key`` holds the PR records only (``scoring.pr_records.track_key``)."""
    records = key.records
    if not records:
        return []
    ids = [r.snippet_id for r in records]
    groups = [r.item_id for r in records]
    table = feature_table([codes[sid] for sid in ids])
    surface = cross_validate(table.matrix, [r.defective for r in records], groups, table.names)
    leak = surface.separating
    verdict = dict(zip(ids, surface.predictions))
    forms = [ScopeSpec(f"pr form {name}", tuple(members), True) for name, members in key.forms if members]
    scopes = [ScopeSpec(POOLED, tuple(ids), True), *forms]
    rows = code_free_rows(key, scopes, verdict, table.diagnostics, codes, leak)
    for name, answers in diff_responses(records).items():
        rows.append(responder_row(name, DIFF_USES[name], key, scopes, answers))
    disguised, controls = variant_classifiers(table.matrix, [r.variant for r in records], groups, table.names)
    rows.append(classifier_row("disguised-vs-others", "surface features, grouped CV", disguised))
    if controls is not None:
        rows.append(classifier_row("clean-vs-fixed", "surface features, grouped CV", controls))
    return [replace(row, track="pr", failures=tuple(f"pr track: {f}" for f in row.failures)) for row in rows]
