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

import atexit
import json
import os
import pickle
import select
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import IO, Any, ClassVar, Literal

from core.errors import RedpenError
from killability import wire
from killability.dealing import deal
from killability.pipe_frames import write_message
from killability.visible_paths import visible_paths

UNSAFE_ENV = "REDPEN_UNSAFE_SANDBOX"


class SandboxUnavailable(RedpenError):
    """The machine cannot provide the kernel sandbox."""


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


class _Supervisor:
    """One warm supervisor per slot and process (slot 0 for ordinary batches; ``run_tasks(...,
    workers=n)`` uses slots 0..n-1 at once, one thread each, so a batch spreads over the cores)."""

    _slots: ClassVar[dict[int, _Supervisor]] = {}
    _locks: ClassVar[dict[int, threading.Lock]] = {}
    _guard = threading.Lock()

    def __init__(self) -> None:
        self.owner = os.getpid()
        self.mode = _mode()
        paths, sys_path = visible_paths()
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
        self.pipes: tuple[IO[bytes], IO[bytes]] = (self.proc.stdin, self.proc.stdout)  # both set: made with PIPE
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
        for stream in self.pipes:
            try:
                stream.close()
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
        for stream in current.pipes:
            try:
                os.close(stream.fileno())
            except (OSError, ValueError):
                pass


os.register_at_fork(after_in_child=_forget_after_fork)


atexit.register(_Supervisor.reset)


def _send(fd: int, payload: bytes) -> None:
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
    with Lanes(parts, limits, readable) as lanes:
        results = deal(
            range(parts), parts, lambda lane, slot: lanes.run_blob(lane, blobs[slot], len(tasks[slot::parts]))
        )
    merged: list[TaskOutcome] = [TaskOutcome("crashed")] * len(tasks)
    for slot, outcomes in enumerate(results):
        merged[slot::parts] = outcomes
    return merged


class Lanes:
    """Warm supervisors in slots 0..count-1 for callers that deal batches to the cores themselves
    (``generator.gold_dealing``): ``run(lane, tasks)`` runs one batch in the lane's own supervisor,
    called by at most one thread per lane at a time. Entered by the calling thread, which holds the
    slots' locks until exit and starts the supervisors (each dies with the thread that started it);
    a supervisor that died mid-batch is restarted by the lane's thread and closed at exit."""

    def __init__(self, count: int, limits: Limits = Limits(), readable: Sequence[str | os.PathLike[str]] = ()) -> None:
        self.count = max(1, count)
        self.limits = limits
        self.paths = sorted({os.path.realpath(os.fspath(p)) for p in readable})
        self.locks = [_Supervisor.lock(slot) for slot in range(self.count)]
        self.supervisors: list[_Supervisor] = []
        self.restarted: set[int] = set()

    def __enter__(self) -> Lanes:
        for lock in self.locks:  # slot order, so two callers never wait on each other
            lock.acquire()
        try:
            self.supervisors = [_Supervisor.get(slot) for slot in range(self.count)]
        except BaseException:
            self._release()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        for slot in sorted(self.restarted):  # started by a lane's thread, which is ending: closed now
            _Supervisor.reset(slot)
        self._release()

    def _release(self) -> None:
        for lock in self.locks:
            lock.release()

    def run(self, lane: int, tasks: Sequence[Callable[[], Any]]) -> list[TaskOutcome]:
        if not tasks:
            return []
        return self.run_blob(lane, _pickled(list(tasks)), len(tasks))

    def run_blob(self, lane: int, blob: bytes, count: int) -> list[TaskOutcome]:
        supervisor = self.supervisors[lane]
        if _Supervisor._slots.get(lane) is not supervisor:  # reset after a failed batch
            supervisor = self.supervisors[lane] = _Supervisor.get(lane)
            self.restarted.add(lane)
        return _run_part(supervisor, blob, count, self.limits, self.paths, lane)


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
