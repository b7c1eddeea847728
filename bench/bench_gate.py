"""Gate throughput: redpen's full gate (search + generated test + kill matrix, twice) against
mutmut 3 running the same generated tests as its test suite, in the same run, on the same seeds.

    .venv/bin/python -m bench gate            # REDPEN_BENCH_SEEDS=N seeds (default 8), LIMIT per seed

redpen: candidates gated per second over the first N seeds of the library (all operators, at most
REDPEN_BENCH_LIMIT mutants per seed), 2 worker processes, clean checks included.
mutmut: for each seed, a temp project whose only source file is the seed's fixed function and whose
test suite is every test file redpen generated for that seed; `mutmut run --max-children 2`
(its own mutants of the same function: mutmut cannot take foreign mutants). We report mutmut's
whole run per mutant and its mutation phase alone (its own "mutations/second").
Figures are ratios against the mutmut baseline measured in the same run.
"""

from __future__ import annotations

import multiprocessing
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from core.paths import SEEDS
from core.seeds import discover_seeds, load_seed
from killability import api, seed_gate
from operators.planting import plant


def _cpu() -> float:
    """CPU seconds of this process and every child it has waited for (pool workers, sandboxes,
    mutmut): a figure that a busy machine inflates much less than wall time."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _redpen(seeds: list[Path], limit: int) -> tuple[int, float, dict[str, list[str]], dict[str, int], dict[str, str]]:
    # (each worker starts its own warmed sandbox supervisor on its first batch)
    tests: dict[str, list[str]] = {}
    verdicts: dict[str, int] = {}
    examples: dict[str, str] = {}
    count = 0
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("fork")) as pool:
        loaded = [load_seed(path) for path in seeds]
        cleans = list(pool.map(api.check_clean, loaded))  # the seeds' clean checks, in parallel too
        for path, seed, clean in zip(seeds, loaded, cleans):
            mutants = plant(seed.source, function=seed.function, path=seed.path, limit=limit)
            reports = seed_gate.gate_mutants(seed, mutants, executor=pool, clean=clean)
            count += len(reports)
            for report in reports:
                verdicts[report.verdict] = verdicts.get(report.verdict, 0) + 1
                examples.setdefault(report.verdict, f"{path.name} {report.description}: {report.gate.reason}"[:200])
                if report.verdict == "accepted":
                    tests.setdefault(str(path), []).append(report.gate.test_file)
    return count, time.perf_counter() - started, tests, verdicts, examples


def _mutmut(seed_path: str, test_files: list[str]) -> tuple[int, float, float | None]:
    seed = load_seed(seed_path)
    project = Path(tempfile.mkdtemp(prefix="redpen-bench-mutmut-"))
    try:
        (project / "tests").mkdir()
        (project / "redpen_subject.py").write_text(api.seed_variants(seed)["fixed"].code, encoding="utf-8")
        for index, text in enumerate(test_files):
            (project / "tests" / f"test_item_{index}.py").write_text(text, encoding="utf-8")
        (project / "setup.cfg").write_text(
            "[mutmut]\nsource_paths=redpen_subject.py\npytest_add_cli_args_test_selection=tests/\n", encoding="utf-8"
        )
        env = {**os.environ, "REDPEN_SUBJECT": "../redpen_subject.py", "REDPEN_FUNCTION": seed.function}
        started = time.perf_counter()
        run = subprocess.run(
            [sys.executable, "-m", "mutmut", "run", "--max-children", "2"],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        elapsed = time.perf_counter() - started
        rate = re.findall(r"([\d.]+) mutations/second", run.stdout)
        results = subprocess.run(
            [sys.executable, "-m", "mutmut", "results", "--all", "true"],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        mutants = len(re.findall(r"__mutmut_\d+: ", results.stdout))
        return mutants, elapsed, float(rate[-1]) if rate else None
    finally:
        shutil.rmtree(project, ignore_errors=True)


def main() -> None:
    n_seeds = int(os.environ.get("REDPEN_BENCH_SEEDS", "8"))
    limit = int(os.environ.get("REDPEN_BENCH_LIMIT", "20"))
    seeds = discover_seeds(SEEDS)[:n_seeds]
    cpu0 = _cpu()
    count, seconds, tests, verdicts, examples = _redpen(seeds, limit)
    cpu_redpen = (_cpu() - cpu0) / max(count, 1)
    per_candidate = seconds / max(count, 1)
    print(
        f"redpen gate: {count} candidates from {len(seeds)} seeds in {seconds:.1f} s on 2 cores: "
        f"{count / seconds:.2f} candidates/s, {per_candidate * 1000:.0f} ms per candidate (search included), "
        f"{cpu_redpen * 1000:.0f} ms CPU per candidate"
    )
    print("  verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(verdicts.items(), key=lambda kv: -kv[1])))
    for verdict, example in sorted(examples.items()):
        if verdict != "accepted":
            print(f"  e.g. {verdict}: {example}")
    m_total = 0
    m_seconds = 0.0
    rates: list[tuple[int, float]] = []
    cpu1 = _cpu()
    for seed_path, files in tests.items():
        mutants, elapsed, rate = _mutmut(seed_path, files)
        m_total += mutants
        m_seconds += elapsed
        if rate:
            rates.append((mutants, rate))
    if not m_total:
        print("mutmut: no mutants run (no accepted tests?)")
        return
    m_per = m_seconds / m_total
    cpu_mutmut = (_cpu() - cpu1) / m_total
    phase_per = sum(n / r for n, r in rates) / max(sum(n for n, _ in rates), 1) if rates else float("nan")
    print(
        f"mutmut 3 run: {m_total} mutants of {len(tests)} seeds in {m_seconds:.1f} s (max-children 2): "
        f"{m_per * 1000:.0f} ms per mutant whole run, {phase_per * 1000:.0f} ms per mutant in its mutation phase, "
        f"{cpu_mutmut * 1000:.0f} ms CPU per mutant"
    )
    print(f"ratio (mutmut whole run per mutant / redpen full gate per candidate): {m_per / per_candidate:.2f}x")
    print(
        f"ratio (mutmut mutation phase per mutant / redpen full gate per candidate): {phase_per / per_candidate:.2f}x"
    )
    print(f"ratio (CPU: mutmut whole run per mutant / redpen full gate per candidate): {cpu_mutmut / cpu_redpen:.2f}x")
    print("  (> 1 means redpen's full gate, search included, is faster per mutant than mutmut's kill check)")
