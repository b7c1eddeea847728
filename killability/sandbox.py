"""The sandbox: untrusted code runs in a child the kernel confines; only JSON comes back.

``run_tasks`` hands a batch of picklable zero-argument callables to a supervisor
(``killability.zygote``): a fresh interpreter started once per process with ``execve`` (clean
environment, only its two pipes, nothing of this process' memory), confined by the kernel and
warmed (hypothesis and pytest imported), which forks one confined child per batch. That child has
its own PID namespace (every descendant dies with it), no network (a new network namespace), a
read-only view of the interpreter, the virtual environment and the toolkit's packages only, a
private tmpfs scratch (also HOME and TMPDIR) that vanishes with it, the unprivileged user
``nobody`` (or no capabilities inside a user namespace), a seccomp filter refusing process
creation and exec, rlimits (address space, CPU, file size, descriptors). Results come back as
JSON frames checked against a schema (``killability.wire``): nothing the child sends is executed.

When the child dies or overruns its wall clock, the task it was on gets "crashed"/"timeout" and a
new child runs the rest: one hostile input never costs the rest of the batch. An audit hook still
runs in the child, but only to give accidents (a write outside scratch, a socket, a subprocess) a
clear verdict; the boundary is the kernel's.

Where the kernel cannot provide this (no namespaces, no seccomp) ``run_tasks`` refuses with one
line (``SandboxUnavailable``); ``use_unsafe_sandbox()`` (``--unsafe-sandbox``) runs trusted seeds in
the same supervisor without the kernel steps.
"""

from __future__ import annotations

import _signal  # the C functions behind ``signal``: no enum conversion on every per-call timer
import atexit
import builtins
import json
import math
import operator
import os
import pickle
import select
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, ClassVar, Literal

from core.errors import RedpenError
from killability import wire

_REAL_EXIT = os._exit
UNSAFE_ENV = "REDPEN_UNSAFE_SANDBOX"


class SandboxViolation(PermissionError):
    """Raised inside the child when code tries something the sandbox forbids."""


class SandboxUnavailable(RedpenError):
    """The machine cannot provide the kernel sandbox."""


class CallTimeout(BaseException):
    """Raised inside the child by the per-call interval timer (a BaseException, so the usual
    ``except Exception`` in the code under test does not swallow it)."""


@dataclass(frozen=True)
class Limits:
    wall_seconds: float = 10.0  # per task, enforced by the supervisor (kills the batch's namespace)
    memory_mb: int = 512  # address space on top of the child's starting size
    cpu_seconds: int = 120  # whole child
    file_mb: int = 16  # largest file the child may write


@dataclass(frozen=True)
class TaskOutcome:
    status: Literal["ok", "error", "timeout", "crashed"]
    value: Any = None
    message: str = ""


# --------------------------------------------------------------------------------------------
# child side: the verdict classifier (not the boundary)

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
    os._exit = _refuse_exit  # type: ignore[assignment]
    os.abort = _refuse_exit  # type: ignore[assignment]
    sys.addaudithook(_audit)


# --------------------------------------------------------------------------------------------
# parent side: the supervisor

_CAP = wire.MAX_BYTES + 1024


def use_unsafe_sandbox(enabled: bool = True) -> None:
    """Run untrusted code without the kernel steps (trusted seeds only; ``--unsafe-sandbox``).
    Inherited by worker processes through the environment."""
    if enabled:
        os.environ[UNSAFE_ENV] = "1"
    else:
        os.environ.pop(UNSAFE_ENV, None)
    _Supervisor.reset()


def _mode() -> str:
    return "unsafe" if os.environ.get(UNSAFE_ENV) == "1" else "strict"


# folders never shown whole to the sandbox, even when they are on the import path
_SHARED_DIRS = frozenset(
    {
        "/",
        "/tmp",
        "/var/tmp",
        "/dev/shm",
        "/root",
        "/home",
        "/etc",
        "/var",
        "/run",
        "/proc",
        "/sys",
        "/dev",
        "/mnt",
        "/media",
        "/srv",
        "/opt",
        "/work",
    }
)


