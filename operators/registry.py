"""Finds every operator module in this package (pyupgrade-style plug-ins) and indexes them by name."""
from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil
from typing import Iterable

import operators as _package
from generator.errors import UsageError

from .base import Operator

_INFRASTRUCTURE = {"base", "registry", "engine", "higher_order"}


@functools.lru_cache(maxsize=1)
def _registry() -> dict[str, Operator]:
    found: dict[str, Operator] = {}
    for info in sorted(pkgutil.iter_modules(_package.__path__), key=lambda i: i.name):
        if info.name.startswith("_") or info.name in _INFRASTRUCTURE:
            continue
        module = importlib.import_module(f"{_package.__name__}.{info.name}")
        for _, obj in inspect.getmembers(module, inspect.isclass):
            if issubclass(obj, Operator) and obj is not Operator and obj.__module__ == module.__name__ \
                    and not inspect.isabstract(obj):
                if obj.name in found:
                    raise RuntimeError(f"operator name {obj.name} registered twice")
                found[obj.name] = obj()
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
