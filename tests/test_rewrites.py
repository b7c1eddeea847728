"""Each rewrite: where it fires, what it produces, where it must not fire, and that it keeps the
function's behaviour (checked on a few inputs); plus the twin engine's ground-truth rule."""

from __future__ import annotations

import libcst as cst
import pytest

from generator.disguise.rewrites import REWRITES, get
from generator.disguise.rewrites.engine import rewrite_twins


def fresh(role: str) -> str:
    return {"counts": "n", "items": "item", "indices": "k", "collections": "ordered"}.get(role, "value")


def rewrite_once(name: str, code: str) -> str | None:
    module = cst.parse_module(code)
    func = next(s for s in module.body if isinstance(s, cst.FunctionDef))
    sites = get(name).sites(func)
    if not sites:
        return None
    new = get(name).apply(func, sites[0], fresh)
    return module.with_changes(body=[new if s is func else s for s in module.body]).code


def run(code: str, *args):
    namespace: dict = {}
    exec(code, namespace)  # test fixtures
    fn = next(v for k, v in namespace.items() if k == "f")
    try:
        return fn(*args)
    except Exception as exc:
        return type(exc).__name__


CASES = [
    (
        "augmented_to_explicit",
        "def f(xs: list[int]) -> int:\n    t = 0\n    for x in xs:\n        t -= x - 1\n    return t\n",
        "t = t - (x - 1)",
        [([1, 2, 3],), ([],)],
    ),
    (
        "explicit_to_augmented",
        "def f(a: int, b: int) -> int:\n    t = 0\n    t = t + a * b\n    return t\n",
        "t += a * b",
        [(2, 3), (0, 5)],
    ),
    (
        "hoist_length",
        "def f(xs: list[int]) -> int:\n    t = 0\n    for i in range(len(xs) - 1):\n        t += xs[i]\n    return t\n",
        "n = len(xs)\n    for i in range(n - 1):",
        [([1, 2, 3],), ([],)],
    ),
    (
        "index_to_element",
        "def f(xs: list[int]) -> int:\n    t = 0\n    for i in range(len(xs)):\n        t += xs[i] * 2\n    return t\n",
        "for item in xs:\n        t += item * 2",
        [([1, 2, 3],), ([],)],
    ),
    (
        "element_to_index",
        "def f(xs: list[int]) -> int:\n    t = 0\n    for x in xs:\n        t += x\n    return t\n",
        "for k in range(len(xs)):\n        x = xs[k]",
        [([1, 2, 3],), ([],)],
    ),
    (
        "for_to_while",
        "def f(n: int) -> int:\n    t = 0\n    for i in range(1, n):\n        t += i\n    return t\n",
        "i = 1\n    while i < n:",
        [(5,), (0,), (-3,)],
    ),
    (
        "invert_if",
        "def f(a: int) -> str:\n    if a == 1:\n        return 'one'\n    else:\n        return 'other'\n",
        "if a != 1:\n        return 'other'",
        [(1,), (2,)],
    ),
    (
        "guard_to_else",
        "def f(xs: list[int]) -> float:\n    if not xs:\n        return 0.0\n    return sum(xs) / len(xs)\n",
        "else:\n        return sum(xs) / len(xs)",
        [([],), ([1, 2],)],
    ),
    (
        "flatten_else",
        "def f(xs: list[int]) -> float:\n    if not xs:\n        return 0.0\n    else:\n        return sum(xs) / len(xs)\n",
        "    return 0.0\n    return sum(xs)",
        [([],), ([1, 2],)],
    ),
    (
        "branch_to_ternary",
        "def f(a: int) -> int:\n    if a < 0:\n        return -a\n    return a\n",
        "return -a if a < 0 else a",
        [(-2,), (3,)],
    ),
    (
        "ternary_to_branch",
        "def f(a: int) -> int:\n    return -a if a < 0 else a\n",
        "if a < 0:\n        return -a\n    return a",
        [(-2,), (3,)],
    ),
    (
        "comprehension_to_loop",
        "def f(xs: list[int]) -> list[int]:\n    out = [x * 2 for x in xs if x > 1]\n    return out\n",
        "out = []\n    for x in xs:\n        if x > 1:\n            out.append(x * 2)",
        [([1, 2, 3],), ([],)],
    ),
    (
        "loop_to_comprehension",
        "def f(xs: list[int]) -> list[int]:\n    out = []\n    for x in xs:\n        if x > 1:\n            out.append(x * 2)\n    return out\n",
        "out = [x * 2 for x in xs if x > 1]",
        [([1, 2, 3],), ([],)],
    ),
    (
        "swap_initialisations",
        "def f(xs: list[int]) -> int:\n    t = 0\n    seen = []\n    return t + len(seen)\n",
        "seen = []\n    t = 0",
        [([1],)],
    ),
    (
        "return_via_local",
        "def f(a: int, b: int) -> int:\n    return a * b + 1\n",
        "n = a * b + 1\n    return n",
        [(2, 3)],
    ),
    (
        "inline_return_local",
        "def f(a: int, b: int) -> int:\n    r = a * b + 1\n    return r\n",
        "return a * b + 1",
        [(2, 3)],
    ),
    (
        "mirror_comparison",
        "def f(a: int, b: int) -> bool:\n    return a < b\n",
        "return b > a",
        [(1, 2), (2, 1), (2, 2)],
    ),
    (
        "clamp_with_min_max",
        "def f(a: int) -> int:\n    d = a * 2\n    if d > 200:\n        d = 200\n    return d\n",
        "d = min(d, 200)",
        [(50,), (150,), (100,)],
    ),
    (
        "nest_and_condition",
        "def f(a: int, b: int) -> int:\n    if a > 0 and b > 0:\n        return 1\n    return 0\n",
        "if a > 0:\n        if b > 0:",
        [(1, 1), (1, 0), (0, 1)],
    ),
    (
        "merge_nested_if",
        "def f(a: int, b: int) -> int:\n    if a > 0:\n        if b > 0 or a > 5:\n            return 1\n    return 0\n",
        "if a > 0 and (b > 0 or a > 5):",
        [(1, 1), (6, 0), (0, 1)],
    ),
    ("commute_operands", "def f(a: int) -> int:\n    return 3 * (a + 1)\n", "return (a + 1) * 3", [(2,), (-1,)]),
    (
        "hoist_loop_iterable",
        "def f(d: dict[str, int]) -> list[str]:\n    out = []\n    for k in sorted(d):\n        out.append(k)\n    return out\n",
        "ordered = sorted(d)\n    for k in ordered:",
        [({"b": 1, "a": 2},)],
    ),
]

