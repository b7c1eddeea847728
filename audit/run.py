"""The whole audit of one edition: attackers scored by the project's scorer, and the measures."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from audit import report as R
from audit.classify import VARIANT_ROWS, cross_validate, twin_layout, variant_classifiers
from audit.disguise import disguise_text
from audit.features import feature_table, function_name
from audit.lint import smells
from audit.load import AuditInput, load_edition
from audit.pairing import SURFACE_PICK, TOKEN_READERS, Runner, pairing_responses, sandbox_runner
from audit.pr_track import pr_rows
from audit.rows import ScopeSpec, classifier_row, code_free_rows, responder_row
from audit.stats import wilson
from scoring.model import Key
from scoring.pr_records import track_key, tracks_of

POOLED = "all snippets"
# an attacker who knows the operators' mix (deletions or insertions) from retired editions, in the twin layout


def panel_verdicts(
    codes: Sequence[str], defective: Sequence[bool], groups: Sequence[str]
) -> dict[str, tuple[bool, ...]]:
    """The verdicts, one per snippet, of the panel's attackers whose verdict on a snippet does not
    depend on how the snippets are split into forms: the surface classifier (out of fold, exactly as
    :func:`audit_input` computes it; keyword stuffing answers the same) and the lint responder. The
    build balances forms on them (``generator/corpus/forms.py``)."""
    table = feature_table(codes)
    surface = cross_validate(table.matrix, list(defective), list(groups), table.names)
    return {
        "surface classifier": surface.predictions,
        "lint responder": tuple(smells(d) > 0 for d in table.diagnostics),
    }


def audit_input(
    data: AuditInput, *, run_pairs: bool = True, jobs: int = 2, runner: Runner | None = None
) -> R.AuditReport:
    """Audit an edition held in memory (see :func:`audit_edition` for a folder). An edition with a
    PR track gets that track's rows too (``audit/pr_track.py``), the snippet rows then judging the
    snippet track alone."""
    started = time.perf_counter()
    full = data.key
    rows: list[R.Row] = []
    if tracks_of(full.records) == ("snippet",):
        rows = _snippet_rows(data, full, run_pairs=run_pairs, jobs=jobs, runner=runner)
    else:
        snippets = track_key(full, "snippet")
        if snippets.records:
            part = AuditInput(data.edition, snippets, data.codes, snippets.forms)
            rows = _snippet_rows(part, snippets, run_pairs=run_pairs, jobs=jobs, runner=runner)
        rows += pr_rows(track_key(full, "pr"), data.codes)
    return R.AuditReport(
        edition=data.edition,
        items=len({r.item_id for r in full.records}),
        snippets=len(full.records),
        forms=tuple(name for name, _ in data.forms),
        rows=tuple(rows),
        seconds=time.perf_counter() - started,
    )


def _snippet_rows(data: AuditInput, key: Key, *, run_pairs: bool, jobs: int, runner: Runner | None) -> list[R.Row]:
    """The snippet track's rows (every row of an edition without PRs)."""
    records = key.records
    ids = [r.snippet_id for r in records]
    codes = [data.codes[sid] for sid in ids]
    groups = [r.item_id for r in records]
    table = feature_table(codes)
    surface = cross_validate(table.matrix, [r.defective for r in records], groups, table.names)
    leak = surface.separating
    probability = dict(zip(ids, surface.probabilities))
    verdict = dict(zip(ids, surface.predictions))
    forms = [ScopeSpec(f"form {name}", tuple(members), True) for name, members in data.forms]
    single = [ScopeSpec(POOLED, tuple(ids), True), *forms]
    rows = code_free_rows(key, single, verdict, table.diagnostics, data.codes, leak)
    pairs_all = [(sid, data.codes[sid]) for sid in ids]
    per_form = {
        spec.name: pairing_responses([(s, data.codes[s]) for s in spec.ids], probability).responses for spec in forms
    }
    surface_pairs = pairing_responses(pairs_all, probability)
    items = list(_items(key, data.codes).values())
    twins = twin_layout({v: function_name(c) for v, c in item.items()} for item in items)
    # the full live set is gated in every layout: its name groups are pairs of twins when the disguise
    # is planted in the item's own clean implementation; with a transplanted disguise they give the
    # defective member away (a control beside a minimal pair, a disguise alone), and the row fails
    live = ScopeSpec("live set", tuple(ids), True)
    rows.append(
        responder_row(
            SURFACE_PICK,
            "name/text twins, surface pick, diff lines",
            key,
            [live, *forms],
            surface_pairs.responses,
            per_scope=per_form,
        )
    )
    if twins:  # diff readers of the twin layout: the twin of fewer (more) tokens is the defective one
        tokens = dict(zip(ids, table.column("tokens")))
        for name, sign in TOKEN_READERS:
            picked = pairing_responses(pairs_all, {sid: sign * n for sid, n in tokens.items()})
            rows.append(responder_row(name, "name twins, the twin's token count", key, [live], picked.responses))
    if run_pairs:
        runner = runner or sandbox_runner()
        ran = pairing_responses(pairs_all, probability, runner=runner, jobs=jobs)
        row = responder_row(
            "pairing (run in sandbox)", "twins run against the odd member on hinted inputs", key, [live], ran.responses
        )
        rows.append(
            R.Row(
                **{
                    **row.__dict__,
                    "detail": {"groups": ran.groups, "decided_by_run": ran.decided_by_run, "undecided": ran.undecided},
                }
            )
        )
    first, second = VARIANT_ROWS[twins]
    disguised, controls = variant_classifiers(
        table.matrix, [r.variant for r in records], groups, table.names, twins=twins
    )
    rows.append(classifier_row(first, "surface features, grouped CV", disguised))
    if controls is not None:
        rows.append(classifier_row(second, "surface features, grouped CV", controls))
    rows += _disguise_rows(key, items, twins=twins)
    return rows


