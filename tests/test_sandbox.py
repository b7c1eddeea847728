"""Hostile code: every hostile mutant gets a verdict, nothing outside scratch changes, runs finish."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from dataclasses import replace
from functools import partial
from pathlib import Path

import pytest

from core.model import Mutant, TextPatch, changed_lines
from core.seeds import load_seed
from killability import api, seed_gate
from killability.model import Budget, VariantCode
from killability.sandbox import Limits, run_tasks, use_unsafe_sandbox

HOSTILE = Path(__file__).parent / "fixtures" / "hostile"
SEED = HOSTILE / "seed.py"
QUICK = Budget(
    examples=20,
    sequence_examples=0,
    collect=0,
    call_seconds=0.2,
    max_timeouts=1,
    search_seconds=3,
    test_seconds=0.5,
    gate_seconds=4,
    memory_mb=256,
)

# what the search must say about each hostile variant of `step`
EXPECTED = {
    "loop_forever": {"timeout"},
    "swallow_timeout": {"timeout"},
    "sleep_long": {"timeout"},
    "hard_exit": {"crashed"},
    "sys_exit": {"distinguished"},  # SystemExit is an ordinary, testable outcome
    "fork_bomb": {"crashed"},
    "subprocess_call": {"crashed"},
    "write_outside": {"crashed"},
    "delete_outside": {"crashed"},
    "open_socket": {"crashed"},
    "allocate_10gb": {"crashed"},
    "recurse_forever": {"distinguished"},  # RecursionError: deterministic, testable
    "kill_parent": {"crashed"},
    "loop_at_import": {"incompetent"},
    # deliberate escapes: each returns x + 1 plus the number of its attempts that got through,
    # so "equivalent" means every attempt failed inside the sandbox too
    "bypass_hook": {"equivalent"},
    "spawn_unaudited": {"equivalent"},
    "dir_fd_write": {"equivalent"},
    "thread_race": {"equivalent", "timeout"},  # 600 opens may outlast the per-call limit on a busy machine
    "forge_frame": {"crashed"},  # a malformed result frame: refused, never unpickled
    "read_secrets": {"distinguished"},  # it returns what it read: nothing private may be in it
    # returns x + 1 like the seed, but rebinds len/open/sorted: "equivalent" would hide it, and the
    # toolkit's own code in the child would run with the fakes (before: a clipped "IndexEr" message)
    "replace_builtins": {"crashed"},
}
# what the verdict's message must say (the honest reason, not the damage it caused)
MESSAGES = {"replace_builtins": "the variant replaces Python's builtin(s) 'len', 'open'"}
ESCAPE_FILES = (
    "/tmp/redpen-hostile-bypass",
    "/tmp/redpen-hostile-bypass-system",
    "/tmp/redpen-hostile-forged",
    "/tmp/redpen-hostile-thread",
)
SECRET_FILE = Path("/tmp/redpen-hostile-secret")

# fixtures that can only end on the task's wall clock: a shorter one gives the same verdict sooner
WALL_BOUND = {"swallow_timeout": replace(QUICK, search_seconds=1.5, gate_seconds=2)}

SENTINELS = ("/tmp/redpen-hostile-write", "/tmp/redpen-hostile-subprocess")
KEEP = Path("/tmp/redpen-hostile-keep")


def _processes_running(marker: str) -> list[int]:
    """Processes on this machine whose command line holds ``marker``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            try:
                cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
            except OSError:
                continue
            if marker.encode() in cmdline:
                found.append(int(entry))
    return found


def _mutant(name: str) -> Mutant:
    original = SEED.read_text(encoding="utf-8")
    source = (HOSTILE / f"{name}.py").read_text(encoding="utf-8")
    return Mutant(
        function="step",
        operators=("HOSTILE",),
        sites=(),
        original=original,
        source=source,
        fault_lines=changed_lines(original, source),
        inverse=TextPatch.between(source, original),
        tier="easy",
        keywords=(),
        explanation="",
    )


