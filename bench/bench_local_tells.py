"""Mutants per seed and the naturalness filter's rejections by reason (the local tells ``tell:*``
among them) over the seed library, with the token-surprise bound's share.

``.venv/bin/python -m bench local_tells`` (every seed; ``REDPEN_BENCH_STEP=K`` takes every K-th).
Run it with another checkout's code on ``PYTHONPATH`` for the figures before a change (the ratio is
the figure: the machine is shared).
"""

from __future__ import annotations

import os
import statistics
from collections import Counter

from core.errors import RedpenError
from core.paths import SEEDS
from core.seeds import load_seed
from generator.candidates import _function_text, _natural
from operators.engine import mutator_for

try:
    from generator.local_tells import SURPRISE_BOUND
    from generator.surprise import surprise_change
except ImportError:  # a checkout before the local tells
    SURPRISE_BOUND = None


def main() -> None:
    step = int(os.environ.get("REDPEN_BENCH_STEP", "1"))
    paths = sorted(p for p in SEEDS.glob("*/*.py") if not p.name.startswith("_"))[::step]
    planted = natural = seeds = 0
    rejected: Counter = Counter()
    by_operator: Counter = Counter()
    surprises: list[float] = []
    for path in paths:
        try:
            seed = load_seed(path)
        except RedpenError:  # a seed the library check refuses is not measured here
            continue
        mutator = mutator_for(seed.source, seed.function, seed.path)
        singles, kept, _pairs, why, _sig, _offers = _natural(seed, mutator, "bench:0", known=frozenset())
        seeds += 1
        planted += len(singles)
        natural += len(kept)
        rejected.update(why)
        by_operator.update(m.operators[0] for m in kept)
        if SURPRISE_BOUND is not None:
            fixed = _function_text(mutator, seed.source)
            surprises += [surprise_change(fixed, _function_text(mutator, m.source)) for m in kept]
    print(
        f"seeds {seeds}: {planted} mutants ({planted / seeds:.1f}/seed), natural {natural} ({natural / seeds:.1f}/seed)"
    )
    print("natural by operator: " + ", ".join(f"{op} {n}" for op, n in sorted(by_operator.items())))
    tells = {k: v for k, v in rejected.items() if k.startswith("tell:")}
    print(f"rejected {sum(rejected.values())}: local tells {sum(tells.values())}")
    for reason, count in sorted(rejected.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {reason:28} {count}")
    if surprises:
        q = statistics.quantiles(surprises, n=100)
        print(
            f"surprise change of the natural mutants: median {q[49]:.2f}, p90 {q[89]:.2f}, p99 {q[98]:.2f}, "
            f"max {max(surprises):.2f} bits/token (bound {SURPRISE_BOUND})"
        )


if __name__ == "__main__":
    main()