NO_FIRE = [
    (
        "augmented_to_explicit",
        "def f(xs: list[int]) -> list[int]:\n    xs += [1]\n    return xs\n",
    ),  # in-place on a list
    (
        "index_to_element",
        "def f(xs: list[int]) -> int:\n    t = 0\n    for i in range(len(xs)):\n        t += xs[i] * i\n    return t\n",
    ),
    (
        "index_to_element",
        "def f(xs: list[int]) -> int:\n    t = 0\n    for i in range(len(xs) - 1):\n        t += xs[i]\n    return t\n",
    ),
    (
        "for_to_while",
        "def f(n: int) -> int:\n    t = 0\n    for i in range(n):\n        if i == 2:\n            continue\n        t += i\n    return t\n",
    ),
    ("for_to_while", "def f(n: int) -> int:\n    for i in range(n):\n        pass\n    return i\n"),
    ("hoist_length", "def f(xs: list[int]) -> int:\n    xs.append(1)\n    return len(xs)\n"),
    ("hoist_length", "def f(xs: list[int]) -> int:\n    n = len(xs)\n    return n + len(xs)\n"),
    (
        "hoist_length",
        "def f(xs: list[int] | None) -> int:\n    if xs is None:\n        return 0\n    return len(xs) if xs else 0\n",
    ),
    (
        "comprehension_to_loop",
        "def f(xs: list[int]) -> int:\n    x = 5\n    out = [x for x in xs]\n    return x + len(out)\n",
    ),
    ("mirror_comparison", "def f(a: int) -> bool:\n    return a < 3\n"),
    ("commute_operands", "def f(a: str, b: str) -> str:\n    return a + b + 'x'\n"),
]


def test_registry_has_at_least_six_rewrites() -> None:
    assert len(REWRITES) >= 6
    for rewrite in REWRITES.values():
        assert rewrite.opposite is None or REWRITES[rewrite.opposite].opposite == rewrite.name


@pytest.mark.parametrize("name, before, expected, inputs", CASES, ids=[c[0] for c in CASES])
def test_rewrite_fires_and_keeps_behaviour(name: str, before: str, expected: str, inputs: list[tuple]) -> None:
    after = rewrite_once(name, before)
    assert after is not None, f"{name} did not fire on\n{before}"
    assert expected in after, after
    compile(after, "after", "exec")
    for args in inputs:
        assert run(after, *args) == run(before, *args), (args, after)


@pytest.mark.parametrize("name, code", NO_FIRE, ids=[c[0] for c in NO_FIRE])
def test_rewrite_does_not_fire(name: str, code: str) -> None:
    assert rewrite_once(name, code) is None


def test_every_rewrite_has_a_case() -> None:
    assert {c[0] for c in CASES} == set(REWRITES)


def test_engine_keeps_the_twin_diff_and_skips_the_defect() -> None:
    fixed = "def f(xs: list[int], limit: int) -> int:\n    t = 0\n    for x in xs:\n        if x > limit:\n            t += 1\n    return t\n"
    defective = fixed.replace("x > limit", "x >= limit")
    plan = [REWRITES[n] for n in ("mirror_comparison", "augmented_to_explicit", "element_to_index")]
    result = rewrite_twins(fixed, defective, "f", plan, fresh)
    assert "mirror_comparison" not in result.applied  # its only site is the faulty comparison
    assert {"augmented_to_explicit", "element_to_index"} <= set(result.applied)
    f_lines, d_lines = result.fixed.splitlines(), result.defective.splitlines()
    differing = [i for i, (a, b) in enumerate(zip(f_lines, d_lines)) if a != b]
    assert len(f_lines) == len(d_lines) and len(differing) == 1
    assert ">= limit" in d_lines[differing[0]] and "> limit" in f_lines[differing[0]]


def test_engine_on_a_single_function_is_a_pure_restructuring() -> None:
    code = "def f(xs: list[int]) -> list[int]:\n    out = []\n    for x in xs:\n        out.append(x + 1)\n    return out\n"
    result = rewrite_twins(code, code, "f", list(REWRITES.values()), fresh)
    assert result.fixed == result.defective and result.applied
    assert run(result.fixed, [1, 2]) == [2, 3]
