"""NTR: a ``None`` test tidied into a truthiness test.

* ``x is not None`` -> ``x`` and ``x is None`` -> ``not x`` where the test decides a branch, a loop,
  a conditional expression, a comprehension filter or an ``assert`` (directly, or as an operand of
  ``and`` / ``or`` / ``not`` that does);
* ``x if x is not None else d`` (or ``d if x is None else x``) -> ``x or d``.

The tidy-up reads as the idiomatic form, and it is equivalent as long as the value is never ``0``,
``""``, an empty collection or ``False``; where it can be, the truthiness test treats it as
missing. Whether it can be is settled only by the rest of the code (the types, the docstring,
what the callers pass): the measurement keeps the mutant only where some valid input tells it
apart. Real regressions of this
shape are common in code review ("`if timeout:` skips a timeout of 0").
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_TESTED = (cst.Name, cst.Attribute, cst.Subscript, cst.Call)
_BOOLEAN_USERS = (cst.If, cst.While, cst.IfExp, cst.CompIf, cst.Assert)


def _in_boolean_context(node: cst.CSTNode, ctx: SiteContext) -> bool:
    """Whether only the truth of ``node`` is used: it is the test of a branch, loop, conditional
    expression, filter or assert, or an operand of ``and``/``or``/``not`` that is."""
    child, parent = node, ctx.parent(node)
    while isinstance(parent, (cst.BooleanOperation, cst.UnaryOperation)):
        if isinstance(parent, cst.UnaryOperation) and not isinstance(parent.operator, cst.Not):
            return False
        child, parent = parent, ctx.parent(parent)
    return isinstance(parent, _BOOLEAN_USERS) and getattr(parent, "test", None) is child


def _none_test(node: cst.CSTNode) -> tuple[cst.BaseExpression, bool] | None:
    """(the tested value, whether the test is ``is None``) of ``value is [not] None``."""
    if not isinstance(node, cst.Comparison) or len(node.comparisons) != 1 or node.lpar:
        return None
    target = node.comparisons[0]
    if not (isinstance(target.comparator, cst.Name) and target.comparator.value == "None"):
        return None
    if not isinstance(target.operator, (cst.Is, cst.IsNot)) or not isinstance(node.left, _TESTED):
        return None
    return node.left.with_changes(lpar=[], rpar=[]), isinstance(target.operator, cst.Is)


def _text(node: cst.CSTNode) -> str:
    return cst.Module([]).code_for_node(node).strip()


def _or_default(node: cst.IfExp) -> tuple[cst.BaseExpression, cst.BaseExpression] | None:
    """(value, default) of ``value if value is not None else default`` (or ``default if value is
    None else value``): the conditional a tidy-up writes as ``value or default``."""
    test = _none_test(node.test)
    if test is None:
        return None
    tested, is_none = test
    kept, default = (node.orelse, node.body) if is_none else (node.body, node.orelse)
    if _text(kept.with_changes(lpar=[], rpar=[])) != _text(tested):
        return None
    if isinstance(default, (cst.IfExp, cst.Lambda, cst.NamedExpr)) and not default.lpar:
        default = default.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return tested, default


def _truthiness_edit(node: cst.CSTNode, ctx: SiteContext) -> tuple[cst.BaseExpression, cst.BaseExpression] | None:
    """(the truthiness form, the tested value) that replaces the ``None`` test ``node`` where only
    its truth is used (``x is not None`` -> ``x``, ``x is None`` -> ``not x``), or the conditional
    ``node`` (``x if x is not None else d`` -> ``x or d``); None elsewhere."""
    if isinstance(node, cst.IfExp):
        found = _or_default(node)
        if found is None:
            return None
        space = cst.SimpleWhitespace(" ")
        fallback = cst.BooleanOperation(
            left=found[0],
            operator=cst.Or(whitespace_before=space, whitespace_after=space),
            right=found[1],
            lpar=node.lpar,
            rpar=node.rpar,
        )
        return fallback, found[0]
    test = _none_test(node)
    if test is None or not _in_boolean_context(node, ctx):
        return None
    parent = ctx.parent(node)
    if isinstance(parent, cst.IfExp) and _or_default(parent) is not None:
        return None  # the whole conditional is the tidy-up (above)
    tested, is_none = test
    new: cst.BaseExpression = cst.UnaryOperation(operator=cst.Not(), expression=tested) if is_none else tested
    return new, tested


class NoneTestTruthiness(Operator):
    name = "NTR"
    title = "None test made a truthiness test"
    mechanism = "None check made a truthiness check"
    tier = "medium"
    node_types = (cst.Comparison, cst.IfExp)
    keywords = (
        (
            "truthiness",
            "truthy",
            "falsy",
            "none check",
            "zero",
            "empty",
            "treated as missing",
        ),
    )
    explanation = (
        "On line {{ line }} the test `{{ before }}` became `{{ after }}`: a {{ value }} that is zero or "
        "empty now counts as missing, though only None should."
    )
    examples = (
        Example(
            code("""
                def f(limit: int | None, total: int) -> int:
                    if limit is not None and total > limit:
                        return limit
                    return total
            """),
            (
                code("""
                def f(limit: int | None, total: int) -> int:
                    if limit and total > limit:
                        return limit
                    return total
            """),
            ),
        ),
        Example(
            code("""
                def f(start: int | None) -> int:
                    return 1 if start is None else start
            """),
            (
                code("""
                def f(start: int | None) -> int:
                    return start or 1
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int | None]) -> list[int]:
                    return [x for x in xs if x is not None]
            """),
            (
                code("""
                def f(xs: list[int | None]) -> list[int]:
                    return [x for x in xs if x]
            """),
            ),
        ),
        NoFire(
            code("""
                def f(x: int | None) -> bool:
                    return x is not None
            """)
        ),
        NoFire(
            code("""
                def f(x: int | None) -> int:
                    flag = x is None
                    return 1 if flag else 0
            """)
        ),
        NoFire(
            code("""
                def f(a: int, b: int | None) -> int:
                    if a + 1 is None or b == None:
                        return 0
                    return a
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        edit = _truthiness_edit(node, ctx)
        if edit is None:
            return
        new, tested = edit
        value = _text(tested)
        yield Replacement(
            node=new,
            description=f"`{ctx.code(node).strip()}` tidied to `{_text(new)}` (zero or empty counts as missing)",
            keywords=(("truthiness", "falsy", "zero", "empty", "none check", "treated as missing"), (value,)),
            facts={"value": f"`{value}`"},
        )