def _items(key: Key, codes: Mapping[str, str]) -> dict[str, dict[str, str]]:
    """Each item's variant -> its snippet's code, items in id order."""
    items: dict[str, dict[str, str]] = {}
    for r in sorted(key.records, key=lambda r: r.item_id):
        items.setdefault(r.item_id, {})[r.variant] = codes[r.snippet_id]
    return items


TWIN_REPORTED = ("disguise matching", "docstring overlap")


def _disguise_rows(key: Key, items: Sequence[Mapping[str, str]], *, twins: bool = False) -> list[R.Row]:
    """Does a disguised snippet lead back to its original? Gated with a transplanted disguise; in the
    twin layout only reported (``twins``): a disguise and its original lead to two pairs of one-edit
    twins, each half defective, and which member of a pair is wrong is what the live set's gated
    pairing row measures (the disguise's docstring is the original's spec told in another domain,
    so its words follow the original's)."""
    rows = _text_rows(key, items)
    if not twins:
        return rows
    return [replace(r, gated=False, failures=()) if r.name in TWIN_REPORTED else r for r in rows]


def _text_rows(key: Key, items: Sequence[Mapping[str, str]]) -> list[R.Row]:
    text = disguise_text(list(items))
    n = text.items
    rows = []
    share = text.matched / n if n else 0.0
    low, high = wilson(text.matched, n)
    failures: tuple[str, ...] = ()
    if share > R.MATCHING_MAX and low > (1 / n if n else 0):
        failures = (
            f"disguise matching: {text.matched} of {n} disguised snippets lead back to their original "
            f"(docstring and identifier similarity)",
        )
    rows.append(
        R.Row(
            name="disguise matching",
            uses="docstring + identifier similarity to originals",
            measure="right",
            value=share,
            threshold=R.MATCHING_MAX,
            n=n,
            interval=(low, high),
            failures=failures,
            features=("docstring words", "identifier parts") if failures else (),
        )
    )
    failures = ()
    if text.median_overlap > R.OVERLAP_MAX:
        failures = (
            f"docstring overlap: median {R.pct(text.median_overlap)} of a disguised docstring's words "
            f"appear in order in its original's",
        )
    rows.append(
        R.Row(
            name="docstring overlap",
            uses="in-order word overlap (LCS), disguised vs original",
            measure="median",
            value=text.median_overlap,
            threshold=R.OVERLAP_MAX,
            n=n,
            failures=failures,
            features=("docstring words",) if failures else (),
        )
    )
    share = text.top_opening_count / n if n else 0.0
    failures = ()
    if share > R.OPENING_MAX and text.top_opening_count >= 2:
        failures = (
            f"shared opening: {text.top_opening_count} of {n} disguised docstrings open with '{text.top_opening}'",
        )
    rows.append(
        R.Row(
            name="shared opening",
            uses="opening three words of disguised docstrings",
            measure="share",
            value=share,
            threshold=R.OPENING_MAX,
            n=n,
            failures=failures,
            features=("docstring opening",) if failures else (),
            detail={"opening": text.top_opening, "count": text.top_opening_count},
        )
    )
    return rows


def audit_edition(
    folder: Path | str, *, run_pairs: bool = True, jobs: int = 2, edition: str | None = None
) -> R.AuditReport:
    """Audit the edition in ``folder`` (read only); ``edition`` names it when the folder is a
    staging copy."""
    data = load_edition(folder)
    if edition:
        data = AuditInput(edition=edition, key=data.key, codes=data.codes, forms=data.forms)
    return audit_input(data, run_pairs=run_pairs, jobs=jobs)
