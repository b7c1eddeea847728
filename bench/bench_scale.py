"""Figures of scale: three jobs on a local Dask cluster of 1 and of 2 workers (``--executor``'s
engine, generator/executors.py), each at three or more sizes, the growth law fitted (time = a *
size^b, least squares in log-log) and a projection for N workers (Amdahl's law from the two
measured worker counts: serial share s = 2 * t2 / t1 - 1, t_N = t1 * (s + (1 - s) / N)).

* harvest + gate: functions of installed distributions (modules taken in a fixed order until the
  size is reached; every module import-checked in the sandbox, every seed gated with one mutant);
* distinctness: the checker over synthetic functions (bench_distinct's generator: bases with type-2
  and type-3 clones), fingerprints on the workers, LSH and the decision on the client;
* masking record: ``measure_library`` over the first seeds of the library.

The machine is shared: the load average is printed with each figure, and ratios are within one run.

    .venv/bin/python -m bench scale                 # default sizes
    REDPEN_SCALE=quick .venv/bin/python -m bench scale
"""

from __future__ import annotations

import ast
import functools
import json
import os
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import distributed
import numpy as np

from bench.bench_distinct import _Gen, type2, type3
from core.atomic import write_atomic
from core.paths import SEEDS
from core.seeds import discover_seeds, load_library_seed
from generator.distinct.check import DistinctnessChecker
from generator.distinct.units import Unit
from generator.executors import cluster_executor
from generator.harvest.run import HarvestOptions, harvest
from generator.harvest.sources import jobs_for
from generator.masking_record import measure_library

DISTRIBUTIONS = ("toolz", "packaging", "jinja2", "click", "more-itertools", "inflect", "rich", "libcst", "hypothesis")
QUICK = os.environ.get("REDPEN_SCALE") == "quick"
SIZES = {
    "harvest": (40, 80, 160) if QUICK else (100, 200, 400),
    "distinct": (1_000, 2_000, 4_000) if QUICK else (2_500, 5_000, 10_000),
    "masking": (4, 8, 16) if QUICK else (8, 16, 32),
}
TARGET = {"harvest": 5_000, "distinct": 100_000, "masking": len(discover_seeds(SEEDS))}
OUT = Path(__file__).resolve().parent / "scale_figures.json"


@functools.cache
def _modules() -> list[tuple[object, int]]:
    """The distributions' module jobs, in order, each with its number of top-level functions."""
    found = []
    for distribution in DISTRIBUTIONS:
        for job in jobs_for([distribution]):
            try:
                tree = ast.parse(Path(job.file).read_bytes())
            except (OSError, SyntaxError, ValueError):
                continue
            count = sum(isinstance(node, ast.FunctionDef) for node in tree.body)
            if count:
                found.append((job, count))
        if sum(count for _, count in found) >= max(SIZES["harvest"]):
            break
    return found


def _functions(size: int) -> list:
    """Module jobs of the distributions, in order, until they hold ``size`` top-level functions."""
    jobs, count = [], 0
    for job, found in _modules():
        jobs.append(job)
        count += found
        if count >= size:
            break
    return jobs


def _corpus(size: int) -> list[Unit]:
    rng = random.Random(20270101 + size)
    gen = _Gen(rng)
    bases = int(size * 0.8)
    codes = [gen.function(f"f{k}") for k in range(bases)]
    for k in range(size - bases):
        base = codes[rng.randrange(bases)]
        codes.append(type2(base, rng) if k % 2 else type3(base, rng, gen))
    return [Unit(f"u{k}", f"i{k}", "fixed", code) for k, code in enumerate(codes)]


def _harvest(size: int, executor: object) -> int:
    """Harvest and gate the modules holding ``size`` functions; the functions the harvest considered."""
    with tempfile.TemporaryDirectory() as out:
        report = harvest(_functions(size), Path(out), options=HarvestOptions(gate_mutants=1), executor=executor)
    return sum(len(m.seeds) + len(m.refused) for m in report.modules)


def _jobs() -> dict[str, Callable[[int, object], object]]:
    seeds = [load_library_seed(p, SEEDS) for p in discover_seeds(SEEDS)]
    return {
        "harvest": _harvest,
        "distinct": lambda n, ex: DistinctnessChecker(executor=ex).check(_corpus(n)),
        "masking": lambda n, ex: measure_library(seeds[:n], executor=ex),
    }


def _law(sizes: list[int], seconds: list[float]) -> tuple[float, float]:
    """(a, b) of seconds = a * size^b."""
    b, log_a = np.polyfit(np.log(sizes), np.log(seconds), 1)
    return float(np.exp(log_a)), float(b)


def main() -> None:
    wanted = [k for k in SIZES if k in os.environ.get("REDPEN_SCALE_JOBS", ",".join(SIZES)).split(",")]
    jobs = _jobs()
    figures: dict[str, dict] = json.loads(OUT.read_text()) if OUT.is_file() else {}
    for name in wanted:
        rows: dict[int, dict[int, float]] = {}
        actual: dict[int, int] = {}  # the size the job reports it handled (harvest: functions considered)
        for workers in (1, 2):
            with (
                distributed.LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
                ) as cluster,
                cluster_executor(cluster.scheduler_address) as executor,
            ):
                jobs[name](SIZES[name][0] // 4 or 1, executor)  # warm: imports on the workers
                for size in SIZES[name]:
                    started = time.perf_counter()
                    counted = jobs[name](size, executor)
                    seconds = time.perf_counter() - started
                    rows.setdefault(size, {})[workers] = seconds
                    actual[size] = counted if isinstance(counted, int) else size
                    print(
                        f"{name}: {size} with {workers} worker(s): {seconds:.1f} s (load {os.getloadavg()[0]:.1f})",
                        flush=True,
                    )
        asked = sorted(rows)
        sizes = [actual[s] for s in asked]
        t1, t2 = [rows[s][1] for s in asked], [rows[s][2] for s in asked]
        a, b = _law(sizes, t1)
        serial = min(1.0, max(0.0, 2 * t2[-1] / t1[-1] - 1))
        target = TARGET[name]
        at_target = a * target**b
        projection = {n: round(at_target * (serial + (1 - serial) / n), 1) for n in (1, 2, 4, 8, 16, 32)}
        figures[name] = {
            "sizes": sizes,
            "seconds_1_worker": [round(t, 2) for t in t1],
            "seconds_2_workers": [round(t, 2) for t in t2],
            "ratio_2_over_1": [round(y / x, 3) for x, y in zip(t1, t2)],
            "law": f"t = {a:.3g} * n^{b:.2f}",
            "serial_share": round(serial, 3),
            "target": target,
            "projected_seconds_at_target": projection,
            "load": round(os.getloadavg()[0], 1),
        }
        print(json.dumps({name: figures[name]}, indent=1), flush=True)
        write_atomic(OUT, json.dumps(figures, indent=1, sort_keys=True) + "\n")
