"""The audit of an edition's PR track (issue #28): its own scopes, its own rows.

The attackers that do not read code run on the PR records alone (the after modules of
``live/pr.jsonl``), fitted and scored on that track only: the surface classifier (grouped by item),
the lint responder, keyword stuffing, always-no and always-yes, on all PRs and on every form's PR
part, gated by the same rules as the snippet track's (``audit/rows.py``: accuracy at most 60%, no
tier headline more than 10 points above always-no's). Beside them the two diff readers of
``audit/diff_attackers.py`` (the smallest hunk, the one-operator-or-constant hunk), gated alike,
and the variant classifiers. The disguise is told with the clean control (``generator/pr/tell.py``):
each module the live set shows is then shown twice, once defective and once correct, and the rows of
the snippet track's twin layout run on it too: pairing the PRs of one module (the surface pick, and
the twin of fewer or of more tokens) on the live set, disguised-vs-clean and original-vs-fixed (an
edition whose disguise sits in another module gets disguised-vs-others and clean-vs-fixed). Every
row carries ``track: "pr"`` and each of its failure lines opens with "pr track: ".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from audit import report as R
from audit.classify import VARIANT_ROWS, cross_validate, twin_layout, variant_classifiers
from audit.diff_attackers import diff_responses
from audit.features import feature_table
from audit.pairing import SURFACE_PICK, TOKEN_READERS, pairing_responses
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
    modules: dict[str, dict[str, str]] = {}
    for r in records:
        modules.setdefault(r.item_id, {})[r.variant] = r.before
    twins = twin_layout(modules.values())
    if twins:
        live = ScopeSpec("live set", tuple(ids), True)
        pairs = [(sid, codes[sid]) for sid in ids]
        probability = dict(zip(ids, surface.probabilities))
        rows.append(
            responder_row(
                SURFACE_PICK,
                "module twins, surface pick, diff lines",
                key,
                [live],
                pairing_responses(pairs, probability).responses,
            )
        )
        tokens = dict(zip(ids, table.column("tokens")))
        for name, sign in TOKEN_READERS:
            picked = pairing_responses(pairs, {sid: sign * n for sid, n in tokens.items()})
            rows.append(responder_row(name, "module twins, the twin's token count", key, [live], picked.responses))
    first, second = VARIANT_ROWS[twins]
    variants = [r.variant for r in records]
    disguised, controls = variant_classifiers(table.matrix, variants, groups, table.names, twins=twins)
    rows.append(classifier_row(first, "surface features, grouped CV", disguised))
    if controls is not None:
        rows.append(classifier_row(second, "surface features, grouped CV", controls))
    return [replace(row, track="pr", failures=tuple(f"pr track: {f}" for f in row.failures)) for row in rows]
