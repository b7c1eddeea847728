"""`plant` and `redpen plant` through typer's CliRunner: listings, JSON, --out, --order 2, errors."""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli.commands.plant import plant_app
from generator.cli.main import app
from operators.engine import enumerate_mutants

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "logistics" / "count_late.py"
STDLIB = Path(sysconfig.get_paths()["stdlib"])
APPS = [pytest.param((app, ["plant"], "redpen"), id="redpen-plant"), pytest.param((plant_app, [], "plant"), id="plant")]


def run(target, *args: str):
    typer_app, prefix, _ = target
    return CliRunner().invoke(typer_app, [*prefix, *args])


@pytest.mark.parametrize("target", APPS)
def test_lists_numbered_diffs_with_fault_lines_and_mechanism(target) -> None:
    result = run(target, "--operator", "ROR", str(SEED))
    assert result.exit_code == 0, result.output
    expected = enumerate_mutants(SEED.read_text(encoding="utf-8"), operators=["ROR"])
    assert len(expected) >= 2  # >= and the turned-around comparison at least
    assert f"{len(expected)} mutants" in result.output and "#1 ROR (easy)" in result.output
    assert all(f"#{i} ROR" in result.output for i in range(1, len(expected) + 1))
    assert f"#{len(expected) + 1} " not in result.output
    assert "fault lines: 10" in result.output and "wrong comparison operator" in result.output
    assert "+        if arrived - promised >= grace_days:" in result.output


@pytest.mark.parametrize("target", APPS)
def test_json_matches_the_library(target) -> None:
    result = run(target, "--json", "-o", "ror", "-o", "AOR,CRP", str(SEED))
    assert result.exit_code == 0, result.output
    records = json.loads(result.stdout)
    expected = enumerate_mutants(SEED.read_text(encoding="utf-8"), operators=["ROR", "AOR", "CRP"])
    assert [r["id"] for r in records] == [m.id for m in expected]
    assert {tuple(r["operators"]) for r in records} == {("ROR",), ("AOR",), ("CRP",)}
    assert all(r["fault_lines"] and r["diff"].startswith("--- a/count_late.py") for r in records)
    assert [r["index"] for r in records] == list(range(1, len(records) + 1))


def test_out_writes_each_mutant_as_a_runnable_file(tmp_path: Path) -> None:
    out = tmp_path / "mutants"
    result = run(APPS[1].values[0], "--operator", "all", "--limit", "5", "--out", str(out), "--json", str(SEED))
    assert result.exit_code == 0, result.output
    records = json.loads(result.stdout)
    files = sorted(out.iterdir())
    assert len(files) == 5 == len(records)
    assert [f.name for f in files] == [Path(r["file"]).name for r in records]
    assert files[0].name.startswith("count_late_001_") and files[0].suffix == ".py"
    mutants = enumerate_mutants(SEED.read_text(encoding="utf-8"), limit=5)
    for path, mutant in zip(files, mutants):
        assert path.read_text(encoding="utf-8") == mutant.source
        compile(mutant.source, str(path), "exec")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no staging left behind


def test_order_two_lists_hard_pairs() -> None:
    result = run(APPS[0].values[0], "--order", "2", "--limit", "3", "--json", str(SEED))
    assert result.exit_code == 0, result.output
    records = json.loads(result.stdout)
    assert len(records) == 3
    assert all(len(r["operators"]) == 2 and r["tier"] == "hard" and len(r["sites"]) == 2 for r in records)


def test_works_on_standard_library_code() -> None:
    result = run(APPS[1].values[0], "--function", "dedent", "--json", str(STDLIB / "textwrap.py"))
    assert result.exit_code == 0, result.output
    records = json.loads(result.stdout)
    assert len(records) > 10 and all(r["function"] == "dedent" for r in records)


def test_operator_without_site_is_not_an_error() -> None:
    result = run(APPS[0].values[0], "--operator", "LCR", str(SEED))
    assert result.exit_code == 0
    assert "no LCR site in function 'count_late'" in result.output
    result = run(APPS[1].values[0], "--operator", "MDA", "--json", str(SEED))
    assert result.exit_code == 0 and json.loads(result.stdout) == []


