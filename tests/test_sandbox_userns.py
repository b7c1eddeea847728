"""The sandbox as CI may run it: not root, where the machine does (or does not) offer unprivileged
user namespaces, and as root of a user namespace (rootless containers).

Run as root (this machine), the ``user`` and ``root`` cases enter a fresh user namespace first
(tests/fixtures/as_user.py) whose uid 1000 is the caller outside; the ``host-user`` case is the real
thing: ``setpriv`` drops to uid 1000 of the host itself (no capability at all, no namespace entered
for it), so redpen enters its own user namespace as an unprivileged user would. That user may not
read this checkout nor its virtual environment (their parent may be a mode-700 home folder or
``mktemp -d``), so that case runs a system interpreter everyone can read on a copy, in a folder
everyone can read, of what it needs: the probe and the toolkit packages the sandbox imports. Each probes the sandbox from inside: the kernel, not the audit hook
(switched off by the probes), must refuse writes outside scratch, connections and fork, keep private
files out of sight and bound memory; or the command must refuse in one line.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from dist_copy import closure, place

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
AS_USER = FIXTURES / "as_user.py"
PROBE = FIXTURES / "userns_probe.py"


def _user_namespaces_work() -> bool:
    try:
        return (
            subprocess.run(["unshare", "--user", "true"], capture_output=True, timeout=30, check=False).returncode == 0
        )
    except (OSError, subprocess.SubprocessError):
        return False


pytestmark = pytest.mark.skipif(
    os.geteuid() != 0 or not _user_namespaces_work(),
    reason="needs root and user namespaces to play a non-root user (as non-root, "
    "every other sandbox test already runs this path)",
)


HOST_UID = 1000
SYSTEM_PYTHON = Path("/usr/bin/python3")


# what the sandbox's supervisor and batch children import besides the standard library (the
# host-user case checks it: an import missing from the copy fails it): toolkit packages, and the
# distributions the supervisor warms (with what they require)
HOST_PACKAGES = ("core", "killability", "operators")
HOST_DISTRIBUTIONS = ["hypothesis", "pytest"]


@pytest.fixture(scope="module")
def host_copy() -> Iterator[tuple[str, Path]]:
    """(an interpreter an unprivileged host user can run, the probe's copy): a virtual environment
    of the system Python (same minor version) whose .pth adds a copy of the toolkit packages, and a
    copy of the probe, all in a folder every user may read (mode 755, files 644)."""
    if not shutil.which("setpriv") or not SYSTEM_PYTHON.exists():
        pytest.skip("needs setpriv and /usr/bin/python3 to run as an unprivileged host user")
    version = subprocess.run(
        [str(SYSTEM_PYTHON), "-c", "import sys; print(sys.version_info[:2])"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    if version != str(sys.version_info[:2]):
        pytest.skip(f"the system Python is {version}, not {sys.version_info[:2]}")
    folder = Path(tempfile.mkdtemp(prefix="redpen-host-user-"))
    try:
        os.chmod(folder, 0o755)
        subprocess.run(
            [str(SYSTEM_PYTHON), "-m", "venv", "--without-pip", f"{folder}/venv"],
            check=True,
            capture_output=True,
            timeout=120,
        )
        site = subprocess.run(
            [f"{folder}/venv/bin/python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for name in HOST_PACKAGES:
            shutil.copytree(ROOT / name, folder / "toolkit" / name, ignore=shutil.ignore_patterns("__pycache__"))
        place(closure(HOST_DISTRIBUTIONS), folder / "toolkit", link=False)
        Path(site, "redpen_toolkit.pth").write_text(f"{folder / 'toolkit'}\n", encoding="utf-8")
        (folder / "probe").mkdir()
        shutil.copy(FIXTURES / "userns_probe.py", folder / "probe" / "userns_probe.py")
        subprocess.run(["chmod", "-R", "u=rwX,go=rX", str(folder)], check=True)
        yield f"{folder}/venv/bin/python", folder / "probe" / "userns_probe.py"
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _as(mode: str, *command: str) -> subprocess.CompletedProcess[str]:
    if mode == "host-user":
        return subprocess.run(
            ["setpriv", f"--reuid={HOST_UID}", f"--regid={HOST_UID}", "--clear-groups", *command],
            capture_output=True,
            text=True,
            timeout=180,
            cwd="/",
            check=False,
            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": "/nonexistent", "LANG": "C.UTF-8"},
        )
    return subprocess.run(
        [sys.executable, str(AS_USER), mode, "--", *command],
        capture_output=True,
        text=True,
        timeout=180,
        cwd="/",
        check=False,
    )


@pytest.mark.parametrize("mode", ["user", "root", "host-user"])
def test_in_a_user_namespace_the_kernel_confines(mode: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    python, probe = request.getfixturevalue("host_copy") if mode == "host-user" else (sys.executable, PROBE)
    outside = str(probe.parent / f"redpen-userns-{uuid.uuid4().hex}")  # a folder the batch sees (read-only)
    # a file every user of the host may read: only the sandbox's view hides it
    shared = Path(tempfile.mkdtemp(prefix="redpen-userns-secret-"))
    request.addfinalizer(lambda: shutil.rmtree(shared, ignore_errors=True))
    shared.chmod(0o755)
    secret = shared / "secret.txt"
    secret.write_text("private", encoding="utf-8")
    secret.chmod(0o644)
    if mode == "host-user":
        assert _as(mode, "cat", str(secret)).stdout == "private"  # readable outside the sandbox
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.setblocking(False)
    try:
        done = _as(mode, python, str(probe), outside, str(secret), str(listener.getsockname()[1]))
        with pytest.raises(BlockingIOError):
            listener.accept()
    finally:
        listener.close()
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "refused" not in report, report
    assert report["euid"] == (0 if mode == "root" else HOST_UID)
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
    done = _as(
        "user-without-namespaces",
        str(Path(sys.executable).parent / "redpen"),
        "gate",
        str(seed),
        "--limit",
        "1",
        "--out",
        str(out),
    )
    text = (done.stdout + done.stderr).strip()
    assert done.returncode != 0
    assert len(text.splitlines()) == 1, text
    assert "no user namespace for this user" in text and "--unsafe-sandbox" in text and "Traceback" not in text
    assert not out.exists() or not any(out.iterdir())
