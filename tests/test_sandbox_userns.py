"""The sandbox as CI may run it: not root, where the machine does (or does not) offer unprivileged
user namespaces, and as root of a user namespace (rootless containers).

Run as root (this machine), each case enters a fresh user namespace first (tests/fixtures/as_user.py)
whose uid 1000 is the caller outside, then probes the sandbox from inside: the kernel, not the audit
hook (switched off by the probes), must refuse writes outside scratch, connections and fork, keep
private files out of sight and bound memory; or the command must refuse in one line.
"""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"
AS_USER = FIXTURES / "as_user.py"


def _user_namespaces_work() -> bool:
    try:
        return subprocess.run(["unshare", "--user", "true"], capture_output=True, timeout=30, check=False).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


pytestmark = pytest.mark.skipif(os.geteuid() != 0 or not _user_namespaces_work(),
                                reason="needs root and user namespaces to play a non-root user (as non-root, "
                                       "every other sandbox test already runs this path)")


def _as(mode: str, *command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(AS_USER), mode, "--", *command], capture_output=True, text=True,
                          timeout=180, cwd="/", check=False)


@pytest.mark.parametrize("mode", ["user", "root"])
def test_in_a_user_namespace_the_kernel_confines(mode: str, tmp_path: Path) -> None:
    outside = str(FIXTURES / f"redpen-userns-{uuid.uuid4().hex}")  # a folder the batch sees (read-only)
    secret = tmp_path / "secret.txt"
    secret.write_text("private", encoding="utf-8")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.setblocking(False)
    try:
        done = _as(mode, sys.executable, str(FIXTURES / "userns_probe.py"), outside, str(secret),
                   str(listener.getsockname()[1]))
        with pytest.raises(BlockingIOError):
            listener.accept()
    finally:
        listener.close()
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "refused" not in report, report
    assert report["euid"] == (1000 if mode == "user" else 0)
    cwd, write, read, connect, fork, big, small = report["outcomes"]
    assert cwd == ["ok", "'/scratch'"]
    assert write[0] == "error" and "Read-only file system" in write[1], write
    assert not os.path.exists(outside)
    assert read[0] == "error" and "No such file" in read[1]  # not even visible
    assert connect[0] == "error" and "unreachable" in connect[1].lower(), connect  # no network at all
    assert fork[0] == "error" and "Operation not permitted" in fork[1], fork  # seccomp
    assert big[0] in ("error", "crashed") and "private" not in big[1]  # 4 GB: the memory limit holds
    assert small == ["ok", str(8 * 1024 * 1024)]


def test_without_user_namespaces_a_command_refuses_in_one_line(tmp_path: Path) -> None:
    seed = tmp_path / "seed.py"
    seed.write_text("def step(x: int) -> int:\n    return x + 1\n", encoding="utf-8")
    out = tmp_path / "out"
    done = _as("user-without-namespaces", str(Path(sys.executable).parent / "redpen"), "gate", str(seed),
               "--limit", "1", "--out", str(out))
    text = (done.stdout + done.stderr).strip()
    assert done.returncode != 0
    assert len(text.splitlines()) == 1, text
    assert "no user namespace for this user" in text and "--unsafe-sandbox" in text and "Traceback" not in text
    assert not out.exists() or not any(out.iterdir())
