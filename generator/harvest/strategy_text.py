"""STRATEGIES entries, as hypothesis source text, for the parameters a harvested function leaves
without type hints (the types come from ``killability.infer``). Values stay small like the search's
own strategies, and the function's integer and string constants (with their integer neighbours) are
mixed in, because boundaries sit next to them."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from killability.type_tree import TreeText, Type

ALPHABET = "abcxyzAB 019.,-_"


@dataclass(frozen=True)
class Constants:
    ints: tuple[int, ...] = ()
    texts: tuple[str, ...] = ()


def constants(function_source: str) -> Constants:
    ints: set[int] = set()
    texts: set[str] = set()
    tree = ast.parse(function_source)
    docstrings = {
        id(n.body[0].value)
        for n in ast.walk(tree)
        if isinstance(n, (ast.FunctionDef, ast.Module)) and n.body and isinstance(n.body[0], ast.Expr)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and id(node) not in docstrings:
            value = node.value
            if isinstance(value, bool) or value is None:
                continue
            if isinstance(value, int) and abs(value) <= 1000:
                ints.update((value - 1, value, value + 1))
            elif isinstance(value, str) and 0 < len(value) <= 8 and value.isprintable():
                texts.add(value)
    return Constants(tuple(sorted(ints))[:24], tuple(sorted(texts))[:12])


def render(tp: Type, c: Constants) -> str:
    """The hypothesis strategy text drawing values of the type tree ``tp``."""
    return TreeText(
        leaf=lambda leaf: _leaf(leaf[0], c),
        one={
            "frozenset": "st.frozensets({}, max_size=5)".format,
            "opt": "st.one_of(st.none(), {})".format,
            "list": "st.lists({}, max_size=6)".format,
            "set": "st.sets({}, max_size=5)".format,
            "tuplev": "st.lists({}, max_size=6).map(tuple)".format,
        },
        many={
            "tuple": lambda parts: f"st.tuples({', '.join(parts)})" if parts else "st.just(())",
            "union": lambda parts: f"st.one_of({', '.join(parts)})",
        },
        pair="st.dictionaries({}, {}, max_size=4)".format,
    ).write(tp)


def _leaf(kind: str, c: Constants) -> str:
    if kind == "int":
        base = "st.integers(-10, 60)"
        return f"st.one_of({base}, st.sampled_from({list(c.ints)!r}))" if c.ints else base
    if kind == "float":
        pool = sorted({float(i) for i in c.ints})
        base = "st.one_of(st.integers(0, 100).map(lambda n: n / 100), st.integers(-1000, 6000).map(lambda n: n / 100))"
        return f"st.one_of({base}, st.sampled_from({pool!r}))" if pool else base
    if kind == "str":
        extra = "".join(sorted({ch for t in c.texts for ch in t} - set(ALPHABET)))[:20]
        base = f"st.text({ALPHABET + extra!r}, max_size=8)"
        if not c.texts:
            return base
        words = f"st.sampled_from({list(c.texts)!r})"
        return f"st.one_of({base}, {words}, st.tuples({base}, {words}, {base}).map(''.join))"
    if kind == "bool":
        return "st.booleans()"
    if kind == "bytes":
        return "st.binary(max_size=8)"
    if kind == "complex":
        return "st.builds(complex, st.integers(-10, 10), st.integers(-10, 10))"
    if kind == "none":
        return "st.none()"
    if kind == "Decimal":  # whole numbers and cents (imports: killability.values.imports of this text)
        return "st.one_of(st.integers(-10, 60).map(Decimal), st.integers(-10000, 10000).map(lambda n: Decimal(n).scaleb(-2)))"
    if kind == "Fraction":
        return "st.fractions(-20, 20, max_denominator=12)"
    if kind == "date":
        return "st.dates(date(1900, 1, 1), date(2100, 12, 31))"
    return "st.integers(-10, 60)"
