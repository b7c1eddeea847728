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


_SCALARS = frozenset({"int", "float", "str", "bool", "bytes", "complex"})
_ONE = {"list": "list", "List": "list", "set": "set", "Set": "set", "frozenset": "frozenset", "FrozenSet": "frozenset"}


def hint_type(hint: str) -> Type | None:
    """The type tree of a simple type hint written in the source (``int``, ``list[str]``,
    ``tuple[int, ...]``, ``dict[str, int]``, ``X | None``, ``Optional[X]``); None for any other
    hint (a class, a protocol, a callable: no strategy is written for it)."""
    try:
        return _hint(ast.parse(hint, mode="eval").body)
    except (SyntaxError, RecursionError):
        return None


def _hint(node: ast.expr) -> Type | None:
    if isinstance(node, ast.Constant):
        return ("none",) if node.value is None else hint_type(node.value) if isinstance(node.value, str) else None
    if isinstance(node, ast.Name):
        return (node.id,) if node.id in _SCALARS else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = _hint(node.left), _hint(node.right)
        if left is None or right is None:
            return None
        if ("none",) in (left, right):
            other = right if left == ("none",) else left
            return None if other == ("none",) else ("opt", other)
        return ("union", (left, right))
    if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)):
        return None
    base, args = node.value.id, node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    if base == "Optional" and len(args) == 1:
        inner = _hint(args[0])
        return None if inner is None else ("opt", inner)
    if base in _ONE and len(args) == 1:
        inner = _hint(args[0])
        return None if inner is None else (_ONE[base], inner)
    if base in ("tuple", "Tuple"):
        if len(args) == 2 and isinstance(args[1], ast.Constant) and args[1].value is Ellipsis:
            inner = _hint(args[0])
            return None if inner is None else ("tuplev", inner)
        parts = [_hint(a) for a in args]
        return None if any(p is None for p in parts) else ("tuple", tuple(parts))
    if base in ("dict", "Dict") and len(args) == 2:
        key, value = _hint(args[0]), _hint(args[1])
        return None if key is None or value is None else ("dict", key, value)
    return None


def drawable(tp: Type) -> bool:
    """A type tree this module writes a strategy for (no class or callable leaves)."""
    kind = tp[0]
    if kind in ("opt", "list", "set", "frozenset", "tuplev"):
        return drawable(tp[1])
    if kind in ("tuple", "union"):
        return all(drawable(t) for t in tp[1])
    if kind == "dict":
        return drawable(tp[1]) and drawable(tp[2])
    return kind in _SCALARS or kind in ("none", "Decimal", "Fraction", "date")


def render_nonempty(tp: Type, c: Constants) -> str | None:
    """Like :func:`render`, but a container or string parameter is never empty (many real
    functions refuse an empty input: ``heappop([])``, ``statistics.mean([])``); None for a type
    that has no empty value."""
    kind = tp[0]
    if kind in ("list", "tuplev"):
        text = f"st.lists({render(tp[1], c)}, min_size=1, max_size=6)"
        return text + ".map(tuple)" if kind == "tuplev" else text
    if kind in ("set", "frozenset"):
        return f"st.{kind}s({render(tp[1], c)}, min_size=1, max_size=5)"
    if kind == "dict":
        return f"st.dictionaries({render(tp[1], c)}, {render(tp[2], c)}, min_size=1, max_size=4)"
    if kind in ("str", "bytes"):
        return f"{render(tp, c)}.filter(len)"
    return None
