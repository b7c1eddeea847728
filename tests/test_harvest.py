"""`redpen harvest` on a small vendored package (tests/fixtures/harvest_pkg), needs-spec, supply."""

from __future__ import annotations

import ast
import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from core.seeds import load_seed
from core.snippet import extract_function
from generator.cli.main import app
from generator.harvest import run as harvest_run
from generator.harvest.run import HarvestOptions, harvest
from generator.harvest.sources import jobs_for
from generator.library_stats import editions_left
from killability.bytecode import missing_globals

FIXTURE = Path(__file__).parent / "fixtures" / "harvest_pkg"


@pytest.fixture(scope="module")
def harvested(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    out = tmp_path_factory.mktemp("harvest")
    report = harvest(jobs_for([str(FIXTURE / "minipkg")]), out)
    return out, report.to_dict()


def _seeds(report: dict) -> dict[str, dict]:
    return {s["function"]: s for m in report["modules"] for s in m["seeds"]}


def _refused(report: dict) -> dict[str, str]:
    return {r["function"]: r["reason"] for m in report["modules"] for r in m["refused"]}


def test_harvest_takes_the_pure_functions_and_says_why_not_the_rest(harvested: tuple[Path, dict]) -> None:
    out, report = harvested
    assert set(_seeds(report)) == {
        "clamp_total",
        "slugify",
        "fast_sum",
        "midpoint",
        "undocumented",
        "collapse",
        "covered",
    }
    refused = _refused(report)
    assert set(refused) == {"read_config", "roll", "bump"}
    assert "I/O" in refused["read_config"] and "randomness" in refused["roll"] and "global" in refused["bump"]
    written = sorted(str(p.relative_to(out)) for p in out.rglob("*.py"))
    assert written == sorted(s["file"] for s in _seeds(report).values())


def test_harvested_seeds_are_self_contained_with_provenance_and_origins(harvested: tuple[Path, dict]) -> None:
    out, report = harvested
    for entry in _seeds(report).values():
        seed = load_seed(out / entry["file"])
        assert seed.function == entry["function"]
        snippet = extract_function(seed.source, seed.function)
        assert missing_globals(snippet.code, seed.function) == ()
        module = ast.parse(seed.source)
        values = {
            t.id: n.value
            for n in module.body
            if isinstance(n, ast.Assign)
            for t in n.targets
            if isinstance(t, ast.Name)
        }
        provenance = ast.literal_eval(values["HARVEST"])
        assert provenance["module"].startswith("minipkg") and provenance["line"] > 0
        assert provenance["strategies"] == entry["strategies"]
    seeds = _seeds(report)
    clamp = (out / seeds["clamp_total"]["file"]).read_text(encoding="utf-8")
    # helper and constant moved into the function, doctest call kept as an example
    assert "    def _cap(value, limit):" in clamp and "    _FLOOR = 0" in clamp
    assert "EXAMPLES = [\n    ([1, 2, 30], 5),\n]" in clamp
    assert seeds["clamp_total"]["strategies"] == {"values": "doctest", "limit": "doctest"}
    # a relative import is followed into the sibling module
    assert "    def collapse(text):" in (out / seeds["slugify"]["file"]).read_text(encoding="utf-8")
    assert seeds["slugify"]["strategies"] == {"text": "usage"}
    # the package's own tests give example calls; the pure fallback under try/except is found
    assert seeds["fast_sum"]["strategies"] == {"xs": "tests"}
    assert "([3, -1, 4],)" in (out / seeds["fast_sum"]["file"]).read_text(encoding="utf-8")
    assert seeds["midpoint"]["strategies"] == {"lo": "usage", "hi": "usage"}
    # the classes a function's hints name stay at module level (the snippet carries them), before it
    covered = (out / seeds["covered"]["file"]).read_text(encoding="utf-8")
    assert (
        covered.index("class Point(NamedTuple):")
        < covered.index("@dataclass(frozen=True)\nclass Box:")
        < covered.index("def covered(box: Box, points: list[Point]) -> int:")
    )
    assert "(Box(Point(0, 0), 2), [Point(1, 1), Point(2, 0)])," in covered


def test_a_seed_without_a_spec_is_marked_listed_and_kept_out_of_editions(harvested: tuple[Path, dict]) -> None:
    out, report = harvested
    seeds = _seeds(report)
    assert [f for f, s in seeds.items() if not s["spec"]] == ["undocumented"]
    assert load_seed(out / seeds["undocumented"]["file"]).status == "needs-spec"
    assert load_seed(out / seeds["clamp_total"]["file"]).status == "ready"
    result = CliRunner().invoke(app, ["seeds", "--todo", "--seeds", str(out), "--json"])
    assert result.exit_code == 0, result.output
    assert [Path(p).name for p in json.loads(result.output)["needs_spec"]] == ["undocumented.py"]


def test_broken_modules_are_one_line_each_and_write_nothing(tmp_path: Path) -> None:
    package = tmp_path / "pkg" / "minipkg"
    shutil.copytree(FIXTURE / "minipkg", package)
    (package / "broken.py").write_text('def f(x):\n    """Return x."""\n    return x +\n', encoding="utf-8")
    (package / "loops.py").write_text(
        'def g(x):\n    """Return x doubled, as a number."""\n    return 2 * x\n\nwhile True:\n    pass\n',
        encoding="utf-8",
    )
    (package / "missing.py").write_text("import no_such_module_here\n\n\ndef h(x):\n    return x\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["harvest", str(package), "--out", str(out), "--workers", "1", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    errors = {m["module"]: m["error"] for m in report["modules"] if m["error"]}
    assert set(errors) == {"minipkg.broken", "minipkg.loops", "minipkg.missing"}
    assert "broken.py:3: syntax error" in errors["minipkg.broken"]
    assert "does not finish importing" in errors["minipkg.loops"]
    assert "ModuleNotFoundError" in errors["minipkg.missing"]
    assert all("\n" not in e for e in errors.values())
    names = {p.stem for p in out.rglob("*.py")}
    assert not names & {"f", "g", "h"} and "clamp_total" in names


def test_unknown_input_is_one_line_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["harvest", "no_such_thing_xyz", "--out", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert "no_such_thing_xyz: no such file" in result.output
    assert not (tmp_path / "o").exists()


def test_gate_check_runs_once_per_seed_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    jobs = [j for j in jobs_for([str(FIXTURE / "minipkg")]) if j.name == "minipkg.core"]
    calls: list[str] = []

    def fake_gate(seed, limit):  # the real gate is exercised by the killability tests
        calls.append(seed.function)
        return "accepted", "stub"

    monkeypatch.setattr(harvest_run, "_gate", fake_gate)
    options = HarvestOptions(gate_mutants=2, cache_dir=str(tmp_path / "cache"))
    first = harvest(jobs, tmp_path / "a", options=options)
    count = len(calls)
    second = harvest(jobs, tmp_path / "b", options=options)
    assert count == 5 and len(calls) == count
    assert [s.gate for m in second.modules for s in m.seeds] == [s.gate for m in first.modules for s in m.seeds]


def test_editions_left_follows_halls_condition() -> None:
    both = frozenset({"easy", "medium", "hard"})
    assert editions_left([both] * 88) == 2
    assert editions_left([both] * 88, seeds_per_item=2) == 1
    # hard-capable seeds are scarce: 8 per edition
    only_easy = [frozenset({"easy", "medium"})] * 100
    assert editions_left(only_easy + [both] * 16) == 2
    assert editions_left(only_easy + [both] * 15) == 1
    assert editions_left([frozenset({"easy"})] * 200 + [both] * 40) == 1
