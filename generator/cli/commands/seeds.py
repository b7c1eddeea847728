"""`redpen seeds --stats`: what the seed library offers each operator and tier."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from concurrent.futures import Executor
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.console import Console
from rich.table import Table

from core.errors import RedpenError
from core.paths import CORPUS_OUT, SEEDS, seed_key
from core.seeds import discover_seeds, load_seed
from generator.disguise.clean import authored_marks
from generator.distinct.ledger import DEFAULT_LEDGER, Ledger
from generator.executors import EXECUTOR_HELP, cluster_executor
from generator.library_stats import DEFAULT_EDITION, library_stats
from generator.spec_leaks import leaks

if TYPE_CHECKING:
    from generator.gold_audit import AuditOptions


def _used(ledger: Path | None, keys: Iterable[str]) -> frozenset[str]:
    """Those of the library's seed ``keys`` (:func:`core.paths.seed_key`, as the statistics name
    them) that an edition in the ledger spent: the ledger keeps each seed under the same key."""
    if ledger is None or not ledger.exists():
        return frozenset()
    spent = {key for e in Ledger(ledger, create=False).entries() for key in e.item.seeds}
    return frozenset(k for k in keys if k in spent)


def seeds(
    root: Path = typer.Option(SEEDS, "--seeds", help="Seed library folder."),
    stats: bool = typer.Option(True, "--stats/--list", help="Statistics (default) or a list of seeds."),
    todo: bool = typer.Option(
        False,
        "--todo",
        help="List the seeds that need a spec (needs-spec) and the docstrings that hold a line's code (restates-code).",
    ),
    ledger: Path | None = typer.Option(DEFAULT_LEDGER, "--ledger", help="Ledger of earlier editions."),
    as_json: bool = typer.Option(False, "--json"),
    audit: bool = typer.Option(
        False,
        "--audit",
        help="Gold audit: each seed's target against its clean control "
        "under broad inputs and CrossHair; exits 1 naming every seed that fails, with the input.",
    ),
    symbolic_paths: int = typer.Option(
        12, "--symbolic-paths", help="CrossHair's budget per seed: paths explored (at least 2)."
    ),
    symbolic_seconds: float = typer.Option(
        4.0, "--symbolic-seconds", help="CPU safety limit of CrossHair per seed (0: no symbolic check)."
    ),
    symbolic_total: float = typer.Option(
        600.0,
        "--symbolic-total",
        help="Wall-clock safety of the whole CrossHair pass: seeds not reached by then are skipped "
        "(with that reason) and checked next run.",
    ),
    cache_dir: Path = typer.Option(
        CORPUS_OUT / ".cache",
        "--cache-dir",
        help="With --audit: where verdicts are cached by content hash (an empty folder: a cold audit).",
    ),
    masking: bool = typer.Option(
        False,
        "--masking",
        help="Measure every seed's interacting pairs (sandboxed) and report those that mask "
        "themselves, the pairs a hard item needs (with --only: each seed's masking pairs by shape).",
    ),
    write_record: bool = typer.Option(
        False,
        "--write-record",
        help="With --audit: write the verdicts to <seeds>/gold_audit.json; with --masking: the "
        "masking pairs to <seeds>/masking.json (records `redpen build` reads, by seed text hash).",
    ),
    calibration: Path | None = typer.Option(
        None, "--calibration", help="A calibration file (redpen calibrate): tiers by the calibrated rule."
    ),
    executor: str = typer.Option("local", "--executor", help="With --audit or --masking: " + EXECUTOR_HELP),
    clean_hosts: bool = typer.Option(
        False,
        "--clean-hosts",
        help="Which seeds' clean implementations host a masking pair of their target (what the hard tier "
        "needs with --disguise-host clean), by shape; with --only: each pair, its signature and lines.",
    ),
    only: list[Path] | None = typer.Option(
        None,
        "--only",
        help="With --audit, --masking or --clean-hosts: only this seed file of the library (repeatable); --write-record "
        "then rewrites only their entries and keeps the others of the record.",
    ),
) -> None:
    """Library statistics: seeds per domain, operator sites, medium-tier mechanisms, clean controls,
    and how many more full default editions the library can fill."""
    if only and not (audit or masking or clean_hosts):
        raise typer.BadParameter("--only goes with --audit, --masking or --clean-hosts", param_hint="--only")
    selected = _selected(root, only or [])
    if clean_hosts:
        from generator.cli.seeds_hosting import clean_hosts as show_hosts

        show_hosts(root, as_json, selected)
        return
    if audit:
        if symbolic_seconds < 0 or symbolic_total <= 0 or symbolic_paths < 2:
            raise typer.BadParameter(
                "must be at least 0 (--symbolic-seconds), above 0 (--symbolic-total) and at least 2 (--symbolic-paths)",
                param_hint="--symbolic-seconds/--symbolic-total/--symbolic-paths",
            )
        from generator.gold_audit import AuditOptions

        options = AuditOptions(
            symbolic_paths=symbolic_paths,
            symbolic_seconds=symbolic_seconds,
            symbolic_total=symbolic_total,
            cache_root=str(cache_dir),
        )
        with cluster_executor(executor) as pool:
            _audit(root, options, as_json, write_record, pool, selected)
        return
    if masking:
        with cluster_executor(executor) as pool:
            _masking(root, as_json, write_record, pool, selected)
        return
    if write_record:
        raise typer.BadParameter("--write-record goes with --audit or --masking", param_hint="--write-record")
    result = library_stats(root)
    calibrated = None
    if calibration is not None:
        from generator.calibrated_tiers import calibrated_library

        result, calibrated = calibrated_library(result, calibration)
    if todo:
        waiting = [s for s in result.seeds if s.status == "needs-spec"]
        styled = _clean_style(root)
        restating = restated_code(root)
        if as_json:
            print(
                json.dumps(
                    {
                        "needs_spec": [s.path for s in waiting],
                        "clean_style": {path: list(marks) for path, marks in styled},
                        "restates_code": {path: {str(k): v for k, v in lines.items()} for path, lines in restating},
                    },
                    indent=2,
                )
            )
            return
        for s in waiting:
            print(f"{s.path}: needs-spec (write a docstring that states the behaviour, then drop 'status' from SEED)")
        for path, marks in styled:
            print(
                f"{path}: clean-style (the authored control adds {', '.join(marks)}; rewrite it in the "
                f"target's idioms, else items use the fixed function reordered as their control)"
            )
        for path, lines in restating:
            for line, expression in sorted(lines.items()):
                print(
                    f"{path}:{line}: restates-code (the docstring holds `{expression}`, this line's code: state "
                    f"the contract instead; the build plants no fault on this line)"
                )
        print(
            f"{len(waiting)} of {len(result.seeds)} seeds need a spec; {len(styled)} authored clean controls "
            f"would mark themselves; {len(restating)} docstrings hold a line's code"
        )
        return
    data = result.to_dict(_used(ledger, [s.path for s in result.seeds]))
    if calibrated is not None:
        data["calibration"] = {
            "file": str(calibration),
            "operators": [vars(c) for c in calibrated],
        }
    if as_json:
        print(json.dumps(data, indent=2))
        return
    console = Console()
    supply = data["supply"]
    console.print(
        f"supply: {supply['ready_seeds']} seeds ready ({supply['needs_spec']} need a spec, "
        f"{supply['used_by_earlier_editions']} used by earlier editions): "
        f"{supply['editions_left']} more full default editions (18/18/8), "
        f"{supply['editions_left_transplant']} when the disguise transplants into a second seed; "
        f"seeds able to fill easy/medium/hard: {supply['seeds_per_tier']['easy']}/"
        f"{supply['seeds_per_tier']['medium']}/{supply['seeds_per_tier']['hard']} (hard: a pair recorded to mask "
        f"itself, {supply['seeds_with_masking_pairs']} seeds; {supply['seeds_not_in_masking_record']} not in the "
        f"masking record count by their sites: redpen seeds --masking --write-record; the default layout's hard "
        "items need a clean implementation that hosts the pair: redpen seeds --clean-hosts)"
    )
    if not stats:
        for s in result.seeds:
            console.print(
                f"{s.path}  [dim]{s.domain}[/]  " + " ".join(f"{k}:{v}" for k, v in s.operator_sites.items() if v)
            )
        return
    table = Table(
        title=f"{data['seeds']} seeds, {len(data['domains'])} domains "
        f"(largest {data['largest_domain_share']:.0%}), clean controls {data['clean_controls']:.0%}"
    )
    table.add_column("domain")
    table.add_column("seeds", justify="right")
    for domain, n in data["domains"].items():
        table.add_row(domain, str(n))
    console.print(table)
    ops = Table(title="operators")
    ops.add_column("operator")
    ops.add_column("seeds with a site", justify="right")
    ops.add_column("sites", justify="right")
    for op, n in data["seeds_per_operator"].items():
        ops.add_row(op, str(n), str(data["sites_per_operator"][op]))
    console.print(ops)
    mech = Table(title="mechanisms")
    mech.add_column("mechanism")
    mech.add_column("seeds", justify="right")
    for m, n in sorted(data["seeds_per_mechanism"].items(), key=lambda kv: -kv[1]):
        mech.add_row(m, str(n))
    console.print(mech)
    if calibrated is not None:
        cal = Table(title=f"calibrated operators ({calibration}): easy ones reviewers found hard fill medium")
        for column in ("operator", "units", "mean difficulty", "family", "calibrated family"):
            cal.add_column(column)
        for c in calibrated:
            cal.add_row(c.operator, str(c.units), f"{c.mean_difficulty:.2f}", c.family, c.calibrated_family)
        console.print(cal)
    for _path, error in result.errors:
        console.print(f"[red]error[/] {error}")


def _selected(root: Path, only: list[Path]) -> list[Path]:
    """The library's own paths of the seed files ``--only`` names (BadParameter for any other file)."""
    library = {path.resolve(): path for path in discover_seeds(root)} if only else {}
    chosen = []
    for path in only:
        if path.resolve() not in library:
            raise typer.BadParameter(f"{path}: not a seed file of the library {root}", param_hint="--only")
        chosen.append(library[path.resolve()])
    return sorted(set(chosen))


