"""Optional extras: an import that names the extra to install when it is missing (exit 2)."""

from __future__ import annotations

import importlib
from types import ModuleType

from core.errors import UsageError


class MissingExtra(UsageError):
    """An optional dependency of one command is not installed."""


def require(module: str, extra: str, what: str) -> ModuleType:
    """``module`` imported, or one line naming the extra that brings it (exit code 2)."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise MissingExtra(
            f"{what} needs the optional extra '{extra}' ({exc.name or module} is not installed): "
            f"pip install 'redpen[{extra}]'"
        ) from None
