"""Hypothesis' draws from a seed's own constants only.

Hypothesis mixes into its draws constants gathered from every local module the process has loaded
(the toolkit's own, seeds handled before in the same warm sandbox child): what it draws for a seed
would depend on which work ran before it in that child, and on the toolkit's code, so a search, an
exposure or a gold verdict could change from one build to the next. Inside :func:`seed_constants`
hypothesis uses the seed's own constants (its boundaries: ``100``, ``0.5``, ``"-"``), in a fixed
order. Hypothesis is pinned; these are its internals (``providers._get_local_constants``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from hypothesis.internal.conjecture import providers
from hypothesis.internal.constants_ast import Constants, _constants_from_source
from hypothesis.internal.floats import float_to_int


@contextlib.contextmanager
def seed_constants(source: str) -> Iterator[None]:
    """Within: hypothesis draws with the constants of ``source`` only (see the module docstring)."""
    SortedSet = providers.SortedSet  # hypothesis' own ordered set (sortedcontainers, its dependency)

    try:
        found = _constants_from_source(source, limit=True)
    except (SyntaxError, ValueError, RecursionError):
        found = Constants()
    own = Constants(
        integers=SortedSet(found.integers),
        floats=SortedSet(found.floats, key=float_to_int),
        bytes=SortedSet(found.bytes),
        strings=SortedSet(found.strings),
    )
    saved = providers._get_local_constants
    providers._get_local_constants = lambda: own
    providers.CONSTANTS_CACHE.cache.clear()
    try:
        yield
    finally:
        providers._get_local_constants = saved
        providers.CONSTANTS_CACHE.cache.clear()
