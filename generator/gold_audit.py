"""Gold audit: is a seed's "correct" answer really correct? (`redpen seeds --audit`)

Each seed's target (the fixed variant) is compared with its authored clean control, two ways, the
jobs of both dealt to every core as it frees up (``generator.gold_dealing``):

* broadly (``killability.gold.audit_pair``, in the sandbox): first the results the docstring
  states (``killability.doc_examples``) and probe inputs built from each parameter's hint
  (``killability.probes``: the input classes a careful reviewer tries), then type-derived inputs
  (any unicode text, unbounded integers, empty and nested containers), the seed's own strategy and
  unicode look-alikes of what it draws, all filtered by the precondition;
* symbolically (``killability.gold_symbolic``, CrossHair ``diff_behavior``, in a side process),
  both sides guarded by the precondition. Each seed's budget is a number of paths
  (``AuditOptions.symbolic_paths``), so what the check covers does not depend on how busy the
  machine is; ``symbolic_seconds`` of CPU per seed is a safety the path budget keeps out of reach (a
  seed that reaches it is "inconclusive" beyond the paths explored, and counted). The whole pass has
  a wall-clock safety (``symbolic_total``, from its first job): a seed not reached by then (a machine overloaded many
  times over) or that CrossHair cannot analyse is skipped with the reason, counted in the report,
  and checked again next run.

A disagreement, or one side raising where the other returns, fails the seed, with the input. Every
verdict is cached by a content hash of the seed text and the audit's own code, so a rerun costs only
what changed (``corpus_out/.cache/gold``); a cached verdict is found from the seed's text alone,
before the seed is parsed. ``AUDIT_METHOD`` names what a verdict means: a change to the method bumps
it, and a record of verdicts made by another method is not used (``generator/gold_record.py``).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from core.errors import RedpenError
from core.model import content_hash
from core.seeds import Seed, discover_seeds, read_source, seed_pair
from generator.cache import ResultCache
from generator.gold_dealing import Pair, check_pairs, check_pairs_on

# 2: broad check and CrossHair on every core at once, CrossHair's budget shared out over the seeds,
#    a seed it cannot check skipped with the reason
# 3: calls of the broad check bounded at 0.05 s of CPU (20 such inputs stop it), CrossHair's budget
#    a number of paths per seed
# 4: the broad inputs drawn with hypothesis' generator directly (killability.draws), not its test
#    engine; a path CrossHair cannot model (a Z3Exception) is skipped, not the seed; 4 s safety
# 5: before the drawn inputs, the docstring's stated examples (both sides must give the stated
#    result) and probe inputs (killability.probes: unicode case mappings and digits, integers past
#    2**53, zero and negatives, empty and one-element collections) around the seed's own inputs
AUDIT_METHOD = 5
_AUDIT_CODE = (
    "killability/gold.py",
    "killability/gold_inputs.py",
    "killability/probes.py",
    "killability/doc_examples.py",
    "killability/draws.py",
    "killability/gold_symbolic.py",
    "generator/gold_audit.py",
    "generator/gold_dealing.py",
)
ROOT = Path(__file__).resolve().parent.parent
CHECKED = "checked"
INCONCLUSIVE = "inconclusive: CrossHair reached its CPU safety limit before its path budget"
SKIPPED_NOT_REACHED = "skipped: not reached within the time budget"


@dataclass(frozen=True)
class GoldVerdict:
    path: str
    status: str  # ok / disagree / crash / no-clean / unchecked (the checker itself timed out) / error
    check: str  # broad / symbolic / "" (which check decided)
    input: str = ""
    detail: str = ""
    symbolic: str = ""  # "checked", "skipped: <why>", "off" (no symbolic check asked), "" (not audited)

    @property
    def ok(self) -> bool:
        return self.status in ("ok", "no-clean", "unchecked")


@dataclass(frozen=True)
class AuditOptions:
    examples: int = 200
    symbolic_paths: int = 12  # CrossHair's budget per seed: paths explored (half for each ordering)
    symbolic_seconds: float = 4.0  # CPU safety limit of CrossHair per seed (0: no symbolic check)
    symbolic_total: float = 600.0  # wall-clock safety of the whole symbolic pass
    workers: int = 2  # cores the jobs are dealt to (generator.gold_dealing: two lanes each)
    cache_root: str | None = None


@functools.lru_cache(maxsize=1)
def _code_hash() -> str:
    return content_hash(*((ROOT / p).read_text(encoding="utf-8") for p in _AUDIT_CODE))


def _key(source: str, options: AuditOptions) -> str:
    """The cache key of a seed's verdict: its text (which names its functions), the method, the
    audit's code, the example count and CrossHair's path budget (its CPU safety limit and the pass's
    wall-clock safety are not part of it: the verdict says whether CrossHair reached them)."""
    return content_hash(
        "gold",
        str(AUDIT_METHOD),
        _code_hash(),
        source,
        str(options.examples),
        f"symbolic {options.symbolic_paths} paths" if options.symbolic_seconds > 0 else "broad only",
    )


def _symbolic(found: dict | None, options: AuditOptions) -> dict:
    """What CrossHair's answer for one seed means (``found``: None when it was off or not reached)."""
    if options.symbolic_seconds <= 0:
        return {"status": "ok", "symbolic": "off"}
    if found is None:  # not reached: the broad check still decides, and the next run retries it
        return {"status": "ok", "symbolic": SKIPPED_NOT_REACHED}
    if found.get("status") == "error":
        reason = str(found.get("detail", "")).split(":")[0][:60] or "error"
        return {"status": "ok", "symbolic": f"skipped: CrossHair cannot analyse it ({reason})"}
    return {**found, "symbolic": INCONCLUSIVE if found.get("capped") else CHECKED}


