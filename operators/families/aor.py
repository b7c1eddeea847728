"""AOR: arithmetic operator replacement, augmented assignments included.

Each operator has a small set of plausible confusions (not every pair): ``+``<->``-``, ``*`` ->
``/`` or ``+``, ``/`` -> ``*``, ``//`` -> ``*``, ``%`` -> ``//`` or ``/``, ``**`` -> ``*``, and the
bitwise swaps mutmut also makes. ``/``<->``//`` is a rounding defect and belongs to CFR (medium
tier). ``x += e`` also becomes ``x = e`` (the accumulator is overwritten). A unary minus or bitwise
invert is dropped (``-x`` -> ``x``).

Not produced: ``+``/``-`` swaps where an operand is a string, list or tuple literal, or a ``+``
chain containing one (``a + "-" + b``): the result is a TypeError on the first call, not a plausible
defect. Mutants are printed as typed: ``c - a * b`` -> ``c - a + b`` (what the slip produces).
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import keep_parens, respaced
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_SYMBOL: dict[type, str] = {
    cst.Add: "+",
    cst.Subtract: "-",
    cst.Multiply: "*",
    cst.Divide: "/",
    cst.FloorDivide: "//",
    cst.Modulo: "%",
    cst.Power: "**",
    cst.BitAnd: "&",
    cst.BitOr: "|",
    cst.BitXor: "^",
    cst.LeftShift: "<<",
    cst.RightShift: ">>",
}
_AUG_SYMBOL: dict[type, str] = {
    cst.AddAssign: "+",
    cst.SubtractAssign: "-",
    cst.MultiplyAssign: "*",
    cst.DivideAssign: "/",
    cst.FloorDivideAssign: "//",
    cst.ModuloAssign: "%",
    cst.PowerAssign: "**",
    cst.BitAndAssign: "&",
    cst.BitOrAssign: "|",
    cst.BitXorAssign: "^",
    cst.LeftShiftAssign: "<<",
    cst.RightShiftAssign: ">>",
}
_BINARY = {v: k for k, v in _SYMBOL.items()}
_AUG = {v: k for k, v in _AUG_SYMBOL.items()}

# Plausible confusions per operator (``/`` <-> ``//`` lives in CFR).
TABLE: dict[str, tuple[str, ...]] = {
    "+": ("-",),
    "-": ("+",),
    "*": ("/", "+"),
    "/": ("*",),
    "//": ("*",),
    "%": ("//", "/"),
    "**": ("*",),
    "&": ("|",),
    "|": ("&",),
    "^": ("&",),
    "<<": (">>",),
    ">>": ("<<",),
}

WORDS: dict[str, tuple[str, ...]] = {
    "+": ("add", "adds", "added", "adding", "addition", "plus", "sum"),
    "-": ("subtract", "subtracts", "subtracted", "subtracting", "subtraction", "minus", "difference"),
    "*": ("multiply", "multiplies", "multiplied", "multiplying", "multiplication", "product", "times"),
    "/": ("divide", "divides", "divided", "dividing", "division", "quotient"),
    "//": ("floor division", "integer division", "floor-divides", "//"),
    "%": ("modulo", "remainder", "mod", "%"),
    "**": ("power", "exponent", "exponentiation", "squared", "**"),
    "&": ("bitwise and", "&", "mask"),
    "|": ("bitwise or", "|"),
    "^": ("xor", "exclusive or", "^"),
    "<<": ("left shift", "shift", "<<"),
    ">>": ("right shift", "shift", ">>"),
}

_NON_NUMERIC_LITERALS = (
    cst.SimpleString,
    cst.FormattedString,
    cst.ConcatenatedString,
    cst.List,
    cst.Tuple,
    cst.ListComp,
    cst.Dict,
    cst.Set,
)


def _textual(node: cst.CSTNode) -> bool:
    """A string/list/tuple literal, or a ``+`` chain containing one (``a + "-" + b``)."""
    if isinstance(node, _NON_NUMERIC_LITERALS):
        return True
    return (
        isinstance(node, cst.BinaryOperation)
        and isinstance(node.operator, cst.Add)
        and (_textual(node.left) or _textual(node.right))
    )


def _groups(old: str, new: str, augmented: bool) -> tuple[tuple[str, ...], ...]:
    new_words = WORDS[new] + ((f"{new}=",) if augmented else ())
    old_words = WORDS[old] + ((f"{old}=",) if augmented else ())
    return (new_words, old_words)


class ArithmeticOperatorReplacement(Operator):
    name = "AOR"
    title = "arithmetic operator replacement"
    mechanism = "wrong arithmetic operator"
    tier = "easy"
    node_types = (cst.BinaryOperation, cst.AugAssign, cst.UnaryOperation)
    keywords = (
        (
            "arithmetic",
            "operator",
            "formula",
            "calculation",
            "computes",
            "computed",
            "instead of",
            "rather than",
            "should be",
            "should use",
            "wrong operation",
        ),
    )
    explanation = (
        "On line {{ line }} the computation uses {{ description }} where the specification needs the "
        "original operation, so the result is wrong whenever the operands make the two differ."
    )
    examples = (
        Example(
            code("""
                def f(a, b):
                    return a + b
            """),
            (
                code("""
                def f(a, b):
                    return a - b
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    t = 0
                    for x in xs:
                        t += x
                    return t
            """),
            (
                code("""
                def f(xs):
                    t = 0
                    for x in xs:
                        t -= x
                    return t
            """),
                code("""
                def f(xs):
                    t = 0
                    for x in xs:
                        t = x
                    return t
            """),
            ),
        ),
        Example(
            code("""
                def f(a, b):
                    return a * b
            """),
            (
                code("""
                def f(a, b):
                    return a / b
            """),
                code("""
                def f(a, b):
                    return a + b
            """),
            ),
        ),
        Example(
            code("""
                def f(a, b):
                    return a % b
            """),
            (
                code("""
                def f(a, b):
                    return a // b
            """),
            ),
        ),
        Example(
            code("""
                def f(a):
                    return -a
            """),
            (
                code("""
                def f(a):
                    return a
            """),
            ),
        ),
        NoFire(
            code("""
                def f(name):
                    return 'hello ' + name
            """)
        ),
        NoFire(
            code("""
                def f(xs):
                    return xs + [1]
            """)
        ),
        NoFire(
            code("""
                def f(a, b):
                    return a < b
            """)
        ),
        NoFire(
            code("""
                def f(a, b):
                    return a @ b
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.UnaryOperation):
            if isinstance(node.operator, (cst.Minus, cst.BitInvert)):
                symbol: str | None = "-" if isinstance(node.operator, cst.Minus) else "~"
                words = (
                    ("sign", "negative", "negated", "negation", "minus")
                    if symbol == "-"
                    else ("invert", "inverted", "complement", "~")
                )
                yield Replacement(
                    node=keep_parens(node, node.expression),
                    description=f"unary `{symbol}` dropped",
                    keywords=(words,),
                    mechanism="missing sign change" if symbol == "-" else "wrong arithmetic operator",
                )
            return
        if isinstance(node, cst.AugAssign):
            symbol = _AUG_SYMBOL.get(type(node.operator))
            if symbol is None:
                return
            textual = symbol in ("+", "-") and _textual(node.value)
            for new in () if textual else TABLE[symbol]:
                yield Replacement(
                    node=node.with_changes(operator=respaced(node.operator, _AUG[new])),
                    description=f"`{symbol}=` -> `{new}=`",
                    keywords=_groups(symbol, new, augmented=True),
                )
            yield Replacement(
                node=cst.Assign(
                    targets=[
                        cst.AssignTarget(
                            node.target,
                            whitespace_before_equal=node.operator.whitespace_before,  # type: ignore[attr-defined]  # libcst: BaseAugOp declares no whitespace fields; every concrete one has them
                            whitespace_after_equal=node.operator.whitespace_after,  # type: ignore[attr-defined]  # (as above)
                        )
                    ],
                    value=node.value,
                    semicolon=node.semicolon,
                ),
                description=f"`{symbol}=` -> `=`",
                keywords=(
                    (
                        "overwrites",
                        "overwritten",
                        "overwrite",
                        "reset",
                        "resets",
                        "replaces",
                        "replaced",
                        "accumulate",
                        "accumulates",
                        "accumulated",
                        "accumulating",
                        "running total",
                        "assigns",
                        "reassigns",
                        "reassigned",
                        "add to",
                        "adds to",
                        "incremented",
                    ),
                    WORDS[symbol] + (f"{symbol}=", "augmented"),
                ),
                mechanism="accumulator overwritten instead of updated",
            )
            return
        assert isinstance(node, cst.BinaryOperation)
        symbol = _SYMBOL.get(type(node.operator))
        if symbol is None:
            return
        if symbol in ("+", "-") and (_textual(node.left) or _textual(node.right)):
            return
        for new in TABLE[symbol]:
            # Printed as typed (`c - a * b` -> `c - a + b`): the text a slip of the key produces.
            yield Replacement(
                node=node.with_changes(operator=respaced(node.operator, _BINARY[new])),
                description=f"`{symbol}` -> `{new}`",
                keywords=_groups(symbol, new, augmented=False),
            )
