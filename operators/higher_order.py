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

from typing import Sequence

import libcst as cst

from generator.model import Mutant

from .engine import FunctionMutator, PlannedEdit
from .registry import resolve


def _lines(edit: PlannedEdit) -> range:
    span = edit.site.span
    return range(span.start_line, span.end_line + 1)


def _nested(mutator: FunctionMutator, a: PlannedEdit, b: PlannedEdit) -> bool:
    return any(node is a.node for node in mutator.context.ancestors(b.node)) or any(
        node is b.node for node in mutator.context.ancestors(a.node))


_STATEMENTS = (cst.BaseSmallStatement, cst.If, cst.While, cst.For)


def _statement(mutator: FunctionMutator, edit: PlannedEdit) -> cst.CSTNode:
    """The simple statement holding the edit, or the compound statement whose header holds it."""
    node: cst.CSTNode = edit.node
    if isinstance(node, (cst.SimpleStatementLine, cst.If, cst.While, cst.For)):
        return node
    for ancestor in mutator.context.ancestors(node):
        if isinstance(ancestor, cst.BaseSuite):
            break
        if isinstance(ancestor, _STATEMENTS):
            return ancestor
    return node


def _header(stmt: cst.CSTNode) -> list[cst.CSTNode]:
    if isinstance(stmt, (cst.If, cst.While)):
        return [stmt.test]
    if isinstance(stmt, cst.For):
        return [stmt.target, stmt.iter]
    return [stmt]


def _defs_uses(stmt: cst.CSTNode) -> tuple[set[str], set[str]]:
    defs: set[str] = set()
    uses: set[str] = set()
    targets: list[cst.CSTNode] = []
    for part in _header(stmt):
        for node in _walk(part):
            if isinstance(node, (cst.AssignTarget,)):
                targets.append(node.target)
            elif isinstance(node, (cst.AugAssign, cst.AnnAssign)):
                targets.append(node.target)
                if isinstance(node, cst.AugAssign) and isinstance(node.target, cst.Name):
                    uses.add(node.target.value)
        if isinstance(stmt, cst.For):
            targets.append(stmt.target)
    target_ids = {id(n) for t in targets for n in _walk(t) if isinstance(n, cst.Name)}
    for part in _header(stmt):
        for node in _walk(part):
            if isinstance(node, cst.Name):
                (defs if id(node) in target_ids else uses).add(node.value)
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) \
                    and isinstance(node.func.value, cst.Name):
                defs.add(node.func.value.value)  # xs.append(...) updates xs
    return defs, uses


def _walk(node: cst.CSTNode):
    yield node
    for child in node.children:
        yield from _walk(child)


def interacting(mutator: FunctionMutator, a: PlannedEdit, b: PlannedEdit) -> bool:
    """Both edits on one def-use chain: the same statement, or one statement binds a name the other reads."""
    sa, sb = _statement(mutator, a), _statement(mutator, b)
    if sa is sb:
        return True
    defs_a, uses_a = _defs_uses(sa)
    defs_b, uses_b = _defs_uses(sb)
    return bool(defs_a & uses_b or defs_b & uses_a)


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


def enumerate_higher_order(source: str, *, function: str | None = None, operators: Sequence[str] | None = None,
                           path: str = "<seed>", limit: int | None = None) -> list[Mutant]:
    """Second-order mutants of the target function, deterministic order (pairs ``(i, j)``, ``i < j``,
    of first-order edits in source order)."""
    mutator = FunctionMutator(source, function=function, path=path)
    edits = first_order_edits(mutator, operators)
    seen: set[str] = set()
    result: list[Mutant] = []
    for i, first in enumerate(edits):
        for second in edits[i + 1:]:
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
