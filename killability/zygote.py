"""The sandbox supervisor: a fresh interpreter that forks one confined child per batch.

Started by ``killability.sandbox`` with ``execve`` of a fresh Python (clean environment, no
inherited descriptors but its two pipes, nothing of the parent's memory), it confines itself
once, imports and warms hypothesis/pytest, then serves batches: for each one it forks a child
that enters a new PID and mount namespace, mounts a private scratch tmpfs and ``/proc``, drops to
an unprivileged user, installs the seccomp filter and runs the tasks. Results come back as JSON
frames (``killability.wire``) over a pipe the child holds only the write end of.

Strict mode (the default) confines the supervisor in a new mount namespace whose root is a
read-only tmpfs holding only the interpreter, the virtual environment, the toolkit's packages and
a few device nodes (nothing private is visible), and in a new network namespace (no network at
all). Without root it first enters a user namespace. Unsafe mode (``--unsafe-sandbox``, trusted
seeds only) skips every kernel step but still runs a fresh interpreter with rlimits.

The supervisor dies with its parent (``PR_SET_PDEATHSIG``) and each batch child with the
supervisor; the batch's PID namespace takes every descendant with it, and its scratch is a tmpfs
that disappears with its mount namespace: a killed command leaves neither processes nor folders.
"""

from __future__ import annotations

import json
import os
import signal
import struct
import sys
import time
from typing import Any

from killability import confine

_FRAME = struct.Struct("!IBQ")  # task index, status (0 ok / 1 error), payload length
NOBODY = 65534
SCRATCH = "/scratch"
OLD_ROOT = "/.host"  # the host's root, kept by the supervisor only; every batch unmounts it
READY = 0xFFFFFFFF  # frame index: confined and tasks loaded
STARTUP_SECONDS = 60.0  # confinement and loading the tasks' modules
SETUP_FAILED = 3  # frame status: the batch could not confine itself (payload: why, one line)
# set when the supervisor runs in a user namespace (entered because it was not started as root, or
# started as root of one, as in rootless containers): there it is root of that namespace only, with
# no unprivileged uid to switch to and no proc it may mount, so each batch drops every capability
IN_USER_NAMESPACE = False
SUPERVISOR_VM_BYTES = 0  # the warm supervisor's address space, for batches that cannot read /proc
RECYCLE = 75  # a batch child's exit status: "my heap grew too much, run the rest in a fresh child"
_BASE_BYTES = 0  # the batch child's address space when it started (its memory limit is on top)


def busy_factor() -> float:
    """How much longer than on an idle machine a task may take in wall clock: the run queue per
    core (one-minute load average over the cores), between 1 and ``MAX_BUSY``. Calls are bounded in
    CPU time (``call_timer``), so a task's verdict must not turn into a wall-clock timeout only
    because other work shares the cores."""
    try:
        load = os.getloadavg()[0] / (os.cpu_count() or 1)
    except OSError:
        return 1.0
    return min(MAX_BUSY, max(1.0, load))


MAX_BUSY = 8.0


def _read_exact(fd: int, size: int) -> bytes:
    chunks = bytearray()
    while len(chunks) < size:
        chunk = os.read(fd, min(1 << 20, size - len(chunks)))
        if not chunk:
            raise EOFError
        chunks.extend(chunk)
    return bytes(chunks)


def read_message(fd: int) -> bytes:
    (size,) = struct.unpack("!Q", _read_exact(fd, 8))
    return _read_exact(fd, size)


def write_message(fd: int, payload: bytes) -> None:
    view = memoryview(struct.pack("!Q", len(payload)) + payload)
    while view:
        view = view[os.write(fd, view) :]


# ------------------------------------------------------------------------------------------------
# the supervisor's own confinement (strict mode)


def _mount_point(sources: list[str]) -> str:
    for candidate in ("/run", "/mnt", "/media", "/srv", "/tmp"):
        if os.path.isdir(candidate) and not any(s == candidate or s.startswith(candidate + "/") for s in sources):
            return candidate
    raise confine.ConfineError(0, "no directory to build the sandbox root on")


def _initial_user_namespace() -> bool:
    try:
        with open("/proc/self/uid_map", encoding="ascii") as handle:
            return handle.read().split() == ["0", "0", "4294967295"]
    except OSError:
        return True