def _visible_paths() -> tuple[list[str], list[str]]:
    """(directories the sandbox may read, its sys.path): the interpreter, the virtual environment,
    the toolkit's packages and the import path, never the working directory or anything above it."""
    cwd = os.path.realpath(os.getcwd())
    home = os.path.realpath(os.path.expanduser("~"))

    def allowed(path: str) -> bool:
        real = os.path.realpath(path)
        if not os.path.isdir(real) or real in _SHARED_DIRS:
            return False
        return not (cwd == real or cwd.startswith(real + "/") or home == real or home.startswith(real + "/"))

    paths = [p for p in {sys.base_prefix, sys.prefix, sys.exec_prefix, sys.base_exec_prefix} if allowed(p)]
    # a prefix above the working directory (e.g. a virtual environment inside it is fine, the
    # project root is not): fall back to the library folders
    for prefix in (sys.prefix, sys.base_prefix):
        if not allowed(prefix):
            paths += [p for p in (os.path.join(prefix, "lib"), os.path.join(prefix, "bin")) if allowed(p)]
    sys_path = [p for p in sys.path if p and allowed(p)]
    paths += sys_path
    for name in ("core", "generator", "killability", "operators", "scoring"):
        module = sys.modules.get(name)
        for location in getattr(module, "__path__", []) or []:
            if allowed(location):
                paths.append(location)
    return sorted(set(paths)), sys_path


class _Supervisor:
    """One warm supervisor per slot and process (slot 0 for ordinary batches; ``run_tasks(...,
    workers=n)`` uses slots 0..n-1 at once, one thread each, so a batch spreads over the cores)."""

    _slots: ClassVar[dict[int, _Supervisor]] = {}
    _locks: ClassVar[dict[int, threading.Lock]] = {}
    _guard = threading.Lock()

    def __init__(self) -> None:
        self.owner = os.getpid()
        self.mode = _mode()
        paths, sys_path = _visible_paths()
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-s", "-m", "killability.zygote", str(os.getpid())],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            env=env,
            cwd="/",
            start_new_session=True,
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.to_child = self.proc.stdin.fileno()
        self.from_child = self.proc.stdout.fileno()
        self.ready = False
        try:
            _send(self.to_child, json.dumps({"mode": self.mode, "paths": paths, "sys_path": sys_path}).encode())
        except OSError:  # it died at once (e.g. the toolkit is not importable from a clean environment)
            self.close()
            raise SandboxUnavailable(
                f"sandbox: the supervisor ({sys.executable} -m killability.zygote) did not "
                f"start; check that redpen is installed in this interpreter's environment"
            ) from None

    def wait_ready(self) -> None:
        """The supervisor's answer to its start (kept apart from ``__init__`` so several can warm up
        at once; PR_SET_PDEATHSIG ties each to the thread that started it, so they are started by
        the calling thread and only waited for in workers)."""
        if self.ready:
            return
        answer = _receive(self.from_child, time.monotonic() + 120)
        if answer is None:
            self.close()
            raise SandboxUnavailable(
                "sandbox: the supervisor did not start (run with --unsafe-sandbox only for trusted seeds)"
            )
        message = json.loads(answer)
        if "error" in message:
            self.close()
            raise SandboxUnavailable(
                f"sandbox: this machine cannot confine untrusted code ({message['error']}); "
                f"run as root or enable user namespaces, or pass --unsafe-sandbox for trusted "
                f"seeds only"
            )
        self.ready = True

    def close(self) -> None:
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()  # type: ignore[union-attr]
            except OSError:
                pass
        try:
            self.proc.kill()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass

    def run(self, blob: bytes, count: int, limits: Limits, readable: Sequence[str]) -> list[list[Any]]:
        self.wait_ready()
        header = {"limits": asdict(limits), "count": count, "cap": _CAP, "readable": list(readable)}
        _send(self.to_child, json.dumps(header).encode())
        _send(self.to_child, blob)
        # every task may use its whole wall clock, plus restarts
        answer = _receive(self.from_child, time.monotonic() + count * (limits.wall_seconds + 65) + 30)
        if answer is None:
            raise EOFError("the sandbox supervisor stopped answering")
        outcomes = json.loads(answer)["outcomes"]
        if not isinstance(outcomes, list) or len(outcomes) != count:
            raise EOFError("the sandbox supervisor sent a malformed answer")
        return outcomes

    @classmethod
    def lock(cls, slot: int = 0) -> threading.Lock:
        with cls._guard:
            return cls._locks.setdefault(slot, threading.Lock())

    @classmethod
    def get(cls, slot: int = 0) -> _Supervisor:
        """The slot's supervisor (started when missing, dead, of another process or mode; perhaps
        still warming up: ``run`` waits); the caller holds ``lock(slot)``."""
        current = cls._slots.get(slot)
        if current is not None and (
            current.owner != os.getpid() or current.mode != _mode() or current.proc.poll() is not None
        ):
            if current.owner == os.getpid():
                current.close()
            cls._slots.pop(slot, None)
            current = None
        if current is None:
            current = cls._slots[slot] = _Supervisor()
        return current

    @classmethod
    def reset(cls, slot: int | None = None) -> None:
        """Close the slot's supervisor (every slot's when ``slot`` is None)."""
        for number in [slot] if slot is not None else list(cls._slots):
            current = cls._slots.pop(number, None)
            if current is not None and current.owner == os.getpid():
                current.close()


