"""`redpen build`: build one quarterly edition (the Makefile's `corpus` target)."""

from __future__ import annotations

import enum
import json
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

from core.paths import CORPUS_OUT, MODULE_SEEDS, SEEDS
from generator.corpus.edition import Edition
from generator.executors import EXECUTOR_HELP
from generator.items import TIER_ORDER


class DisguiseHost(str, enum.Enum):
    clean = "clean"
    seed = "seed"


class RichReporter:
    """Progress bars per stage, with accepted/rejected counts and the commonest rejection reason."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.tasks: dict[str, int] = {}
        self.counts: dict[str, list] = {}

    def stage(self, name: str, total: int) -> None:
        self.counts[name] = [0, 0, {}]
        self.tasks[name] = self.progress.add_task(name, total=total, status="")

    def advance(self, name: str, *, accepted: int = 0, rejected: int = 0, note: str = "") -> None:
        counts = self.counts[name]
        counts[0] += accepted
        counts[1] += rejected
        if note:
            counts[2][note] = counts[2].get(note, 0) + 1
        top = max(counts[2].items(), key=lambda kv: kv[1])[0] if counts[2] else ""
        status = f"[green]{counts[0]} ok[/] [red]{counts[1]} rejected[/]" + (f" (most: {top})" if top else "")
        self.progress.update(
            self.tasks[name], advance=accepted if name in ("gate", "pr") else accepted + rejected, status=status
        )


def _by_tier(title: str, label: str, table_data: dict[str, dict[str, int]]) -> Table:
    """Rows are domains (or operators), columns the tiers: readable however many rows there are."""
    table = Table(title=title)
    table.add_column(label)
    for tier in TIER_ORDER:
        table.add_column(tier, justify="right")
    table.add_column("total", justify="right")
    for row in sorted({r for counts in table_data.values() for r in counts}):
        values = [table_data.get(t, {}).get(row, 0) for t in TIER_ORDER]
        table.add_row(row, *[str(v or "") for v in values], str(sum(values)))
    return table


def print_summary(console: Console, report) -> None:
    data = report.to_dict()
    console.print(_by_tier("tier by domain (seed domain)", "domain", data["tier_by_domain"]))
    console.print(_by_tier("tier by operator", "operator", data["tier_by_operator"]))
    summary = Table(title=f"edition {report.edition}")
    summary.add_column("tier")
    summary.add_column("quota", justify="right")
    summary.add_column("selected", justify="right")
    summary.add_column("candidates", justify="right")
    summary.add_column("rejected (why)")
    for tier in TIER_ORDER:
        why = ", ".join(f"{k} {v}" for k, v in sorted(data["rejections"][tier].items(), key=lambda kv: -kv[1]))
        summary.add_row(
            tier, str(report.quotas.get(tier, 0)), str(data["selected"][tier]), str(report.candidates.get(tier, 0)), why
        )
    console.print(summary)
    spread = Table(title="measured difficulty per tier (min / median / max)")
    for column in ("tier", "items", "exposure", "crash share", "surprise change (bits/token)"):
        spread.add_column(column)
    for tier, row in data["difficulty"].items():
        if row["exposure"]:
            cells = [
                " / ".join(f"{row[k][q]:.3f}" for q in ("min", "median", "max"))
                for k in ("exposure", "crash_share", "surprise_change")
            ]
            spread.add_row(tier, str(row["items"]), *cells)
    console.print(spread)
    if data["naturalness_rejections"]:
        natural = Table(title="mutants rejected as unnatural (naturalness filter), by reason")
        natural.add_column("reason")
        natural.add_column("mutants", justify="right")
        tells = Table(title="faults rejected as local tells (generator/local_tells.py) or restated by the spec")
        tells.add_column("reason")
        tells.add_column("mutants", justify="right")
        pairs = Table(title="interacting pairs rejected by the pair rule (generator/pair_shapes.py)")
        pairs.add_column("reason")
        pairs.add_column("pairs", justify="right")
        for reason, count in sorted(data["naturalness_rejections"].items(), key=lambda kv: (-kv[1], kv[0])):
            table = pairs if reason.startswith("pair:") else tells if reason.startswith(("tell:", "spec:")) else natural
            table.add_row(reason, str(count))
        console.print(natural)
        for table in (tells, pairs):
            if table.row_count:
                console.print(table)
    console.print(
        f"seeds: {report.seeds_total} found, {report.seeds_eligible} eligible, "
        f"{len(report.excluded_seeds)} excluded; cache hits: {report.cache_hits}; {report.seconds:.1f} s"
    )
    if report.gold:
        console.print(
            f"gold audit: {report.gold.get('failed', 0)} seed(s) excluded as failing it; verdicts from the "
            f"record: {report.gold.get('recorded', 0)}, audited now: {report.gold.get('audited_now', 0)}"
        )
    if report.controls:
        console.print(
            f"clean controls: {report.controls.get('independent', 0)} seed(s) with an independent one, "
            f"{report.controls.get('refused', 0)} without (host only; redpen seeds --todo lists them)"
        )


def build(
    edition: str | None = typer.Option(
        None, "--edition", help="Quarter to build, like 2027Q1 (default: the current quarter)."
    ),
    items: int = typer.Option(44, "--items", min=1, help="Items in the edition; tier quotas scale from 18/18/8."),
    seed: int = typer.Option(
        0, "--seed", help="Mixed into the edition secret's choices (same secret + seed = same output)."
    ),
    secret: str | None = typer.Option(
        None,
        "--secret",
        help="The edition's secret (key/edition.json) to rebuild "
        "it byte for byte; default: the ledger's, else a new one.",
    ),
    seeds_dir: Path = typer.Option(
        SEEDS,
        "--seeds",
        envvar="REDPEN_SEEDS",
        help="Seed library folder (<domain>/<name>.py); keep live seeds private.",
    ),
    forms: int = typer.Option(4, "--forms", min=0, max=4, help="Forms to write under live/forms/ (Latin square)."),
    allow_leaky: bool = typer.Option(
        False, "--allow-leaky", help="Export even when the validity audit fails (recorded in the card)."
    ),
    out: Path = typer.Option(CORPUS_OUT, "--out", help="Output folder (editions, ledger, cache)."),
    ledger: Path | None = typer.Option(None, "--ledger", help="Ledger file (default OUT/ledger.sqlite)."),
    jobs: int = typer.Option(0, "--jobs", min=0, help="Worker processes (0: up to 2)."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Ignore and do not write the verdict cache."),
    allow_short: bool = typer.Option(False, "--allow-short", help="Export even when a tier quota cannot be filled."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON summary instead of tables."),
    unsafe_sandbox: bool = typer.Option(
        False, "--unsafe-sandbox", help="Run seed and mutant code without the kernel sandbox (trusted seeds only)."
    ),
    calibration: Path | None = typer.Option(
        None,
        "--calibration",
        help="A calibration file (redpen calibrate): easy operators reviewers found hard fill medium.",
    ),
    executor: str = typer.Option("local", "--executor", help=EXECUTOR_HELP),
    pr_items: int = typer.Option(
        24,
        "--pr-items",
        min=0,
        help="PR-track items (half easy-family faults, half subtle): pull requests over the module seeds "
        "(--modules), each refactoring proven; 0: the snippet track alone.",
    ),
    modules_dir: Path = typer.Option(
        MODULE_SEEDS, "--modules", envvar="REDPEN_MODULES", help="Module-seed library of the PR track."
    ),
    pr_inputs: int = typer.Option(
        500, "--pr-inputs", min=100, help="Drawn inputs per function for each refactoring's differential proof."
    ),
    disguise_host: DisguiseHost = typer.Option(
        DisguiseHost.clean,
        "--disguise-host",
        help="Where the disguise is planted: 'clean', the item's own clean implementation, told with the clean "
        "control in another domain (the live set pairs into one-edit twins); 'seed', another seed of another "
        "domain (the live set's name groups give the defective member away: refused without --allow-leaky).",
    ),
) -> None:
    """Plant, gate, disguise, check distinctness, select and export one edition."""
    from generator.build import build_edition
    from generator.build_types import BuildOptions, explain_shortfall
    from generator.executors import cluster_executor

    if unsafe_sandbox:
        from killability.sandbox import use_unsafe_sandbox

        use_unsafe_sandbox()
    options = BuildOptions(
        edition=Edition.parse(edition) if edition is not None else Edition.current(),
        items=items,
        seed=seed,
        seeds_dir=seeds_dir,
        out_dir=out,
        ledger_path=ledger,
        jobs=jobs,
        use_cache=not no_cache,
        allow_short=allow_short,
        secret=secret,
        forms=forms,
        allow_leaky=allow_leaky,
        calibration=calibration,
        pr_items=pr_items,
        modules_dir=modules_dir,
        pr_inputs=pr_inputs,
        disguise_host=disguise_host.value,
    )
    console = Console(stderr=as_json)
    with (
        cluster_executor(executor, unsafe=unsafe_sandbox) as pool,
        Progress(
            TextColumn("{task.description:>8}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[status]}"),
            TimeElapsedColumn(),
            console=console,
            disable=as_json,
        ) as progress,
    ):
        report = build_edition(options, RichReporter(progress), executor=pool)
    if as_json:
        print(json.dumps(report.to_dict(), indent=2, sort_keys=True))
    else:
        print_summary(console, report)
    for note in report.notes:
        typer.echo(f"redpen: warning: {note}", err=True)
    if report.shortfall or report.pr_shortfall:
        message = f"edition {report.edition} is short: {explain_shortfall(report)}"
        if not allow_short:
            typer.echo(
                f"redpen: error: {message}; nothing was written (add seeds, lower --items, or pass --allow-short)",
                err=True,
            )
            raise typer.Exit(1)
        typer.echo(f"redpen: warning: {message}", err=True)
    if report.audit is not None:
        _report_audit(console, report, as_json=as_json, allow_leaky=allow_leaky)
    if report.written and not as_json:
        console.print(
            f"[bold green]wrote[/] {report.out} ({len(report.items)} items, {4 * len(report.items)} snippets"
            + (f"; {len(report.pr_item_ids)} PR items" if report.pr_item_ids else "")
            + ")"
        )


def _report_audit(console: Console, report, *, as_json: bool, allow_leaky: bool) -> None:
    from audit.report import TABLE_WIDTH, failure_lines, table

    audit = report.audit
    if not as_json:
        Console(width=max(console.width, TABLE_WIDTH)).print(table(audit))
    if audit.passed:
        return
    for line in failure_lines(audit):
        typer.echo(f"redpen: {'warning' if allow_leaky else 'error'}: audit: {line}", err=True)
    if not allow_leaky:
        typer.echo(
            f"redpen: error: edition {report.edition} failed the validity audit; nothing was written "
            "(remove the leak, or pass --allow-leaky to export with the failure recorded in the card)",
            err=True,
        )
        raise typer.Exit(1)
    typer.echo(
        f"redpen: warning: edition {report.edition} exported with --allow-leaky; the card records the failed audit",
        err=True,
    )


def register(app: typer.Typer) -> None:
    app.command("build")(build)
