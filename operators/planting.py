"""The one way to plant: the mutants of a function, first-order or higher-order pairs.

``plant`` (the command), ``redpen gate``, the harvest's gate check and the tests all come here.
The build plans its candidates edit by edit with :class:`operators.engine.FunctionMutator`, the
engine under this function.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import UsageError
from core.model import Mutant
from operators.engine import enumerate_mutants
from operators.higher_order import enumerate_higher_order

ORDERS = (1, 2)


def plant(
    source: str,
    *,
    function: str | None = None,
    operators: Sequence[str] | None = None,
    order: int = 1,
    limit: int | None = None,
    path: str = "<seed>",
) -> list[Mutant]:
    """Every distinct mutant of ``function`` (default: the first public one) of the module
    ``source``: first-order (``order=1``, source order) or second-order pairs (``order=2``); at
    most ``limit``; ``operators`` by name (None: all)."""
    if order not in ORDERS:
        raise UsageError(f"--order {order}: only 1 (first-order) and 2 (higher-order pairs) exist")
    if limit is not None and limit < 1:
        raise UsageError(f"--limit {limit}: give a positive number of mutants")
    enumerate_ = enumerate_mutants if order == 1 else enumerate_higher_order
    return enumerate_(source, function=function, operators=operators, path=path, limit=limit)
