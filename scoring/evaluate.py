"""One scoring session: several response sets against one key, with intervals, run-to-run spread,
paired comparisons and the reference responders. The CLI calls :func:`evaluate` and prints."""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path

from core.errors import UsageError
from scoring.baselines import baseline_sets
from scoring.bootstrap import check_settings, compare, run_intervals
from scoring.disputes import dispute_rows
from scoring.metrics import score_responses
from scoring.model import Comparison, Evaluation, Key, ModelSpread, ResponseSet, RunIntervals, RunScore
from scoring.witness import check_runs


@dataclass(frozen=True, slots=True)
class Options:
    allow_missing: bool = False
    confidence: float = 0.95
    resamples: int = 1000  # 0 = no bootstrap (no intervals, no comparison)
    seed: int = 0
    compare: tuple[str, str] | None = None  # None: compare automatically when exactly two models
    baselines: bool = False
    witnesses: bool = True  # run readable witnesses in the sandbox (scoring.witness)


def name_runs(sets: Sequence[ResponseSet]) -> tuple[ResponseSet, ...]:
    """Give every set of a model that has several sets a run label (its file name when the records
    carry none) and refuse two sets claiming the same model and run."""
    per_model: dict[str, int] = defaultdict(int)
    for s in sets:
        per_model[s.model] += 1
    named: list[ResponseSet] = []
    seen: dict[tuple[str, str], str] = {}
    for s in sets:
        if per_model[s.model] > 1 and not s.run:
            s = replace(s, run=Path(s.source).stem if s.source else str(len(named) + 1))
        where = seen.get((s.model, s.run))
        if where is not None:
            raise UsageError(
                f"{s.source}: model {s.model!r} run {s.run!r} is also given by {where}; "
                'give each run its own "run" value or drop the repeated file'
            )
        seen[(s.model, s.run)] = s.source
        named.append(s)
    return tuple(named)


def model_spread(model: str, runs: Sequence[RunScore]) -> ModelSpread:
    averages = [r.average for r in runs]
    verdicts = [[s.said_yes for s in r.snippets] for r in runs]
    n = len(verdicts[0])
    same = sum(1 for i in range(n) if len({v[i] for v in verdicts}) == 1)
    return ModelSpread(
        model=model,
        runs=tuple(r.run for r in runs),
        mean_average=sum(averages, Fraction(0)) / len(averages),
        min_average=min(averages),
        max_average=max(averages),
        stdev_average=statistics.stdev(float(a) for a in averages),
        agreement=Fraction(same, n),
        n_snippets=n,
    )


def evaluate(key: Key, sets: Sequence[ResponseSet], options: Options = Options()) -> Evaluation:
    check_settings(options.confidence, options.resamples)
    sets = name_runs(sets)
    runs = tuple(score_responses(key, s, allow_missing=options.allow_missing) for s in sets)
    if options.witnesses and any(s.witness is not None for r in runs for s in r.snippets):
        runs = tuple(replace(r, witnesses=w) for r, w in zip(runs, check_runs(key, runs)))
    intervals: tuple[RunIntervals, ...] = ()
    track_intervals: tuple[tuple[tuple[str, RunIntervals], ...], ...] = ()
    if options.resamples:

        def limits(run: RunScore) -> RunIntervals:
            return run_intervals(run, confidence=options.confidence, resamples=options.resamples, seed=options.seed)

        intervals = tuple(limits(r) for r in runs)
        track_intervals = tuple(tuple((t, limits(tr)) for t, tr in r.tracks) for r in runs)
    by_model: dict[str, list[RunScore]] = defaultdict(list)
    for run in runs:
        by_model[run.model].append(run)
    spreads = tuple(model_spread(m, rs) for m, rs in by_model.items() if len(rs) > 1)
    pair: tuple[str, str] | None = options.compare
    if pair is not None:
        for name in pair:
            if name not in by_model:
                known = ", ".join(by_model) or "none"
                raise UsageError(f"--compare {name}: no such model among the responses (models: {known})")
        if pair[0] == pair[1]:
            raise UsageError(f"--compare {pair[0]} {pair[1]}: give two different models")
        if not options.resamples:
            raise UsageError("--compare needs bootstrap resamples; drop --resamples 0")
    elif len(by_model) == 2:
        first, second = by_model
        pair = (first, second)
    comparisons: tuple[Comparison, ...] = ()
    if pair is not None and options.resamples:
        a, b = pair
        comparisons = (
            compare(
                a,
                by_model[a],
                b,
                by_model[b],
                confidence=options.confidence,
                resamples=options.resamples,
                seed=options.seed,
            ),
        )
    baselines = tuple(score_responses(key, s) for s in baseline_sets(key)) if options.baselines else ()
    return Evaluation(
        key_source=key.source,
        runs=runs,
        intervals=intervals,
        spreads=spreads,
        comparisons=comparisons,
        baselines=baselines,
        disputes=dispute_rows(key, runs),
        voided=tuple(a for a in key.adjudications if a.verdict == "upheld"),
        track_intervals=track_intervals,
    )
