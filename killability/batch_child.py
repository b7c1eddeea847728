"""A batch child: forked by the supervisor (``killability.zygote``) for each batch of tasks.

``spawn`` forks an intermediate process that (strict mode) enters a new PID and mount namespace and
forks the batch's init: it mounts the caller's extra read-only paths, its own ``/proc`` and a
private scratch tmpfs, unmounts the host's root, and forks the worker. The worker confines itself
(``_confine_child``: descriptors, environment, rlimits, an unprivileged user or no capabilities, the
seccomp filter), then runs the tasks and writes one result frame each (``killability.pipe_frames``)
into a pipe it holds only the write end of. Its exit status carries the worker's: ``RECYCLE`` when
its heap grew too much and a fresh child should run the rest.
"""

from __future__ import annotations

import os
import pickle
import resource
import shutil
import signal
import sys
import tempfile
from collections.abc import Mapping
from typing import Any, NoReturn

from killability import child_guards, confine, wire
from killability.pipe_frames import FRAME, READY, SETUP_FAILED, write_frame
from killability.supervisor_root import OLD_ROOT, SCRATCH, Confinement

NOBODY = 65534
RECYCLE = 75  # a batch child's exit status: "my heap grew too much, run the rest in a fresh child"

Limits = Mapping[str, Any]  # wall_seconds, memory_mb, cpu_seconds, file_mb (as sent by the parent)


def _limit(which: int, soft: int) -> None:
    try:
        _, hard = resource.getrlimit(which)
        if hard != resource.RLIM_INFINITY and soft > hard:
            soft = hard
        resource.setrlimit(which, (soft, soft))
    except (ValueError, OSError):
        pass


def _mount_private(confinement: Confinement, limits: Limits, readable: list[str]) -> None:
    """In the batch's own mount and PID namespace: the caller's extra read-only paths, its /proc,
    and a tmpfs scratch that vanishes with the namespace (nothing to clean up after a kill). The
    host's root is unmounted here: nothing run in the batch can reach it."""
    if readable:
        flags = confine.MS_BIND | confine.MS_REMOUNT | confine.MS_NOSUID | confine.MS_NODEV
        confine.mount(None, "/", None, flags)
        for path in readable:
            source = OLD_ROOT + path
            if path != "/" and os.path.exists(source):
                confine.bind(source, path)
        confine.mount(None, "/", None, flags | confine.MS_RDONLY)
    confine.umount(OLD_ROOT)
    try:
        confine.mount("proc", "/proc", "proc", confine.MS_NOSUID | confine.MS_NODEV | confine.MS_NOEXEC)
    except confine.ConfineError:
        # in a user namespace the kernel mounts a new proc only where a whole proc is already
        # visible, and the supervisor's root shows none: the batch then runs without /proc
        if not confinement.in_user_namespace:
            raise
    size = max(64, 4 * int(limits["file_mb"]))
    owner = "" if confinement.in_user_namespace else f",uid={NOBODY},gid={NOBODY}"
    confine.mount("tmpfs", SCRATCH, "tmpfs", confine.MS_NOSUID | confine.MS_NODEV, f"size={size}m,mode=0700{owner}")


def _exit_like(status: int) -> NoReturn:
    """Exit with a code that carries a waited-for child's status (signal n -> 128 + n)."""
    if os.WIFSIGNALED(status):
        os._exit(128 + os.WTERMSIG(status))
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 72)


def vm_bytes() -> int:
    """This process' address space size (0 when no proc is visible)."""
    for path in ("/proc/self/statm", f"{OLD_ROOT}/proc/self/statm"):
        try:
            with open(path, "rb") as handle:
                return int(handle.read().split()[0]) * resource.getpagesize()
        except (OSError, ValueError, IndexError):
            continue
    return 0


def _confine_child(confinement: Confinement, limits: Limits, keep_fd: int, scratch: str, blob_size: int) -> int:
    """Everything the batch's init process does to itself before running untrusted code; returns its
    address space size when it started (0 when unknown), the base its memory limit is on top of."""
    os.chdir(scratch)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.closerange(3, keep_fd)
    os.closerange(keep_fd + 1, 1 << 16)
    os.environ.clear()
    os.environ.update(
        {
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "HOME": scratch,
            "TMPDIR": scratch,
            "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
            "PYTHONDONTWRITEBYTECODE": "1",
        }
    )
    tempfile.tempdir = scratch
    sys.dont_write_bytecode = True
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM):
        signal.signal(sig, signal.SIG_DFL)
    # without /proc (a user namespace): the supervisor's size measured at start plus the task bytes
    supervisor = confinement.supervisor_vm_bytes
    base = vm_bytes() or (supervisor + 4 * blob_size if supervisor else 0)
    if base:
        _limit(resource.RLIMIT_AS, base + int(limits["memory_mb"]) * 1024 * 1024)
    _limit(resource.RLIMIT_CPU, int(limits["cpu_seconds"]))
    _limit(resource.RLIMIT_FSIZE, int(limits["file_mb"]) * 1024 * 1024)
    _limit(resource.RLIMIT_CORE, 0)
    _limit(resource.RLIMIT_NOFILE, 256)
    if confinement.strict:
        if not confinement.in_user_namespace:
            os.setgroups([])
            os.setresgid(NOBODY, NOBODY, NOBODY)
            os.setresuid(NOBODY, NOBODY, NOBODY)
            confine.prctl(confine.PR_SET_PDEATHSIG, signal.SIGKILL)  # a change of user clears it
        else:
            confine.drop_capabilities()
        confine.prctl(confine.PR_SET_DUMPABLE, 0)
        confine.install_seccomp()
    return base