def _build_root(config: dict[str, Any]) -> None:
    global IN_USER_NAMESPACE
    sources = sorted({os.path.realpath(p) for p in config["paths"] if os.path.exists(p)})
    IN_USER_NAMESPACE = os.geteuid() != 0 or not _initial_user_namespace()
    if os.geteuid() != 0:
        uid, gid = os.geteuid(), os.getegid()
        try:
            confine.unshare(confine.CLONE_NEWUSER)
        except confine.ConfineError as exc:
            raise confine.ConfineError(
                exc.errno, f"not root, and no user namespace for this user ({exc.strerror})"
            ) from None
        confine.write_id_maps(uid, gid)
        confine.unshare(confine.CLONE_NEWNS | confine.CLONE_NEWNET | confine.CLONE_NEWIPC | confine.CLONE_NEWUTS)
    else:
        confine.unshare(confine.CLONE_NEWNS | confine.CLONE_NEWNET | confine.CLONE_NEWIPC | confine.CLONE_NEWUTS)
    confine.mount(None, "/", None, confine.MS_REC | confine.MS_PRIVATE)
    root = _mount_point(sources)
    confine.mount("tmpfs", root, "tmpfs", confine.MS_NOSUID | confine.MS_NODEV, "size=1m,mode=0755")
    for top in ("/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin"):
        if os.path.islink(top):
            os.symlink(os.readlink(top), root + top)
        elif os.path.isdir(top):
            confine.bind(top, root + top)
    for source in sources:
        if any(source == s or source.startswith(s + "/") for s in ("/usr", "/lib", "/lib64", "/bin", "/sbin")):
            continue
        confine.bind(source, root + source)
    for device in ("null", "zero", "urandom", "random"):
        confine.bind(f"/dev/{device}", f"{root}/dev/{device}", writable=True)
    for folder in ("proc", SCRATCH.strip("/"), "etc"):
        os.makedirs(f"{root}/{folder}", exist_ok=True)
    os.makedirs(f"{root}{OLD_ROOT}", mode=0o700)
    confine.pivot_root(root, OLD_ROOT)
    # read-only per mount (not per superblock), so a batch can add its own read-only paths
    confine.mount(
        None, "/", None, confine.MS_BIND | confine.MS_REMOUNT | confine.MS_RDONLY | confine.MS_NOSUID | confine.MS_NODEV
    )


# ------------------------------------------------------------------------------------------------
# the batch child


def _limit(which: int, soft: int) -> None:
    import resource

    try:
        _, hard = resource.getrlimit(which)
        if hard != resource.RLIM_INFINITY and soft > hard:
            soft = hard
        resource.setrlimit(which, (soft, soft))
    except (ValueError, OSError):
        pass


def _mount_private(limits: dict[str, Any], readable: list[str]) -> None:
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
        if not IN_USER_NAMESPACE:
            raise
    size = max(64, 4 * int(limits["file_mb"]))
    owner = "" if IN_USER_NAMESPACE else f",uid={NOBODY},gid={NOBODY}"
    confine.mount("tmpfs", SCRATCH, "tmpfs", confine.MS_NOSUID | confine.MS_NODEV, f"size={size}m,mode=0700{owner}")


def _exit_like(status: int) -> None:
    """Exit with a code that carries a waited-for child's status (signal n -> 128 + n)."""
    if os.WIFSIGNALED(status):
        os._exit(128 + os.WTERMSIG(status))
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 72)


def vm_bytes() -> int:
    """This process' address space size (0 when no proc is visible)."""
    import resource

    for path in ("/proc/self/statm", f"{OLD_ROOT}/proc/self/statm"):
        try:
            with open(path, "rb") as handle:
                return int(handle.read().split()[0]) * resource.getpagesize()
        except (OSError, ValueError, IndexError):
            continue
    return 0


def _confine_child(strict: bool, limits: dict[str, Any], keep_fd: int, scratch: str, blob_size: int = 0) -> str:
    """Everything the batch's init process does to itself before running untrusted code."""
    import resource

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
    import tempfile

    tempfile.tempdir = scratch
    sys.dont_write_bytecode = True
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM):
        signal.signal(sig, signal.SIG_DFL)
    # without /proc (a user namespace): the supervisor's size measured at start plus the task bytes
    global _BASE_BYTES
    base = vm_bytes() or (SUPERVISOR_VM_BYTES + 4 * blob_size if SUPERVISOR_VM_BYTES else 0)
    _BASE_BYTES = base
    if base:
        _limit(resource.RLIMIT_AS, base + int(limits["memory_mb"]) * 1024 * 1024)
    _limit(resource.RLIMIT_CPU, int(limits["cpu_seconds"]))
    _limit(resource.RLIMIT_FSIZE, int(limits["file_mb"]) * 1024 * 1024)
    _limit(resource.RLIMIT_CORE, 0)
    _limit(resource.RLIMIT_NOFILE, 256)
    if strict:
        if not IN_USER_NAMESPACE:
            os.setgroups([])
            os.setresgid(NOBODY, NOBODY, NOBODY)
            os.setresuid(NOBODY, NOBODY, NOBODY)
            confine.prctl(confine.PR_SET_PDEATHSIG, signal.SIGKILL)  # a change of user clears it
        else:
            confine.drop_capabilities()
        confine.prctl(confine.PR_SET_DUMPABLE, 0)
        confine.install_seccomp()
    return scratch


