"""Refactoring slips: the faults a PR's subtle tier prefers.

A real regression made while refactoring is rarely a stray operator: it is a tidy-up that is
*almost* equivalent. ``x is not None`` becomes ``x`` (right until the value is 0), parentheses go
when an expression is moved (``(a + b) * c`` -> ``a + b * c``). Such a hunk reads as the
refactoring it rides in, and whether it is wrong is settled only by the rest of the module (the
types, the docstring, the values the callers pass). The operators that plant them are in
:data:`SLIPS`; the same edit made where it is safe is a refactoring of its own
(``refactors/truthiness.py``), so a reader sees the tidy-up in correct PRs too.

The planner gives the modules that offer a slip site to the subtle tier first (``offers_slip``).
A unit of the subtle tier draws its changes preferring the steps whose changed lines hold a slip
site (``slip_steps``), and tries fault pairs of a slip operator first (``defect.same_mechanism_pairs``).
Every fault is still measured, searched and gated like any other; where the module offers no slip,
the unit plants what it offers.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import RedpenError
from generator.pr.module import ModuleSeed, parse_module_seed, presented_text
from generator.pr.steps import Step, changed_after_lines
from operators.engine import FunctionMutator
from operators.registry import resolve

SLIPS = ("NTR",)  # operators whose fault reads as a tidy-up gone wrong, and shows on few inputs


def slip_steps(seed: ModuleSeed, before: str, steps: Sequence[Step]) -> frozenset[str]:
    """Ids of the steps whose changed lines hold a site of a slip operator, in a gateable function
    (where a fault of :data:`SLIPS` could ride in the step's hunk)."""
    operators = resolve(SLIPS)
    gateable = set(seed.gateable)
    out = set()
    for step in steps:
        lines = changed_after_lines(before, step.after)
        if not lines:
            continue
        first, last = min(lines), max(lines)
        for function in sorted(step.owns() & gateable):
            mutator = FunctionMutator(step.after, function=function, path=seed.path)
            spans = (edit.site.span for edit in mutator.plan(operators))
            if any(first <= span.start_line and span.end_line <= last for span in spans):
                out.add(step.id)
                break
    return frozenset(out)


def offers_slip(key: str, text: str) -> bool:
    """Whether a slip operator finds a site in a gateable function of the module seed (the
    planner gives such modules to the subtle tier first). A module that is not a module seed
    offers none (its unit reports why)."""
    try:
        seed = parse_module_seed(text, key)
    except RedpenError:
        return False
    shown = presented_text(seed.source)
    operators = resolve(SLIPS)
    return any(any(True for _ in FunctionMutator(shown, function=f, path=key).plan(operators)) for f in seed.gateable)
