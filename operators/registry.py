"""Finds every operator plug-in in ``operators/families/`` (:func:`core.plugins.subclasses`) and
indexes them by name."""

from __future__ import annotations

import functools
from collections.abc import Iterable

from core.errors import UsageError
from core.plugins import subclasses
from operators import families
from operators.base import Operator


@functools.lru_cache(maxsize=1)
def _registry() -> dict[str, Operator]:
    found: dict[str, Operator] = {}
    for cls in subclasses(families, Operator):  # type: ignore[type-abstract]  # mypy takes no abstract class for type[T] (python/mypy#4717)
        if cls.name in found:
            raise RuntimeError(f"operator name {cls.name} registered twice")
        found[cls.name] = cls()
    return dict(sorted(found.items()))


def all_operators() -> list[Operator]:
    return list(_registry().values())


def names() -> list[str]:
    return list(_registry())


def get(name: str) -> Operator:
    try:
        return _registry()[name.upper()]
    except KeyError:
        raise UsageError(f"unknown operator '{name}'; known operators: {', '.join(names())}, or 'all'") from None


def resolve(requested: Iterable[str] | None) -> list[Operator]:
    """Operators for CLI values: names (any case), comma lists, or 'all'. Empty/None means all."""
    wanted: list[str] = []
    for value in requested or ():
        wanted.extend(part.strip() for part in value.split(",") if part.strip())
    if not wanted or any(w.lower() == "all" for w in wanted):
        return all_operators()
    seen: dict[str, Operator] = {}
    for w in wanted:
        op = get(w)
        seen.setdefault(op.name, op)
    return list(seen.values())
