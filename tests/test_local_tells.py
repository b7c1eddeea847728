"""Local tells: a fault a reader spots without the spec is rejected before the gate, with the tell
as the reason; the same shape already in the fixed twin is not counted against a mutant."""

from __future__ import annotations

import ast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.local_tells import SURPRISE_BOUND, surprising, tells
from generator.naturalness import added, smells

CASES = [
    (
        "def f(a: int, b: int) -> int:\n    return a - b\n",
        "def f(a: int, b: int) -> int:\n    return a - b + b\n",
        "tell:cancel",
    ),
    (
        "def f(height: int, ratio_w: int, ratio_h: int) -> int:\n    return height * ratio_w // ratio_h\n",
        "def f(height: int, ratio_w: int, ratio_h: int) -> int:\n    return height * ratio_w // height + ratio_h\n",
        "tell:cancel",
    ),
    (
        "def f(a: int, b: int) -> bool:\n    if a >= b:\n        return True\n    return False\n",
        "def f(a: int, b: int) -> bool:\n    if not a < b:\n        return True\n    return False\n",
        "tell:not-compare",
    ),
    (
        "def f(d: dict, s: list[str], i: int) -> str:\n    return d.get(s[i], s[i])\n",
        "def f(d: dict, s: list[str], i: int) -> str:\n    return d.get(s[i - 1], s[i])\n",
        "tell:key-default",
    ),
    (
        "def f(xs: list[int]) -> bool:\n    return len(xs) > 0\n",
        "def f(xs: list[int]) -> bool:\n    return len(xs) >= 0\n",
        "tell:never-fails",
    ),
    (
        "def f(xs: list[int]) -> int:\n    n = 0\n    for x in xs:\n        if x:\n            n += 1\n"
        "    return n if n > 0 else -1\n",
        "def f(xs: list[int]) -> int:\n    n = 0\n    for x in xs:\n        if x:\n            n += 1\n"
        "    return n if n >= 0 else -1\n",
        "tell:never-fails",
    ),
    (
        'def f(counts: list[int]) -> int:\n    """counts are not negative."""\n    return sum(c for c in counts if c > 0)\n',
        'def f(counts: list[int]) -> int:\n    """counts are not negative."""\n    return sum(c for c in counts if c >= 0)\n',
        "tell:never-fails",
    ),
    (
        "def f(xs: list[int]) -> list[int]:\n    winners = []\n    for x in xs:\n        if x > 0:\n"
        "            winners.append(x)\n    return winners\n",
        "def f(xs: list[int]) -> list[int]:\n    winners = []\n    for x in xs:\n        if x > 0:\n"
        "            winners.append(x)\n    return xs\n",
        "tell:unused-data",
    ),
]


@pytest.mark.parametrize(("fixed", "mutant", "reason"), CASES, ids=[c[2] + f"-{i}" for i, c in enumerate(CASES)])
def test_a_local_tell_the_fixed_twin_lacks_is_the_reason(fixed: str, mutant: str, reason: str) -> None:
    assert added(smells(fixed), smells(mutant)) == reason


def test_natural_shapes_are_not_tells() -> None:
    natural = (
        "def f(xs: list[int], lo: int) -> int:\n    total = 0\n    for i in range(1, len(xs)):\n"
        "        if xs[i] - xs[i - 1] >= lo:\n            total += xs[i] * 2 // 3\n    return total\n"
    )
    assert not tells(ast.parse(natural))
    signed = "def f(x: int) -> bool:\n    return x >= 0\n"  # a parameter may be negative
    assert not tells(ast.parse(signed))


@given(st.sampled_from(["a", "b", "c"]), st.sampled_from(["a", "b", "c"]), st.sampled_from(["+", "-"]))
def test_a_term_added_and_taken_away_always_cancels(x: str, y: str, op: str) -> None:
    """``x op y - y`` and ``x + y - x``-like chains cancel for every choice of names; a chain with no
    term both added and subtracted does not."""
    undo = "-" if op == "+" else "+"
    text = f"def f(a, b, c):\n    return {x} {op} {y} {undo} {y}\n"
    assert tells(ast.parse(text))["tell:cancel"] >= 1
    plain = f"def f(a, b, c):\n    return {x} {op} {y}\n"
    assert tells(ast.parse(plain))["tell:cancel"] == (1 if op == "-" and x == y else 0)


def test_the_surprise_bound_rejects_only_code_far_less_expected() -> None:
    fixed = "def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n"
    assert surprising(fixed, fixed.replace("total += x", "total -= x")) is None
    odd = fixed.replace("return total", "return ~~~~~~~~total ^ total >> total")
    assert surprising(fixed, odd) == "tell:surprise"
    assert surprising(fixed, odd, bound=10**6) is None
    assert SURPRISE_BOUND > 0