def test_every_hostile_fixture_has_an_expectation() -> None:
    names = {p.stem for p in HOSTILE.glob("*.py")} - {"seed"}
    assert names == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_hostile_mutant_gets_a_verdict_and_changes_nothing_outside(name: str) -> None:
    # fixed paths outside any scratch directory; only the test of the fixture that targets a path
    # prepares it (tests run in parallel)
    watched = {"write_outside": SENTINELS[0], "subprocess_call": SENTINELS[1]}.get(name)
    if watched and os.path.exists(watched):
        os.remove(watched)
    if name in ("delete_outside", "dir_fd_write"):
        KEEP.mkdir(exist_ok=True)
        (KEEP / "file").write_text("keep", encoding="utf-8")
    secret = f"redpen-secret-{uuid.uuid4().hex}"
    if name == "read_secrets":
        SECRET_FILE.write_text(secret, encoding="utf-8")
        SECRET_FILE.chmod(0o600)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    listener.setblocking(False)
    if name == "bypass_hook":
        Path("/tmp/redpen-hostile-port").write_text(str(listener.getsockname()[1]), encoding="utf-8")
    seed = load_seed(SEED)
    # (every run ends on the budget's own limits; how long it took is measured in bench/, not asserted)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("REDPEN_TEST_SECRET", secret)
        report = seed_gate.gate_mutant(seed, _mutant(name), budget=WALL_BOUND.get(name, QUICK))
    assert report.search.verdict in EXPECTED[name], report.search.message
    assert report.search.message
    assert MESSAGES.get(name, "") in report.search.message
    with pytest.raises(BlockingIOError):
        listener.accept()  # no connection reached a listener on this machine
    listener.close()
    assert secret not in repr(report) and secret not in report.gate.test_file
    for path in ESCAPE_FILES:
        assert not os.path.exists(path), f"{name} wrote {path}"
    assert not _processes_running("4242.5")
    if watched:
        assert not os.path.exists(watched), f"{name} wrote {watched}"
    if name in ("delete_outside", "dir_fd_write"):
        assert (KEEP / "file").read_text(encoding="utf-8") == "keep"
        assert not (KEEP / "dirfd-written").exists() and not (KEEP / "created.db").exists()
    if name == "read_secrets":
        assert report.verdict  # a gate verdict; what matters is that no secret is in it
    elif report.search.verdict == "distinguished":
        assert report.verdict == "accepted", report.gate.reason
    else:
        assert report.verdict == report.search.verdict


@pytest.mark.parametrize(
    ("name", "verdict"),
    [
        ("loop_forever", "timeout"),
        ("swallow_timeout", "timeout"),
        ("hard_exit", "killed"),
        ("allocate_10gb", "killed"),
        ("loop_at_import", "incompetent"),
        ("replace_builtins", "crashed"),
    ],
)
def test_hostile_variant_in_the_kill_matrix(name: str, verdict: str) -> None:
    """The gate runs the generated test against a hostile variant: it gets a verdict, the matrix finishes."""
    seed = load_seed(SEED)
    honest = _mutant("seed")
    honest = Mutant(**{**honest.__dict__, "source": honest.source.replace("x + 1", "x + 2"), "id": ""})
    cases = api.search(seed, honest, budget=QUICK)
    assert cases.verdict == "distinguished"
    hostile = (HOSTILE / f"{name}.py").read_text(encoding="utf-8")
    variants = {"original": VariantCode(hostile, "step", True, (2,)), **api.seed_variants(seed)}
    result = api.gate(variants, cases, test_name="hostile", budget=WALL_BOUND.get(name, QUICK))
    if verdict == "timeout" and result.variants == ():
        assert result.verdict == "timeout"  # the whole matrix child was killed on the wall clock
    else:
        assert result.variant("original").verdict == verdict, result.reason
        assert result.variant("fixed").verdicts == ("survived", "survived")  # builtins were put back
    if name == "replace_builtins":
        assert result.verdict == "crashed" and "replaces Python's builtin(s) 'len', 'open'" in result.reason


def test_a_seed_that_hangs_at_import_gets_a_verdict(tmp_path: Path) -> None:
    path = tmp_path / "hangs.py"
    path.write_text("while True:\n    pass\n\n\ndef step(x: int) -> int:\n    return x\n", encoding="utf-8")
    seed = load_seed(path)
    mutant = Mutant(
        function="step",
        operators=("HAND",),
        sites=(),
        original=seed.source,
        source=seed.source.replace("return x", "return -x"),
        fault_lines=(6,),
        inverse=TextPatch(
            (),
        ),
        tier="easy",
        keywords=(),
        explanation="",
    )
    # the load is bounded in CPU time (8 calls' worth); the whole search's wall clock must leave room
    # for that on a busy machine, or the parent's kill (verdict "timeout") comes first
    result = api.search(seed, mutant, budget=replace(QUICK, search_seconds=15))
    assert result.verdict == "crashed" and "does not load" in result.message