def restated_code(root: Path) -> list[tuple[str, dict[int, str]]]:
    """Seeds whose docstring holds a line's own code (generator/spec_leaks.py), by seed key."""
    found = []
    for path in discover_seeds(root):
        try:
            seed = load_seed(path)
        except RedpenError:
            continue  # a broken seed is reported by the statistics
        lines = leaks(seed.source, seed.function)
        if lines:
            found.append((seed_key(path, root), lines))
    return found


def _clean_style(root: Path) -> list[tuple[str, tuple[str, ...]]]:
    found = []
    for path in discover_seeds(root):
        try:
            marks = authored_marks(load_seed(path))
        except RedpenError:
            continue  # a broken seed is reported by the statistics
        if marks:
            found.append((seed_key(path, root), marks))
    return found


def _audit(
    root: Path, options: AuditOptions, as_json: bool, write_record: bool, pool: Executor | None, only: list[Path]
) -> None:
    from core.atomic import write_atomic
    from core.seeds import discover_seeds, read_source
    from generator.gold_audit import audit_library, audit_seeds, symbolic_counts
    from generator.gold_record import RECORD_NAME, disputed_entries, record_text, updated_record_text

    started = time.perf_counter()
    verdicts = audit_seeds(only, options, executor=pool) if only else audit_library(root, options, executor=pool)
    seconds = time.perf_counter() - started
    failed = [v for v in verdicts if not v.ok]
    if write_record:
        sources = {str(p): read_source(p) for p in discover_seeds(root)}
        kept = disputed_entries(root / RECORD_NAME)
        text = (updated_record_text if only else record_text)(root, verdicts, sources, kept)
        write_atomic(root / RECORD_NAME, text)
        typer.echo(f"gold audit record: {root / RECORD_NAME} ({len(verdicts)} seeds)", err=True)
    if as_json:
        print(
            json.dumps(
                [
                    {
                        "path": v.path,
                        "status": v.status,
                        "check": v.check,
                        "input": v.input,
                        "detail": v.detail,
                        "symbolic": v.symbolic,
                    }
                    for v in verdicts
                ],
                indent=2,
            )
        )
    else:
        for v in failed:
            print(f"{v.path}: {v.status} ({v.check or 'load'}): {v.input} -> {v.detail}")
        unchecked = [v for v in verdicts if v.status == "unchecked"]
        for v in unchecked:
            print(f"{v.path}: unchecked: {v.detail}")
        counts = symbolic_counts(verdicts)
        shown = "; ".join(f"{why} {n}" for why, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
        print(
            f"gold audit: {len(verdicts) - len(failed)} of {len(verdicts)} seeds pass ({len(unchecked)} of them "
            f"unchecked: the checker ran out of time); {len(failed)} excluded; symbolic check: {shown}; "
            f"{seconds:.1f} s"
        )
    if failed:
        raise typer.Exit(1)


def _masking(root: Path, as_json: bool, write_record: bool, pool: Executor | None, only: list[Path]) -> None:
    from collections import Counter

    from rich.progress import Progress

    from core.seeds import read_source
    from generator.cli.seeds_hosting import library_seeds
    from generator.masking_record import measure_library, seed_hash, update_record
    from generator.masking_record import write_record as write_masking

    loaded = library_seeds(root, only)
    started = time.perf_counter()
    with Progress(transient=True, disable=as_json) as progress:
        task = progress.add_task("masking pairs", total=len(loaded))
        entries = measure_library(loaded, progress=lambda _entry: progress.advance(task), executor=pool)
    seconds = time.perf_counter() - started
    if write_record:
        if only:  # the other seeds' entries are kept while their text is unchanged
            written = update_record(root, entries, {seed_hash(read_source(p)) for p in discover_seeds(root)})
        else:
            written = write_masking(root, entries)
        typer.echo(f"masking record: {written} ({len(entries)} seeds measured)", err=True)
    rows = sorted(entries.values(), key=lambda e: e.path)
    if as_json:
        print(
            json.dumps(
                [
                    {"path": e.path, "measured": e.measured, "masking": len(e.masking), "shapes": Counter(e.shapes)}
                    for e in rows
                ],
                indent=2,
                sort_keys=True,
            )
        )
        return
    for e in rows:
        if e.problem:
            print(f"{e.path}: not measured: {e.problem}")
        elif only:  # one line per seed asked for: its masking pairs by shape (generator/pair_shapes.py)
            shapes = ", ".join(f"{shape} {n}" for shape, n in sorted(Counter(e.shapes).items()))
            print(f"{e.path}: {len(e.masking)} masking pairs of {e.measured} measured ({shapes or 'none'})")
    masking = [e for e in rows if e.masking]
    quota = DEFAULT_EDITION["hard"]
    print(
        f"masking pairs: {sum(len(e.masking) for e in masking)} in {len(masking)} of {len(rows)} seeds "
        f"({sum(e.measured for e in rows)} pairs measured): hard places for {len(masking) // quota} "
        f"default editions ({quota} each); {seconds:.1f} s"
    )


def register(app: typer.Typer) -> None:
    app.command("seeds")(seeds)
