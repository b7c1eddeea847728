"""`redpen harvest PATH... --out DIR`: seed files from real code (see generator/harvest/)."""

from __future__ import annotations

import json
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from core.atomic import write_atomic
from core.errors import UsageError
from generator.executors import EXECUTOR_HELP, cluster_executor
from generator.harvest.run import HarvestOptions, HarvestReport, ModuleResult, harvest
from generator.harvest.sources import jobs_for


def _line(result: ModuleResult) -> str:
    if result.error:
        return f"{result.module}: {result.error}"
    if result.seeds and result.seeds[0].kind == "module":
        seed = result.seeds[0]
        return (
            f"{result.module}: module seed {seed.file_name}, {seed.lines} lines, {len(seed.public)} public "
            f"functions, depth {seed.depth}; {len(result.refused)} functions left out"
        )
    gated = sum(s.gate == "accepted" for s in result.seeds)
    specless = sum(not s.has_spec for s in result.seeds)
    text = f"{result.module}: {len(result.seeds)} seeds, {len(result.refused)} refused"
    if any(s.gate for s in result.seeds):
        text += f", {gated} gateable"
    return text + (f", {specless} needs-spec" if specless else "")


def harvest_command(
    paths: list[str] = typer.Argument(..., help="Files, folders, module names, distribution names, or 'stdlib'."),
    out: Path = typer.Option(..., "--out", help="Folder for the seed files (<domain>/<name>.py)."),
    gate: int = typer.Option(0, "--gate", min=0, help="Gate up to N mutants per seed (0: no gate check)."),
    workers: int = typer.Option(2, "--workers", min=1, help="Worker processes."),
    domain: str | None = typer.Option(None, "--domain", help="Domain for every seed (default: by module)."),
    modules: bool = typer.Option(
        False, "--modules", help="Write module seeds for the PR track (one per module; permissive licences only)."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
    quiet: bool = typer.Option(False, "--quiet", help="No per-module lines."),
    executor: str = typer.Option("local", "--executor", help=EXECUTOR_HELP),
) -> None:
    """Harvest seed functions from real code: self-contained seeds with inferred inputs, provenance
    and a report of what was taken and why the rest was not. With --modules: one module seed per
    module (several pure functions calling each other, 80-300 lines) for the PR track."""
    if modules and gate:
        raise UsageError("--gate checks function seeds; a module seed's changes are proven by `redpen pr`, drop --gate")
    jobs = jobs_for(paths)
    options = HarvestOptions(gate_mutants=gate, cache_dir=str(out / ".harvest-cache"), domain=domain, modules=modules)
    console = Console(stderr=as_json)
    printer = None if quiet else (lambda r: console.print(_line(r), markup=False, highlight=False, soft_wrap=True))
    with cluster_executor(executor) as cluster:
        if cluster is not None:
            report = harvest(jobs, out, options=options, executor=cluster, on_result=printer)
        elif workers > 1 and len(jobs) > 1:
            with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork")) as pool:
                report = harvest(jobs, out, options=options, executor=pool, on_result=printer)
        else:
            report = harvest(jobs, out, options=options, on_result=printer)
    data = report.to_dict()
    write_atomic(out / "harvest-report.json", json.dumps(data, indent=2) + "\n")
    if as_json:
        typer.echo(json.dumps(data, indent=2))
    elif modules:
        _module_summary(console, report, out)
    else:
        _summary(console, report, out, gate)
    if modules and not report.written:  # nothing at all could be harvested
        raise typer.Exit(1)


def _module_summary(console: Console, report: HarvestReport, out: Path) -> None:
    seeds = [s for m in report.modules for s in m.seeds]
    table = Table(title=f"harvest --modules: {len(report.modules)} modules, {len(seeds)} module seeds written to {out}")
    for column in ("module seed", "lines", "public functions", "depth", "from"):
        table.add_column(column, justify="left" if column in ("module seed", "from") else "right")
    for seed in seeds:
        table.add_row(seed.file_name, str(seed.lines), str(len(seed.public)), str(seed.depth), seed.module)
    console.print(table)
    reasons: dict[str, int] = {}
    for m in report.modules:
        if m.error:
            reasons[m.reason or "other"] = reasons.get(m.reason or "other", 0) + 1
    if reasons:
        why = Table(title="why the other modules made no module seed")
        why.add_column("reason")
        why.add_column("modules", justify="right")
        for reason, n in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])):
            why.add_row(reason, str(n))
        console.print(why)
    console.print(f"report: {out / 'harvest-report.json'}")


def _summary(console: Console, report: HarvestReport, out: Path, gate: int) -> None:
    seeds = [s for m in report.modules for s in m.seeds]
    table = Table(title=f"harvest: {len(report.modules)} modules, {len(seeds)} seeds written to {out}")
    for column in ("modules", "skipped", "seeds", "with a spec", "needs-spec", "refused", "gateable"):
        table.add_column(column, justify="right")
    table.add_row(
        str(len(report.modules)),
        str(sum(bool(m.error) for m in report.modules)),
        str(len(seeds)),
        str(sum(s.has_spec for s in seeds)),
        str(sum(not s.has_spec for s in seeds)),
        str(sum(len(m.refused) for m in report.modules)),
        str(sum(s.gate == "accepted" for s in seeds)) if gate else "-",
    )
    console.print(table)
    reasons: dict[str, int] = {}
    for m in report.modules:
        for _f, reason in m.refused:
            key = reason.split("'")[0].strip()
            reasons[key] = reasons.get(key, 0) + 1
    if reasons:
        why = Table(title="why the rest was not taken")
        why.add_column("reason")
        why.add_column("functions", justify="right")
        for reason, n in sorted(reasons.items(), key=lambda kv: -kv[1])[:15]:
            why.add_row(reason, str(n))
        console.print(why)
    console.print(f"report: {out / 'harvest-report.json'}")


def register(app: typer.Typer) -> None:
    app.command("harvest")(harvest_command)
