"""The realism check: does the operator set reproduce real bugs exactly?

A real bug is a (fixed, buggy) pair of one function. It is reproduced when one first-order mutant of
``fixed`` equals ``buggy`` AST for AST (formatting and comments ignored). The fixture set lives in
``tests/fixtures/realism/pairs.py``; ``bench/bench_realism.py`` prints the figure, for all operators
and for the operator set before the real-bug operators (ASW, BRC, CSW, OBO, TDL) were added.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence

from operators.engine import enumerate_mutants

ORIGINAL_SET = ("ABS", "AOR", "CFR", "CRP", "LCR", "MDA", "ROR", "SDL", "UOI", "VMR")


def _shape(source: str) -> str:
    return ast.dump(ast.parse(source))


def reproducing_operators(fixed: str, buggy: str) -> list[str]:
    """Every operator one of whose mutants of ``fixed`` is ``buggy`` (in registry order)."""
    target = _shape(buggy)
    return sorted({"+".join(m.operators) for m in enumerate_mutants(fixed) if _shape(m.source) == target})


def reproducing_operator(fixed: str, buggy: str, operators: Sequence[str] | None = None) -> str | None:
    """The first operator (of ``operators``, default all) whose mutant of ``fixed`` is ``buggy``, or None."""
    found = [op for op in reproducing_operators(fixed, buggy) if operators is None or op in operators]
    return found[0] if found else None


def realism(
    pairs: Sequence[tuple[str, str, str]],
    operators: Sequence[str] | None = None,
    found: dict[str, list[str]] | None = None,
) -> tuple[float, dict[str, str | None]]:
    """(share reproduced, name -> reproducing operator or None). ``found`` (from
    :func:`reproducing_operators` per pair) spares enumerating again for another operator set."""
    every = found if found is not None else {name: reproducing_operators(f, b) for name, f, b in pairs}
    chosen = {
        name: next((op for op in every[name] if operators is None or op in operators), None) for name, _f, _b in pairs
    }
    return sum(1 for v in chosen.values() if v) / len(chosen), chosen
