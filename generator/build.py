"""`redpen build`: plant, gate, disguise, check distinctness, select and export one edition.

Stages (each reported to a ``Reporter``): seeds -> controls -> plant -> gate waves (with
distinctness on every accepted candidate) -> export (staging dir, audit) -> publish (ledger records
the edition and the pending publish in one transaction) -> record (rename done, note cleared); all
under the output folder's lock, after reconciling disk and ledger (``generator/corpus/publish.py``).
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import os
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from core.errors import RedpenError, SeedError, UsageError
from core.model import content_hash
from core.paths import seed_key
from core.seeds import Seed, discover_seeds, load_library_seed
from generator import shape_quota
from generator.audit_rounds import audit_sequence
from generator.build_types import BuildOptions, BuildReport, NullReporter, Reporter
from generator.cache import ResultCache, toolkit_fingerprint
from generator.calibrated_tiers import calibrated_candidates, promoted_operators
from generator.candidates import KnownPairs, SeedPlan, host_offers, plan_seed
from generator.choice_search import searched_in
from generator.corpus.export import ExportedItem, assign_ids
from generator.corpus.pr_export import ExportedPR
from generator.corpus.publish import (
    output_lock,
    reconcile,
)
from generator.corpus.storage import require_local
from generator.disguise.clean import control_problem
from generator.disguise.clean_host import clean_seed
from generator.disguise.domains import choose_domain
from generator.distinct.check import DistinctnessChecker
from generator.distinct.ledger import Ledger
from generator.distinct.units import Unit
from generator.export_stage import export_stage
from generator.gold_record import gold_verdicts, reason
from generator.items import Candidate, ItemDraft, UnitResult
from generator.lint_balance import lint_nets
from generator.masking_record import known_pairs
from generator.masking_record import seed_hash as masking_hash
from generator.pr.track import chosen_prs, pr_track, require_modules
from generator.secret import check_secret, new_secret, tracked_warning
from generator.select import Planner
from generator.surprise import model as surprise_model
from generator.tiers import quotas_for, tier_order_note
from generator.workunit import evaluate
from killability.sandbox import SandboxUnavailable, bind_to_parent


def _plan(args: tuple[Seed, str, KnownPairs | None, bool]) -> SeedPlan | str:
    """A seed's candidates and the mechanism signatures it offers as a transplant host (with
    ``clean_host``: those its own clean implementation offers), or the one-line reason it has none
    (a broken seed is a verdict)."""
    seed, salt, known, clean_host = args
    try:
        plan = plan_seed(seed, salt=salt, choose_domain=choose_domain, known=known)
        problem = control_problem(seed)
        if problem:
            return replace(plan, tiers={}, control=problem)
        if clean_host and plan:
            plan = replace(plan, clean_offers=host_offers(clean_seed(seed), salt))
        return plan
    except RedpenError as exc:
        return exc.message
    except Exception as exc:  # reported per seed, the build goes on
        return f"internal error while planting: {type(exc).__name__}: {exc}"


def _units(item_key: str, item: ItemDraft) -> list[Unit]:
    return [Unit(f"{item_key}:{v.variant}", item_key, v.variant, v.code, v.function) for v in item.variants]


class _Builder:
    def __init__(self, options: BuildOptions, reporter: Reporter, executor: cf.Executor) -> None:
        self.o = options
        self.reporter = reporter
        self.executor = executor
        self.cache = ResultCache(options.cache_root)
        self.cache_root = str(options.cache_root) if options.cache_root is not None else None
        self.timings: dict[str, float] = {}
        self.excluded: list[tuple[str, str]] = []
        self.notes: list[str] = []
        self.natural: Counter = Counter()  # mutants the naturalness filter rejected, by reason
        self.promoted = promoted_operators(options.calibration)  # easy operators reviewers found hard
        self.gold_counts: dict[str, int] = {}  # seeds with a recorded gold verdict, audited now, failed
        self.controls: Counter = Counter()  # seeds with an independent clean control, and refused ones

    # -- stage 1: seeds ----------------------------------------------------------------------
    def load_seeds(self, ledger: Ledger) -> tuple[list[Seed], int]:
        paths = discover_seeds(self.o.seeds_dir)
        if not paths:
            raise SeedError(f"{self.o.seeds_dir}: no seed files found; pass --seeds DIR with <domain>/<name>.py files")
        used = {path for e in ledger.entries(exclude_edition=str(self.o.edition)) for path in e.item.seeds}
        seeds = []
        self.reporter.stage("seeds", len(paths))
        for path in paths:
            rel = seed_key(path, self.o.seeds_dir)
            if rel in used:
                self.excluded.append((rel, "used by an earlier edition"))
                self.reporter.advance("seeds", rejected=1)
                continue
            try:
                seed = load_library_seed(path, self.o.seeds_dir)  # read from its file, named by its key
                if seed.status == "needs-spec":
                    self.excluded.append(
                        (
                            rel,
                            "needs-spec: its docstring does not state the behaviour; write one "
                            "and drop 'status' from SEED (redpen seeds --todo)",
                        )
                    )
                    self.reporter.advance("seeds", rejected=1)
                    continue
                seeds.append(seed)
                self.reporter.advance("seeds", accepted=1)
            except RedpenError as exc:
                self.excluded.append((rel, exc.message))
                self.reporter.advance("seeds", rejected=1)
        return self._gold(seeds), len(paths)

    def _gold(self, seeds: list[Seed]) -> list[Seed]:
        """Only seeds whose "correct" answer passed the gold audit (recorded, or audited now)."""
        cache = self.o.cache_root
        gold = gold_verdicts(seeds, self.o.seeds_dir, str(cache) if cache is not None else None)
        self.gold_counts = {"recorded": gold.recorded, "audited_now": gold.audited_now, "failed": len(gold.failed())}
        self.notes.extend(gold.notes)
        kept = []
        for seed in seeds:
            verdict = gold.verdicts[seed.path]
            if verdict.ok:
                kept.append(seed)
            else:
                self.excluded.append((seed.path, reason(verdict)))
        return kept

    # -- stage 3: plant --------------------------------------------------------------------------
    def plant(self, seeds: list[Seed]) -> dict[str, dict]:
        self.reporter.stage("plant", len(seeds))
        options: dict[str, dict] = {}
        self.hosts: dict[str, tuple[Seed, frozenset[str]]] = {}
        self.clean_hosts: dict[str, tuple[Seed, frozenset[str]]] = {}  # disguise_host "clean": each seed's own
        fp = toolkit_fingerprint()
        recorded = known_pairs([self.o.seeds_dir])  # pairs recorded to mask themselves (planned first)
        known = [recorded.get(masking_hash(s.source)) for s in seeds]
        clean_host = self.o.disguise_host == "clean"
        mode = ("clean-host",) if clean_host else ()
        keys = [
            content_hash(
                fp, "plan", self.o.salt, s.path, s.source, repr(None if k is None else sorted(map(sorted, k))), *mode
            )
            for s, k in zip(seeds, known)
        ]
        plans = {k: self.cache.get("plan", k) for k in keys}
        todo = [(s, k, pairs) for s, k, pairs in zip(seeds, keys, known) if plans[k] is None]
        if todo:
            surprise_model()  # fitted once here: pool workers forked after this inherit it
        for (_seed, key, _pairs), planned in zip(
            todo, self.executor.map(_plan, [(s, self.o.salt, pairs, clean_host) for s, _, pairs in todo], chunksize=4)
        ):
            if not isinstance(planned, str):
                self.cache.put("plan", key, planned)
            plans[key] = planned
        for seed, key in zip(seeds, keys):
            planned = plans[key]
            if isinstance(planned, str):
                self.excluded.append((seed.path, planned))
                self.reporter.advance("plant", rejected=1)
                continue
            self.natural.update(dict(planned.rejected))
            self.hosts[seed.path] = (seed, planned.offers)
            if planned.control:
                self.controls["refused"] += 1
                self.excluded.append((seed.path, f"plants no item (may host a disguise): {planned.control}"))
            elif planned:
                self.controls["independent"] += 1
                options[seed.path] = calibrated_candidates(planned.tiers, self.promoted)
                if clean_host:
                    self.clean_hosts[seed.path] = (clean_seed(seed), planned.clean_offers)
            else:
                self.excluded.append((seed.path, "no mutation site"))
            self.reporter.advance("plant", accepted=bool(planned), rejected=not planned)
        return options

    # -- stage 4: gate waves + distinctness -----------------------------------------------------
    def gate(self, planner: Planner, checker: DistinctnessChecker) -> dict[str, int]:
        quotas_total = sum(s.target for s in planner.tiers.values())
        self.reporter.stage("gate", quotas_total)
        accepted_units: list[Unit] = []
        while not planner.done():
            wave = planner.propose()
            if not wave:
                break
            results: dict[str, UnitResult] = {}
            pending: dict[cf.Future, Candidate] = {}
            for candidate in wave:
                cached = self.cache.get("unit", candidate.unit_key)
                if cached is not None:
                    results[candidate.key] = cached
                else:
                    pending[self.executor.submit(evaluate, candidate, self.cache_root)] = candidate
            for future in cf.as_completed(pending):
                candidate = pending[future]
                try:
                    result = future.result()
                except SandboxUnavailable:
                    raise  # a worker that cannot confine code stops the build: it is not a verdict
                except RedpenError as exc:
                    result = UnitResult(candidate.key, False, "gate", "error", exc.message)
                except Exception as exc:  # one broken unit is a verdict, not a failed build
                    self.notes.append(
                        f"internal error on {candidate.seed.path} ({candidate.operator}): {type(exc).__name__}: {exc}"
                    )
                    results[candidate.key] = UnitResult(
                        candidate.key, False, "error", "internal-error", f"{type(exc).__name__}: {exc}"
                    )
                    continue  # not cached: a fixed toolkit retries it
                self.cache.put("unit", candidate.unit_key, result)
                results[candidate.key] = result
            for candidate in wave:  # proposal order: deterministic whatever finished first
                result = results[candidate.key]
                if not result.accepted or result.item is None:
                    planner.reject(candidate, result.stage, result.verdict, result.message, stand_in=result.stand_in)
                    self.reporter.advance("gate", rejected=1, note=f"{result.stage}:{result.verdict}")
                    continue
                if not planner.wants(candidate):
                    planner.release(candidate)
                    continue
                new_units = _units(candidate.key, result.item)
                report = checker.check(accepted_units + new_units)
                if candidate.key in report.rejected:
                    why = next(r for r in report.rejections if r.item_id == candidate.key)
                    planner.reject(candidate, "distinct", why.reason, why.describe())
                    self.reporter.advance("gate", rejected=1, note=f"distinct:{why.reason}")
                    continue
                accepted_units.extend(new_units)
                planner.accept(candidate, result.item)
                self.reporter.advance("gate", accepted=1)
        return dict(planner.candidates_seen)


def build_edition(
    options: BuildOptions, reporter: Reporter | None = None, executor: cf.Executor | None = None
) -> BuildReport:
    """Build one edition; write it only when the quotas are met (or ``allow_short``).

    Holds the output folder's lock for the whole build, reconciles disk and ledger first, and
    refuses before any work what it must not do (rebuilding a retired edition, a malformed secret)."""
    if options.secret:
        check_secret(options.secret)  # before anything is written
    require_modules(options)
    require_local(options.out_dir, "--out")
    require_local(options.ledger_file, "--ledger")
    options.out_dir.mkdir(parents=True, exist_ok=True)
    with output_lock(options.out_dir):
        ledger = Ledger(options.ledger_file)
        repaired = reconcile(options.out_dir, ledger)
        edition = str(options.edition)
        if ledger.status(edition) == "retired":
            raise UsageError(
                f"edition {edition} is retired in {ledger.path}; a retired edition is never rebuilt "
                f"(build the next one: --edition {options.edition.next()})"
            )
        report = _build(options, reporter or NullReporter(), executor, ledger)
    return replace(report, notes=tuple(repaired) + report.notes) if repaired else report


def _build(options: BuildOptions, reporter: Reporter, executor: cf.Executor | None, ledger: Ledger) -> BuildReport:
    started = time.perf_counter()
    own_executor = executor is None
    jobs = options.jobs or min(2, os.cpu_count() or 1)
    executor = executor or cf.ProcessPoolExecutor(max_workers=jobs, initializer=bind_to_parent)
    try:
        options = replace(options, secret=resolve_secret(options, ledger))
        builder = _Builder(options, reporter, executor)
        warning = tracked_warning(options.seeds_dir)
        if warning:
            builder.notes.append(warning)
        clock = time.perf_counter()
        seeds, total = builder.load_seeds(ledger)
        seed_options = builder.plant(seeds)
        builder.timings["plant"] = time.perf_counter() - clock
        quotas = quotas_for(options.items)
        planner = Planner(
            seed_options,
            quotas,
            salt=options.salt,
            hosts=builder.clean_hosts if options.disguise_host == "clean" else builder.hosts,
            own_hosts=options.disguise_host == "clean",
        )
        checker = DistinctnessChecker(ledger=ledger, exclude_edition=str(options.edition))
        clock = time.perf_counter()
        seen = builder.gate(planner, checker)
        builder.timings["gate"] = time.perf_counter() - clock
        track = pr_track(options, executor, builder.cache, ledger, reporter)
        builder.notes.extend(track.notes)
        if options.pr_items > 0:
            builder.timings["pr"] = track.seconds
    finally:
        if own_executor:
            executor.shutdown(wait=True, cancel_futures=True)
    items = planner.items()
    order_note = tier_order_note(items)
    if order_note:
        builder.notes.append(order_note)
    shape_note = shape_quota.note([item for item in items if item.tier == "hard"], shape_quota.pair_shape)
    if shape_note:
        builder.notes.append(shape_note)
    shortfall = dict(planner.shortfall().items())
    exported: list[ExportedItem] = []
    written = False
    audit = None
    out = options.out_dir / str(options.edition)
    exported_prs: list[ExportedPR] = []
    if items and (not (shortfall or track.shortfall) or options.allow_short):
        reporter.stage("export", 1)
        clock = time.perf_counter()
        pools = {tier: list(state.accepted) for tier, state in planner.tiers.items()}
        # --allow-leaky asks for the planner's own choice whatever the audit says (tiny trial editions)
        search = searched_in(options.edition)  # the choice search of a failed audit, with this edition's ids
        choices = [items] if options.allow_leaky else audit_sequence(items, pools, options.salt, search)
        number = 0
        for number, choice in enumerate(choices):
            exported = assign_ids(choice, options.edition, options.salt)
            exported_prs = chosen_prs(track, options.edition, options.salt, number)
            audit = export_stage(options, exported, out, ledger, reporter, prs=exported_prs)
            if audit is None or audit.passed or options.allow_leaky:
                break
            builder.notes.append(
                f"audit of choice {number + 1} failed ({audit.failing[0].failures[0]}); choosing again "
                "from the accepted items"
            )
        if number > 0:  # a later choice than the planner's: its own lint balance
            nets = lint_nets([e.draft for e in exported])
            planner.lint_net = {
                tier: sum(nets[e.draft.candidate_key] for e in exported if e.draft.tier == tier)
                for tier in planner.lint_net
            }
        builder.timings["export"] = time.perf_counter() - clock
        if audit is not None:
            builder.timings["audit"] = audit.seconds
        written = audit is not None and (audit.passed or options.allow_leaky)
        reporter.advance("export", accepted=int(written), rejected=int(not written))
    return BuildReport(
        edition=str(options.edition),
        out=str(out),
        quotas=dict(quotas),
        items=tuple(e.draft for e in exported) if exported else tuple(items),
        item_ids=tuple(e.item_id for e in exported),
        shortfall=shortfall,
        rejections=tuple(planner.rejections),
        excluded_seeds=tuple(builder.excluded),
        candidates=seen,
        cache_hits=builder.cache.hits,
        seconds=time.perf_counter() - started,
        written=written,
        seeds_total=total,
        seeds_eligible=len(seed_options),
        notes=tuple(builder.notes),
        stage_seconds={k: round(v, 2) for k, v in builder.timings.items()},
        naturalness=dict(sorted(builder.natural.items())),
        gold=dict(builder.gold_counts),
        controls=dict(sorted(builder.controls.items())),
        lint_net=dict(planner.lint_net),
        audit=audit,
        leaky=audit is not None and not audit.passed,
        pr_quotas=track.quotas if options.pr_items else {},
        pr_shortfall=track.shortfall,
        pr_item_ids=tuple(pr.item_id for pr in exported_prs) if written else (),
    )


def resolve_secret(options: BuildOptions, ledger: Ledger) -> str:
    """The edition's secret: the one given, else the one the ledger (or the existing edition's key)
    keeps, else a new one made with :mod:`secrets`; kept in the ledger from the first build on."""
    edition = str(options.edition)
    secret = check_secret(options.secret) if options.secret else ledger.secret(edition)
    if secret is None:
        record = options.out_dir / edition / "key" / "edition.json"
        try:
            kept = json.loads(record.read_text(encoding="utf-8")).get("secret") if record.is_file() else None
            secret = check_secret(kept, str(record)) if isinstance(kept, str) else None
        except (json.JSONDecodeError, RedpenError):
            secret = None
    secret = secret or new_secret()
    if ledger.secret(edition) != secret:
        ledger.keep_secret(edition, secret)
    return secret


__all__: Sequence[str] = ("build_edition", "resolve_secret")
