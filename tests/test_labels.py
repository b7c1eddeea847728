"""One label per mechanism: every planted mutant's operator label matches the mechanism class its
diff shows (the table in docs/architecture/operators.md, "One label per mechanism"), classified here
from the two syntax trees alone, independently of the operators' own code."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from operators.engine import enumerate_mutants

ROOT = Path(__file__).resolve().parent.parent
SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))

# mechanism class -> the one label (the docs table)
TABLE = {
    "±1 at a bound, index or length": "OBO",
    "constant moved by one elsewhere": "CRP",
    "boolean constant flipped": "CRP",
    "`not` inserted": "UOI",
    "unary minus inserted": "UOI",
    "comparison operator replaced": "ROR",
    "a None test made a truthiness test": "NTR",
    "grouping parentheses dropped": "PRC",
}


def _differing(a: ast.AST, b: ast.AST, path: list[ast.AST]) -> tuple[ast.AST, ast.AST, list[ast.AST]] | None:
    """The smallest pair of differing nodes (one child differs: go down), with a's ancestors."""
    if ast.dump(a) == ast.dump(b):
        return None
    if type(a) is type(b):
        pairs = []
        for field in a._fields:
            x, y = getattr(a, field, None), getattr(b, field, None)
            if isinstance(x, list) and isinstance(y, list):
                if len(x) != len(y):
                    return a, b, path
                pairs += [(u, v) for u, v in zip(x, y) if ast.dump(u) != ast.dump(v)]
            elif isinstance(x, ast.AST) and isinstance(y, ast.AST):
                if ast.dump(x) != ast.dump(y):
                    pairs.append((x, y))
            elif x != y:
                return a, b, path
        if len(pairs) == 1:
            return _differing(pairs[0][0], pairs[0][1], [*path, a])
    return a, b, path


def _int(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        return -node.operand.value if type(node.operand.value) is int else None
    return None


def _plus_minus_one(outer: ast.AST, inner: ast.AST) -> bool:
    return (
        isinstance(outer, ast.BinOp)
        and isinstance(outer.op, (ast.Add, ast.Sub))
        and _int(outer.right) == 1
        and ast.dump(outer.left) == ast.dump(inner)
    )


def _is_call(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name


def _in_bound(node: ast.AST, path: list[ast.AST]) -> bool:
    """Is ``node`` (through additive operands) a range argument, an enumerate start, an index or a
    slice bound, or a ``len()`` call?"""
    if _is_call(node, "len") or _is_call(node, "range") or _is_call(node, "enumerate"):
        return True
    child = node
    for parent in reversed(path):
        if isinstance(parent, ast.BinOp) and isinstance(parent.op, (ast.Add, ast.Sub)):
            child = parent
            continue
        if isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.USub):
            child = parent
            continue
        if _is_call(parent, "range"):
            return child in parent.args  # type: ignore[attr-defined]
        if _is_call(parent, "enumerate"):
            return child in parent.args[1:]  # type: ignore[attr-defined]
        if isinstance(parent, ast.Subscript):
            return parent.slice is child
        if isinstance(parent, ast.Slice):
            return child in (parent.lower, parent.upper)
        return False
    return False


def _none_test(node: ast.AST) -> tuple[str, bool] | None:
    """(the tested value, whether the test is ``is None``) of ``value is [not] None``."""
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Is, ast.IsNot)):
        right = node.comparators[0]
        if isinstance(right, ast.Constant) and right.value is None:
            return ast.dump(node.left), isinstance(node.ops[0], ast.Is)
    return None


def _reading_order(node: ast.AST) -> list[str]:
    """The operands and operators of an arithmetic expression as the text reads them (no grouping)."""
    if isinstance(node, ast.BinOp):
        return [*_reading_order(node.left), type(node.op).__name__, *_reading_order(node.right)]
    return [ast.dump(node)]