def _forget_after_fork() -> None:
    """A forked child (e.g. a pool worker) starts its own supervisor; it drops the inherited
    pipes so the parent's supervisor still sees end-of-file when the parent goes."""
    inherited = list(_Supervisor._slots.values())
    _Supervisor._slots = {}
    _Supervisor._locks = {}
    _Supervisor._guard = threading.Lock()
    for current in inherited:
        for stream in (current.proc.stdin, current.proc.stdout):
            try:
                os.close(stream.fileno())  # type: ignore[union-attr]
            except (OSError, ValueError):
                pass


os.register_at_fork(after_in_child=_forget_after_fork)
atexit.register(_Supervisor.reset)


def _send(fd: int, payload: bytes) -> None:
    from killability.zygote import write_message

    write_message(fd, payload)


def _receive(fd: int, deadline: float) -> bytes | None:
    buffer = bytearray()
    need = 8
    size = -1
    while len(buffer) < need:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return None
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            return None
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return None
        buffer.extend(chunk)
        if size < 0 and len(buffer) >= 8:
            size = int.from_bytes(buffer[:8], "big")
            need = 8 + size
    return bytes(buffer[8:need])


def bind_to_parent() -> None:
    """Pool-worker initializer: the worker dies when the process that made the pool dies (a
    killed command leaves no worker behind)."""
    from killability import confine

    try:
        confine.die_with_parent(os.getppid())
    except OSError:
        pass


def _outcome(raw: Any) -> TaskOutcome:
    status, payload, message = raw
    if status != "ok":
        if status not in ("error", "timeout", "crashed"):
            return TaskOutcome("crashed", message="the sandbox sent an unknown status")
        return TaskOutcome(status, message=str(message)[:500])
    try:
        return TaskOutcome("ok", wire.decode(str(payload).encode("utf-8")))
    except (wire.WireError, TypeError, ValueError) as exc:
        return TaskOutcome("error", message=f"result refused: {exc}"[:500])


