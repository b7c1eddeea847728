"""Higher-order (hard-tier) mutants: two first-order faults on different lines of one function.

The composer plans every first-order edit, keeps those that build a valid, distinct first-order
mutant, and pairs them in plan order (``i < j``). A pair qualifies when the two edits' original line
ranges are disjoint and neither node contains the other; ``FunctionMutator.build`` applies both and
records both sites. Whether both faults are *needed* (each one alone is not enough to explain the
failures) is decided later by the killability gate, not here.

``interacting`` is the hard tier's static half: the two edits sit on one def-use chain (in the same
statement, or one edits a statement that binds a name the other's statement reads). The measured
half (the pair misbehaves on fewer valid inputs than either fault alone) is ``generator/difficulty``.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from dataclasses import dataclass

from core.model import Mutant
from core.syntax import ast_function_named
from operators.engine import FunctionMutator, PlannedEdit
from operators.registry import resolve


def _lines(edit: PlannedEdit) -> range:
    span = edit.site.span
    return range(span.start_line, span.end_line + 1)


def _nested(mutator: FunctionMutator, a: PlannedEdit, b: PlannedEdit) -> bool:
    return any(node is a.node for node in mutator.context.ancestors(b.node)) or any(
        node is b.node for node in mutator.context.ancestors(a.node)
    )


@dataclass(frozen=True)
class Chain:
    """What an edit's statement binds and reads (for :func:`interacting`)."""

    statement: tuple[int, int]  # (line, column) of the statement
    defs: frozenset[str]
    uses: frozenset[str]


def _contains(outer: tuple[int, int, int, int], inner: tuple[int, int, int, int]) -> bool:
    return (outer[0], outer[1]) <= (inner[0], inner[1]) and (inner[2], inner[3]) <= (outer[2], outer[3])


def _extent(node: ast.expr | ast.stmt) -> tuple[int, int, int, int]:
    return (node.lineno, node.col_offset, node.end_lineno or node.lineno, node.end_col_offset or 0)


def _statements(mutator: FunctionMutator) -> list[tuple[tuple[int, int, int, int], tuple[int, int, int, int], Chain]]:
    """(header extent, full extent, chain) of every statement of the target function, read with
    :mod:`ast` (a read-only analysis; libcst's tree walk costs ten times more here)."""
    cache = mutator.context.cache
    if "chains" in cache:
        cached: list[tuple[tuple[int, int, int, int], tuple[int, int, int, int], Chain]] = cache["chains"]
        return cached
    tree = ast.parse(mutator.source)
    function = ast_function_named(tree, mutator.function_name)
    assert function is not None, mutator.function_name  # the mutator parsed this very source
    found = []
    for node in ast.walk(function):
        if not isinstance(node, ast.stmt) or node is function:
            continue
        header: list[ast.expr | ast.stmt]
        if isinstance(node, (ast.If, ast.While)):
            header = [node.test]
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            header = [node.target, node.iter]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.With, ast.Try)):
            continue
        else:
            header = [node]
        defs: set[str] = set()
        uses: set[str] = set()
        for part in header:
            for sub in ast.walk(part):
                if isinstance(sub, ast.Name):
                    (uses if isinstance(sub.ctx, ast.Load) else defs).add(sub.id)
                elif isinstance(sub, ast.AugAssign) and isinstance(sub.target, ast.Name):
                    uses.add(sub.target.id)
                elif (
                    isinstance(sub, ast.Call)
                    and isinstance(sub.func, ast.Attribute)
                    and isinstance(sub.func.value, ast.Name)
                ):
                    defs.add(sub.func.value.id)  # xs.append(...) updates xs
        lines = [_extent(part) for part in header]
        head = (lines[0][0], lines[0][1], lines[-1][2], lines[-1][3])
        found.append((head, _extent(node), Chain((node.lineno, node.col_offset), frozenset(defs), frozenset(uses))))
    cache["chains"] = found
    return found


def chain(mutator: FunctionMutator, edit: PlannedEdit) -> Chain | None:
    span = edit.site.span
    target = (span.start_line, span.start_col, span.end_line, span.end_col)
    statements = _statements(mutator)
    inside = [(full, c) for head, full, c in statements if _contains(head, target)]
    if not inside:
        inside = [(full, c) for _head, full, c in statements if _contains(full, target)]
    if not inside:
        return None
    # the innermost: the smallest extent
    return min(
        inside,
        key=lambda fc: (fc[0][2] - fc[0][0], fc[0][3] - fc[0][1] if fc[0][0] == fc[0][2] else 0, -fc[0][0], -fc[0][1]),
    )[1]


def linked(a: Chain | None, b: Chain | None) -> bool:
    if a is None or b is None:
        return False
    return a.statement == b.statement or bool(a.defs & b.uses or b.defs & a.uses)


def interacting(mutator: FunctionMutator, a: PlannedEdit, b: PlannedEdit) -> bool:
    """Both edits on one def-use chain: the same statement, or one statement binds a name the other reads."""
    return linked(chain(mutator, a), chain(mutator, b))


def compatible_pair(mutator: FunctionMutator, a: PlannedEdit, b: PlannedEdit) -> bool:
    """Disjoint original lines, and neither edited node inside the other."""
    lines_a, lines_b = _lines(a), _lines(b)
    if lines_a.start <= lines_b.stop - 1 and lines_b.start <= lines_a.stop - 1:
        return False
    return a.node is not b.node and not _nested(mutator, a, b)


def first_order_edits(mutator: FunctionMutator, operators: Sequence[str] | None) -> list[PlannedEdit]:
    """Planned edits that each make a valid mutant, one per distinct mutant text, in plan order."""
    seen: set[str] = set()
    edits = []
    for edit in mutator.plan(resolve(operators)):
        mutant = mutator.build([edit])
        if mutant is None or mutant.source in seen:
            continue
        seen.add(mutant.source)
        edits.append(edit)
    return edits


def enumerate_higher_order(
    source: str,
    *,
    function: str | None = None,
    operators: Sequence[str] | None = None,
    path: str = "<seed>",
    limit: int | None = None,
) -> list[Mutant]:
    """Second-order mutants of the target function, deterministic order (pairs ``(i, j)``, ``i < j``,
    of first-order edits in source order)."""
    mutator = FunctionMutator(source, function=function, path=path)
    edits = first_order_edits(mutator, operators)
    seen: set[str] = set()
    result: list[Mutant] = []
    for i, first in enumerate(edits):
        for second in edits[i + 1 :]:
            if not compatible_pair(mutator, first, second):
                continue
            mutant = mutator.build([first, second])
            if mutant is None or mutant.source in seen:
                continue
            seen.add(mutant.source)
            result.append(mutant)
            if limit is not None and len(result) >= limit:
                return result
    return result
