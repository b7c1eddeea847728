"""The code under test inside the sandbox child: a module's text run as a fresh module.

:class:`Factory` compiles a snippet once and makes a fresh instance of its function per call
sequence (a new module namespace each time, under a time limit); code that rebinds Python's
builtins is caught (:class:`BuiltinsChanged`, the builtins put back first).
"""

from __future__ import annotations

import builtins
import sys
import types
from collections.abc import Callable
from typing import Any

from killability.call_timer import time_limit
from killability.child_guards import builtins_message, restore_builtins


class SubjectLoadError(Exception):
    pass


class BuiltinsChanged(SubjectLoadError):
    """The code rebound, added or deleted Python builtins (put back before anything else runs)."""

    def __init__(self, names: tuple[str, ...]) -> None:
        super().__init__(builtins_message(names))
        self.names = names


def load_module(source: str, name: str, path: str) -> dict[str, Any]:
    """Execute a module's text as a fresh module registered under ``name``."""
    module = types.ModuleType(name)
    module.__file__ = path
    sys.modules[name] = module
    exec(compile(source, path, "exec", dont_inherit=True), module.__dict__)  # sandboxed
    return module.__dict__


class Factory:
    """Makes fresh instances of a snippet's function (a new module namespace each time)."""

    def __init__(self, code: str, function: str, filename: str, seconds: float) -> None:
        self.function = function
        self.seconds = seconds
        try:
            self.code = compile(code, filename, "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as exc:
            raise SubjectLoadError(f"does not compile: {exc}") from None
        self()  # fail early when it does not import

    def __call__(self) -> Callable[..., Any]:
        namespace: dict[str, Any] = {"__name__": "redpen_subject", "__builtins__": builtins}
        try:
            with time_limit(self.seconds * 4, cpu=True):
                exec(self.code, namespace)  # sandboxed
        except BaseException as exc:
            changed = restore_builtins()
            if changed:
                raise BuiltinsChanged(changed) from None
            raise SubjectLoadError(f"does not import: {type(exc).__name__}: {exc}") from None
        changed = restore_builtins()
        if changed:
            raise BuiltinsChanged(changed)
        function = namespace.get(self.function)
        if not callable(function):
            raise SubjectLoadError(f"defines no function '{self.function}'")
        return function
