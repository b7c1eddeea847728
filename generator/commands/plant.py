"""`plant` / `redpen plant`: list (or write out) the mutants of one function of any Python file."""
from __future__ import annotations

import functools
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Callable, Optional

import typer
from rich.console import Console
from rich.text import Text

from generator.errors import RedpenError, UsageError
from generator.model import Mutant
from generator.seeds import read_source
from operators.engine import enumerate_mutants, target_name
from operators.higher_order import enumerate_higher_order
from operators.registry import resolve


@dataclass(frozen=True)
class PlantResult:
    path: str
    function: str
    operators: tuple[str, ...]
    order: int
    mutants: tuple[Mutant, ...]


def plant(path: str, *, operators: list[str] | None = None, function: str | None = None, order: int = 1,
          limit: int | None = None) -> PlantResult:
    """Library entry point behind the command: validate, then enumerate."""
    if order not in (1, 2):
        raise UsageError(f"--order {order}: only 1 (first-order) and 2 (higher-order pairs) exist")
    if limit is not None and limit < 1:
        raise UsageError(f"--limit {limit}: give a positive number of mutants")
    chosen = resolve(operators)  # unknown names fail here, listing the known ones
    names = [op.name for op in chosen]
    source = read_source(path)
    target = target_name(source, function=function, path=path)  # syntax / function errors
    enumerate_ = enumerate_mutants if order == 1 else enumerate_higher_order
    mutants = enumerate_(source, function=target, operators=names, path=path, limit=limit)
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
            {"operator": s.operator, "line": s.span.start_line, "column": s.span.start_col,
             "end_line": s.span.end_line, "end_column": s.span.end_col, "description": s.description,
             "mechanism": s.mechanism}
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
    out.parent.mkdir(parents=True, exist_ok=True)
    stem = Path(result.path).stem
    staging = Path(tempfile.mkdtemp(prefix=".plant-", dir=out.parent))
    try:
        names = []
        for index, mutant in enumerate(result.mutants, start=1):
            name = file_name(stem, index, mutant)
            (staging / name).write_text(mutant.source, encoding="utf-8")
            names.append(name)
        if not out.exists():
            os.replace(staging, out)
            return [out / n for n in names]
        for name in names:  # same file system: each rename is atomic, and all content is already written
            os.replace(staging / name, out / name)
        return [out / n for n in names]
    finally:
        shutil.rmtree(staging, ignore_errors=True)


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
            console.print(f"  {site.operator} at {site.span.start_line}:{site.span.start_col}: {site.description}",
                          markup=False, highlight=False)
        for line in mutant.diff(Path(result.path).name).splitlines():
            style = _DIFF_STYLES.get(line[:1] if not line.startswith(("---", "+++")) else "", "")
            console.print(Text(line, style=style), soft_wrap=True)


def plant_command(
    seed: Annotated[str, typer.Argument(help="A Python file (a seed, or any module).", show_default=False)],
    operator: Annotated[Optional[list[str]], typer.Option("--operator", "-o", help="Operator name (repeatable, comma lists allowed) or 'all'.")] = None,
    function: Annotated[Optional[str], typer.Option("--function", "-f", help="Target function (default: the first public one).")] = None,
    order: Annotated[int, typer.Option("--order", help="1 = first-order mutants, 2 = higher-order pairs.")] = 1,
    limit: Annotated[Optional[int], typer.Option("--limit", help="At most this many mutants.")] = None,
    out: Annotated[Optional[Path], typer.Option("--out", help="Write each mutant as DIR/<stem>_<nnn>_<OP>.py.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output on stdout.")] = False,
    gate: Annotated[bool, typer.Option("--gate", help="Also prove each mutant: the killability gate's verdict, "
                                                       "witness and generated test (same as `redpen gate`; --out "
                                                       "then names the folder for the tests).")] = False,
    unsafe_sandbox: Annotated[bool, typer.Option("--unsafe-sandbox", help="Run seed and mutant code without the kernel sandbox (trusted seeds only).")] = False,
) -> None:
    """List every mutant of the target function: numbered diffs, fault lines, mechanisms."""
    if gate:
        from .gate import gate as gate_command

        gate_command(Path(seed), operator or ["all"], function=function, order=order, limit=limit, out=out,
                     as_json=as_json, unsafe_sandbox=unsafe_sandbox)
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


def _bounded(prog: str) -> Callable[..., None]:
    """The command with the CLI's error boundary (``<prog>: error: <message>``, exit code from the
    error), so it behaves the same under CliRunner as through the console scripts."""

    @functools.wraps(plant_command)
    def run(*args: object, **kwargs: object) -> None:
        try:
            plant_command(*args, **kwargs)  # type: ignore[arg-type]
        except RedpenError as exc:
            typer.echo(f"{prog}: error: {exc.message}", err=True)
            raise typer.Exit(exc.exit_code) from None

    return run


_HELP = "List the mutants an operator can plant in a function (numbered diffs, fault lines, mechanisms)."
plant_app = typer.Typer(name="plant", add_completion=False, pretty_exceptions_enable=False, help=_HELP)
plant_app.command()(_bounded("plant"))


def register(app: typer.Typer) -> None:
    app.command("plant", help=_HELP)(_bounded("redpen"))
