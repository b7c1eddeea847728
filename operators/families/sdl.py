"""SDL: statement deletion: a simple statement, or a whole guard block.

* A guard is an ``if`` (not an ``elif``, no ``else``) whose body ends in ``return``, ``raise``,
  ``continue`` or ``break``: deleting it is a *missing edge-case guard*.
* A simple statement (one per line) is deleted when the result is a plausible omission: an
  augmented assignment, a call or other expression statement, an assignment to an attribute or
  subscript, a re-assignment of a name that is bound elsewhere too (deleting the only binding would
  just raise NameError), ``continue``/``break``/``raise``/``assert``/``del``, and a ``return`` that is
  not the function's last statement. Never the docstring (the engine never offers it), never
  ``pass``/``global``/``nonlocal``/imports, and never the final ``return`` of the function: a
  function that suddenly returns ``None`` fails on the first call and is not a review-worthy defect.
* A deletion never leaves a block whose only statement is ``pass`` (careful code never holds one):
  the only statement of a block is not deleted on its own; an ``if`` (no ``elif``/``else``) whose
  body is one deletable statement is deleted as a whole instead. The deleted statement's own
  leading comment lines go with it (a kept comment would describe code that is not there).
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import function_locals
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_EXITS = (cst.Return, cst.Raise, cst.Continue, cst.Break)


def _last_small(body: cst.BaseSuite) -> cst.BaseSmallStatement | None:
    if isinstance(body, cst.SimpleStatementSuite):
        return body.body[-1] if body.body else None
    if isinstance(body, cst.IndentedBlock) and body.body:
        last = body.body[-1]
        if isinstance(last, cst.SimpleStatementLine) and last.body:
            return last.body[-1]
    return None


def is_guard(node: cst.CSTNode) -> bool:
    return isinstance(node, cst.If) and node.orelse is None and isinstance(_last_small(node.body), _EXITS)


class StatementDeletion(Operator):
    name = "SDL"
    title = "statement deletion"
    mechanism = "missing statement"
    tier = "medium"
    node_types = (cst.SimpleStatementLine, cst.If)
    keywords = ()
    explanation = (
        "{% if guard %}The check that used to stand at line {{ line }} (`{{ first_line }}`) is missing, so the "
        "edge case it handled now falls through to the general code.{% else %}The statement `{{ before_text }}` "
        "that belonged before line {{ line }} is missing, so its effect never happens.{% endif %}"
    )
    examples = (
        Example(
            code("""
                def f(xs):
                    if not xs:
                        return 0
                    return sum(xs) / len(xs)
            """),
            (
                code("""
                def f(xs):
                    return sum(xs) / len(xs)
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    out = []
                    for x in xs:
                        if x < 0:
                            continue
                        out.append(x)
                    return out
            """),
            (
                code("""
                def f(xs):
                    out = []
                    for x in xs:
                        out.append(x)
                    return out
            """),
                code("""
                def f(xs):
                    out = []
                    for x in xs:
                        if x < 0:
                            continue
                    return out
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    xs = sorted(xs)
                    xs.reverse()
                    return xs
            """),
            (
                code("""
                def f(xs):
                    xs.reverse()
                    return xs
            """),
                code("""
                def f(xs):
                    xs = sorted(xs)
                    return xs
            """),
            ),
        ),
        Example(
            code("""
                def f(xs, t):
                    total = 0
                    if t > 0:
                        total += t
                    for x in xs:
                        total += x
                    return total
            """),
            (
                code("""
                def f(xs, t):
                    total = 0
                    for x in xs:
                        total += x
                    return total
            """),
            ),
        ),
        NoFire(
            code("""
                def f(xs, t):
                    for x in xs:
                        if x > t:
                            t += x
                    return t
            """)
        ),
        NoFire('def f(x):\n    """Doc."""\n    return x\n'),
        NoFire(
            code("""
                def f(x):
                    y = x * 2
                    return y
            """)
        ),
        NoFire(
            code("""
                def f(x):
                    if x > 0:
                        return 1
                    elif x < 0:
                        return -1
                    else:
                        return 0
            """)
        ),
        NoFire(
            code("""
                def f(x):
                    if x:
                        return 1
                    else:
                        return 2
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        block = ctx.parent(node)
        if not isinstance(block, cst.IndentedBlock):
            return  # an elif, a one-line suite, or the module itself
        if len(block.body) == 1:
            return  # deleting the only statement would leave `pass` behind
        if isinstance(node, cst.If):
            if not is_guard(node):
                yield from self._conditional(node, block, ctx)
                return
            repl: cst.CSTNode | cst.RemovalSentinel = cst.RemovalSentinel.REMOVE
            first = ctx.code(node.test).strip()
            yield Replacement(
                node=repl,
                description=f"guard `if {first}:` deleted",
                keywords=(
                    (
                        "missing",
                        "no check",
                        "not checked",
                        "never checks",
                        "unchecked",
                        "forgot",
                        "omits",
                        "removed",
                        "lacks",
                        "without checking",
                    ),
                    ("edge case", "guard", "empty", "special case", "corner case", "early return", first),
                ),
                facts={"guard": True, "first_line": f"if {first}:", "before_text": ""},
                mechanism="missing edge-case guard",
            )
            return
        assert isinstance(node, cst.SimpleStatementLine)
        if len(node.body) != 1 or not _deletable(node.body[0], node, block, ctx):
            return
        text = ctx.code(node.body[0]).strip()
        yield Replacement(
            node=cst.RemovalSentinel.REMOVE,
            description=f"statement `{text}` deleted",
            keywords=(
                ("missing", "forgot", "forgets", "omits", "omitted", "never", "removed", "lacks", "skipped"),
                _statement_words(node.body[0], ctx),
            ),
            facts={"guard": False, "first_line": "", "before_text": text},
        )

    def _conditional(self, node: cst.If, block: cst.IndentedBlock, ctx: SiteContext) -> Iterable[Replacement]:
        """``if c: <one statement>`` (no elif/else) deleted whole: the conditional update is missing."""
        body = node.body
        if node.orelse is not None or not isinstance(body, cst.IndentedBlock) or len(body.body) != 1:
            return
        line = body.body[0]
        if (
            not isinstance(line, cst.SimpleStatementLine)
            or len(line.body) != 1
            or not isinstance(line.body[0], (cst.AugAssign, cst.Expr, cst.Assign))
            or not _deletable(line.body[0], line, body, ctx)
        ):
            return
        text = ctx.code(line.body[0]).strip()
        test = ctx.code(node.test).strip()
        yield Replacement(
            node=cst.RemovalSentinel.REMOVE,
            description=f"conditional statement `if {test}: {text}` deleted",
            keywords=(
                ("missing", "forgot", "forgets", "omits", "omitted", "never", "removed", "lacks", "skipped"),
                _statement_words(line.body[0], ctx),
            ),
            facts={"guard": False, "first_line": "", "before_text": f"if {test}: {text}"},
        )


