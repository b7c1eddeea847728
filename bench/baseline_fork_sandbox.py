"""Baseline for bench_sandbox: the sandbox as it was before issue #17 (fork from the warm parent, an
in-process audit hook, pickled results). Kept only to measure the new one against; never used to run
untrusted code.

``run_tasks`` forks a child from this (warm) process, so hypothesis, pytest and the seed's imports
are already loaded and a child costs a few milliseconds instead of a new interpreter. The child:

* gets its own process group (the parent kills the whole group on a wall-clock overrun),
* runs in a fresh scratch directory (also HOME and TMPDIR) with an environment reduced to an
  allow-list (no tokens, keys or proxies survive),
* has resource limits: address space (parent's size + ``memory_mb``), CPU seconds, file size,
  and no new processes,
* installs an audit hook (it cannot be removed) that refuses sockets, subprocesses, exec, fork,
  signals to other processes, native-code loading, and any write/rename/delete outside scratch,
* runs the tasks one after another and streams each pickled result back over a pipe.

When the child dies (``os._exit`` is disabled, but a C-level crash or the memory limit can still kill
it) or overruns its wall clock, the task it was on gets "crashed"/"timeout" and a new child runs the
remaining tasks: one hostile input never costs the rest of the batch.
"""

from __future__ import annotations

import faulthandler
import io
import os
import pickle
import resource
import select
import shutil
import signal
import struct
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

_REAL_EXIT = os._exit
_ENV_ALLOW = ("PATH", "LANG", "LC_ALL", "TZ", "PYTHONHASHSEED")


class SandboxViolation(PermissionError):
    """Raised inside the child when code tries something the sandbox forbids."""


class CallTimeout(BaseException):
    """Raised inside the child by the per-call interval timer (a BaseException, so the usual
    ``except Exception`` in the code under test does not swallow it)."""


@dataclass(frozen=True)
class Limits:
    wall_seconds: float = 10.0  # per task, enforced by the parent (kills the process group)
    memory_mb: int = 512  # address space on top of the parent's current size
    cpu_seconds: int = 120  # whole child
    file_mb: int = 16  # largest file the child may write


@dataclass(frozen=True)
class TaskOutcome:
    status: Literal["ok", "error", "timeout", "crashed"]
    value: Any = None
    message: str = ""


# --------------------------------------------------------------------------------------------
# child side

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


def _set_limit(which: int, soft: int) -> None:
    try:
        _, hard = resource.getrlimit(which)
        if hard != resource.RLIM_INFINITY and soft > hard:
            soft = hard
        resource.setrlimit(which, (soft, soft))
    except (ValueError, OSError):
        pass


def _address_space_bytes() -> int:
    try:
        with open("/proc/self/statm", "rb") as handle:
            return int(handle.read().split()[0]) * resource.getpagesize()
    except (OSError, ValueError, IndexError):
        return 0


def _confine(scratch: str, limits: Limits) -> None:
    """Everything the child does to itself before running untrusted code."""
    global _scratch
    _scratch = os.path.realpath(scratch)
    os.chdir(_scratch)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    log = os.open(os.path.join(_scratch, "child.log"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(log, 1)
    os.dup2(log, 2)
    sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False))
    sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), write_through=True)
    sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), write_through=True)
    kept = {k: os.environ[k] for k in _ENV_ALLOW if k in os.environ}
    os.environ.clear()
    os.environ.update(kept)
    os.environ.update(
        {"HOME": _scratch, "TMPDIR": _scratch, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    )
    tempfile.tempdir = _scratch
    sys.dont_write_bytecode = True
    faulthandler.disable()  # it may hold the parent's terminal; crashes are reported by exit status
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # oversize writes raise OSError instead of killing
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM):
        signal.signal(sig, signal.SIG_DFL)
    base = _address_space_bytes()
    if base:
        _set_limit(resource.RLIMIT_AS, base + limits.memory_mb * 1024 * 1024)
    _set_limit(resource.RLIMIT_CPU, limits.cpu_seconds)
    _set_limit(resource.RLIMIT_FSIZE, limits.file_mb * 1024 * 1024)
    _set_limit(resource.RLIMIT_NPROC, 0)  # not enforced for root; the audit hook covers fork/exec
    _set_limit(resource.RLIMIT_CORE, 0)
    os._exit = _refuse_exit  # type: ignore[assignment]  # typeshed: os._exit is NoReturn; the replacement raises instead
    os.abort = _refuse_exit  # type: ignore[assignment]  # typeshed: os.abort is NoReturn; the replacement raises instead
    sys.addaudithook(_audit)


