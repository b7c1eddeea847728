"""Hostile code: every hostile mutant gets a verdict, nothing outside scratch changes, runs finish."""
from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from generator.model import Mutant, TextPatch, changed_lines
from generator.seeds import load_seed
from killability import api
from killability.model import Budget, VariantCode
from killability.sandbox import Limits, run_tasks

HOSTILE = Path(__file__).parent / "fixtures" / "hostile"
SEED = HOSTILE / "seed.py"
QUICK = Budget(examples=20, sequence_examples=0, collect=0, call_seconds=0.2, max_timeouts=1, search_seconds=3,
               test_seconds=0.5, gate_seconds=4, memory_mb=256)

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
}

SENTINELS = ("/tmp/redpen-hostile-write", "/tmp/redpen-hostile-subprocess")
KEEP = Path("/tmp/redpen-hostile-keep")


def _mutant(name: str) -> Mutant:
    original = SEED.read_text(encoding="utf-8")
    source = (HOSTILE / f"{name}.py").read_text(encoding="utf-8")
    return Mutant(function="step", operators=("HOSTILE",), sites=(), original=original, source=source,
                  fault_lines=changed_lines(original, source), inverse=TextPatch.between(source, original),
                  tier="easy", keywords=(), explanation="")


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
    if name == "delete_outside":
        KEEP.mkdir(exist_ok=True)
        (KEEP / "file").write_text("keep", encoding="utf-8")
    seed = load_seed(SEED)
    started = time.monotonic()
    try:
        report = api.gate_mutant(seed, _mutant(name), budget=QUICK)
    finally:
        elapsed = time.monotonic() - started
    assert report.search.verdict in EXPECTED[name], report.search.message
    assert report.search.message
    assert elapsed < 20
    if watched:
        assert not os.path.exists(watched), f"{name} wrote {watched}"
    if name == "delete_outside":
        assert (KEEP / "file").read_text(encoding="utf-8") == "keep"
    if report.search.verdict == "distinguished":
        assert report.verdict == "accepted", report.gate.reason
    else:
        assert report.verdict == report.search.verdict


@pytest.mark.parametrize(("name", "verdict"), [("loop_forever", "timeout"), ("swallow_timeout", "timeout"),
                                               ("hard_exit", "killed"), ("allocate_10gb", "killed"),
                                               ("loop_at_import", "incompetent")])
def test_hostile_variant_in_the_kill_matrix(name: str, verdict: str) -> None:
    """The gate runs the generated test against a hostile variant: it gets a verdict, the matrix finishes."""
    seed = load_seed(SEED)
    honest = _mutant("seed")
    honest = Mutant(**{**honest.__dict__, "source": honest.source.replace("x + 1", "x + 2"), "id": ""})
    cases = api.search(seed, honest, budget=QUICK)
    assert cases.verdict == "distinguished"
    hostile = (HOSTILE / f"{name}.py").read_text(encoding="utf-8")
    variants = {"original": VariantCode(hostile, "step", True, (2,)), **api.seed_variants(seed)}
    started = time.monotonic()
    result = api.gate(variants, cases, test_name="hostile", budget=QUICK)
    assert time.monotonic() - started < 20
    if verdict == "timeout" and result.variants == ():
        assert result.verdict == "timeout"  # the whole matrix child was killed on the wall clock
    else:
        assert result.variant("original").verdict == verdict, result.reason
        assert result.variant("fixed").verdicts == ("survived", "survived")


def test_a_seed_that_hangs_at_import_gets_a_verdict(tmp_path: Path) -> None:
    path = tmp_path / "hangs.py"
    path.write_text("while True:\n    pass\n\n\ndef step(x: int) -> int:\n    return x\n", encoding="utf-8")
    seed = load_seed(path)
    mutant = Mutant(function="step", operators=("HAND",), sites=(), original=seed.source,
                    source=seed.source.replace("return x", "return -x"), fault_lines=(6,),
                    inverse=TextPatch((),), tier="easy", keywords=(), explanation="")
    started = time.monotonic()
    result = api.search(seed, mutant, budget=QUICK)
    assert result.verdict == "crashed" and "does not load" in result.message
    assert time.monotonic() - started < 10


def _crash() -> None:
    import faulthandler

    faulthandler._sigsegv()


def _forever() -> None:
    while True:
        pass


def _exit() -> None:
    os._exit(0)


def test_a_crashing_or_hanging_task_does_not_cost_the_rest_of_the_batch() -> None:
    tasks = [lambda: 1, _crash, lambda: 2, _forever, lambda: 3, _exit, lambda: os.getcwd()]
    outcomes = run_tasks(tasks, Limits(wall_seconds=1.0, memory_mb=128))
    assert [o.status for o in outcomes] == ["ok", "crashed", "ok", "timeout", "ok", "error", "ok"]
    assert [outcomes[i].value for i in (0, 2, 4)] == [1, 2, 3]
    assert "SandboxViolation" in outcomes[5].message
    assert outcomes[6].value.startswith(("/tmp/redpen-sandbox-", os.path.realpath("/tmp") + "/redpen-sandbox-"))
    assert not os.path.exists(outcomes[6].value)  # scratch is removed afterwards


def test_child_environment_is_stripped_of_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "hunter2")
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_secret")
    (outcome,) = run_tasks([lambda: dict(os.environ)], Limits(wall_seconds=5))
    assert outcome.status == "ok"
    env = outcome.value
    assert "AWS_SECRET_ACCESS_KEY" not in env and "GITHUB_TOKEN" not in env
    assert env["HOME"] == env["TMPDIR"]


def test_scratch_is_writable_but_nothing_else(tmp_path: Path) -> None:
    target = tmp_path / "outside.txt"

    def write_inside() -> str:
        Path("inside.txt").write_text("ok", encoding="utf-8")
        return Path("inside.txt").read_text(encoding="utf-8")

    def write_outside() -> None:
        target.write_text("no", encoding="utf-8")

    def remove_outside() -> None:
        shutil.rmtree(tmp_path)

    outcomes = run_tasks([write_inside, write_outside, remove_outside], Limits(wall_seconds=5))
    assert [o.status for o in outcomes] == ["ok", "error", "error"]
    assert outcomes[0].value == "ok"
    assert not target.exists() and tmp_path.exists()