def run_tasks(
    tasks: Sequence[Callable[[], Any]],
    limits: Limits = Limits(),
    *,
    readable: Sequence[str | os.PathLike[str]] = (),
    workers: int = 1,
) -> list[TaskOutcome]:
    """Run each zero-argument callable in a confined child (one child while all goes well);
    return one outcome per task, in order. Tasks must be picklable (module-level functions,
    ``functools.partial`` of them); results must be plain data (``killability.wire``).
    ``readable``: extra files or folders this batch may read (shown read-only at the same path).
    ``workers``: split the batch into that many interleaved parts, each run by its own warm
    supervisor at the same time (one per core; each part is still one confined child)."""
    if not tasks:
        return []
    paths = sorted({os.path.realpath(os.fspath(p)) for p in readable})
    parts = max(1, min(workers, len(tasks)))
    blobs = [_pickled(list(tasks[slot::parts])) for slot in range(parts)]
    if parts == 1:
        with _Supervisor.lock(0):
            return _run_part(_Supervisor.get(0), blobs[0], len(tasks), limits, paths, 0)
    locks = [_Supervisor.lock(slot) for slot in range(parts)]
    for lock in locks:  # slot order, so two callers never wait on each other
        lock.acquire()
    try:
        # started here, by this (calling) thread: each supervisor dies with the thread that started it
        supervisors = [_Supervisor.get(slot) for slot in range(parts)]
        results: list[list[TaskOutcome]] = [[] for _ in range(parts)]
        errors: list[BaseException] = []

        def work(slot: int) -> None:
            try:
                results[slot] = _run_part(supervisors[slot], blobs[slot], len(tasks[slot::parts]), limits, paths, slot)
            except BaseException as exc:  # re-raised in the calling thread
                errors.append(exc)

        threads = [threading.Thread(target=work, args=(slot,), daemon=True) for slot in range(parts)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        for lock in locks:
            lock.release()
    if errors:
        raise errors[0]
    merged: list[TaskOutcome] = [TaskOutcome("crashed")] * len(tasks)
    for slot, outcomes in enumerate(results):
        merged[slot::parts] = outcomes
    return merged


def _pickled(tasks: list[Callable[[], Any]]) -> bytes:
    try:
        return pickle.dumps(tasks, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, AttributeError, TypeError) as exc:
        raise TypeError(
            f"sandbox tasks must be picklable (module-level functions or functools.partial of them): {exc}"
        ) from None


def _run_part(
    supervisor: _Supervisor, blob: bytes, count: int, limits: Limits, paths: list[str], slot: int
) -> list[TaskOutcome]:
    """One batch on one supervisor (the caller holds the slot's lock)."""
    try:
        raws = supervisor.run(blob, count, limits, paths)
    except (EOFError, OSError, ValueError) as exc:
        _Supervisor.reset(slot)
        return [TaskOutcome("crashed", message=f"sandbox: {exc}"[:300]) for _ in range(count)]
    return [_outcome(raw) for raw in raws]


def run_task(task: Callable[[], Any], limits: Limits = Limits()) -> TaskOutcome:
    return run_tasks([task], limits)[0]


class _Timer:
    """Per-call time bound inside the child, raising CallTimeout. Wall clock (SIGALRM), or with
    ``cpu`` this process' CPU time (SIGPROF) plus a wall-clock backstop (``WALL_BACKSTOP`` times
    the bound, at least one second more) for code that waits rather than computes. The timers re-arm
    every 50 ms so a bare ``except:`` in the code under test cannot swallow the timeout for good. The
    handler raises only once one of this timer's own deadlines has passed: a signal of an earlier
    timer still pending when a new one is armed must not end the new call (nor hit the code between
    the two, outside any ``with``)."""

    def __init__(self, seconds: float, cpu: bool = False) -> None:
        self.seconds = seconds
        self.cpu = cpu

    def __enter__(self) -> _Timer:
        global _armed, _cpu_deadline, _wall_deadline
        for number in (_signal.SIGALRM, _signal.SIGPROF) if self.cpu else (_signal.SIGALRM,):
            if _signal.getsignal(number) is not _on_alarm:  # (re)installed when code under test replaced it
                _signal.signal(number, _on_alarm)
        wall = max(self.seconds * WALL_BACKSTOP, self.seconds + 1.0) if self.cpu else self.seconds
        _cpu_deadline = time.process_time() + self.seconds if self.cpu else math.inf
        _wall_deadline = time.monotonic() + wall
        _armed = True
        if self.cpu:
            _signal.setitimer(_signal.ITIMER_PROF, self.seconds, 0.05)
        _signal.setitimer(_signal.ITIMER_REAL, wall, 0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        global _armed
        _armed = False  # first: a signal already pending must not raise after this point
        _signal.setitimer(_signal.ITIMER_REAL, 0, 0)
        if self.cpu:
            _signal.setitimer(_signal.ITIMER_PROF, 0, 0)


WALL_BACKSTOP = 20.0  # a CPU-bounded call may wait this many times its bound in wall clock
_armed = False
_cpu_deadline = math.inf
_wall_deadline = 0.0
_EARLY = 0.02  # a timer signal may come a little before the clock read here says it is due


def _on_alarm(_signum: int, frame: Any) -> None:
    # never in __exit__ itself: raised there, the exception would skip the disarming, and the timer
    # would go on firing into whatever code runs next
    if (
        _armed
        and (time.process_time() >= _cpu_deadline - _EARLY or time.monotonic() >= _wall_deadline - _EARLY)
        and (frame is None or frame.f_code is not _EXIT_CODE)
    ):
        raise CallTimeout()


_EXIT_CODE = _Timer.__exit__.__code__


def time_limit(seconds: float, *, cpu: bool = False) -> _Timer:
    """Context manager bounding the code inside (child-side): ``seconds`` of wall clock, or of
    CPU time with ``cpu`` (a verdict that must not depend on how busy the machine is; a wall-clock
    backstop still ends a call that sleeps or blocks)."""
    return _Timer(seconds, cpu)
