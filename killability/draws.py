"""Values drawn from a hypothesis strategy with hypothesis' own generator, without its test engine.

``@given`` runs a strategy inside hypothesis' engine: an example database, a tree of the choices
explored so far (so no input is tried twice), mutation and optimisation passes, shrinking. The
exposure measurement and the gold audit's broad check need none of it: inputs that are valid and
varied, the same ones for the same seed. Drawn here directly (``ConjectureData`` fed by a seeded
``random.Random``), an input costs about a third of what it costs through ``@given`` (measured in
``killability/exposure.py``, then in the gold audit: ``docs/architecture/seeds.md``). The values
come from the same providers with the same distributions (boundaries, the seed's own constants
under ``killability.seed_constants``), so the inputs are as broad as the engine's; what is lost is
the engine's memory of what it tried, which the callers replace by skipping repeated inputs.

Hypothesis is pinned; ``ConjectureData``, ``BuildContext`` and ``ChoiceTemplate`` are its internals.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis.control import BuildContext
from hypothesis.errors import UnsatisfiedAssumption
from hypothesis.internal.conjecture.choice import ChoiceTemplate
from hypothesis.internal.conjecture.data import ConjectureData, StopTest

MAX_CHOICES = 8192  # primitive choices one drawn input may make (hypothesis' own default budget is 8 KiB)
_REJECTED = object()


def _no_test() -> None:
    """The test a draw outside hypothesis' engine runs inside: none (``BuildContext`` only keeps it)."""


def _draw(strategy: Any, data: ConjectureData) -> Any:
    try:
        with BuildContext(data, is_final=False, wrapped_test=_no_test):
            return data.draw(strategy)
    except (StopTest, UnsatisfiedAssumption):
        return _REJECTED


def draw_once(strategy: Any, source: random.Random, *, simplest: bool = False) -> Any:
    """One value of ``strategy``, or None when the strategy rejects the draw (a filter, an
    ``assume``) or it runs out of choices. With ``simplest``: the strategy's simplest value (every
    choice its simplest: 0, "", [], the first alternative), which the engine also tries first."""
    prefix = (ChoiceTemplate("simplest", count=None),) if simplest else None
    value = _draw(strategy, ConjectureData(random=source, max_choices=MAX_CHOICES, prefix=prefix))
    return None if value is _REJECTED else value


def draw_small(strategy: Any, source: random.Random) -> Any:
    """A small value of ``strategy`` (None when rejected): a random draw cut after a random number of
    its choices, every later choice its simplest (an empty rest of a list, 0, ""), as the engine
    draws its first inputs (a random prefix "zero-extended"), so that small and edge inputs
    (``f(0, [(0, False)])``) come early rather than by chance."""
    data = ConjectureData(random=source, max_choices=MAX_CHOICES)
    if _draw(strategy, data) is _REJECTED:
        return None
    choices = data.choices
    prefix = (*choices[: source.randint(0, len(choices))], ChoiceTemplate("simplest", count=None))
    value = _draw(strategy, ConjectureData(random=source, max_choices=MAX_CHOICES, prefix=prefix))
    return None if value is _REJECTED else value
