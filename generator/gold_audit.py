"""Gold audit: is a seed's "correct" answer really correct? (`redpen seeds --audit`)

Each seed's target (the fixed variant) is compared with its authored clean control, two ways:

* broadly (``killability.gold.audit_pair``, in the sandbox): type-derived inputs (any unicode text,
  unbounded integers, empty and nested containers), the seed's own strategy and unicode look-alikes
  of what it draws, filtered by the precondition;
* symbolically (``killability.gold_symbolic``, CrossHair ``diff_behavior`` in a separate process,
  a time budget per seed), both sides guarded by the precondition.

A disagreement, or one side raising where the other returns, fails the seed, with the input. Every
verdict is cached by a content hash of the seed text and the audit's own code, so a rerun costs only
what changed (``corpus_out/.cache/gold``).
"""
from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from .cache import ResultCache
from .errors import RedpenError
from .model import content_hash
from .seeds import Seed, discover_seeds, load_seed

_AUDIT_CODE = ("killability/gold.py", "killability/gold_symbolic.py", "generator/gold_audit.py")
ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class GoldVerdict:
    path: str
    status: str  # ok / disagree / crash / no-clean / unchecked (the checker itself timed out) / error
    check: str  # broad / symbolic / "" (which check decided)
    input: str = ""
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.status in ("ok", "no-clean", "unchecked")


@dataclass(frozen=True)
class AuditOptions:
    examples: int = 200
    symbolic_seconds: float = 0.5  # CrossHair budget per seed (0: no symbolic check)
    symbolic_total: float = 100.0  # wall-clock budget of the whole symbolic pass; seeds not reached pass it
    cache_root: str | None = None


@functools.lru_cache(maxsize=1)
def _code_hash() -> str:
    return content_hash(*((ROOT / p).read_text(encoding="utf-8") for p in _AUDIT_CODE))


def _key(seed: Seed, options: AuditOptions) -> str:
    return content_hash("gold", _code_hash(), seed.source, seed.function, str(options.examples),
                        str(options.symbolic_seconds))


def _broad(seeds: Sequence[Seed], options: AuditOptions) -> list[dict]:
    from killability.gold import audit_pair
    from killability.sandbox import Limits, run_tasks

    tasks = [functools.partial(audit_pair, s.source, s.path, s.function, s.clean_function or "", options.examples)
             for s in seeds]
    outcomes = run_tasks(tasks, Limits(wall_seconds=120, memory_mb=512))
    results = []
    for outcome in outcomes:
        if outcome.status == "ok" and isinstance(outcome.value, dict):
            results.append(outcome.value)
        else:
            results.append({"status": "unchecked", "input": "", "detail": f"the broad check {outcome.status}: "
                            f"{outcome.message}"[:300]})
    return results


