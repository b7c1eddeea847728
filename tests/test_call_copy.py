"""The hot path of every sandboxed run: argument copies and argument parsing must behave exactly
like the slow generic versions they replace (``copy.deepcopy``, reading each argument's text)."""

from __future__ import annotations

import ast
import copy

from hypothesis import given
from hypothesis import strategies as st

from killability import values
from killability.compare import KwArgs, _fresh, call, parse_args

PLAIN = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.sets(st.integers(), max_size=3)
        | st.dictionaries(st.text(max_size=3), inner, max_size=3)
        | st.frozensets(st.integers(), max_size=3)
    ),
    max_leaves=16,
)


def _mutable_ids(value: object, found: set[int]) -> set[int]:
    if isinstance(value, (list, dict, set)):
        found.add(id(value))
    children = (
        value.values() if isinstance(value, dict) else value if isinstance(value, (list, tuple, set, frozenset)) else ()
    )
    for child in children:
        _mutable_ids(child, found)
    return found


@given(PLAIN)
def test_a_fresh_copy_equals_deepcopy_and_shares_nothing_mutable(value: object) -> None:
    fresh = _fresh(value, {})
    assert fresh == copy.deepcopy(value) and type(fresh) is type(value)
    assert not _mutable_ids(fresh, set()) & _mutable_ids(value, set())


def test_a_list_passed_twice_stays_one_list_in_the_copy_as_with_deepcopy() -> None:
    shared = [1, 2]
    args = (shared, shared, KwArgs(key=[3]))
    fresh = _fresh(args, {})
    assert fresh[0] is fresh[1] and fresh[0] is not shared
    assert type(fresh[2]) is KwArgs and fresh[2]["key"] == [3] and fresh[2]["key"] is not args[2]["key"]


def test_a_call_that_mutates_its_argument_leaves_the_drawn_value_alone() -> None:
    drawn = ([3, 1, 2], {"a": [1]})

    def sort_in_place(items: list[int], table: dict[str, list[int]]) -> None:
        items.sort()
        table["a"].append(2)

    run = call(sort_in_place, drawn, 1.0)
    assert run.kind == "returns" and drawn == ([3, 1, 2], {"a": [1]}) and run.after == ([1, 2, 3], {"a": [1, 2]})


@given(st.lists(PLAIN, max_size=3))
def test_arguments_are_read_from_the_call_text_as_each_argument_text_reads(args: list[object]) -> None:
    text = ", ".join(values.source(a) for a in args)
    node = ast.parse(f"f({text})", mode="eval").body
    assert isinstance(node, ast.Call)
    expected = tuple(values.read(ast.unparse(a)) for a in node.args)
    assert parse_args(text) == expected