def _write_frame(fd: int, payload: bytes) -> None:
    data = struct.pack("!Q", len(payload)) + payload
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _child_main(tasks: Sequence[Callable[[], Any]], start: int, fd: int, scratch: str, limits: Limits) -> None:
    code = 0
    try:
        os.setpgid(0, 0)
        _confine(scratch, limits)
        for index in range(start, len(tasks)):
            try:
                frame: tuple[int, str, Any, str] = (index, "ok", tasks[index](), "")
            except BaseException as exc:  # the child reports everything
                frame = (index, "error", None, f"{type(exc).__name__}: {exc}"[:500])
            try:
                payload = pickle.dumps(frame, protocol=pickle.HIGHEST_PROTOCOL)
            except Exception as exc:
                payload = pickle.dumps((index, "error", None, f"result cannot be pickled: {exc}"[:500]))
            _write_frame(fd, payload)
    except BaseException as exc:  # e.g. a late timer signal, or memory exhausted
        code = 70
        try:
            sys.stderr.write(f"sandbox child failed: {type(exc).__name__}: {exc}\n")
        except BaseException:
            pass
    finally:
        _REAL_EXIT(code)


# --------------------------------------------------------------------------------------------
# parent side


class _Reader:
    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = bytearray()
        self.eof = False

    def frame(self, deadline: float) -> tuple[int, str, Any, str] | None:
        """The next frame; None on EOF or when the deadline passes (check ``eof``)."""
        while True:
            if len(self.buffer) >= 8:
                (size,) = struct.unpack("!Q", self.buffer[:8])
                if len(self.buffer) >= 8 + size:
                    payload = bytes(self.buffer[8 : 8 + size])
                    del self.buffer[: 8 + size]
                    return pickle.loads(payload)
            if self.eof:
                return None
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.fd, 1 << 20)
            if not chunk:
                self.eof = True
            self.buffer.extend(chunk)


def _describe_exit(status: int) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = str(sig)
        hint = {"SIGKILL": " (memory or wall-clock limit)", "SIGXCPU": " (CPU limit)", "SIGSEGV": " (segfault)"}
        return f"child killed by {name}{hint.get(name, '')}"
    if os.WIFEXITED(status):
        return f"child exited with status {os.WEXITSTATUS(status)}"
    return "child ended"


def _kill_group(pid: int) -> None:
    for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
        try:
            target()
        except (ProcessLookupError, PermissionError):
            pass


def run_tasks(tasks: Sequence[Callable[[], Any]], limits: Limits = Limits()) -> list[TaskOutcome]:
    """Run each zero-argument callable in a sandboxed child (one child while all goes well);
    return one outcome per task, in order. Task results must be picklable."""
    outcomes: list[TaskOutcome | None] = [None] * len(tasks)
    index = 0
    while index < len(tasks):
        scratch = tempfile.mkdtemp(prefix="redpen-sandbox-")
        read_fd, write_fd = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child never returns
            os.close(read_fd)
            _child_main(tasks, index, write_fd, scratch, limits)
        os.close(write_fd)
        try:
            os.setpgid(pid, pid)
        except OSError:
            pass
        reader = _Reader(read_fd)
        try:
            while index < len(tasks):
                frame = reader.frame(time.monotonic() + limits.wall_seconds)
                if frame is None:
                    _kill_group(pid)
                    _, status = os.waitpid(pid, 0)
                    if reader.eof:
                        outcomes[index] = TaskOutcome("crashed", message=_describe_exit(status))
                    else:
                        outcomes[index] = TaskOutcome("timeout", message=f"no result within {limits.wall_seconds:g} s")
                    pid = 0
                    index += 1
                    break
                at, status_text, value, message = frame
                outcomes[at] = TaskOutcome(status_text, value, message)  # type: ignore[arg-type]  # the status text is one of TaskOutcome's Literal statuses
                index = at + 1
        finally:
            if pid:
                _kill_group(pid)
                try:
                    os.waitpid(pid, 0)
                except ChildProcessError:
                    pass
            os.close(read_fd)
            shutil.rmtree(scratch, ignore_errors=True)
    return [o if o is not None else TaskOutcome("crashed", message="no result") for o in outcomes]


def run_task(task: Callable[[], Any], limits: Limits = Limits()) -> TaskOutcome:
    return run_tasks([task], limits)[0]


class _Timer:
    """Per-call time bound inside the child: SIGALRM raises CallTimeout, re-armed every 50 ms so a
    bare ``except:`` in the code under test cannot swallow it for good."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __enter__(self) -> _Timer:
        global _armed
        signal.signal(signal.SIGALRM, _on_alarm)
        _armed = True
        signal.setitimer(signal.ITIMER_REAL, self.seconds, 0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        global _armed
        _armed = False  # first: a signal already pending must not raise after this point
        signal.setitimer(signal.ITIMER_REAL, 0, 0)


_armed = False


def _on_alarm(_signum: int, _frame: object) -> None:
    if _armed:
        raise CallTimeout()


def time_limit(seconds: float) -> _Timer:
    """Context manager bounding the code inside (child-side; uses SIGALRM)."""
    return _Timer(seconds)