class _Symbolic:
    """The CrossHair process, started before the broad check so the two use both cores."""

    def __init__(self, seeds: Sequence[Seed], options: AuditOptions) -> None:
        self.seeds = seeds
        self.process: subprocess.Popen[str] | None = None
        self.deadline = time.monotonic() + options.symbolic_total
        if not seeds or options.symbolic_seconds <= 0:
            return
        self.jobs = "".join(json.dumps({"path": s.path, "source": s.source, "target": s.function,
                                        "clean": s.clean_function, "seconds": options.symbolic_seconds}) + "\n"
                            for s in seeds)
        env = {k: v for k, v in os.environ.items() if k in ("PATH", "LANG", "LC_ALL", "TZ", "HOME")}
        env["PYTHONPATH"] = str(ROOT)
        try:
            self.process = subprocess.Popen([sys.executable, "-m", "killability.gold_symbolic"], stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                                            cwd=ROOT)
        except OSError:
            self.process = None

    def results(self) -> list[dict]:
        lines: list[dict] = []
        reason = "not run"
        if self.process is not None:
            reason = "stopped early"
            try:
                out, _ = self.process.communicate(self.jobs, timeout=max(1.0, self.deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self.process.kill()
                out, _ = self.process.communicate()
                reason = "ran out of time"
            for line in (out or "").splitlines():
                try:
                    lines.append(json.loads(line))
                except json.JSONDecodeError:
                    continue
        by_path = {line.get("path"): line for line in lines if isinstance(line, dict)}
        # a seed the symbolic check could not finish is not failed by it (the broad check still decides)
        return [by_path.get(s.path, {"status": "ok", "input": "", "detail": f"symbolic check {reason}"})
                for s in self.seeds]


def _verdict(seed: Seed, broad: dict, symbolic: dict) -> GoldVerdict:
    if broad.get("status") == "unchecked":
        return GoldVerdict(seed.path, "unchecked", "broad", "", broad.get("detail", ""))
    if broad.get("status") in ("disagree", "crash", "error"):
        return GoldVerdict(seed.path, broad["status"], "broad", broad.get("input", ""), broad.get("detail", ""))
    if symbolic.get("status") == "disagree":
        return GoldVerdict(seed.path, "disagree", "symbolic", symbolic.get("input", ""), symbolic.get("detail", ""))
    return GoldVerdict(seed.path, "ok", "", "", "")


def audit_seeds(paths: Sequence[Path], options: AuditOptions = AuditOptions()) -> list[GoldVerdict]:
    """One verdict per seed file (sorted by path); cached by content hash."""
    verdicts: dict[str, GoldVerdict] = {}
    seeds: list[Seed] = []
    for path in paths:
        try:
            seeds.append(load_seed(str(path)))
        except RedpenError as exc:
            verdicts[str(path)] = GoldVerdict(str(path), "error", "", "", exc.message)
    for seed, verdict in zip(seeds, audit_loaded(seeds, options)):
        verdicts[seed.path] = verdict
    return [verdicts[p] for p in sorted(verdicts)]


def audit_loaded(seeds: Sequence[Seed], options: AuditOptions = AuditOptions()) -> list[GoldVerdict]:
    """One verdict per loaded seed, in order. A cached verdict is keyed by the seed's text, so it
    may come from a copy of the seed elsewhere: it is returned with this seed's path."""
    cache = ResultCache(options.cache_root)
    verdicts: dict[int, GoldVerdict] = {}
    todo: list[tuple[int, Seed]] = []
    for index, seed in enumerate(seeds):
        if not seed.clean_function:
            verdicts[index] = GoldVerdict(seed.path, "no-clean", "", "", "no clean control to compare with")
            continue
        cached = cache.get("gold", _key(seed, options))
        if isinstance(cached, GoldVerdict):
            verdicts[index] = replace(cached, path=seed.path)
        else:
            todo.append((index, seed))
    if todo:
        # the broad result of a seed is cached on its own, so a run whose symbolic pass ran out of
        # time redoes only the symbolic part next time
        broad_cached = {i: cache.get("gold-broad", _key(s, options)) for i, s in todo}
        symbolic_run = _Symbolic([s for _, s in todo], options)
        fresh = [(i, s) for i, s in todo if not isinstance(broad_cached[i], dict)]
        for (index, seed), result in zip(fresh, _broad([s for _, s in fresh], options)):
            broad_cached[index] = result
            if result.get("status") not in ("error", "unchecked"):
                cache.put("gold-broad", _key(seed, options), result)
        for (index, seed), symbolic in zip(todo, symbolic_run.results()):
            verdict = _verdict(seed, broad_cached[index], symbolic)
            finished = not symbolic.get("detail", "").startswith("symbolic check")
            if verdict.status != "unchecked" and (verdict.check or (finished and verdict.status != "error")):
                cache.put("gold", _key(seed, options), verdict)
            verdicts[index] = verdict
    return [verdicts[i] for i in range(len(seeds))]


def audit_library(root: Path, options: AuditOptions = AuditOptions()) -> list[GoldVerdict]:
    return audit_seeds(discover_seeds(root), options)