@pytest.mark.parametrize("where", ["at import", "in its function"])
def test_a_seed_that_replaces_builtins_gets_an_honest_verdict(where: str, tmp_path: Path) -> None:
    """Issue #17: a seed rebinding ``builtins.len`` once aborted the gate (UnpicklingError), then
    got "crashed" with a clipped "search: IndexEr" (the child's own code ran with the fake len).
    The verdict must name the seed and the builtin, and the next search must be unharmed."""
    path = tmp_path / "rebinds.py"
    rebind = "import builtins\nbuiltins.len = lambda obj: 7\nbuiltins.open = None\n"
    body = "    total = 0\n    for item in items:\n        if item > 0:\n            total += 1\n    return total\n"
    head = "def count_items(items: list[int]) -> int:\n"
    if where == "at import":
        path.write_text(f"{rebind}\n\n{head}{body}", encoding="utf-8")
    else:
        path.write_text(head + "".join(f"    {line}\n" for line in rebind.splitlines()) + body, encoding="utf-8")
    seed = load_seed(path)
    mutant = Mutant(
        function="count_items",
        operators=("HAND",),
        sites=(),
        original=seed.source,
        source=seed.source.replace("item > 0", "item >= 0"),
        fault_lines=(0,),
        inverse=TextPatch(
            (),
        ),
        tier="easy",
        keywords=(),
        explanation="",
    )
    result = api.search(seed, mutant, budget=QUICK)
    assert result.verdict == "crashed"
    assert result.message.startswith(f"{path}: the seed replaces Python's builtin(s) 'len', 'open'"), result.message
    honest = api.search(load_seed(SEED), _mutant("sys_exit"), budget=QUICK)  # same child process
    assert honest.verdict == "distinguished", honest.message


def _crash() -> None:
    import faulthandler

    faulthandler._sigsegv()


def _forever() -> None:
    while True:
        pass


def _exit() -> None:
    os._exit(0)


def _value(value: object) -> object:
    return value


def test_a_crashing_or_hanging_task_does_not_cost_the_rest_of_the_batch() -> None:
    tasks = [partial(_value, 1), _crash, partial(_value, 2), _forever, partial(_value, 3), _exit, os.getcwd]
    outcomes = run_tasks(tasks, Limits(wall_seconds=0.5, memory_mb=128))
    assert [o.status for o in outcomes] == ["ok", "crashed", "ok", "timeout", "ok", "error", "ok"]
    assert [outcomes[i].value for i in (0, 2, 4)] == [1, 2, 3]
    assert "SandboxViolation" in outcomes[5].message
    assert outcomes[6].value == "/scratch"  # a private tmpfs: nothing of it exists on the host
    assert not os.path.exists("/scratch")


def _hash_randomization() -> int:
    return sys.flags.hash_randomization


def test_the_child_does_not_depend_on_the_callers_hash_seed() -> None:
    """The supervisor runs with PYTHONHASHSEED=0 whatever the caller's, so set and dict orders in
    the search (and the witnesses the generated test is rendered from) are the same every run."""
    (outcome,) = run_tasks([_hash_randomization], Limits(wall_seconds=5))
    assert outcome.status == "ok" and outcome.value == 0


def _environment() -> dict[str, str]:
    return dict(os.environ)


def test_child_environment_is_stripped_of_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "hunter2")
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_secret")
    (outcome,) = run_tasks([_environment], Limits(wall_seconds=5))
    assert outcome.status == "ok"
    env = outcome.value
    assert "AWS_SECRET_ACCESS_KEY" not in env and "GITHUB_TOKEN" not in env
    assert env["HOME"] == env["TMPDIR"]


def _write_inside() -> str:
    Path("inside.txt").write_text("ok", encoding="utf-8")
    return Path("inside.txt").read_text(encoding="utf-8")


def _write(target: Path) -> None:
    target.write_text("no", encoding="utf-8")


def test_scratch_is_writable_but_nothing_else(tmp_path: Path) -> None:
    target = tmp_path / "outside.txt"
    tasks = [_write_inside, partial(_write, target), partial(shutil.rmtree, tmp_path)]
    outcomes = run_tasks(tasks, Limits(wall_seconds=5))
    assert [o.status for o in outcomes] == ["ok", "error", "error"]
    assert outcomes[0].value == "ok"
    assert not target.exists() and tmp_path.exists()


