"""The PR track of ``redpen build``: the module library, the planner's waves of PR units on the
build's executor (each cached like a snippet unit, so a rerun redoes nothing), distinctness of the
defective after-functions (against each other and the ledger), and the report's notes.

A unit that cannot make an item is its note lines (file, function, reason) and the build goes on;
an exception inside a unit is one note line too and is not cached (a fixed toolkit retries it).
"""

from __future__ import annotations

import concurrent.futures as cf
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import libcst as cst

from core.errors import UsageError
from core.syntax import top_level_functions
from generator.build_types import BuildOptions, Reporter
from generator.cache import ResultCache, toolkit_fingerprint
from generator.corpus.edition import Edition
from generator.corpus.pr_export import ExportedPR, assign_pr_ids
from generator.distinct.check import DistinctnessChecker
from generator.distinct.ledger import Ledger
from generator.distinct.units import Unit
from generator.pr.item import PRItem
from generator.pr.library import read_library
from generator.pr.plan import PRPlanner, PRResult, PRUnit, evaluate_pr, planning_quotas, pr_choice, pr_quotas
from generator.pr.proof import INPUTS
from generator.pr.proof_record import entries_for
from killability.sandbox import SandboxUnavailable

VARIANTS = ("original", "disguised", "fixed", "clean")


@dataclass
class PRTrack:
    items: list[tuple[PRItem, str]] = field(default_factory=list)  # (item, tier)
    notes: list[str] = field(default_factory=list)
    shortfall: dict[str, int] = field(default_factory=dict)
    quotas: dict[str, int] = field(default_factory=dict)
    modules: int = 0
    cache_hits: int = 0
    seconds: float = 0.0


def function_text(module: str, name: str) -> str:
    """The text of the top-level function ``name`` of ``module`` (what distinctness fingerprints)."""
    tree = cst.parse_module(module)
    node = next((f for f in top_level_functions(tree) if f.name.value == name), None)
    return tree.code_for_node(node) if node is not None else module


def distinct_units(item_key: str, item: PRItem) -> list[Unit]:
    return [
        Unit(f"{item_key}:{v}", item_key, v, function_text(item.variant(v).after, item.variant(v).function))
        for v in VARIANTS
    ]


def build_pr_track(
    items: int,
    modules_dir: Path,
    salt: str,
    *,
    executor: cf.Executor,
    cache: ResultCache,
    ledger: Ledger,
    edition: str,
    inputs: int = INPUTS,
    symbolic: bool = True,
    on_result: Callable[[bool, str], None] = lambda _ok, _note: None,
) -> PRTrack:
    """The edition's PR items (at most ``items``), planted in the modules below ``modules_dir``."""
    track = PRTrack(quotas=pr_quotas(items))
    if items <= 0:
        return track
    spent: Iterable[str] = (path for e in ledger.entries(exclude_edition=edition) for path in e.item.seeds)
    library = read_library(modules_dir, spent=spent)
    track.modules = len(library.modules)
    track.notes.extend(library.notes)
    recorded = entries_for((m.text for m in library.modules), modules_dir)
    planner = PRPlanner(library.modules, planning_quotas(track.quotas), salt, inputs, symbolic, recorded)
    checker = DistinctnessChecker(ledger=ledger, exclude_edition=edition)
    accepted_units: list[Unit] = []
    fingerprint = toolkit_fingerprint()
    hits = cache.hits
    while not planner.done():
        wave = planner.propose()
        if not wave:
            break
        results: dict[str, PRResult] = {}
        pending: dict[cf.Future, PRUnit] = {}
        for unit in wave:
            cached = cache.get("pr-unit", unit.cache_key(fingerprint), PRResult)
            if cached is not None:
                results[unit.module.key] = cached
            else:
                pending[executor.submit(evaluate_pr, unit)] = unit
        for future in cf.as_completed(pending):
            unit = pending[future]
            try:
                result = future.result()
            except SandboxUnavailable:
                raise
            except Exception as exc:  # one broken unit is a note, not a failed build (not cached)
                results[unit.module.key] = PRResult(
                    unit.module.key, None, (f"{unit.module.key}: internal error: {type(exc).__name__}: {exc}",)
                )
                continue
            cache.put("pr-unit", unit.cache_key(fingerprint), result)
            results[unit.module.key] = result
        for unit in wave:  # proposal order: deterministic whatever finished first
            result = results[unit.module.key]
            track.notes.extend(result.notes)
            tier = planner.offer(result)
            if tier is None or result.item is None:
                on_result(False, "no item" if result.item is None else "tier full")
                continue
            new_units = distinct_units(unit.module.key, result.item)
            report = checker.check(accepted_units + new_units)
            if unit.module.key in report.rejected:
                why = next(r for r in report.rejections if r.item_id == unit.module.key)
                track.notes.append(f"{unit.module.key}: not distinct: {why.describe()}")
                on_result(False, "distinct")
                continue
            accepted_units.extend(new_units)
            planner.accept(tier, result.item)
            on_result(True, "")
    track.items = planner.items()  # up to SPARE more per tier than the quota: the audit rounds choose
    made = {tier: sum(t == tier for _item, t in track.items) for tier in track.quotas}
    track.shortfall = {t: q - made[t] for t, q in track.quotas.items() if made[t] < q}
    track.cache_hits = cache.hits - hits
    return track


def chosen_prs(track: PRTrack, edition: Edition, salt: str, number: int) -> list[ExportedPR]:
    """The PR items the build's audit round ``number`` exports (``plan.pr_choice``), with their ids."""
    return assign_pr_ids(pr_choice(track.items, track.quotas, salt, number), edition, salt)


def require_modules(options: BuildOptions) -> None:
    """Refuse, before any work, a PR track without a module-seed folder."""
    if options.pr_items > 0 and not options.modules_dir.is_dir():
        raise UsageError(
            f"--modules {options.modules_dir}: no such folder; pass a folder of module seeds "
            "(<domain>/<name>.py), or --pr-items 0 for the snippet track alone"
        )


def pr_track(
    options: BuildOptions, executor: cf.Executor, cache: ResultCache, ledger: Ledger, reporter: Reporter
) -> PRTrack:
    """The build's PR track (``--pr-items``), reported as the "pr" stage."""
    if options.pr_items <= 0:
        return PRTrack()
    clock = time.perf_counter()
    reporter.stage("pr", sum(planning_quotas(pr_quotas(options.pr_items)).values()))  # the spares too
    track = build_pr_track(
        options.pr_items,
        options.modules_dir,
        options.salt,
        executor=executor,
        cache=cache,
        ledger=ledger,
        edition=str(options.edition),
        inputs=options.pr_inputs,
        symbolic=options.pr_symbolic,
        on_result=lambda ok, note: reporter.advance("pr", accepted=int(ok), rejected=int(not ok), note=note),
    )
    track.seconds = time.perf_counter() - clock
    return track
