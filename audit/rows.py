"""Rows of attackers that answer like a model: each scored by the project's scorer on its scopes
(all snippets, each form, the live set, or a track's), with the gate's rules (audit/report.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from audit import report as R
from audit.classify import Classification
from audit.responders import by_verdicts, constant, lint, stuffing
from audit.stats import family_z, wilson
from scoring.bootstrap import run_intervals
from scoring.metrics import score_responses
from scoring.model import Key, ResponseSet

RESAMPLES = 400


@dataclass(frozen=True)
class ScopeSpec:
    name: str
    ids: tuple[str, ...]
    gated: bool


def sub_key(key: Key, ids: Sequence[str]) -> Key:
    wanted = set(ids)
    return Key(records=tuple(r for r in key.records if r.snippet_id in wanted), source=key.source)


def _frac(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def scope(
    key: Key, spec: ScopeSpec, responses: Mapping[str, str], verdicts: Mapping[str, bool], confidence: float = 0.95
) -> R.Scope:
    sub = sub_key(key, spec.ids)
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


def verdicts_of(responses: Mapping[str, str]) -> dict[str, bool]:
    return {sid: text.startswith("DEFECT: yes") for sid, text in responses.items()}


def responder_row(
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
        scopes.append(scope(key, spec, answers, verdicts_of(answers), family))
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
    forms = [s.accuracy for s in scopes if s.name.startswith(("form ", "pr form "))]
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


def classifier_row(name: str, uses: str, result: Classification) -> R.Row:
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


def code_free_rows(
    key: Key,
    scopes: Sequence[ScopeSpec],
    verdict: Mapping[str, bool],
    diagnostics: Sequence,
    codes: Mapping[str, str],
    leak: Sequence[str],
) -> list[R.Row]:
    """The attackers that never read code, on one track's scopes: the surface classifier's verdicts,
    the lint responder, keyword stuffing (the surface verdict, every mechanism and the snippet's
    names), always-no and always-yes."""
    ids = [r.snippet_id for r in key.records]
    return [
        responder_row(
            "surface classifier",
            "surface features, logistic regression, grouped CV",
            key,
            scopes,
            by_verdicts(verdict),
            features=leak,
        ),
        responder_row("lint responder", "yes when ruff reports a smell", key, scopes, lint(ids, diagnostics)),
        responder_row(
            "keyword stuffing",
            "surface verdict + one paragraph naming every mechanism",
            key,
            scopes,
            stuffing(verdict, codes),
            features=leak,
            keyword_gate=True,
        ),
        responder_row("always-no", "nothing", key, scopes, constant(ids, False)),
        responder_row("always-yes", "nothing", key, scopes, constant(ids, True)),
    ]
