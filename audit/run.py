"""The whole audit of one edition: attackers scored by the project's scorer, and the measures."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from audit import report as R
from audit.classify import Classification, cross_validate
from audit.disguise import disguise_text
from audit.features import feature_table
from audit.lint import smells
from audit.load import AuditInput, load_edition
from audit.pairing import Runner, pairing_responses, sandbox_runner
from audit.responders import by_verdicts, constant, lint, stuffing
from audit.stats import family_z, wilson
from scoring.bootstrap import run_intervals
from scoring.metrics import score_responses
from scoring.model import Key, ResponseSet

RESAMPLES = 400
POOLED = "all snippets"


@dataclass(frozen=True)
class ScopeSpec:
    name: str
    ids: tuple[str, ...]
    gated: bool


def _sub_key(key: Key, ids: Sequence[str]) -> Key:
    wanted = set(ids)
    return Key(records=tuple(r for r in key.records if r.snippet_id in wanted), source=key.source)


def _frac(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def _scope(
    key: Key, spec: ScopeSpec, responses: Mapping[str, str], verdicts: Mapping[str, bool], confidence: float = 0.95
) -> R.Scope:
    sub = _sub_key(key, spec.ids)
    correct = sum(verdicts[r.snippet_id] == r.defective for r in sub.records)
    n = len(sub.records)
    run = score_responses(
        sub, ResponseSet("attacker", "", tuple((r.snippet_id, responses[r.snippet_id]) for r in sub.records))
    )
    base = score_responses(
        sub,
        ResponseSet(
            "always-no", "", tuple((r.snippet_id, "DEFECT: no\nLINES: none\nEXPLANATION:") for r in sub.records)
        ),
    )
    lows = {}
    if all(t.terms.score is not None for t in run.tiers):
        lows = {
            tier: float(iv.low)
            for tier, iv in run_intervals(run, confidence=confidence, resamples=RESAMPLES, seed=0).tiers
        }
    return R.Scope(
        name=spec.name,
        gated=spec.gated,
        n=n,
        correct=correct,
        accuracy=correct / n if n else 0.0,
        interval=wilson(correct, n),
        headline={t.tier: float(t.terms.score) for t in run.tiers if t.terms.score is not None},
        headline_low=lows,
        baseline={t.tier: float(t.terms.score) for t in base.tiers if t.terms.score is not None},
        keyword_recall={t.tier: float(t.terms.keyword_recall) for t in run.tiers if t.terms.keyword_recall is not None},
        tier_sizes={t.tier: t.terms.n_snippets for t in run.tiers},
    )


def _verdicts(responses: Mapping[str, str]) -> dict[str, bool]:
    return {sid: text.startswith("DEFECT: yes") for sid, text in responses.items()}


def _responder_row(
    name: str,
    uses: str,
    key: Key,
    specs: Sequence[ScopeSpec],
    responses: Mapping[str, str],
    *,
    features: Sequence[str] = (),
    keyword_gate: bool = False,
    per_scope: Mapping[str, Mapping[str, str]] | None = None,
) -> R.Row:
    scopes = []
    family = 1 - 0.05 / max(1, sum(spec.gated for spec in specs))  # Bonferroni over the gated scopes
    for spec in specs:
        answers = (per_scope or {}).get(spec.name, responses)
        scopes.append(_scope(key, spec, answers, _verdicts(answers), family))
    failures = []
    leak = f" (leaking features: {', '.join(features)})" if features else ""
    z = family_z(sum(s.gated for s in scopes))
    for s in scopes:
        if not s.gated:
            continue
        flat = s.n >= R.FLAT_MIN_SNIPPETS  # the flat limits; tiny trial editions: above chance too
        if s.accuracy > R.ACCURACY_MAX and (flat or wilson(s.correct, s.n, z)[0] > R.CHANCE):
            failures.append(f"{name}: accuracy {R.pct(s.accuracy)} on {s.name} > {R.pct(R.ACCURACY_MAX)}{leak}")
        for tier, score in s.headline.items():
            base = s.baseline.get(tier)
            if (
                base is not None
                and score - base > R.HEADLINE_MARGIN
                and (flat or s.headline_low.get(tier, base) > base)
            ):
                failures.append(
                    f"{name}: {tier} headline {R.pct(score)} on {s.name}, "
                    f"{100 * (score - base):.1f} points above always-no{leak}"
                )
        if keyword_gate:
            for tier, recall in s.keyword_recall.items():
                if recall > R.KEYWORD_RECALL_MAX:
                    failures.append(
                        f"{name}: {tier} keyword recall {R.pct(recall)} on {s.name} "
                        f"> {R.pct(R.KEYWORD_RECALL_MAX)} (keyword groups any paragraph matches)"
                    )
    first = scopes[0]
    forms = [s.accuracy for s in scopes if s.name.startswith("form ")]
    detail = {}
    if keyword_gate:
        detail["keyword_recall"] = first.keyword_recall
    return R.Row(
        name=name,
        uses=uses,
        measure="accuracy",
        value=first.accuracy,
        threshold=R.ACCURACY_MAX,
        n=first.n,
        interval=first.interval,
        headline=first.headline,
        worst_form=max(forms) if forms else None,
        gated=any(s.gated for s in scopes),
        failures=tuple(dict.fromkeys(failures)),
        features=tuple(features),
        scopes=tuple(scopes),
        detail=detail,
    )


def _classifier_row(name: str, uses: str, result: Classification) -> R.Row:
    n = len(result.labels)
    value = result.balanced_accuracy
    low, high = wilson(round(value * n), n)
    features = result.separating
    failures: tuple[str, ...] = ()
    if value > R.CLASSIFIER_MAX and (n >= R.FLAT_MIN_ROWS or low > R.CHANCE):
        failures = (
            f"{name}: balanced accuracy {R.pct(value)} > {R.pct(R.CLASSIFIER_MAX)} "
            f"(leaking features: {', '.join(features)})",
        )
    return R.Row(
        name=name,
        uses=uses,
        measure="balanced accuracy",
        value=value,
        threshold=R.CLASSIFIER_MAX,
        n=n,
        interval=(low, high),
        failures=failures,
        features=features,
        detail={"weights": dict(result.top_features)},
    )


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
    """Audit an edition held in memory (see :func:`audit_edition` for a folder)."""
    started = time.perf_counter()
    key = data.key
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
    rows = [
        _responder_row(
            "surface classifier",
            "surface features, logistic regression, grouped CV",
            key,
            single,
            by_verdicts(verdict),
            features=leak,
        ),
        _responder_row("lint responder", "yes when ruff reports a smell", key, single, lint(ids, table.diagnostics)),
        _responder_row(
            "keyword stuffing",
            "surface verdict + one paragraph naming every mechanism",
            key,
            single,
            stuffing(verdict, data.codes),
            features=leak,
            keyword_gate=True,
        ),
        _responder_row("always-no", "nothing", key, single, constant(ids, False)),
        _responder_row("always-yes", "nothing", key, single, constant(ids, True)),
    ]
    pairs_all = [(sid, data.codes[sid]) for sid in ids]
    per_form = {
        spec.name: pairing_responses([(s, data.codes[s]) for s in spec.ids], probability).responses for spec in forms
    }
    surface_pairs = pairing_responses(pairs_all, probability)
    live = ScopeSpec("live set", tuple(ids), False)
    rows.append(
        _responder_row(
            "pairing (surface pick)",
            "name/text twins, surface pick, diff lines",
            key,
            [live, *forms],
            surface_pairs.responses,
            per_scope=per_form,
        )
    )
    if run_pairs:
        runner = runner or sandbox_runner()
        ran = pairing_responses(pairs_all, probability, runner=runner, jobs=jobs)
        row = _responder_row(
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
    disguised = cross_validate(table.matrix, [r.variant == "disguised" for r in records], groups, table.names)
    rows.append(_classifier_row("disguised-vs-others", "surface features, grouped CV", disguised))
    clean_fixed = [i for i, r in enumerate(records) if r.variant in ("clean", "fixed")]
    if clean_fixed:
        result = cross_validate(
            table.matrix[clean_fixed],
            [records[i].variant == "clean" for i in clean_fixed],
            [groups[i] for i in clean_fixed],
            table.names,
        )
        rows.append(_classifier_row("clean-vs-fixed", "surface features, grouped CV", result))
    rows += _disguise_rows(key, data.codes)
    return R.AuditReport(
        edition=data.edition,
        items=len(set(groups)),
        snippets=len(ids),
        forms=tuple(name for name, _ in data.forms),
        rows=tuple(rows),
        seconds=time.perf_counter() - started,
    )


def _disguise_rows(key: Key, codes: Mapping[str, str]) -> list[R.Row]:
    items: dict[str, dict[str, str]] = {}
    for r in key.records:
        items.setdefault(r.item_id, {})[r.variant] = codes[r.snippet_id]
    text = disguise_text([items[i] for i in sorted(items)])
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
