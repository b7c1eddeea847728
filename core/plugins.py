"""The one plug-in discovery: every public module of a plug-in folder, found automatically.

Operators (``operators/families/``), rewrites (``generator/disguise/rewrites/families/``), PR
refactorings (``generator/pr/refactors/``) and commands (``generator/cli/commands/``) each live in a
folder of their own, so everything found there is a
plug-in: no deny list. Modules are imported in name order; a name starting with ``_`` is private.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from types import ModuleType
from typing import TypeVar

T = TypeVar("T")


def modules(package: ModuleType) -> list[ModuleType]:
    """Every public module of ``package``'s folder, in name order."""
    names = sorted(info.name for info in pkgutil.iter_modules(package.__path__) if not info.name.startswith("_"))
    return [importlib.import_module(f"{package.__name__}.{name}") for name in names]


def subclasses(package: ModuleType, base: type[T]) -> list[type[T]]:
    """The concrete subclasses of ``base`` defined in the plug-in modules of ``package``, in module
    order, then definition order."""
    return [
        obj
        for module in modules(package)
        for obj in vars(module).values()  # definition order
        if isinstance(obj, type)
        and issubclass(obj, base)
        and obj is not base
        and obj.__module__ == module.__name__
        and not inspect.isabstract(obj)
    ]
