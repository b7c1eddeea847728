"""NTR: a ``None`` test tidied into a truthiness test.

* ``x is not None`` -> ``x`` and ``x is None`` -> ``not x`` where the test decides a branch, a loop,
  a conditional expression, a comprehension filter or an ``assert`` (directly, or as an operand of
  ``and`` / ``or`` / ``not`` that does).

The tidy-up reads as the idiomatic form, and it is one: until the value can be ``0``, ``""``, an
empty collection or ``False``, which the truthiness test now treats as missing. Whether it can is
settled only by the rest of the code (the types, the docstring, what the callers pass): the
measurement keeps the mutant only where some valid input tells it apart. Real regressions of this
shape are common in code review ("`if timeout:` skips a timeout of 0").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import libcst as cst

from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_TESTED = (cst.Name, cst.Attribute, cst.Subscript, cst.Call)
_BOOLEAN_USERS = (cst.If, cst.While, cst.IfExp, cst.CompIf, cst.Assert)


def _in_boolean_context(node: cst.CSTNode, parent_of: Callable[[cst.CSTNode], cst.CSTNode | None]) -> bool:
    """Whether only the truth of ``node`` is used: it is the test of a branch, loop, conditional
    expression, filter or assert, or an operand of ``and``/``or``/``not`` that is."""
    child, parent = node, parent_of(node)
    while isinstance(parent, (cst.BooleanOperation, cst.UnaryOperation)):
        if isinstance(parent, cst.UnaryOperation) and not isinstance(parent.operator, cst.Not):
            return False
        child, parent = parent, parent_of(parent)
    return isinstance(parent, _BOOLEAN_USERS) and getattr(parent, "test", None) is child


def truthiness_edit(
    node: cst.CSTNode, parent_of: Callable[[cst.CSTNode], cst.CSTNode | None]
) -> tuple[cst.BaseExpression, str] | None:
    """(the truthiness test, the tested value's text) that replaces the ``None`` test ``node``, or
    None when ``node`` is not one in a boolean context. Shared with the PR track's safe twin of this
    edit (``generator/pr/refactors/truthiness.py``), which is kept only where it is proven."""
    if not isinstance(node, cst.Comparison) or len(node.comparisons) != 1 or node.lpar:
        return None
    target = node.comparisons[0]
    if not (isinstance(target.comparator, cst.Name) and target.comparator.value == "None"):
        return None
    if not isinstance(target.operator, (cst.Is, cst.IsNot)) or not isinstance(node.left, _TESTED):
        return None
    if not _in_boolean_context(node, parent_of):
        return None
    tested = node.left.with_changes(lpar=[], rpar=[])
    if isinstance(target.operator, cst.IsNot):
        return tested, ""
    return cst.UnaryOperation(operator=cst.Not(), expression=tested), "not "


class NoneTestTruthiness(Operator):
    name = "NTR"
    title = "None test made a truthiness test"
    mechanism = "None check made a truthiness check"
    tier = "medium"
    node_types = (cst.Comparison,)
    keywords = (
        (
            "truthiness",
            "truthy",
            "falsy",
            "is not none",
            "is none",
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
                    return 1 if not start else start
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
        edit = truthiness_edit(node, ctx.parent)
        if edit is None:
            return
        new, prefix = edit
        assert isinstance(node, cst.Comparison)
        value = ctx.code(node.left.with_changes(lpar=[], rpar=[])).strip()
        yield Replacement(
            node=new,
            description=f"`{ctx.code(node).strip()}` tidied to `{prefix}{value}` (zero or empty counts as missing)",
            keywords=(("truthiness", "falsy", "zero", "empty", "is not none", "is none", "none check"), (value,)),
            facts={"value": f"`{value}`"},
        )