def mechanism_class(original: str, mutant: str) -> str | None:
    """The class of a one-site change, for the classes of the table (None: another mechanism)."""
    found = _differing(ast.parse(original), ast.parse(mutant), [])
    if found is None:
        return None
    a, b, path = found
    va, vb = _int(a), _int(b)
    shift = (va is not None and vb is not None and abs(va - vb) == 1) or _plus_minus_one(b, a) or _plus_minus_one(a, b)
    if (
        isinstance(a, ast.Call)
        and isinstance(b, ast.Call)
        and isinstance(a.func, ast.Name)
        and isinstance(b.func, ast.Name)
        and a.func.id == b.func.id in ("range", "enumerate")
        and abs(len(a.args) - len(b.args)) == 1
    ):
        shift = True  # a start argument added or dropped
    if shift:
        return "±1 at a bound, index or length" if _in_bound(a, path) else "constant moved by one elsewhere"
    if isinstance(a, ast.Constant) and isinstance(b, ast.Constant) and {a.value, b.value} == {True, False}:
        return "boolean constant flipped"
    if isinstance(b, ast.UnaryOp) and ast.dump(b.operand) == ast.dump(a):
        if isinstance(b.op, ast.Not):
            return "`not` inserted"
        if isinstance(b.op, ast.USub):
            return "unary minus inserted"
    if isinstance(a, ast.cmpop) and isinstance(b, ast.cmpop):
        return "comparison operator replaced"
    tested = _none_test(a)
    if tested is not None:
        value, is_none = tested
        truth = b.operand if is_none and isinstance(b, ast.UnaryOp) and isinstance(b.op, ast.Not) else b
        if not (is_none and truth is b) and ast.dump(truth) == value:
            return "a None test made a truthiness test"
    if isinstance(a, ast.IfExp) and isinstance(b, ast.BoolOp) and isinstance(b.op, ast.Or):
        tested = _none_test(a.test)
        if tested is not None:
            kept, default = (a.orelse, a.body) if tested[1] else (a.body, a.orelse)
            if [ast.dump(v) for v in b.values] == [tested[0], ast.dump(default)] == [ast.dump(kept), ast.dump(default)]:
                return "a None test made a truthiness test"
    if isinstance(a, ast.BinOp) and isinstance(b, ast.BinOp) and _reading_order(a) == _reading_order(b):
        return "grouping parentheses dropped"
    if (
        isinstance(a, ast.Compare)
        and isinstance(b, ast.Compare)
        and ast.dump(a.left) == ast.dump(b.left)
        and [ast.dump(c) for c in a.comparators] == [ast.dump(c) for c in b.comparators]
    ):
        return "comparison operator replaced"
    return None


def test_the_classifier_reads_the_classes() -> None:
    src = "def f(xs, n):\n    for i in range(n):\n        if xs[i] > 3:\n            return xs[i]\n    return 0\n"
    assert mechanism_class(src, src.replace("range(n)", "range(1, n)")) == "±1 at a bound, index or length"
    assert mechanism_class(src, src.replace("return xs[i]", "return xs[i + 1]")) == "±1 at a bound, index or length"
    assert mechanism_class(src, src.replace("> 3", "> 4")) == "constant moved by one elsewhere"
    assert mechanism_class(src, src.replace("if xs[i] > 3", "if not xs[i] > 3")) == "`not` inserted"
    assert mechanism_class(src, src.replace("> 3", ">= 3")) == "comparison operator replaced"
    assert mechanism_class(src, src.replace("return 0", "return 1")) == "constant moved by one elsewhere"
    assert mechanism_class(src, src.replace("xs[i] > 3", "xs[i] > n")) is None
    guard = "def f(x, y):\n    if x is not None and y is None:\n        return (x + y) * 2\n    return 0\n"
    assert mechanism_class(guard, guard.replace("x is not None", "x")) == "a None test made a truthiness test"
    assert mechanism_class(guard, guard.replace("y is None", "not y")) == "a None test made a truthiness test"
    assert mechanism_class(guard, guard.replace("y is None", "y")) is None
    assert mechanism_class(guard, guard.replace("(x + y) * 2", "x + y * 2")) == "grouping parentheses dropped"
    assert mechanism_class(guard, guard.replace("(x + y) * 2", "(x - y) * 2")) is None
    fallback = "def f(x):\n    return x if x is not None else 1\n"
    assert mechanism_class(fallback, fallback.replace("x if x is not None else 1", "x or 1")) == (
        "a None test made a truthiness test"
    )
    assert mechanism_class(fallback, fallback.replace("x if x is not None else 1", "1 or x")) is None


@settings(max_examples=5, deadline=None)
@given(st.sampled_from(SEED_FILES))
def test_every_planted_mutant_of_a_class_carries_its_label(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    for mutant in enumerate_mutants(source, path=str(path)):
        kind = mechanism_class(mutant.original, mutant.source)
        if kind is not None:
            assert mutant.operators == (TABLE[kind],), (path, kind, mutant.sites[0].before, mutant.sites[0].after)


@pytest.mark.parametrize("label", sorted(set(TABLE.values())))
def test_the_table_matches_the_docs(label: str) -> None:
    docs = (ROOT / "docs" / "architecture" / "operators.md").read_text(encoding="utf-8")
    section = docs.split("## One label per mechanism", 1)[1].split("\n## ", 1)[0]
    for kind, owner in TABLE.items():
        if owner == label:
            assert f"| {kind} | {label} |" in section, kind