def _run_child(confinement: Confinement, limits: Limits, tasks_blob: bytes, start: int, fd: int, scratch: str) -> None:
    code = 0
    try:
        base = _confine_child(confinement, limits, fd, scratch, len(tasks_blob))
        tasks = pickle.loads(tasks_blob)
        del tasks_blob
        child_guards.install_guards()
        write_frame(fd, READY, 2, b"")  # the per-task wall clock starts now
        for index in range(start, len(tasks)):
            try:
                value = tasks[index]()
                changed = child_guards.restore_builtins()  # before anything of ours runs again
                if changed:
                    payload, status = f"the code under test {child_guards.builtins_message(changed)}".encode(), 1
                else:
                    try:
                        payload, status = wire.encode(value), 0
                    except BaseException as exc:
                        payload, status = f"the result is not plain data: {exc}"[:500].encode(), 1
            except BaseException as exc:  # the child reports everything
                changed = child_guards.restore_builtins()
                if changed:
                    payload = f"the code under test {child_guards.builtins_message(changed)}".encode()
                else:
                    payload = f"{type(exc).__name__}: {exc}"[:500].encode("utf-8", "replace")
                status = 1
            write_frame(fd, index, status, payload)
            if index + 1 < len(tasks) and _grown(base, limits):
                code = RECYCLE  # memory a task freed is not always given back (fragmented arenas): the
                break  # next tasks would meet the limit early, so a fresh child runs them
    except BaseException:  # e.g. memory exhausted
        code = 70
    finally:
        sandbox_exit = getattr(sys.modules.get("killability.child_guards"), "_REAL_EXIT", os._exit)
        sandbox_exit(code)


def _grown(base: int, limits: Limits) -> bool:
    """Has this child's address space grown by more than half its memory limit since it started?"""
    now = vm_bytes()
    return bool(base and now and now - base > int(limits["memory_mb"]) * 1024 * 1024 // 2)


def _setup_failed(fd: int, exc: BaseException) -> None:
    """The batch could not confine itself: say why (one line) before exiting."""
    try:
        text = f"{type(exc).__name__}: {exc}"[:300].encode("utf-8", "replace")
        os.write(fd, FRAME.pack(READY, SETUP_FAILED, len(text)) + text)
    except BaseException:  # the exit status still tells
        pass


def spawn(
    confinement: Confinement, limits: Limits, tasks_blob: bytes, start: int, readable: list[str]
) -> tuple[int, int]:
    """Fork the batch child; returns (pid of the intermediate, read end of its result pipe)."""
    strict = confinement.strict
    read_fd, write_fd = os.pipe()
    me = os.getpid()
    pid = os.fork()
    if pid:
        os.close(write_fd)
        return pid, read_fd
    try:  # intermediate: enters the new namespaces, forks the batch's init, reports its status
        os.close(read_fd)
        confine.die_with_parent(me)
        if strict:
            confine.unshare(confine.CLONE_NEWNS | confine.CLONE_NEWPID)
        inner = os.getpid()
        scratch = SCRATCH
        if not strict:
            scratch = tempfile.mkdtemp(prefix="redpen-sandbox-")
        child = os.fork()
        if child == 0:  # the batch's init (PID 1 of its namespace in strict mode)
            try:
                confine.prctl(confine.PR_SET_PDEATHSIG, signal.SIGKILL)
                if not strict:
                    confine.die_with_parent(inner)
                else:
                    _mount_private(confinement, limits, readable)
                init = os.getpid()
                worker = os.fork()
            except BaseException as exc:
                _setup_failed(write_fd, exc)
                os._exit(71)
            if worker == 0:  # the worker: an ordinary process (PID 1 ignores signals it sends itself)
                try:
                    confine.die_with_parent(init if not strict else 0)
                    if strict:
                        confine.prctl(confine.PR_SET_PDEATHSIG, signal.SIGKILL)
                except BaseException as exc:
                    _setup_failed(write_fd, exc)
                    os._exit(71)
                _run_child(confinement, limits, tasks_blob, start, write_fd, scratch)
            os.close(write_fd)
            _, status = os.waitpid(worker, 0)
            _exit_like(status)
        os.close(write_fd)
        _, status = os.waitpid(child, 0)
        if not strict:
            shutil.rmtree(scratch, ignore_errors=True)
        _exit_like(status)
    except BaseException:  # warming is an optimisation only
        os._exit(72)
