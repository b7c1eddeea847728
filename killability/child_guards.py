"""Guards installed in the sandbox's batch child before it runs untrusted code.

An audit hook classifies forbidden actions (a write outside scratch, a socket, a subprocess) as
:class:`SandboxViolation` (a clear verdict; the kernel is the boundary), ``os._exit``/``os.abort``
are refused, and Python's builtins are snapshotted so :func:`restore_builtins` can put back what
untrusted code replaced, added or deleted (and say which, :func:`builtins_message`).
"""

from __future__ import annotations

import builtins
import operator
import os
import sys
from collections.abc import Sequence
from typing import Any


class SandboxViolation(PermissionError):
    """Raised inside the child when code tries something the sandbox forbids."""


# the real os._exit, taken before install_guards replaces it (the batch child exits with it)
_REAL_EXIT = os._exit

# the verdict classifier (not the boundary)

_scratch: str = ""
_in_hook = False


_FORBIDDEN_EVENTS = {
    "subprocess.Popen",
    "os.system",
    "os.exec",
    "os.posix_spawn",
    "os.spawn",
    "os.fork",
    "os.forkpty",
    "os.kill",
    "os.killpg",
    "pty.spawn",
    "ctypes.dlopen",
    "ctypes.dlsym",
    "ctypes.call_function",
    "resource.setrlimit",
    "resource.prlimit",
    "os.setuid",
    "os.chroot",
    "webbrowser.open",
    "os.startfile",
    "sys._getframe_hooks",
}


# events whose first argument is a path that gets changed
_PATH_EVENTS = {
    "os.remove",
    "os.rmdir",
    "os.mkdir",
    "os.chmod",
    "os.chown",
    "os.truncate",
    "os.utime",
    "os.chflags",
    "os.lchflags",
    "os.mkfifo",
    "os.mknod",
    "shutil.rmtree",
    "os.setxattr",
    "os.removexattr",
}


# events whose first two arguments are paths that get changed
_TWO_PATH_EVENTS = {"os.rename", "os.link", "os.symlink", "shutil.move", "shutil.copyfile", "shutil.copytree"}


_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


def _inside_scratch(path: Any) -> bool:
    if isinstance(path, int):
        return True  # an already open descriptor
    try:
        text = os.fsdecode(path)
    except TypeError:
        return False
    real = os.path.realpath(text)
    return real == _scratch or real.startswith(_scratch + os.sep) or real == os.devnull


def _audit(event: str, args: tuple[Any, ...]) -> None:
    global _in_hook
    if _in_hook:
        return
    _in_hook = True
    try:
        if event.startswith("socket.") or event in _FORBIDDEN_EVENTS:
            raise SandboxViolation(f"sandbox: {event} is not allowed")
        if event == "open":
            path, mode, flags = (tuple(args) + (None, None, 0))[:3]
            writes = (isinstance(mode, str) and any(c in mode for c in "wax+")) or bool((flags or 0) & _WRITE_FLAGS)
            if writes and not _inside_scratch(path):
                raise SandboxViolation(f"sandbox: writing {path!r} outside the scratch directory is not allowed")
        elif event in _PATH_EVENTS and args and not _inside_scratch(args[0]):
            raise SandboxViolation(f"sandbox: {event} on {args[0]!r} outside the scratch directory is not allowed")
        elif event in _TWO_PATH_EVENTS and not all(_inside_scratch(a) for a in args[:2]):
            raise SandboxViolation(f"sandbox: {event} outside the scratch directory is not allowed")
        elif event == "os.chdir" and args and not _inside_scratch(args[0]):
            raise SandboxViolation("sandbox: leaving the scratch directory is not allowed")
    finally:
        _in_hook = False


def _refuse_exit(*_args: Any, **_kwargs: Any) -> None:
    raise SandboxViolation("sandbox: os._exit/os.abort is not allowed")


# builtins as the child found them, and the few builtins the check itself needs, taken before any
# untrusted code runs (a seed that replaces ``len`` must not also fool the check)
_builtins_before: dict[str, Any] = {}


_values_before: list[Any] = []


_sorted, _tuple, _len, _all, _map, _list = sorted, tuple, len, all, map, list


_is = operator.is_


def snapshot_builtins() -> None:
    _builtins_before.clear()
    _builtins_before.update(builtins.__dict__)
    _values_before[:] = _list(_builtins_before.values())


def restore_builtins() -> tuple[str, ...]:
    """Names of Python builtins that code run since ``snapshot_builtins`` replaced, added or
    deleted, put back as they were (empty when nothing changed). A seed or mutant that rebinds
    ``builtins.len`` would otherwise change every later call in the child, the toolkit's own code
    (search, result encoding) included, and its verdict would describe that damage, not the code."""
    current = builtins.__dict__
    if not _builtins_before:
        return ()
    # fast path (identity only, in C: a replacement whose __eq__ says True cannot pass for the original)
    if (
        _len(current) == _len(_values_before)
        and _all(_map(_is, current.values(), _values_before))
        and current.keys() == _builtins_before.keys()
    ):
        return ()
    changed = [name for name, value in _builtins_before.items() if current.get(name, _restore_missing) is not value]
    added = current.keys() - _builtins_before.keys()
    if not changed and not added:
        return ()
    for name in added:
        del current[name]
    current.update(_builtins_before)
    return _tuple(_sorted({*changed, *added}))


_restore_missing = object()


def builtins_message(names: Sequence[str]) -> str:
    shown = ", ".join(f"'{n}'" for n in names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5 else "")
    return (
        f"replaces Python's builtin(s) {shown}; code that changes builtins cannot be tested (restored, not run further)"
    )


def install_guards() -> None:
    """In the batch child, before running tasks: refuse ``os._exit``/``os.abort`` and classify
    forbidden actions as ``SandboxViolation`` (a clear verdict; the kernel is the boundary), and
    take the snapshot of builtins that ``restore_builtins`` checks against."""
    global _scratch
    _scratch = os.path.realpath(os.getcwd())
    snapshot_builtins()
    os._exit = _refuse_exit  # type: ignore[assignment]  # typeshed: os._exit is NoReturn; the replacement raises instead
    os.abort = _refuse_exit  # type: ignore[assignment]  # typeshed: os.abort is NoReturn; the replacement raises instead
    sys.addaudithook(_audit)