def _errors(tmp_path: Path) -> list[tuple[list[str], str]]:
    latin = tmp_path / "latin.py"
    latin.write_bytes(b"def f(x):\n    return '\xe9'\n")
    broken = tmp_path / "broken.py"
    broken.write_text("def f(x):\n    return (x\n\n", encoding="utf-8")
    empty = tmp_path / "empty.py"
    empty.write_text("X = 1\n", encoding="utf-8")
    return [
        ([str(tmp_path / "missing.py")], "missing.py: no such file"),
        ([str(latin)], "not UTF-8"),
        ([str(broken)], "broken.py:2: syntax error"),
        ([str(empty)], "no public top-level function"),
        (
            ["--function", "nope", str(SEED)],
            "no top-level function named 'nope' (functions: count_late, clean_count_late)",
        ),
        (
            ["--operator", "XYZ", str(SEED)],
            "unknown operator 'XYZ'; known operators: ABS, AOR, ASW, BRC, CFR, CRP, CSW, EXL, LCR, MDA, NTR, OBO, ODL, "
            "PRC, ROR, SDL, TDL, UOI, VMR, or 'all'",
        ),
        (["--order", "3", str(SEED)], "--order 3"),
    ]


@pytest.mark.parametrize("target", APPS)
def test_bad_input_is_one_line_error_without_traceback(target, tmp_path: Path) -> None:
    prog = target[2]
    for args, message in _errors(tmp_path):
        result = run(target, *args)
        assert result.exit_code == 2, (args, result.output)
        assert f"{prog}: error: " in result.output and message in result.output, (args, result.output)
        assert "Traceback" not in result.output
        assert len([line for line in result.output.splitlines() if line.strip()]) == 1, result.output


def test_plant_gate_proves_each_mutant_and_writes_its_test(tmp_path) -> None:
    import json as _json

    from typer.testing import CliRunner

    from generator.cli.commands.plant import plant_app

    seed = Path(__file__).resolve().parent.parent / "seeds" / "logistics" / "count_late.py"
    result = CliRunner().invoke(
        plant_app, ["--gate", "--json", "--operator", "ROR", "--limit", "2", "--out", str(tmp_path), str(seed)]
    )
    assert result.exit_code == 0, result.output
    report = _json.loads(result.output)
    assert report["function"] == "count_late" and len(report["mutants"]) == 2
    for mutant in report["mutants"]:
        assert mutant["verdict"] == "accepted"
        assert Path(mutant["test"]).is_file() and Path(mutant["test"]).is_relative_to(tmp_path)
        assert mutant["variants"]["original"]["verdicts"] == ["killed", "killed"]


def test_rendering_only_the_changed_statement_gives_the_whole_function_rendering() -> None:
    """The spliced rendering (only the changed top-level statements) is byte for byte what
    rendering the whole function gives, for single edits and pairs, over seeds of the library."""
    import itertools

    from core.seeds import load_seed
    from operators.engine import FunctionMutator
    from operators.registry import resolve

    compared = spliced = 0
    # every 15th seed of the library (a spread of shapes), up to 10 single edits and 4 pairs each
    for path in sorted(Path(__file__).resolve().parent.parent.glob("seeds/*/*.py"))[::15]:
        seed = load_seed(path)
        mutator = FunctionMutator(seed.source, function=seed.function, path=str(path))
        edits = list(mutator.plan(resolve(None)))
        groups = [[e] for e in edits[:10]] + [
            list(p) for p in itertools.combinations(edits[:8], 2) if p[0].node is not p[1].node
        ][:4]
        for group in groups:
            try:
                fast = mutator.render(group)
            except (ValueError, AttributeError):  # nested pairs cannot be rendered either way
                continue
            mutator._splice = lambda current: None  # type: ignore[method-assign]  # the whole-function path
            full = mutator.render(group)
            del mutator._splice
            assert fast == full
            compared += 1
        spliced += sum(start >= 0 for start, _ in mutator._pieces.values())
    assert compared > 200 and spliced > 30


def test_limit_caps_the_work_not_only_the_output(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from operators import engine

    # 120 blocks: hundreds of sites, of which the limit may build only a handful
    body = "".join(f"    if a > {i} and b < {i}:\n        total += a * {i} - b\n" for i in range(120))
    path = tmp_path / "big.py"
    path.write_text(f"def big(a: int, b: int) -> int:\n    total = 0\n{body}    return total\n", encoding="utf-8")
    built: list[int] = []
    original = engine.FunctionMutator.build

    def counting(self, edits):
        built.append(1)
        return original(self, edits)

    monkeypatch.setattr(engine.FunctionMutator, "build", counting)
    mutants = engine.enumerate_mutants(path.read_text(encoding="utf-8"), path=str(path), limit=5)
    assert len(mutants) == 5 and len(built) < 15
