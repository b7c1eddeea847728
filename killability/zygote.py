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

The rooms: ``supervisor_root`` (the supervisor's own confinement), ``batch_runner`` (a batch as the
supervisor sees it: fork, read frames, recycle), ``batch_child`` (what a batch child does to itself
and how it runs the tasks), ``pipe_frames`` (how both pipes are framed). This module is the entry
point only: it confines and warms the supervisor, then serves batches until its parent hangs up.
"""

from __future__ import annotations

import json
import os
import pickle
import sys

from killability import confine
from killability.batch_child import vm_bytes
from killability.batch_runner import run_batch
from killability.pipe_frames import read_message, write_message
from killability.supervisor_root import Confinement, build_root


def _warm() -> None:
    """One tiny search and the text tables, so each batch child starts with hypothesis' lazily built
    machinery ready (a cold first search costs ~0.2 s, a warm one a few ms)."""
    from killability.model import Budget  # imported after sys.path is the parent's (see main)
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
    try:
        # text: hypothesis works out which characters utf-8 encodes once per process (a loop over
        # every code point, ~1 s of CPU) and caches it in a file a confined child cannot read, so
        # every batch child that drew text (the gold audit's from_type(str)) paid it again
        from hypothesis.internal.charmap import charmap, intervals_from_codec

        charmap()
        intervals_from_codec("utf-8")
    except BaseException:
        pass


def _prove_a_batch(confinement: Confinement) -> None:
    """One trivial confined batch before saying ready: a machine that lets the supervisor confine
    itself but not its batches (no proc or uid to switch to in a user namespace, a seccomp filter
    refused...) is refused in one line up front, instead of every task coming back "crashed"."""
    limits = {"wall_seconds": 30.0, "memory_mb": 256, "cpu_seconds": 30, "file_mb": 1}
    ((status, _payload, message),) = run_batch(confinement, limits, pickle.dumps([os.getpid]), 1, 1 << 16, [])
    if status != "ok":
        raise confine.ConfineError(0, f"a confined batch does not start: {message}")


def main() -> None:
    parent = int(sys.argv[1])
    control_in, control_out = 0, 1
    try:
        confine.die_with_parent(parent)
        config = json.loads(read_message(control_in))
        strict = config["mode"] == "strict"
        in_user_namespace = build_root(config) if strict else False
        sys.path[:] = config["sys_path"]
        os.chdir("/")
        from killability import gate, search  # noqa: F401 - imported once here, inherited by every batch child

        _warm()
        confinement = Confinement(strict, in_user_namespace, supervisor_vm_bytes=vm_bytes())
        _prove_a_batch(confinement)
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
            confinement,
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