def _run_child(strict: bool, limits: dict[str, Any], tasks_blob: bytes, start: int, fd: int, scratch: str) -> None:
    code = 0
    try:
        _confine_child(strict, limits, fd, scratch, len(tasks_blob))
        import pickle

        from killability import child_guards, wire

        tasks = pickle.loads(tasks_blob)
        del tasks_blob
        child_guards.install_guards()
        os.write(fd, _FRAME.pack(READY, 2, 0))  # the per-task wall clock starts now
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
            data = _FRAME.pack(index, status, len(payload)) + payload
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            if index + 1 < len(tasks) and _grown(limits):
                code = RECYCLE  # memory a task freed is not always given back (fragmented arenas): the
                break  # next tasks would meet the limit early, so a fresh child runs them
    except BaseException:  # e.g. memory exhausted
        code = 70
    finally:
        sandbox_exit = getattr(sys.modules.get("killability.child_guards"), "_REAL_EXIT", os._exit)
        sandbox_exit(code)


def _grown(limits: dict[str, Any]) -> bool:
    """Has this child's address space grown by more than half its memory limit since it started?"""
    now = vm_bytes()
    return bool(_BASE_BYTES and now and now - _BASE_BYTES > int(limits["memory_mb"]) * 1024 * 1024 // 2)


def _setup_failed(fd: int, exc: BaseException) -> None:
    """The batch could not confine itself: say why (one line) before exiting."""
    try:
        text = f"{type(exc).__name__}: {exc}"[:300].encode("utf-8", "replace")
        os.write(fd, _FRAME.pack(READY, SETUP_FAILED, len(text)) + text)
    except BaseException:  # the exit status still tells
        pass


def _spawn(strict: bool, limits: dict[str, Any], tasks_blob: bytes, start: int, readable: list[str]) -> tuple[int, int]:
    """Fork the batch child; returns (pid of the intermediate, read end of its result pipe)."""
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
            import tempfile

            scratch = tempfile.mkdtemp(prefix="redpen-sandbox-")
        child = os.fork()
        if child == 0:  # the batch's init (PID 1 of its namespace in strict mode)
            try:
                confine.prctl(confine.PR_SET_PDEATHSIG, signal.SIGKILL)
                if not strict:
                    confine.die_with_parent(inner)
                else:
                    _mount_private(limits, readable)
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
                _run_child(strict, limits, tasks_blob, start, write_fd, scratch)
            os.close(write_fd)
            _, status = os.waitpid(worker, 0)
            _exit_like(status)
        os.close(write_fd)
        _, status = os.waitpid(child, 0)
        if not strict:
            import shutil

            shutil.rmtree(scratch, ignore_errors=True)
        _exit_like(status)
    except BaseException:  # warming is an optimisation only
        os._exit(72)


class _Frames:
    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = bytearray()
        self.eof = False

    def next(self, deadline: float, expected: int, cap: int) -> tuple[int, int, bytes] | None | str:
        import select

        while True:
            if len(self.buffer) >= _FRAME.size:
                index, status, size = _FRAME.unpack(bytes(self.buffer[: _FRAME.size]))
                if (index, status, size) == (READY, 2, 0) and expected == READY:
                    del self.buffer[: _FRAME.size]
                    return index, status, b""
                if (index, status) == (READY, SETUP_FAILED) and expected == READY and size <= 300:
                    if len(self.buffer) < _FRAME.size + size and not self.eof:
                        pass  # wait for the reason
                    else:
                        reason = bytes(self.buffer[_FRAME.size : _FRAME.size + size]).decode("utf-8", "replace")
                        return f"could not confine itself: {reason}"
                if index != expected or status not in (0, 1) or size > cap:
                    return "the child sent a malformed result frame"
                if len(self.buffer) >= _FRAME.size + size:
                    payload = bytes(self.buffer[_FRAME.size : _FRAME.size + size])
                    del self.buffer[: _FRAME.size + size]
                    return index, status, payload
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


def _describe(status: int) -> str:
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
    if code > 128:
        try:
            name = signal.Signals(code - 128).name
        except ValueError:
            name = str(code - 128)
        hint = {"SIGKILL": " (memory or wall-clock limit)", "SIGXCPU": " (CPU limit)", "SIGSEGV": " (segfault)"}
        return f"child killed by {name}{hint.get(name, '')}"
    return f"child exited with status {code}"


def _reap(pid: int, grace: float) -> int:
    """Wait for the batch child (up to ``grace`` seconds when it is ending by itself), then kill it."""
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        time.sleep(0.005)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    return os.waitpid(pid, 0)[1]


def run_batch(
    strict: bool, limits: dict[str, Any], tasks_blob: bytes, count: int, cap: int, readable: list[str]
) -> list[list[Any]]:
    """[status, payload text or None, message] per task."""
    outcomes: list[list[Any] | None] = [None] * count
    index = 0
    while index < count:
        pid, fd = _spawn(strict, limits, tasks_blob, index, readable)
        frames = _Frames(fd)
        try:
            ready = frames.next(time.monotonic() + STARTUP_SECONDS, READY, cap)
            if not isinstance(ready, tuple):
                status = _reap(pid, 1.0 if frames.eof or ready else 0.0)
                pid = 0
                why = ready if isinstance(ready, str) else _describe(status) if frames.eof else "did not start"
                return [o if o is not None else ["crashed", None, f"sandbox child {why}"] for o in outcomes]
            while index < count:
                wall = float(limits["wall_seconds"]) * busy_factor()
                got = frames.next(time.monotonic() + wall, index, cap)
                if got is None or isinstance(got, str):
                    status = _reap(pid, 1.0 if frames.eof and got is None else 0.0)
                    if got is None and frames.eof and os.WIFEXITED(status) and os.WEXITSTATUS(status) == RECYCLE:
                        pid = 0  # it finished the task before this one and asked to be replaced
                        break
                    if isinstance(got, str):
                        outcomes[index] = ["crashed", None, got]
                    elif frames.eof:
                        outcomes[index] = ["crashed", None, _describe(status)]
                    else:
                        outcomes[index] = ["timeout", None, f"no result within {wall:.3g} s"]
                    pid = 0
                    index += 1
                    break
                at, status_code, payload = got
                text = payload.decode("utf-8", "replace")
                outcomes[at] = ["ok", text, ""] if status_code == 0 else ["error", None, text]
                index = at + 1
        finally:
            if pid:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                os.waitpid(pid, 0)
            os.close(fd)
    return [o if o is not None else ["crashed", None, "no result"] for o in outcomes]


def _warm() -> None:
    """One tiny search, so each batch child starts with hypothesis' lazily built machinery ready
    (a cold first search costs ~0.2 s, a warm one a few ms)."""
    from killability.model import Budget
    from killability.search import SearchSpec, differential

    code = "def f(x: int) -> int:\n    return x\n"
    spec = SearchSpec(
        code,
        "<warm>",
        "f",
        code,
        "f",
        code.replace("return x", "return x + (x == 3)"),
        "f",
        Budget(examples=10, sequence_examples=0, collect=0),
        0,
    )
    try:
        differential(spec)
    except BaseException:
        pass


def _prove_a_batch(strict: bool) -> None:
    """One trivial confined batch before saying ready: a machine that lets the supervisor confine
    itself but not its batches (no proc or uid to switch to in a user namespace, a seccomp filter
    refused...) is refused in one line up front, instead of every task coming back "crashed"."""
    import pickle

    limits = {"wall_seconds": 30.0, "memory_mb": 256, "cpu_seconds": 30, "file_mb": 1}
    ((status, _payload, message),) = run_batch(strict, limits, pickle.dumps([os.getpid]), 1, 1 << 16, [])
    if status != "ok":
        raise confine.ConfineError(0, f"a confined batch does not start: {message}")


def main() -> None:
    global SUPERVISOR_VM_BYTES
    parent = int(sys.argv[1])
    control_in, control_out = 0, 1
    try:
        confine.die_with_parent(parent)
        config = json.loads(read_message(control_in))
        strict = config["mode"] == "strict"
        if strict:
            _build_root(config)
        sys.path[:] = config["sys_path"]
        os.chdir("/")
        from killability import gate, search  # noqa: F401 - imported once here, inherited by every batch child

        _warm()
        SUPERVISOR_VM_BYTES = vm_bytes()
        _prove_a_batch(strict)
    except BaseException as exc:  # reported to the parent as one line
        write_message(control_out, json.dumps({"error": f"{type(exc).__name__}: {exc}"[:300]}).encode())
        return
    write_message(control_out, json.dumps({"ready": True}).encode())
    while True:
        try:
            header = json.loads(read_message(control_in))
            blob = read_message(control_in)
        except EOFError:
            return
        outcomes = run_batch(
            strict,
            header["limits"],
            blob,
            int(header["count"]),
            int(header["cap"]),
            [str(p) for p in header.get("readable", [])],
        )
        del blob
        write_message(control_out, json.dumps({"outcomes": outcomes}).encode())


if __name__ == "__main__":
    main()
