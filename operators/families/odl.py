"""ODL: operand deletion: a step that transforms a value is dropped, the value used as it was.

* a wrapping call: ``sorted(xs)``, ``set(xs)``, ``reversed(xs)``, ``abs(d)``, ``list(set(xs))`` (the
  chain at once) -> ``xs``, and a call applied twice, ``g(g(x))`` -> ``g(x)``;
* a transforming method without arguments: ``s.lower()``, ``.upper()``, ``.strip()``, ``.swapcase()``,
  ``.casefold()``, ... -> ``s``;
* a keyword argument that changes the result: ``key=`` / ``reverse=`` of ``sorted``, ``sort``, ``min``,
  ``max`` (``sorted(xs, reverse=True)`` -> ``sorted(xs)``);
* a slice of a value read: ``xs[:k]`` -> ``xs``, ``s[i:]`` -> ``s``;
* a literal separator in a ``+`` chain of three or more terms: ``a + "." + b`` -> ``a + b``.

HumanEvalFix's "missing logic" bugs are mostly of these shapes (``set(string.lower())`` written
``set(string)``). Dropping a whole term of arithmetic is TDL's.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import call_name, keep_parens
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_WRAPPERS = {"sorted", "set", "reversed", "abs", "frozenset", "tuple", "list"}
_CHAIN = {"sorted", "set", "list", "tuple", "frozenset"}
_METHODS = {"lower", "upper", "strip", "lstrip", "rstrip", "swapcase", "casefold", "title", "capitalize"}
_KEYWORD_CALLS = {"sorted", "min", "max", "sort"}
_KEYWORDS = {"key", "reverse"}


def _single(call: cst.Call) -> cst.BaseExpression | None:
    """The one positional argument of ``call`` (keywords allowed for ``sorted``), or None."""
    positional = [a for a in call.args if a.keyword is None]
    if len(positional) != 1 or positional[0].star:
        return None
    if len(call.args) > 1 and call_name(call) != "sorted":
        return None
    return positional[0].value


def _stripped(node: cst.BaseExpression) -> cst.BaseExpression:
    return node.with_changes(lpar=[], rpar=[]) if node.lpar else node


class OperandDeletion(Operator):
    name = "ODL"
    title = "operand deletion"
    mechanism = "missing transformation"
    tier = "medium"
    node_types = (cst.Call, cst.Subscript, cst.BinaryOperation)
    keywords = (
        (
            "missing",
            "forgot",
            "forgets",
            "omitted",
            "not applied",
            "without",
            "dropped",
            "never",
        ),
    )
    explanation = (
        "On line {{ line }}, `{{ before }}` became `{{ after }}`: the step that {{ what }} is missing, "
        "so the value is used as it was."
    )
    examples = (
        Example(
            code("""
                def f(s: str) -> int:
                    return len(set(s.lower()))
            """),
            (
                code("""
                def f(s: str) -> int:
                    return len(set(s))
            """),
                code("""
                def f(s: str) -> int:
                    return len(s.lower())
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> list[int]:
                    return sorted(list(set(xs)), reverse=True)
            """),
            (
                code("""
                def f(xs: list[int]) -> list[int]:
                    return sorted(xs, reverse=True)
            """),
                code("""
                def f(xs: list[int]) -> list[int]:
                    return sorted(list(set(xs)))
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int], k: int) -> int:
                    return sum(xs[:k])
            """),
            (
                code("""
                def f(xs: list[int], k: int) -> int:
                    return sum(xs)
            """),
            ),
        ),
        Example(
            code("""
                def f(a: str, b: str) -> str:
                    return a + "." + b
            """),
            (
                code("""
                def f(a: str, b: str) -> str:
                    return a + b
            """),
            ),
        ),
        NoFire(
            code("""
                def f(xs: list[int], i: int) -> int:
                    xs[1:3] = [i]
                    return len(xs) + xs[i]
            """)
        ),
        NoFire(
            code("""
                def f(s: str) -> list[str]:
                    return s.split(",")
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.Call):
            yield from self._call(node, ctx)
        elif isinstance(node, cst.Subscript):
            yield from self._slice(node, ctx)
        elif isinstance(node, cst.BinaryOperation):
            yield from self._separator(node, ctx)

    def _call(self, node: cst.Call, ctx: SiteContext) -> Iterable[Replacement]:
        name = call_name(node)
        func = node.func
        if isinstance(func, cst.Attribute) and func.attr.value in _METHODS and not node.args:
            yield self._drop(node, _stripped(func.value), ctx, f"applies `.{func.attr.value}()`")
            return
        inner = _single(node) if isinstance(func, cst.Name) else None
        if inner is not None and name in _WRAPPERS:
            yield self._drop(node, _stripped(inner), ctx, f"applies `{name}()`")
            if name in _CHAIN and call_name(inner) in _CHAIN and isinstance(inner, cst.Call):
                innermost = _single(inner)
                if innermost is not None:
                    yield self._drop(node, _stripped(innermost), ctx, f"applies `{name}({call_name(inner)}(...))`")
        if inner is not None and isinstance(inner, cst.Call) and ctx.code(inner.func) == ctx.code(func):
            yield self._drop(node, inner, ctx, f"applies `{ctx.code(func)}` a second time")
        leaf = func.attr.value if isinstance(func, cst.Attribute) else name
        if leaf in _KEYWORD_CALLS:
            for arg in node.args:
                if arg.keyword is not None and arg.keyword.value in _KEYWORDS:
                    kept = [a for a in node.args if a is not arg]
                    if kept:
                        kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
                    yield self._drop(node, node.with_changes(args=kept), ctx, f"passes `{arg.keyword.value}=`")

    def _slice(self, node: cst.Subscript, ctx: SiteContext) -> Iterable[Replacement]:
        if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Slice):
            return
        parent = ctx.parent(node)
        if isinstance(parent, (cst.AssignTarget, cst.AugAssign, cst.Del)) or (
            isinstance(parent, cst.AnnAssign) and parent.target is node
        ):
            return
        yield self._drop(node, node.value, ctx, "takes the slice")

    def _separator(self, node: cst.BinaryOperation, ctx: SiteContext) -> Iterable[Replacement]:
        # `a + "." + b` parses as `(a + ".") + b`: the literal is the right operand of the left side
        left = node.left
        if not (
            isinstance(node.operator, cst.Add)
            and isinstance(left, cst.BinaryOperation)
            and isinstance(left.operator, cst.Add)
            and isinstance(left.right, (cst.SimpleString, cst.FormattedString))
            and not left.lpar
        ):
            return
        if isinstance(left.left, (cst.SimpleString, cst.FormattedString)):
            return
        shorter = node.with_changes(left=left.left)
        yield self._drop(node, shorter, ctx, f"adds `{ctx.code(left.right).strip()}`")

    @staticmethod
    def _drop(node: cst.BaseExpression, new: cst.BaseExpression, ctx: SiteContext, what: str) -> Replacement:
        before = ctx.code(node).strip()
        return Replacement(
            node=keep_parens(node, new),
            description=f"`{before}` without the step that {what}",
            keywords=(("missing", "forgot", "not applied", "dropped"), _words(what)),
            facts={"what": what},
        )


def _words(what: str) -> tuple[str, ...]:
    """The name the explanation quotes (``sorted``, ``lower``, ``key``), or the slice."""
    if "`" not in what:
        return ("slice", "sliced", "subset", "prefix", "suffix")
    quoted = what.split("`")[1]
    bare = quoted.strip(".=()").split("(")[0].strip(".")
    return tuple(dict.fromkeys(w for w in (bare, quoted) if w))