def _check(
    seeds: Sequence[Pair], broad: Sequence[bool], options: AuditOptions, executor: Executor | None = None
) -> tuple[list[dict | None], list[dict]]:
    """Each seed's broad result (None where ``broad`` is false) and symbolic result, dealt to the
    cores by ``generator.gold_dealing`` (on ``executor``'s workers, part by part, when given)."""
    budget = {
        "examples": options.examples,
        "symbolic_paths": options.symbolic_paths,
        "symbolic_seconds": options.symbolic_seconds,
        "symbolic_total": options.symbolic_total,
    }
    if executor is None:
        broad_results, found = check_pairs(seeds, broad, workers=options.workers, **budget)
    else:
        broad_results, found = check_pairs_on(executor, seeds, broad, **budget)
    return broad_results, [_symbolic(f, options) for f in found]


def _verdict(seed: Pair, broad: dict, symbolic: dict) -> GoldVerdict:
    note = str(symbolic.get("symbolic", ""))
    if broad.get("status") == "unchecked":
        return GoldVerdict(seed.path, "unchecked", "broad", "", broad.get("detail", ""), note)
    if broad.get("status") in ("disagree", "crash", "error"):
        return GoldVerdict(seed.path, broad["status"], "broad", broad.get("input", ""), broad.get("detail", ""), note)
    if symbolic.get("status") == "disagree":
        return GoldVerdict(
            seed.path, "disagree", "symbolic", symbolic.get("input", ""), symbolic.get("detail", ""), note
        )
    return GoldVerdict(seed.path, "ok", "", "", "", note)


def audit_seeds(
    paths: Sequence[Path], options: AuditOptions = AuditOptions(), executor: Executor | None = None
) -> list[GoldVerdict]:
    """One verdict per seed file (sorted by path); cached by content hash. A seed whose verdict is
    cached is not even parsed; one that is, only as far as the audit needs (``seed_pair``)."""
    cache = ResultCache(options.cache_root)
    verdicts: dict[str, GoldVerdict] = {}
    seeds: list[Pair] = []
    for path in paths:
        try:
            source = read_source(path)
        except RedpenError as exc:
            verdicts[str(path)] = GoldVerdict(str(path), "error", "", "", exc.message)
            continue
        cached = cache.get("gold", _key(source, options))
        if isinstance(cached, GoldVerdict):
            verdicts[str(path)] = replace(cached, path=str(path))
            continue
        try:
            seeds.append(Pair(str(path), source, *seed_pair(source, str(path))))
        except RedpenError as exc:
            verdicts[str(path)] = GoldVerdict(str(path), "error", "", "", exc.message)
    for seed, verdict in zip(seeds, _audit_pairs(seeds, options, executor)):
        verdicts[seed.path] = verdict
    return [verdicts[p] for p in sorted(verdicts)]


def audit_loaded(
    seeds: Sequence[Seed], options: AuditOptions = AuditOptions(), executor: Executor | None = None
) -> list[GoldVerdict]:
    """One verdict per loaded seed, in order. A cached verdict is keyed by the seed's text, so it
    may come from a copy of the seed elsewhere: it is returned with this seed's path."""
    return _audit_pairs([Pair.of(seed) for seed in seeds], options, executor)


def _audit_pairs(seeds: Sequence[Pair], options: AuditOptions, executor: Executor | None = None) -> list[GoldVerdict]:
    cache = ResultCache(options.cache_root)
    verdicts: dict[int, GoldVerdict] = {}
    todo: list[tuple[int, Pair]] = []
    for index, seed in enumerate(seeds):
        cached = cache.get("gold", _key(seed.source, options))
        if isinstance(cached, GoldVerdict):
            verdicts[index] = replace(cached, path=seed.path)
        elif not seed.clean_function:
            verdict = GoldVerdict(
                seed.path, "no-clean", "", "", "no clean control to compare with", "skipped: no clean control"
            )
            cache.put("gold", _key(seed.source, options), verdict)
            verdicts[index] = verdict
        else:
            todo.append((index, seed))
    if todo:
        # the broad result of a seed is cached on its own, so a run whose symbolic pass ran out of
        # time redoes only the symbolic part next time
        broad_cached: dict[int, Any] = {i: cache.get("gold-broad", _key(s.source, options)) for i, s in todo}
        fresh = [not isinstance(broad_cached[i], dict) for i, _ in todo]
        broad_results, symbolic_results = _check([s for _, s in todo], fresh, options, executor)
        for (index, seed), result in zip(todo, broad_results):
            if result is None:
                continue
            broad_cached[index] = result
            if result.get("status") not in ("error", "unchecked"):
                cache.put("gold-broad", _key(seed.source, options), result)
        for (index, seed), symbolic in zip(todo, symbolic_results):
            verdict = _verdict(seed, broad_cached[index], symbolic)
            final = verdict.symbolic in (CHECKED, INCONCLUSIVE, "off") or verdict.check == "broad"
            if verdict.status not in ("unchecked", "error") and final:
                cache.put("gold", _key(seed.source, options), verdict)
            verdicts[index] = verdict
    return [verdicts[i] for i in range(len(seeds))]


def audit_library(
    root: Path, options: AuditOptions = AuditOptions(), executor: Executor | None = None
) -> list[GoldVerdict]:
    return audit_seeds(discover_seeds(root), options, executor)


def symbolic_counts(verdicts: Sequence[GoldVerdict]) -> Counter[str]:
    """How the symbolic check went, over the seeds: "checked", or each reason a seed was skipped."""
    return Counter(v.symbolic or "skipped: not audited (the seed does not load)" for v in verdicts)