def _is_terminal(line: cst.SimpleStatementLine, ctx: SiteContext) -> bool:
    """True when nothing of the function runs after ``line`` (last in its block, whose statement is
    last in its block, ... up to the function body): deleting a return there yields ``None``."""
    node: cst.CSTNode = line
    while True:
        block = ctx.parent(node)
        if not isinstance(block, cst.IndentedBlock) or block.body[-1] is not node:
            return False
        owner = ctx.parent(block)
        if owner is ctx.function:
            return True
        while owner is not None and not (
            isinstance(owner, cst.BaseCompoundStatement) and isinstance(ctx.parent(owner), cst.IndentedBlock)
        ):
            owner = ctx.parent(owner)
        if owner is None or isinstance(owner, (cst.For, cst.While)):
            return False  # inside a loop, a deleted return makes the loop go on: a real defect
        node = owner


def _deletable(
    stmt: cst.BaseSmallStatement, line: cst.SimpleStatementLine, block: cst.IndentedBlock, ctx: SiteContext
) -> bool:
    if isinstance(stmt, (cst.Pass, cst.Global, cst.Nonlocal, cst.Import, cst.ImportFrom)):
        return False
    if isinstance(stmt, cst.Return):
        return not _is_terminal(line, ctx)
    if isinstance(stmt, (cst.AugAssign, cst.Expr, cst.Continue, cst.Break, cst.Raise, cst.Assert, cst.Del)):
        return True
    if isinstance(stmt, (cst.Assign, cst.AnnAssign)):
        targets = [t.target for t in stmt.targets] if isinstance(stmt, cst.Assign) else [stmt.target]
        if isinstance(stmt, cst.AnnAssign) and stmt.value is None:
            return False
        if all(isinstance(t, (cst.Attribute, cst.Subscript)) for t in targets):
            return True
        names = [t.value for t in targets if isinstance(t, cst.Name)]
        if len(names) != len(targets):
            return False
        counts = ctx.cache.get("binding_counts")
        if counts is None:
            counts = _binding_counts(ctx)
            ctx.cache["binding_counts"] = counts
        locals_ = function_locals(ctx)
        return all(
            counts.get(n, 0) + (1 if locals_.get(n) is not None and locals_[n].is_param else 0) >= 2 for n in names
        )
    return False


def _binding_counts(ctx: SiteContext) -> dict[str, int]:
    counts: dict[str, int] = {}  # bindings that give a value (augmented assignment needs one already)

    class Counter(cst.CSTVisitor):
        def _add(self, target: cst.BaseExpression) -> None:
            if isinstance(target, cst.Name):
                counts[target.value] = counts.get(target.value, 0) + 1
            elif isinstance(target, (cst.Tuple, cst.List)):
                for element in target.elements:
                    self._add(element.value)

        def visit_Assign(self, node: cst.Assign) -> None:
            for t in node.targets:
                self._add(t.target)

        def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
            if node.value is not None:
                self._add(node.target)

        def visit_For(self, node: cst.For) -> None:
            self._add(node.target)

    ctx.function.body.visit(Counter())
    return counts


def _statement_words(stmt: cst.BaseSmallStatement, ctx: SiteContext) -> tuple[str, ...]:
    if isinstance(stmt, cst.Expr) and isinstance(stmt.value, cst.Call):
        func = stmt.value.func
        name = func.attr.value if isinstance(func, cst.Attribute) else ctx.code(func).strip()
        return (name, f"{name}()", "call")
    if isinstance(stmt, (cst.AugAssign, cst.Assign, cst.AnnAssign)):
        target = stmt.target if isinstance(stmt, (cst.AugAssign, cst.AnnAssign)) else stmt.targets[0].target
        code = ctx.code(target).strip()
        return (code, "update", "assignment", "reset")
    if isinstance(stmt, cst.Continue):
        return ("continue", "skip")
    if isinstance(stmt, cst.Break):
        return ("break", "stop", "exit the loop")
    if isinstance(stmt, cst.Raise):
        return ("raise", "raises", "exception", "error")
    if isinstance(stmt, cst.Return):
        return ("return", "returns", "early return")
    if isinstance(stmt, cst.Assert):
        return ("assert", "assertion", "validation")
    return (ctx.code(stmt).strip(),)
