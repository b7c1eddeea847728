"""Cost of one PR item (``generator.pr.item.make_pr``), cold, per module, against a baseline run in
the same session: one seed's 500-input exposure measurement of four variants (what the snippet
track's difficulty stage does per candidate), so the ratio survives a noisy machine.

``python -m bench pr``; ``REDPEN_BENCH_PR_MODULES=DIR`` adds a folder of module seeds (default: the
fixtures only); ``REDPEN_BENCH_PR_SYMBOLIC=0`` leaves CrossHair out.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from core.seeds import load_seed
from core.snippet import extract_function
from generator.pr.item import make_pr
from generator.pr.module import discover_modules
from killability.exposure import measure
from operators.planting import plant

ROOT = Path(__file__).resolve().parent.parent


def _baseline() -> float:
    seed = (
        load_seed(ROOT / "seeds" / "retail" / "order_total.py")
        if (ROOT / "seeds" / "retail" / "order_total.py").exists()
        else None
    )
    if seed is None:
        seed = load_seed(sorted((ROOT / "seeds").glob("*/*.py"))[0])
    fixed = extract_function(seed.source, seed.function, path=seed.path)
    mutants = plant(seed.source, function=seed.function, path=seed.path, limit=4)
    variants = [(m.id, extract_function(m.source, m.function, path=seed.path).code, fixed.function) for m in mutants]
    started = time.monotonic()
    measure(seed.source, seed.path, seed.function, fixed.code, fixed.function, variants)
    return time.monotonic() - started


def main() -> None:
    modules = [str(p) for p in discover_modules(ROOT / "tests" / "fixtures" / "modules")]
    extra = os.environ.get("REDPEN_BENCH_PR_MODULES")
    if extra:
        modules += [str(p) for p in discover_modules(extra)]
    symbolic = os.environ.get("REDPEN_BENCH_PR_SYMBOLIC", "1") != "0"
    base = _baseline()
    print(f"baseline: one seed, 500 inputs, 4 variants: {base:.2f} s")
    for module in modules:
        started = time.monotonic()
        try:
            item = make_pr(module, [m for m in modules if m != module], "bench", symbolic=symbolic)
        except Exception as exc:  # a module that makes no item is reported, the bench goes on
            print(f"{module}: no item ({exc})")
            continue
        wall = time.monotonic() - started
        inputs = sum(p.inputs for p in item.proofs)
        hunks = len(item.variant("fixed").hunks)
        laps = ", ".join(f"{k} {v:.1f}" for k, v in item.timings)
        print(f"{module}: {wall:.1f} s ({wall / base:.1f}x baseline), {hunks} hunks, {inputs} inputs proven; {laps}")
