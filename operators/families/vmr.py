"""VMR: variable misuse: a read of one local replaced by another in-scope local of compatible use.

Candidates are the function's parameters and assigned locals (libcst's ScopeProvider confirms that a
read resolves to the function scope, so comprehension variables and globals are left alone).
Never an assignment target. Two locals are compatible when both are annotated with the same
annotation, or, when at least one is not annotated, when they play the same role in the function
(both loop indices, both numbers/accumulators, both sequences, both loop items). The replacement must
already be bound at the read (a parameter, or first bound on an earlier line), and at most
``MAX_PER_READ`` alternatives (the nearest bindings first) are offered per read.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst
from libcst.metadata import FunctionScope

from operators._analysis import Local, function_locals, target_name_ids
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

MAX_PER_READ = 2


def compatible(a: Local, b: Local) -> bool:
    if a.annotation is not None and b.annotation is not None:
        return a.annotation.replace(" ", "") == b.annotation.replace(" ", "")
    return bool(a.roles & b.roles)


def _grid(row: str, column: str) -> str:
    """An example summing a square grid, reading ``grid[row][column]``."""
    return code(f"""
        def f(grid):
            t = 0
            for i in range(len(grid)):
                for j in range(len(grid)):
                    t += grid[{row}][{column}]
            return t
    """)


def _span(body: str) -> str:
    """An example returning ``body`` from two same-typed bounds (and a parameter of another type)."""
    return code(f"""
        def f(lo: int, hi: int, name: str) -> int:
            return {body}
    """)


# a variable called like this would be "named" by any explanation at all: not a keyword group
GENERIC_WORDS = frozenset({"code", "bug", "the", "function", "error", "wrong", "issue", "line"})


class VariableMisuse(Operator):
    name = "VMR"
    title = "variable misuse"
    mechanism = "wrong variable"
    tier = "medium"
    node_types = (cst.Name,)
    keywords = (
        (
            "wrong variable",
            "instead of",
            "mixed up",
            "confuses",
            "confused",
            "swapped",
            "should be",
            "should use",
            "wrong index",
            "wrong name",
        ),
    )
    explanation = (
        "On line {{ line }} the code reads `{{ after }}` where it needs `{{ before }}`; the two have the same kind "
        "of value, so the mistake only shows when they differ."
    )
    examples = (
        Example(_grid("i", "j"), (_grid("i", "i"), _grid("j", "j"))),
        Example(_span("hi - lo"), (_span("lo - lo"), _span("hi - hi"))),
        NoFire(
            code("""
                def f(xs, key):
                    return len(xs)
            """)
        ),
        NoFire(
            code("""
                def f(a: int, b: str) -> str:
                    return b * a
            """)
        ),
        NoFire(
            code("""
                def f(xs):
                    return [x for x in xs]
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        assert isinstance(node, cst.Name)
        if id(node) in target_name_ids(ctx):
            return
        locals_ = function_locals(ctx)
        local = locals_.get(node.value)
        if local is None:
            return
        parent = ctx.parent(node)
        if (
            isinstance(parent, cst.Attribute)
            and parent.attr is node
            or isinstance(parent, (cst.Arg, cst.Param))
            and getattr(parent, "keyword", None) is node
            or isinstance(parent, (cst.FunctionDef, cst.Param))
        ):
            return
        scope = ctx.scope(node)
        if not isinstance(scope, FunctionScope) or node.value not in scope:
            return
        line = ctx.position(node).start.line
        choices = [
            other
            for other in locals_.values()
            if other.name != local.name
            and compatible(local, other)
            and (other.is_param or other.first_line < line)
            and other.name in scope
        ]
        choices.sort(key=lambda o: (-o.first_line if not o.is_param else 1, o.name))
        for other in choices[:MAX_PER_READ]:
            yield Replacement(
                node=node.with_changes(value=other.name),
                description=f"reads `{other.name}` instead of `{local.name}`",
                keywords=tuple((name,) for name in (local.name, other.name) if name not in GENERIC_WORDS),
            )
