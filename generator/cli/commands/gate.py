"""`redpen gate SEED.py --operator ROR`: plant, search and gate every mutant of one seed."""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from core.atomic import staging_dir
from core.seeds import load_seed
from core.snippet import extract_function
from killability.api import seed_variants
from killability.model import MutantReport, SeedGateReport
from killability.sandbox import use_unsafe_sandbox
from killability.seed_gate import gate_seed
from operators.planting import plant


def _write_item(out: Path, seed_path: str, function: str, report: MutantReport, mutant_source: str) -> Path | None:
    """The generated test and the variants it runs against, in OUT/<mutant id>/ (OUT is a staging
    folder: the caller publishes all items at once)."""
    if not report.gate.test_file:
        return None
    folder = out / f"{function}_{report.mutant_id[:8]}"
    folder.mkdir(parents=True, exist_ok=True)
    seed = load_seed(seed_path, function)
    (folder / "original.py").write_text(
        extract_function(mutant_source, function, path=seed_path).code, encoding="utf-8"
    )
    for name, variant in seed_variants(seed).items():
        (folder / f"{name}.py").write_text(variant.code, encoding="utf-8")
    test = folder / "test_item.py"
    test.write_text(report.gate.test_file, encoding="utf-8")
    return test


def _witness(report: MutantReport, function: str) -> str:
    if not report.search.witnesses:
        return ""
    case = report.search.witnesses[0]
    text = case.render(function)
    return f"{text} (mutant: {case.note.removeprefix('the other function ')})" if case.note else text


def _as_json(result: SeedGateReport, tests: dict[str, str], function: str) -> str:
    return json.dumps(
        {
            "seed": result.seed_path,
            "function": result.function,
            "clean": {"verdict": result.clean.verdict, "message": result.clean.message},
            "mutants": [
                {
                    "id": r.mutant_id,
                    "operators": list(r.operators),
                    "description": r.description,
                    "verdict": r.verdict,
                    "reason": r.gate.reason,
                    "search": r.search.verdict,
                    "witness": _witness(r, function),
                    "witnesses": [c.render(function) for c in r.search.witnesses],
                    "variants": {
                        v.name: {
                            "verdicts": list(v.verdicts),
                            "fault_lines": list(v.fault_lines),
                            "covered": list(v.covered),
                        }
                        for v in r.gate.variants
                    },
                    "test": tests.get(r.mutant_id),
                }
                for r in result.mutants
            ],
        },
        indent=2,
        sort_keys=True,
    )


def gate(
    seed: Path = typer.Argument(..., help="Seed file (a plain Python module)."),
    operator: list[str] = typer.Option(["all"], "--operator", "-o", help="Operator(s) to plant: ROR, AOR, ... or all."),
    function: str | None = typer.Option(None, "--function", help="Target function (default: the first public one)."),
    order: int = typer.Option(1, "--order", min=1, max=2, help="1: first-order mutants; 2: higher-order pairs."),
    limit: int | None = typer.Option(None, "--limit", min=1, help="Gate at most this many mutants."),
    out: Path | None = typer.Option(None, "--out", help="Folder for the generated tests (default: a new temp dir)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
    unsafe_sandbox: bool = typer.Option(
        False, "--unsafe-sandbox", help="Run seed and mutant code without the kernel sandbox (trusted seeds only)."
    ),
) -> None:
    """Search distinguishing inputs and run the kill matrix for every mutant of SEED."""
    if unsafe_sandbox:
        use_unsafe_sandbox()
    result = gate_seed(str(seed), operator, function=function, order=order, limit=limit)
    target = out if out is not None else Path(tempfile.mkdtemp(prefix="redpen-gate-"))
    mutants = {m.id: m for m in _plant_again(str(seed), operator, result.function, order, limit)}
    tests: dict[str, str] = {}
    with staging_dir(target, keep=True) as staging:  # every item appears, or none does
        for report in result.mutants:
            path = _write_item(staging, str(seed), result.function, report, mutants[report.mutant_id].source)
            if path is not None:
                tests[report.mutant_id] = str(target / path.relative_to(staging))
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
        console.print(
            "verdicts: "
            + ", ".join(f"{verdict} {n}" for verdict, n in sorted(counts.items()))
            + (
                "  (unreached: the mutated code never ran on a drawn input, so its equivalence is unknown)"
                if counts.get("unreached")
                else ""
            )
        )
        console.print(
            f"clean control: {result.clean.verdict}"
            + (f" ({result.clean.message})" if result.clean.verdict != "equivalent" else "")
        )
        console.print(
            f"tests written under {target}; run one against any variant with "
            f"REDPEN_SUBJECT=<variant.py> REDPEN_FUNCTION=<name> python -m pytest <test_item.py>"
        )
    if result.clean.verdict == "bad-control":
        raise typer.Exit(1)


def _plant_again(seed_path: str, operators: list[str], function: str, order: int, limit: int | None):
    seed = load_seed(seed_path, function)
    return plant(seed.source, function=seed.function, operators=operators, order=order, limit=limit, path=seed.path)


def register(app: typer.Typer) -> None:
    app.command("gate")(gate)
