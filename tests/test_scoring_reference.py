"""The shared reference fixture (answers.jsonl, four response sets, expected.json), reproduced."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path

import pytest

from scoring.io import load_key, load_responses
from scoring.machine_formats import run_json
from scoring.metrics import score_responses
from scoring.model import RunScore

TERMS = {"det": "detection", "f1": "line_f1", "kw": "keyword_recall", "fp": "false_positive_rate", "score": "score"}


@pytest.fixture(scope="module")
def reference(reference_dir: Path) -> Path:
    return reference_dir / "scoring"


@pytest.fixture(scope="module")
def expected(reference: Path) -> dict:
    return json.loads((reference / "expected.json").read_text())


def _score(reference: Path, name: str) -> RunScore:
    return score_responses(load_key(reference), load_responses(reference / f"responses-{name}.jsonl"))


def _same_number(exact: Fraction, reference_float: float) -> bool:
    """The exact terms: expected.json was written with plain float arithmetic, so a few of its values
    sit one or two ulps off the correctly rounded double (0.5833333333333333 for 7/12). Each still
    names exactly one small rational; the scorer's exact value must be it. (The JSON export carries
    the conventional binary64 values and matches expected.json bit for bit: the test below.)"""
    named = Fraction(reference_float).limit_denominator(10**6)
    return exact == named and abs(float(exact) - reference_float) <= 4 * math.ulp(reference_float or 1.0)


def test_the_four_reference_sets_are_all_there(expected: dict) -> None:
    assert sorted(expected) == ["always-no", "always-yes", "mixed", "oracle"]


@pytest.mark.parametrize("name", ["always-no", "always-yes", "mixed", "oracle"])
def test_every_term_of_every_tier_matches_expected(reference: Path, expected: dict, name: str) -> None:
    run = _score(reference, name)
    want = expected[name]
    assert [t.tier for t in run.tiers] == ["easy", "medium", "hard"]
    for tier in run.tiers:
        for short, attr in TERMS.items():
            got = getattr(tier.terms, attr)
            assert _same_number(got, want[tier.tier][short]), (name, tier.tier, short, got, want[tier.tier][short])
    assert _same_number(run.average, want["average"])
    assert run.parse_failures == want["parse_failures"]


def test_mixed_terms_are_the_exact_rationals(reference: Path) -> None:
    run = _score(reference, "mixed")
    easy, medium, hard = (run.tier(t).terms for t in ("easy", "medium", "hard"))
    assert (easy.detection, easy.line_f1, easy.keyword_recall, easy.false_positive_rate, easy.score) == (
        Fraction(1, 2),
        Fraction(7, 12),
        Fraction(1, 8),
        Fraction(1, 4),
        Fraction(11, 72),
    )
    assert medium.score == Fraction(1, 4)
    assert (hard.line_f1, hard.score) == (Fraction(3, 8), Fraction(-5, 24))
    assert run.average == Fraction(7, 108)


@pytest.mark.parametrize("name", ["always-no", "always-yes", "mixed", "oracle"])
def test_json_export_of_reference_rows_is_bit_identical(reference: Path, expected: dict, name: str) -> None:
    exported = run_json(_score(reference, name))
    want = expected[name]
    for tier in ("easy", "medium", "hard"):
        assert {k: exported["tiers"][tier][k] for k in TERMS} == want[tier]
    assert exported["average"] == want["average"]
    assert exported["parse_failures"] == want["parse_failures"]


def test_the_v2_reference_set_of_real_model_formats_is_bit_identical(reference_dir: Path) -> None:
    folder = reference_dir / "scoring-v2"
    want = json.loads((folder / "expected.json").read_text())
    assert sorted(want) == ["formats"]
    exported = run_json(score_responses(load_key(folder), load_responses(folder / "responses-formats.jsonl")))
    for tier in ("easy", "medium", "hard"):
        assert {k: exported["tiers"][tier][k] for k in TERMS} == want["formats"][tier]
    assert exported["average"] == want["formats"]["average"]
    assert exported["parse_failures"] == want["formats"]["parse_failures"]
