"""`redpen gate`: verdict, distinguishing input and the written test per mutant; clear errors."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from core.errors import SeedError
from generator.cli.main import app

CLAMP = (Path(__file__).parent / "fixtures" / "seeds" / "clamp.py").read_text(encoding="utf-8")


def test_gate_json_reports_each_mutant_and_writes_its_test(tmp_path: Path) -> None:
    seed = tmp_path / "clamp.py"
    seed.write_text(CLAMP, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        app, ["gate", str(seed), "--operator", "ROR", "--limit", "2", "--out", str(out), "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["function"] == "clamp" and len(data["mutants"]) == 2
    verdicts = {m["description"]: m for m in data["mutants"]}
    assert verdicts["line 6: `<` -> `<=`"]["verdict"] == "equivalent"
    killed = verdicts["line 6: `<` -> `>=`"]
    assert killed["verdict"] == "accepted" and killed["witness"].startswith("clamp(")
    test = Path(killed["test"])
    assert test.parent.parent == out and test.exists()
    assert {p.name for p in test.parent.iterdir()} >= {"test_item.py", "original.py", "fixed.py"}
    assert verdicts["line 6: `<` -> `<=`"]["test"] is None


def test_gate_without_strategy_names_the_parameter(tmp_path: Path) -> None:
    seed = tmp_path / "nohint.py"
    seed.write_text(
        '"""Test: no hints."""\n\n\ndef pick(items, n: int) -> int:\n    return items.pick(n) if n < 3 else 0\n',
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["gate", str(seed), "--operator", "ROR", "--out", str(tmp_path / "o")])
    # library code raises SeedError; the CLI boundary turns it into `redpen: error: ...` + exit 2
    if isinstance(result.exception, SeedError):
        message = result.exception.message
    else:
        assert result.exit_code == 2
        message = result.output
    assert "'items'" in message and "STRATEGIES" in message and "type hint" in message
