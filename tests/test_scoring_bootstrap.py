"""Intervals, run-to-run spread, paired comparisons and display rounding."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from core.errors import UsageError
from scoring.bootstrap import compare, run_intervals
from scoring.evaluate import Options, evaluate
from scoring.io import load_key, load_responses
from scoring.metrics import score_responses
from scoring.model import Key, KeyRecord, ResponseSet
from scoring.rounding import percent, points, round_half_even


def _key(items_per_tier: int = 12) -> Key:
    records = []
    for tier in ("easy", "medium", "hard"):
        for i in range(items_per_tier):
            for variant in ("original", "disguised", "fixed", "clean"):
                defective = variant in ("original", "disguised")
                records.append(
                    KeyRecord(
                        f"{tier}-{i}-{variant}",
                        f"{tier}-{i}",
                        variant,
                        tier,
                        defective,
                        (3,) if defective else (),
                        (("loop",),) if defective else (),
                        ("ROR",),
                        "d",
                    )
                )
    return Key(records=tuple(records), source="synthetic")


def _answers(key: Key, rule, model: str = "m", run: str = "") -> ResponseSet:
    out = []
    for r in key.records:
        yes = rule(r)
        lines = "3" if yes else "none"
        out.append((r.snippet_id, f"DEFECT: {'yes' if yes else 'no'}\nLINES: {lines}\nEXPLANATION: loop"))
    return ResponseSet(model=model, run=run, responses=tuple(out))


def _sometimes(r: KeyRecord) -> bool:
    n = int(r.item_id.rsplit("-", 1)[1])
    return r.defective == (n % 3 != 0) if r.variant != "clean" else n % 4 == 0


def test_intervals_are_seeded_deterministic_and_surround_the_estimate() -> None:
    key = _key()
    run = score_responses(key, _answers(key, _sometimes))
    a = run_intervals(run, resamples=400, seed=7)
    b = run_intervals(run, resamples=400, seed=7)
    c = run_intervals(run, resamples=400, seed=8)
    assert a == b and a != c
    for tier, interval in a.tiers:
        assert interval.low <= float(run.tier(tier).terms.score) <= interval.high
        assert interval.low < interval.high
    assert a.average.low <= float(run.average) <= a.average.high
    narrow = run_intervals(run, resamples=400, seed=7, confidence=0.5)
    assert narrow.average.high - narrow.average.low < a.average.high - a.average.low


def test_a_perfect_run_has_a_point_interval() -> None:
    key = _key(3)
    run = score_responses(key, _answers(key, lambda r: r.defective))
    iv = run_intervals(run, resamples=50)
    assert (iv.average.low, iv.average.high) == (1.0, 1.0)


def test_paired_comparison_of_identical_runs_is_exactly_zero_and_of_distinct_runs_is_not_noise() -> None:
    key = _key()
    good = score_responses(key, _answers(key, lambda r: r.defective, model="good"))
    same = score_responses(key, _answers(key, lambda r: r.defective, model="same"))
    poor = score_responses(key, _answers(key, _sometimes, model="poor"))
    tie = compare("good", [good], "same", [same], resamples=200)
    assert tie.difference == 0 and (tie.interval.low, tie.interval.high) == (0.0, 0.0) and not tie.significant
    gap = compare("good", [good], "poor", [poor], resamples=200)
    assert gap.difference == good.average - poor.average > 0
    assert gap.significant and gap.interval.low > 0 and gap.share_a_not_better == 0.0


def test_several_runs_of_one_model_give_spread_agreement_and_automatic_comparison() -> None:
    key = _key(4)
    sets = [
        _answers(key, lambda r: r.defective, model="alpha", run="1"),
        _answers(key, lambda r: r.defective or r.snippet_id == "easy-0-clean", model="alpha", run="2"),
        _answers(key, _sometimes, model="beta"),
    ]
    ev = evaluate(key, sets, Options(resamples=100))
    (spread,) = ev.spreads
    assert spread.model == "alpha" and spread.runs == ("1", "2")
    assert spread.agreement == Fraction(47, 48)
    assert spread.min_average < spread.max_average and spread.stdev_average > 0
    (comparison,) = ev.comparisons  # exactly two models: compared automatically
    assert (comparison.model_a, comparison.model_b) == ("alpha", "beta")
    assert comparison.difference == spread.mean_average - ev.runs[2].average


def test_runs_without_names_are_named_by_file_and_repeats_refused(reference_dir: Path, tmp_path: Path) -> None:
    ref = reference_dir / "scoring"
    key = load_key(ref)
    first = load_responses(ref / "responses-mixed.jsonl")
    copy = tmp_path / "responses-mixed.jsonl"
    copy.write_bytes((ref / "responses-mixed.jsonl").read_bytes())
    with pytest.raises(UsageError, match="model 'mixed' run 'responses-mixed' is also given by"):
        evaluate(key, [first, load_responses(copy)], Options(resamples=0))
    other = tmp_path / "mixed-run2.jsonl"
    other.write_text(
        "".join(
            line.replace('{"snippet_id"', '{"model": "mixed", "run": "2", "snippet_id"') + "\n"
            for line in (ref / "responses-mixed.jsonl").read_text().splitlines()
        )
    )
    ev = evaluate(key, [first, load_responses(other)], Options(resamples=0))
    assert [r.run for r in ev.runs] == ["responses-mixed", "2"]
    assert ev.spreads[0].agreement == 1 and not ev.comparisons and not ev.intervals


def test_compare_needs_known_distinct_models(reference_dir: Path) -> None:
    ref = reference_dir / "scoring"
    key = load_key(ref)
    sets = [load_responses(ref / "responses-mixed.jsonl"), load_responses(ref / "responses-oracle.jsonl")]
    with pytest.raises(UsageError, match=r"--compare gpt: no such model among the responses \(models: mixed, oracle\)"):
        evaluate(key, sets, Options(compare=("gpt", "oracle")))
    with pytest.raises(UsageError, match="--confidence 1.5"):
        evaluate(key, sets, Options(confidence=1.5))


@pytest.mark.parametrize(
    "value, shown",
    [
        (Fraction(1, 6), "16.7%"),
        (Fraction(-1, 2), "-50.0%"),
        (Fraction(1), "100.0%"),
        (Fraction(1225, 10000), "12.2%"),
        (Fraction(1235, 10000), "12.4%"),
        (Fraction(-1225, 10000), "-12.2%"),
        (Fraction(-1, 10**6), "0.0%"),
        (Fraction(7, 108), "6.5%"),
        (None, "–"),
        (float("nan"), "–"),
    ],
)
def test_percent_rounds_the_exact_value_half_even(value, shown: str) -> None:
    assert percent(value) == shown


def test_half_even_on_other_grids() -> None:
    assert round_half_even(Fraction(1, 8), 2) == Fraction(12, 100)  # the DESIGN's 0.125 -> 0.12
    assert round_half_even(Fraction(3, 8), 2) == Fraction(38, 100)
    assert points(Fraction(-2, 5)) == "-40.0 pts" and points(Fraction(0)) == "±0.0 pts"
