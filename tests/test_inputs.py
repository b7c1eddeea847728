"""Inputs without hints (killability/infer.py) and the search's signature (killability/inputs.py)."""

from __future__ import annotations

import typing

from hypothesis import given
from hypothesis import strategies as st

from killability.infer import infer
from killability.inputs import signature
from killability.near_inputs import near, near_args
from killability.strategies import Constants, for_type
from killability.type_tree import join, type_of


def _namespace(source: str) -> dict:
    namespace: dict = {}
    exec(compile(source, "<seed>", "exec"), namespace)  # test input
    return namespace


def test_docstring_calls_give_types_and_examples() -> None:
    source = (
        'def total_for(orders, prices):\n    """Sum.\n\n    >>> total_for([(2, "ab")], {"ab": 3})\n    6\n'
        '    """\n    return sum(n * prices[sku] for n, sku in orders)\n'
    )
    found = infer(source, "total_for")
    assert {g.name: (g.hint, g.origin) for g in found.guesses} == {
        "orders": ("list[tuple[int, str]]", "doctest"),
        "prices": ("dict[str, int]", "doctest"),
    }
    assert found.examples == (("[(2, 'ab')]", "{'ab': 3}"),)


def test_usage_in_the_body_is_the_last_resort() -> None:
    source = (
        "def f(text, items, n, scale=None):\n    words = text.split()\n    if n > len(items):\n"
        "        return 0\n    return len(words) * (scale or 1)\n"
    )
    guesses = {g.name: (g.hint, g.origin) for g in infer(source, "f").guesses}
    assert guesses["text"] == ("str", "usage") and guesses["items"] == ("list[int]", "usage")
    assert guesses["n"] == ("int", "usage")
    assert "scale" not in guesses


def test_tests_call_sites_are_read() -> None:
    found = infer(
        "def f(a, b):\n    return a\n", "f", ["from m import f\n\ndef test():\n    assert f('x', 2) == 'x'\n"]
    )
    assert [(g.name, g.hint, g.origin) for g in found.guesses] == [("a", "str", "tests"), ("b", "int", "tests")]


def test_signature_draws_args_annotated_bounds_and_forward_references() -> None:
    source = (
        "from typing import Annotated\n\n"
        "def f(x: 'Annotated[int, range(3, 6)]', y, *rest: int) -> int:\n    return x + y + len(rest)\n"
    )
    fn = _namespace(source)["f"]
    sig = signature(fn, {}, Constants(), source=source)
    assert sig.names == ("x", "y") and sig.origins == {"x": "type hint", "y": "usage", "rest": "type hint"}

    @given(sig.args())
    def check(args: tuple) -> None:
        assert 3 <= args[0] <= 5 and len(args) <= 5

    check()


def test_a_defaulted_parameter_without_any_clue_is_not_drawn() -> None:
    source = "def f(xs: list[int], key=None, limit: int = 3) -> int:\n    return len(xs) if key else limit\n"
    sig = signature(_namespace(source)["f"], {}, Constants(), source=source)
    assert sig.names == ("xs",) and sig.origins["key"] == sig.origins["limit"] == "default (not drawn)"


class _Row(typing.TypedDict):
    a: int
    b: str


@given(st.data())
def test_hint_types_that_used_to_be_wrong(data) -> None:
    assert data.draw(for_type(tuple[()], Constants())) == ()
    assert isinstance(data.draw(for_type(complex, Constants())), complex)
    assert set(data.draw(for_type(_Row, Constants()))) == {"a", "b"}


_VALUES = st.recursive(
    st.one_of(st.integers(-50, 50), st.text(max_size=4), st.booleans()),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.tuples(inner, inner), st.dictionaries(st.text(max_size=2), inner, max_size=3)
    ),
    max_leaves=6,
)


@given(_VALUES, st.data())
def test_near_keeps_the_type_of_the_example(value, data) -> None:
    changed = data.draw(near(value))
    assert type(changed) is type(value)
    if isinstance(value, tuple):
        assert len(changed) == len(value)


class _Fragment(typing.NamedTuple):
    offset: int
    payload: object
    more: bool


@given(st.builds(_Fragment, st.integers(-5, 5), _VALUES, st.booleans()), st.data())
def test_near_a_namedtuple_edits_one_field_and_keeps_the_class(value, data) -> None:
    """A NamedTuple is rebuilt field by field (its constructor takes no iterable: drawing near a
    doctest's NamedTuple argument raised TypeError and ended the drawing)."""
    changed = data.draw(near(value))
    assert type(changed) is _Fragment
    assert sum(a != b for a, b in zip(value, changed)) <= 1


@given(st.tuples(_VALUES, _VALUES, _VALUES), st.data())
def test_near_args_edits_one_argument(args, data) -> None:
    changed = data.draw(near_args(args))
    assert len(changed) == 3 and sum(a != b for a, b in zip(args, changed)) <= 1


@given(_VALUES)
def test_every_literal_type_joins_with_itself(value) -> None:
    tp = type_of(value)
    if tp is not None:
        assert join(tp, tp) == tp
