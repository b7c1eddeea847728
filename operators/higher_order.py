"""Higher-order (hard-tier) mutants: two first-order faults on different lines of one function.

The composer plans every first-order edit, keeps those that build a valid, distinct first-order
mutant, and pairs them in plan order (``i < j``). A pair qualifies when the two edits' original line
ranges are disjoint and neither node contains the other; ``FunctionMutator.build`` applies both and
records both sites. Whether both faults are *needed* (each one alone is not enough to explain the
failures) is decided later by the killability gate, not here.
"""
from __future__ import annotations

from typing import Sequence

from generator.model import Mutant

from .engine import FunctionMutator, PlannedEdit
from .registry import resolve


def _lines(edit: PlannedEdit) -> range:
    span = edit.site.span
    return range(span.start_line, span.end_line + 1)


def _nested(mutator: FunctionMutator, a: PlannedEdit, b: PlannedEdit) -> bool:
    return any(node is a.node for node in mutator.context.ancestors(b.node)) or any(
        node is b.node for node in mutator.context.ancestors(a.node))


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
