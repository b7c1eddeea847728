"""CSW: a call swapped for a plausible sibling (method or builtin misuse).

Builtins: ``min``<->``max``, ``any``<->``all``. Methods (any receiver): ``startswith``<->``endswith``,
``lower``<->``upper``, ``swapcase`` -> ``lower``/``upper``, ``append``<->``extend``, ``find``<->``index``, ``rfind``<->``rindex``,
``find``<->``rfind``, ``isdigit``<->``isdecimal``, ``isnumeric`` -> ``isdigit``, ``keys``/``values``/
``items`` among themselves, ``lstrip``<->``rstrip``, ``strip`` -> ``lstrip``/``rstrip``, ``split`` ->
``rsplit`` (with a limit), ``remove``<->``discard``, ``isupper``<->``islower``, ``pop`` -> ``popleft``
is not offered (another type). A statement ``xs.sort(...)`` becomes ``sorted(xs, ...)`` (the sorted
copy is dropped: the list stays unsorted). Floor/ceil and round/int are CFR's.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_BUILTINS = {"min": ("max",), "max": ("min",), "any": ("all",), "all": ("any",)}
_METHODS = {
    "startswith": ("endswith",),
    "endswith": ("startswith",),
    "lower": ("upper",),
    "upper": ("lower",),
    "swapcase": ("lower", "upper"),
    "append": ("extend",),
    "extend": ("append",),
    "find": ("index", "rfind"),
    "index": ("find",),
    "rfind": ("rindex", "find"),
    "rindex": ("rfind",),
    "isdigit": ("isdecimal",),
    "isdecimal": ("isdigit",),
    "isnumeric": ("isdigit",),
    "keys": ("values", "items"),
    "values": ("keys", "items"),
    "items": ("keys", "values"),
    "lstrip": ("rstrip",),
    "rstrip": ("lstrip",),
    "strip": ("lstrip", "rstrip"),
    "remove": ("discard",),
    "discard": ("remove",),
    "isupper": ("islower",),
    "islower": ("isupper",),
}


class CallSwap(Operator):
    name = "CSW"
    title = "sibling call swap"
    mechanism = "wrong function or method"
    tier = "medium"
    node_types = (cst.Call, cst.SimpleStatementLine)
    keywords = (
        (
            "wrong method",
            "wrong function",
            "instead of",
            "should call",
            "should use",
            "should be",
            "confuses",
            "mixed up",
            "misuse",
        ),
    )
    explanation = (
        "On line {{ line }} the code calls `{{ after_name }}` where it needs `{{ before_name }}`; the two "
        "are siblings that behave alike on many inputs, so the mistake only shows on some."
    )
    examples = (
        Example(
            code("""
                def f(xs: list[int]) -> int:
                    return max(xs)
            """),
            (
                code("""
                def f(xs: list[int]) -> int:
                    return min(xs)
            """),
            ),
        ),
        Example(
            code("""
                def f(name: str) -> bool:
                    return name.startswith('x')
            """),
            (
                code("""
                def f(name: str) -> bool:
                    return name.endswith('x')
            """),
            ),
        ),
        Example(
            code("""
                def f(d: dict) -> list:
                    return list(d.keys())
            """),
            (
                code("""
                def f(d: dict) -> list:
                    return list(d.values())
            """),
                code("""
                def f(d: dict) -> list:
                    return list(d.items())
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> list[int]:
                    xs.sort()
                    return xs
            """),
            (
                code("""
                def f(xs: list[int]) -> list[int]:
                    sorted(xs)
                    return xs
            """),
            ),
        ),
        NoFire(
            code("""
                def f(xs: list[int]) -> int:
                    return len(xs)
            """)
        ),
        NoFire(
            code("""
                def f(x: float) -> int:
                    return round(x)
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.SimpleStatementLine):
            yield from self._sort(node)
            return
        assert isinstance(node, cst.Call)
        func = node.func
        if isinstance(func, cst.Name) and func.value in _BUILTINS:
            for other in _BUILTINS[func.value]:
                yield self._swap(node, func.with_changes(value=other), func.value, other)
        elif isinstance(func, cst.Attribute) and func.attr.value in _METHODS:
            name = func.attr.value
            for other in _METHODS[name]:
                if other == "rsplit":
                    continue
                yield self._swap(node, func.with_changes(attr=func.attr.with_changes(value=other)), name, other)

    @staticmethod
    def _swap(node: cst.Call, func: cst.BaseExpression, before: str, after: str) -> Replacement:
        return Replacement(
            node=node.with_changes(func=func),
            description=f"calls `{after}` instead of `{before}`",
            keywords=((before, f"{before}()"), (after, f"{after}()")),
            facts={"before_name": before, "after_name": after},
        )

    def _sort(self, line: cst.SimpleStatementLine) -> Iterable[Replacement]:
        if len(line.body) != 1 or not isinstance(line.body[0], cst.Expr):
            return
        call = line.body[0].value
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) and call.func.attr.value == "sort"):
            return
        args = [cst.Arg(call.func.value), *call.args]
        new = cst.Call(func=cst.Name("sorted"), args=[a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in args])
        yield Replacement(
            node=line.with_changes(body=[line.body[0].with_changes(value=new)]),
            description="`sort()` replaced by `sorted()`, whose result is dropped",
            keywords=(
                ("sort", "sorted", "in place", "in-place", "unsorted"),
                ("discarded", "ignored", "dropped", "return value", "new list"),
            ),
            facts={"before_name": "sort", "after_name": "sorted"},
        )