def _descendants(pid: int) -> set[int]:
    found: set[int] = set()
    todo = [pid]
    while todo:
        current = todo.pop()
        try:
            tasks = os.listdir(f"/proc/{current}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                children = Path(f"/proc/{current}/task/{task}/children").read_text().split()
            except OSError:
                continue
            for child in map(int, children):
                if child not in found:
                    found.add(child)
                    todo.append(child)
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


@pytest.mark.parametrize("signal_number", [signal.SIGKILL, signal.SIGTERM])
def test_killing_redpen_gate_leaves_no_process_behind(signal_number: int, tmp_path: Path) -> None:
    """`redpen gate` on a seed some of whose mutants hang, killed while its pool workers, supervisors and
    batch children run: every one of them is gone afterwards (strict scratch is a tmpfs inside the
    batch's mount namespace, so no folder is left either: see the crashing-task test)."""
    seed = tmp_path / "slow.py"
    # fast as written; its "x - 1" mutants loop until the wall clock kills them
    seed.write_text("def step(x: int) -> int:\n    while x < 10:\n        x = x + 1\n    return x\n", encoding="utf-8")
    redpen = Path(sys.executable).parent / "redpen"
    proc = subprocess.Popen(
        [str(redpen), "gate", str(seed), "--out", str(tmp_path / "out")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=tmp_path,
    )
    family: set[int] = set()
    deadline = time.monotonic() + 60
    # wait until the pool workers' supervisors run batch children (a few levels deep)
    while time.monotonic() < deadline and proc.poll() is None:
        family = _descendants(proc.pid)
        if len(family) >= 6:
            break
        time.sleep(0.05)
    assert len(family) >= 6, f"only {len(family)} descendants appeared"
    proc.send_signal(signal_number)
    proc.wait(timeout=30)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(_alive(p) for p in family):
        time.sleep(0.05)
    assert not [p for p in family if _alive(p)]


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_a_batch_reads_only_what_it_is_given(tmp_path: Path) -> None:
    """Nothing outside the interpreter, the environment and the toolkit is visible, unless the
    caller names it (read-only, for this batch only)."""
    shown = tmp_path / "shown"
    shown.mkdir()
    (shown / "data.txt").write_text("visible", encoding="utf-8")
    hidden = tmp_path / "hidden.txt"
    hidden.write_text("private", encoding="utf-8")
    tasks = [partial(_read, shown / "data.txt"), partial(_read, hidden), partial(_write, shown / "new.txt")]
    first = run_tasks(tasks, Limits(wall_seconds=5), readable=[shown])
    assert [o.status for o in first] == ["ok", "error", "error"] and first[0].value == "visible"
    assert not (shown / "new.txt").exists()
    (again,) = run_tasks(tasks[:1], Limits(wall_seconds=5))
    assert again.status == "error"  # the next batch does not see it


def test_unsafe_sandbox_skips_the_kernel_steps_but_keeps_the_rest(tmp_path: Path) -> None:
    """``--unsafe-sandbox`` (trusted seeds only): a fresh interpreter in a temporary scratch folder
    removed after the batch, same user, no namespaces; the audit hook still classifies a write
    outside scratch, results still come back as checked JSON, a crash costs only its task."""
    target = tmp_path / "outside.txt"
    use_unsafe_sandbox()
    try:
        assert os.environ["REDPEN_UNSAFE_SANDBOX"] == "1"  # pool workers inherit it
        outcomes = run_tasks(
            [os.getcwd, os.geteuid, partial(_write, target), _crash, _environment], Limits(wall_seconds=5)
        )
    finally:
        use_unsafe_sandbox(False)
    assert [o.status for o in outcomes] == ["ok", "ok", "error", "crashed", "ok"]
    scratch = outcomes[0].value
    assert scratch != "/scratch" and "redpen-sandbox-" in scratch and not os.path.exists(scratch)
    assert outcomes[1].value == os.geteuid()
    home = outcomes[4].value["HOME"]  # a fresh scratch after the crash, a clean environment
    assert "redpen-sandbox-" in home and "PYTEST_CURRENT_TEST" not in outcomes[4].value
    assert "SandboxViolation" in outcomes[2].message and not target.exists()
    assert "REDPEN_UNSAFE_SANDBOX" not in os.environ
    (strict,) = run_tasks([os.getcwd], Limits(wall_seconds=5))
    assert strict.value == "/scratch"  # the next batch is confined again
