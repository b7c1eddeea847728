"""`plant` / `redpen plant`: list (or write out) the mutants of one function of any Python file."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from core.atomic import staging_dir
from core.errors import UsageError
from core.model import Mutant
from core.seeds import read_source
from generator.cli.boundary import BoundaryCommand
from generator.cli.commands.gate import gate as gate_command
from operators.engine import target_name
from operators.planting import plant as plant_mutants
from operators.registry import resolve


@dataclass(frozen=True)
class PlantResult:
    path: str
    function: str
    operators: tuple[str, ...]
    order: int
    mutants: tuple[Mutant, ...]


def plant(
    path: str,
    *,
    operators: list[str] | None = None,
    function: str | None = None,
    order: int = 1,
    limit: int | None = None,
) -> PlantResult:
    """Library entry point behind the command: validate, then plant (:func:`operators.planting.plant`)."""
    chosen = resolve(operators)  # unknown names fail here, listing the known ones
    names = [op.name for op in chosen]
    source = read_source(path)
    target = target_name(source, function=function, path=path)  # syntax / function errors
    mutants = plant_mutants(source, function=target, operators=names, order=order, limit=limit, path=path)
    return PlantResult(path=path, function=target, operators=tuple(names), order=order, mutants=tuple(mutants))


def mutant_record(index: int, mutant: Mutant, path: str) -> dict[str, object]:
    return {
        "index": index,
        "id": mutant.id,
        "function": mutant.function,
        "operators": list(mutant.operators),
        "tier": mutant.tier,
        "mechanisms": [site.mechanism for site in mutant.sites],
        "fault_lines": list(mutant.fault_lines),
        "sites": [
            {
                "operator": s.operator,
                "line": s.span.start_line,
                "column": s.span.start_col,
                "end_line": s.span.end_line,
                "end_column": s.span.end_col,
                "description": s.description,
                "mechanism": s.mechanism,
            }
            for s in mutant.sites
        ],
        "keywords": [list(group) for group in mutant.keywords],
        "explanation": mutant.explanation,
        "diff": mutant.diff(Path(path).name),
    }


def file_name(stem: str, index: int, mutant: Mutant) -> str:
    return f"{stem}_{index:03d}_{'+'.join(mutant.operators)}.py"


def write_mutants(result: PlantResult, out: Path) -> list[Path]:
    """Each mutant as a whole runnable copy of the file; all files appear or none do."""
    out = out.resolve()
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out}: exists and is not a directory; pass a directory")
    stem = Path(result.path).stem
    names = [file_name(stem, index, mutant) for index, mutant in enumerate(result.mutants, start=1)]
    with staging_dir(out, keep=True) as staging:  # the folder with every new file, swapped in at once
        for name, mutant in zip(names, result.mutants):
            (staging / name).write_text(mutant.source, encoding="utf-8")
    return [out / n for n in names]


_DIFF_STYLES = {"+": "green", "-": "red", "@": "cyan"}


def _print(result: PlantResult, console: Console) -> None:
    if not result.mutants:
        ops = ", ".join(result.operators)
        console.print(f"no {ops} site in function '{result.function}' of {result.path}: nothing to plant")
        return
    kind = "higher-order mutants" if result.order == 2 else "mutants"
    console.print(f"[bold]{result.path}[/] :: [bold]{result.function}[/]: {len(result.mutants)} {kind}")
    for index, mutant in enumerate(result.mutants, start=1):
        mechanisms = "; ".join(dict.fromkeys(site.mechanism for site in mutant.sites))
        lines = ", ".join(str(line) for line in mutant.fault_lines)
        console.rule(f"#{index} {'+'.join(mutant.operators)} ({mutant.tier})", align="left")
        console.print(f"fault lines: {lines}   mechanism: {mechanisms}")
        for site in mutant.sites:
            console.print(
                f"  {site.operator} at {site.span.start_line}:{site.span.start_col}: {site.description}",
                markup=False,
                highlight=False,
            )
        for line in mutant.diff(Path(result.path).name).splitlines():
            style = _DIFF_STYLES.get(line[:1] if not line.startswith(("---", "+++")) else "", "")
            console.print(Text(line, style=style), soft_wrap=True)


def plant_command(
    seed: Annotated[str, typer.Argument(help="A Python file (a seed, or any module).", show_default=False)],
    operator: Annotated[
        list[str] | None,
        typer.Option("--operator", "-o", help="Operator name (repeatable, comma lists allowed) or 'all'."),
    ] = None,
    function: Annotated[
        str | None, typer.Option("--function", "-f", help="Target function (default: the first public one).")
    ] = None,
    order: Annotated[int, typer.Option("--order", help="1 = first-order mutants, 2 = higher-order pairs.")] = 1,
    limit: Annotated[int | None, typer.Option("--limit", help="At most this many mutants.")] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Write each mutant as DIR/<stem>_<nnn>_<OP>.py.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output on stdout.")] = False,
    gate: Annotated[
        bool,
        typer.Option(
            "--gate",
            help="Also prove each mutant: the killability gate's verdict, "
            "witness and generated test (same as `redpen gate`; --out "
            "then names the folder for the tests).",
        ),
    ] = False,
    unsafe_sandbox: Annotated[
        bool,
        typer.Option(
            "--unsafe-sandbox", help="Run seed and mutant code without the kernel sandbox (trusted seeds only)."
        ),
    ] = False,
) -> None:
    """List every mutant of the target function: numbered diffs, fault lines, mechanisms."""
    if gate:
        gate_command(
            Path(seed),
            operator or ["all"],
            function=function,
            order=order,
            limit=limit,
            out=out,
            as_json=as_json,
            unsafe_sandbox=unsafe_sandbox,
        )
        return
    result = plant(seed, operators=operator, function=function, order=order, limit=limit)
    written = write_mutants(result, out) if out is not None and result.mutants else []
    if as_json:
        records = [mutant_record(i, m, result.path) for i, m in enumerate(result.mutants, start=1)]
        for record, path in zip(records, written):
            record["file"] = str(path)
        typer.echo(json.dumps(records, indent=2, ensure_ascii=False))
        return
    console = Console(highlight=False, soft_wrap=True)
    _print(result, console)
    if written:
        console.print(f"wrote {len(written)} files to {out}")


_HELP = "List the mutants an operator can plant in a function (numbered diffs, fault lines, mechanisms)."
plant_app = typer.Typer(name="plant", add_completion=False, pretty_exceptions_enable=False, help=_HELP)
plant_app.command(name="plant", cls=BoundaryCommand)(plant_command)  # the `plant` console script


def register(app: typer.Typer) -> None:
    app.command("plant", help=_HELP)(plant_command)  # `redpen plant`: inside redpen's boundary
