"""The house style every snippet goes through: strip, idiom expansion, one ruff call."""

from __future__ import annotations

import ast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.disguise.idioms import expand, expand_group
from generator.disguise.style import (
    StyleError,
    format_batch,
    normalise_groups,
    strip_group,
)

SOURCE = '''import math, itertools
from bisect import bisect_left  # used below
import re


def f(x: int, y=2) -> int:
    """Doc."""
    # a comment of the source
    if x < 0:  # guard
        raise ValueError("x must be positive")
    assert x, "bad"
    return math.floor(bisect_left([1,2], x))
'''


def test_strip_drops_comments_error_strings_and_unused_imports() -> None:
    (out,) = strip_group([SOURCE])
    assert "#" not in out and "must be positive" not in out and '"bad"' not in out
    assert "raise ValueError\n" in out and "assert x\n" in out
    assert "itertools" not in out and "import re" not in out
    assert "import math" in out and "from bisect import bisect_left" in out


def test_twins_keep_an_import_only_one_of_them_uses() -> None:
    fixed = "import math\n\ndef f(x):\n    return math.floor(x)\n"
    defective = "import math\n\ndef f(x):\n    return x\n"
    assert [code.splitlines()[0] for code in strip_group([fixed, defective])] == ["import math", "import math"]


@pytest.mark.parametrize("header", ["import _thread", "from functools import _make_key", "from ._x import y"])
def test_a_private_import_is_refused(header: str) -> None:
    name = header.split()[-1]
    with pytest.raises(StyleError, match="private import"):
        strip_group([f"{header}\n\ndef f():\n    return {name}\n"])


def test_one_ruff_call_formats_a_batch() -> None:
    out = format_batch(["def f( a,b ):\n  return a+b\n", "x=[1,2 ,3]\n"])
    assert out == ["def f(a, b):\n    return a + b\n", "x = [1, 2, 3]\n"]


def test_normalised_twins_differ_only_where_the_fault_is() -> None:
    fixed = SOURCE
    defective = SOURCE.replace("x < 0", "x <= 0")
    ((a, b),) = normalise_groups([[fixed, defective]])
    assert [line for line in a.splitlines() if line not in b.splitlines()] == ["    if x < 0:"]


TEMPLATES = {
    "sum": "def f(xs, t):\n    return sum(x * 2 for x in xs if x > t)\n",
    "sum_assign": "def f(xs, t):\n    total = sum(x - t for x in xs)\n    return total\n",
    "list": "def f(xs, t):\n    return [x + t for x in xs if x % 2]\n",
    "nested": "def f(xs, t):\n    return [(a, b) for a in xs for b in xs if a < b if b != t]\n",
    "set": "def f(xs, t):\n    out = {x % 3 for x in xs if x > t or x < -t}\n    return sorted(out)\n",
    "dict": "def f(xs, t):\n    return {x: i for i, x in enumerate(xs) if i != t}\n",
    "any": "def f(xs, t):\n    return any(x > t and x % 2 for x in xs)\n",
    "all": "def f(xs, t):\n    return all(x > t or x == 0 for x in xs if x)\n",
    "hoist_if": "def f(xs, t):\n    if any(x > t for x in xs) and t:\n        return round(sum(x / 2 for x in xs) / max(1, len(xs)), 2)\n    return 0\n",
    "hoist_for": "def f(xs, t):\n    for v in sorted(x % 3 for x in xs):\n        t += v\n    return t\n",
    "hoist_join": "def f(xs, t):\n    return '-'.join(str(x) for x in xs if x != t)\n",
    "next": "def f(xs, t):\n    first = next((x * 2 for x in xs if x > t), None)\n    return first, 1\n",
    "next_return": "def f(xs, t):\n    return next((x for x in xs if x < t), -1)\n",
    "loop_reuse": "def f(xs, t):\n    for x in xs:\n        t += x\n    return [x * 2 for x in xs if x > t]\n",
    "ternary": "def f(xs, t):\n    v = len(xs) if t > 0 else -len(xs)\n    return v if v % 2 else v + t if t else 0\n",
}


def _run(code: str, xs: list[int], t: int) -> object:
    namespace: dict = {}
    exec(compile(code, "<snippet>", "exec"), namespace)  # our own template text
    return namespace["f"](list(xs), t)


@pytest.mark.parametrize("name", sorted(TEMPLATES))
def test_every_idiom_template_is_expanded(name: str) -> None:
    text, count = expand(TEMPLATES[name])
    assert count >= 1
    idioms = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.IfExp)
    assert not [node for node in ast.walk(ast.parse(text)) if isinstance(node, idioms)]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(TEMPLATES)), st.lists(st.integers(-5, 9), max_size=7), st.integers(-3, 4))
def test_expansion_keeps_behaviour_on_generated_inputs(name: str, xs: list[int], t: int) -> None:
    source = TEMPLATES[name]
    assert _run(expand(source)[0], xs, t) == _run(source, xs, t)


def test_a_leaking_loop_variable_blocks_the_expansion() -> None:
    code = "def f(xs):\n    x = 5\n    ys = [x for x in xs]\n    return ys, x\n"
    assert expand(code) == (code, 0)


def test_a_comprehension_inside_a_loop_on_its_own_variable_stays() -> None:
    code = "def f(xs):\n    out = []\n    for x in xs:\n        out.append([x for x in range(x)])\n        ws = [x for x in out]\n    return ws\n"
    assert "ws = [x for x in out]" in expand(code)[0]


def test_twins_are_expanded_together_or_not_at_all() -> None:
    fixed = "def f(xs):\n    return sum(x for x in xs)\n"
    defective = "def f(xs):\n    x = 0\n    return sum(x for x in xs) + x\n"  # the leak blocks one twin
    assert expand_group([fixed, defective]) == [fixed, defective]
    both = expand_group([fixed, fixed.replace("x for", "x + 1 for")])
    assert all("sum(" not in code for code in both)
