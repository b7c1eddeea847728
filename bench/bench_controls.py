"""Independent clean controls over the whole seed library: the seeds whose clean control carries no
idiom its fixed twin lacks and is no renamed copy of it (``generator.disguise.clean.control_problem``).

``.venv/bin/python -m bench controls`` (every seed; ``REDPEN_BENCH_STEP=K`` takes every K-th). The
suite checks the share on every CONTROL_STRIDE-th seed (tests/test_clean_parity.py); this is the
full sweep it was (29 s of a 354 s suite on an idle 2-core machine).
"""

from __future__ import annotations

import os
import time
from collections import Counter

from core.errors import RedpenError
from core.paths import SEEDS
from core.seeds import load_seed
from generator.disguise.clean import control_problem

KINDS = (
    ("no clean_", "no authored control"),
    ("holds idioms", "the authored control holds idioms its fixed function lacks"),
    ("renamed", "the authored control is the fixed function renamed and reordered"),
)


def main() -> None:
    step = int(os.environ.get("REDPEN_BENCH_STEP", "1"))
    paths = sorted(p for p in SEEDS.glob("*/*.py") if not p.name.startswith("_"))[::step]
    started = time.perf_counter()
    independent = 0
    why: Counter = Counter()
    loaded = 0
    for path in paths:
        try:
            seed = load_seed(path)
        except RedpenError:  # a seed the library check refuses is not counted here
            continue
        loaded += 1
        problem = control_problem(seed)
        if problem is None:
            independent += 1
        else:
            why[next((kind for cue, kind in KINDS if cue in problem), "other")] += 1
    seconds = time.perf_counter() - started
    share = independent / max(1, loaded)
    print(f"independent clean controls: {independent} of {loaded} seeds ({share:.1%}); {seconds:.1f} s")
    for reason, n in why.most_common(10):
        print(f"  {n:4d}  {reason}")


if __name__ == "__main__":
    main()
