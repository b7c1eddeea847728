"""`redpen gate SEED.py --operator ROR`: plant, search and gate every mutant of one seed."""
from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

from killability.api import gate_seed, seed_variants
from killability.model import MutantReport, SeedGateReport
from killability.sandbox import use_unsafe_sandbox

from ..seeds import load_seed
from ..snippet import extract_function


def _write(path: Path, text: str) -> None:
    """Whole file or nothing: write a temp file beside it, then rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _write_item(out: Path, seed_path: str, function: str, report: MutantReport, mutant_source: str) -> Path | None:
    """The generated test and the variants it runs against, in OUT/<mutant id>/."""
    if not report.gate.test_file:
        return None
    folder = out / f"{function}_{report.mutant_id[:8]}"
    seed = load_seed(seed_path, function)
    _write(folder / "original.py", extract_function(mutant_source, function, path=seed_path).code)
    for name, variant in seed_variants(seed).items():
        _write(folder / f"{name}.py", variant.code)
    test = folder / "test_item.py"
    _write(test, report.gate.test_file)
    return test


def _witness(report: MutantReport, function: str) -> str:
    if not report.search.witnesses:
        return ""
    case = report.search.witnesses[0]
    text = case.render(function)
    return f"{text} (mutant: {case.note.removeprefix('the other function ')})" if case.note else text


def _as_json(result: SeedGateReport, tests: dict[str, str], function: str) -> str:
    return json.dumps({
        "seed": result.seed_path,
        "function": result.function,
        "clean": {"verdict": result.clean.verdict, "message": result.clean.message},
        "mutants": [{
            "id": r.mutant_id,
            "operators": list(r.operators),
            "description": r.description,
            "verdict": r.verdict,
            "reason": r.gate.reason,
            "search": r.search.verdict,
            "witness": _witness(r, function),
            "witnesses": [c.render(function) for c in r.search.witnesses],
            "variants": {v.name: {"verdicts": list(v.verdicts), "fault_lines": list(v.fault_lines),
                                  "covered": list(v.covered)} for v in r.gate.variants},
            "test": tests.get(r.mutant_id),
        } for r in result.mutants],
    }, indent=2, sort_keys=True)


def gate(
    seed: Path = typer.Argument(..., help="Seed file (a plain Python module)."),
    operator: list[str] = typer.Option(["all"], "--operator", "-o", help="Operator(s) to plant: ROR, AOR, ... or all."),
    function: Optional[str] = typer.Option(None, "--function", help="Target function (default: the first public one)."),
    order: int = typer.Option(1, "--order", min=1, max=2, help="1: first-order mutants; 2: higher-order pairs."),
    limit: Optional[int] = typer.Option(None, "--limit", min=1, help="Gate at most this many mutants."),
    out: Optional[Path] = typer.Option(None, "--out", help="Folder for the generated tests (default: a new temp dir)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
    unsafe_sandbox: bool = typer.Option(False, "--unsafe-sandbox", help="Run seed and mutant code without the kernel sandbox (trusted seeds only)."),
) -> None:
    """Search distinguishing inputs and run the kill matrix for every mutant of SEED."""
    if unsafe_sandbox:
        use_unsafe_sandbox()
    result = gate_seed(str(seed), operator, function=function, order=order, limit=limit)
    target = out if out is not None else Path(tempfile.mkdtemp(prefix="redpen-gate-"))
    mutants = {m.id: m for m in _plant_again(str(seed), operator, result.function, order, limit)}
    tests: dict[str, str] = {}
    for report in result.mutants:
        path = _write_item(target, str(seed), result.function, report, mutants[report.mutant_id].source)
        if path is not None:
            tests[report.mutant_id] = str(path)
    if as_json:
        typer.echo(_as_json(result, tests, result.function))
    else:
        console = Console()
        table = Table(title=f"{result.seed_path}: {result.function} ({len(result.mutants)} mutants)")
        for column in ("mutant", "verdict", "distinguishing input / reason", "test"):
            table.add_column(column, overflow="fold")
        for r in result.mutants:
            colour = "green" if r.verdict == "accepted" else "red"
            detail = _witness(r, result.function) if r.verdict == "accepted" else r.gate.reason
            table.add_row(r.description, f"[{colour}]{r.verdict}[/]", detail, tests.get(r.mutant_id, ""))
        console.print(table)
        counts = Counter(r.verdict for r in result.mutants)
        console.print("verdicts: " + ", ".join(f"{verdict} {n}" for verdict, n in sorted(counts.items()))
                      + ("  (unreached: the mutated code never ran on a drawn input, so its equivalence is unknown)"
                         if counts.get("unreached") else ""))
        console.print(f"clean control: {result.clean.verdict}" + (f" ({result.clean.message})"
                      if result.clean.verdict != "equivalent" else ""))
        console.print(f"tests written under {target}; run one against any variant with "
                      f"REDPEN_SUBJECT=<variant.py> REDPEN_FUNCTION=<name> python -m pytest <test_item.py>")
    if result.clean.verdict == "bad-control":
        raise typer.Exit(1)


def _plant_again(seed_path: str, operators: list[str], function: str, order: int, limit: Optional[int]):
    from killability.api import plant

    return plant(load_seed(seed_path, function), operators, order=order, limit=limit)


def register(app: typer.Typer) -> None:
    app.command("gate")(gate)
