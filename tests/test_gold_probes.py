"""The gold audit's probe inputs (killability/probes.py) and docstring examples
(killability/doc_examples.py), and the shipped seeds behind the known cases of issue #30."""

from __future__ import annotations

import typing
from pathlib import Path
from typing import Any

import pytest
import typeguard
from hypothesis import given, settings
from hypothesis import strategies as st

from killability.doc_examples import examples
from killability.gold import audit_pair
from killability.probes import probe_inputs, values_for
from killability.subject import load_module

ROOT = Path(__file__).resolve().parent.parent

_SCALARS = st.sampled_from([int, float, str, bool, type(None)])


def _hints() -> st.SearchStrategy[Any]:
    def extend(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        return st.one_of(
            inner.map(lambda t: list[t]),  # type: ignore[valid-type]
            inner.map(lambda t: tuple[t, ...]),  # type: ignore[valid-type]
            st.lists(inner, min_size=1, max_size=3).map(lambda ts: tuple[tuple(ts)]),  # type: ignore[misc]
            st.tuples(st.sampled_from([int, str, bool]), inner).map(lambda kv: dict[kv[0], kv[1]]),  # type: ignore[valid-type]
            st.sampled_from([int, str]).map(lambda t: frozenset[t]),  # type: ignore[valid-type]
            st.tuples(inner, inner).map(lambda ab: ab[0] | ab[1]),
            inner.map(lambda t: t | None),
        )

    return st.recursive(_SCALARS, extend, max_leaves=4)


def _check(value: Any, hint: Any) -> None:
    typeguard.check_type(value, hint, collection_check_strategy=typeguard.CollectionCheckStrategy.ALL_ITEMS)


@settings(max_examples=30)
@given(_hints(), st.data())
def test_every_probe_value_is_an_instance_of_its_hint_and_the_same_every_time(hint: Any, data: st.DataObject) -> None:
    base = data.draw(st.from_type(hint))
    probes = values_for(hint, base, True)
    for value in probes + values_for(hint):
        _check(value, hint)
    assert repr(values_for(hint, base, True)) == repr(probes)  # deterministic: the same list, in order


@settings(max_examples=15)
@given(st.lists(st.sampled_from([int, float, str, list[int], dict[str, int], bool]), min_size=1, max_size=4), st.data())
def test_probe_inputs_keep_each_parameter_to_its_hint_and_put_huge_integers_last(
    hints: list, data: st.DataObject
) -> None:
    bases = [tuple(data.draw(st.from_type(h)) for h in hints) for _ in range(2)]
    inputs = probe_inputs(hints, bases)
    assert inputs == probe_inputs(hints, bases)
    for args in inputs:
        assert len(args) == len(hints)
        for value, hint in zip(args, hints):
            _check(value, hint)
    huge = [any(isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 2**31 for v in a) for a in inputs]
    assert huge == sorted(huge)


def test_the_probe_classes_a_reviewer_tries_are_there() -> None:
    strings = values_for(str, "Ab", True)
    assert {"İ", "\u212a", "ß", "１２", "٣٤", "e\u0301", "Ab\u212a"} <= set(strings)
    assert {0, -1, 2**53 + 1, 2**53} <= set(values_for(int))
    lists = values_for(list[int], [5, 7], True)
    assert [] in lists and [5] in lists and [7] in lists and [2**53 + 1] in lists
    pairs = probe_inputs([int, int, int, int], [(1, 1, 1, 1)])
    assert (2**53 + 1, 2**53, 1, 1) in pairs  # two huge integers at once, where floats round


# a seed whose clean control lower-cases before its ASCII test ("İ".lower() is "i" + U+0307)
LOWER_FIRST = (ROOT / "tests" / "fixtures" / "gold" / "lower_first_slug.py").read_text(encoding="utf-8")


def test_a_control_that_lower_cases_before_its_ascii_test_fails_on_a_probe_naming_the_input() -> None:
    found = audit_pair(LOWER_FIRST, "slug.py", "slug", "clean_slug", examples=0)  # probes alone
    assert found["status"] == "disagree", found
    assert "'İ" in found["input"] or "'\\u212a" in found["input"] or "'K" in found["input"], found
    assert found["input"].startswith("slug(")


STATED = '''"""Test: a docstring example the code does not give."""


def double(x: int) -> int:
    """Twice x: double(2) -> 5.

    >>> double(3)
    6
    """
    return x + x


def clean_double(x: int) -> int:
    return 2 * x
'''


def test_both_sides_must_give_the_docstring_s_stated_results() -> None:
    found = audit_pair(STATED, "double.py", "double", "clean_double", examples=0)
    assert found["status"] == "disagree" and found["input"] == "double(2)", found
    assert "the docstring states double(2) -> 5" in found["detail"]
    fixed = STATED.replace("double(2) -> 5", "double(2) -> 4")
    assert audit_pair(fixed, "double.py", "double", "clean_double", examples=0)["status"] == "ok"
    assert (
        audit_pair(fixed.replace("    6\n", "    7\n"), "double.py", "double", "clean_double", examples=0)["status"]
        == "disagree"
    )


def test_the_library_s_docstring_examples_are_read() -> None:
    def doc(seed: str) -> str:
        module = _seed(seed)
        return module[seed.split("/")[1]].__doc__ or ""

    assert [e.call for e in examples(doc("statistics/median"), "median")] == [
        "median([1, 3, 5])",
        "median([1, 3, 5, 7])",
    ]
    assert [(e.call, e.expected) for e in examples(doc("healthcare/ckd_stage"), "ckd_stage")] == [
        ("ckd_stage(59.9, 3)", "G3a/A2")
    ]
    stated = examples(doc("statistics/covariance"), "covariance")
    assert [e.expected for e in stated] == [0.75, -7.5, -7.5] and stated[0].setup


def _seed(name: str) -> dict[str, Any]:
    path = ROOT / "seeds" / f"{name}.py"
    return load_module(path.read_text(encoding="utf-8"), f"redpen_seed_{name.replace('/', '_')}", str(path))


def _both(name: str) -> tuple[Any, Any, Any]:
    module = _seed(name)
    function = name.split("/")[1]
    return module[function], module[f"clean_{function}"], module.get("precondition")


@pytest.mark.parametrize("title", ["İ", "\u212a", "İ\u212a", "ß", "\u0301"])
def test_slugify_drops_non_ascii_letters_whose_lower_case_is_ascii(title: str) -> None:
    for slugify in _both("text/slugify")[:2]:
        assert slugify(title, 10) == ""
        assert slugify(f"a{title}b", 10) == "a-b"


def test_crop_to_ratio_compares_exactly_past_2_53() -> None:
    for crop in _both("photography/crop_to_ratio")[:2]:
        assert crop(2**53 + 1, 2**53, 1, 1) == (2**53, 2**53)
        assert crop(2**53, 2**53 + 1, 1, 1) == (2**53, 2**53)


_NATURAL = st.one_of(st.integers(0, 3000), st.integers(min_value=0))


@given(_NATURAL, st.lists(_NATURAL, max_size=6), _NATURAL, st.integers(0, 9))
def test_arrival_clock_fixed_and_clean_agree_on_every_admitted_input(
    depart: int, runs: list, dwell: int, stop: int
) -> None:
    fixed, clean, precondition = _both("transit/arrival_clock")
    assert precondition(depart, runs, dwell, stop)
    assert fixed(depart, runs, dwell, stop) == clean(depart, runs, dwell, stop)
    assert not precondition(depart, runs, dwell, -1)  # a negative stop is outside the stated spec


_HPA = st.floats(-1e6, 1e6, allow_nan=False)


@given(st.lists(_HPA, max_size=6), st.floats(0, 10), st.floats(0, 10))
def test_pressure_trend_agrees_wherever_its_precondition_admits(readings: list, band: float, rapid: float) -> None:
    fixed, clean, precondition = _both("weather/pressure_trend")
    if precondition(readings, band, rapid):
        assert fixed(readings, band, rapid) == clean(readings, band, rapid)
    assert not precondition([1000.0] * 4, 0.0, 0.0)  # a zero change with rapid = 0: excluded, and stated so
    assert "0 < steady_band <= rapid" in (fixed.__doc__ or "")


def test_fragments_needed_and_weight_based_dose_past_2_53() -> None:
    for fragments in _both("networking/fragments_needed")[:2]:
        assert fragments(2**63 + 1, 2**63 + 1, 20) == 2
    fixed, clean, precondition = _both("healthcare/weight_based_dose")
    assert not precondition(2999, 2**63 + 1, 10**20 + 1, 50)
    assert fixed(1999, 999_999, 10**6, 1) == clean(1999, 999_999, 10**6, 1) == 1999 * 999_999 // 2000


def test_no_parameter_hint_gives_no_probe() -> None:
    assert values_for(typing.Any) == [] and values_for(None) == [] and values_for(type(None)) == [None]


_CORNER = st.integers(-50, 50)


@given(st.tuples(_CORNER, _CORNER, _CORNER, _CORNER), st.tuples(_CORNER, _CORNER, _CORNER, _CORNER))
def test_rect_intersection_agrees_on_every_rectangle_its_precondition_admits(a: tuple, b: tuple) -> None:
    fixed, clean, precondition = _both("geometry/rect_intersection")
    a = (min(a[0], a[2]), min(a[1], a[3]), max(a[0], a[2]), max(a[1], a[3]))
    b = (min(b[0], b[2]), min(b[1], b[3]), max(b[0], b[2]), max(b[1], b[3]))
    assert precondition(a, b)
    assert fixed(a, b) == clean(a, b)
    assert not precondition((0, 0, 10, 10), (8, 2, 2, 8))  # x1 > x2: the two used to disagree there
