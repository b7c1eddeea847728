"""How many seeds of the shipped library offer hard pairs of each shape (generator/pair_shapes.py).

Plans every seed as a build does (``candidates.plan_seed``: natural interacting pairs, the
two-statements/3-lines rule, at most MAX_PAIRS pairs, recorded masking pairs first) and counts, per
shape, the seeds whose hard candidate offers a pair of that shape, and the seeds with a pair of that
shape recorded to mask itself (``seeds/masking.json``). Also the pairs the rule rejects, by reason.

    .venv/bin/python -m bench shapes            # prints a markdown table and a JSON line
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter

from core.errors import RedpenError
from core.paths import SEEDS
from core.seeds import discover_seeds, load_library_seed
from generator.candidates import plan_seed
from generator.masking_record import known_pairs
from generator.masking_record import seed_hash as masking_hash
from generator.pair_shapes import PLANTED, classify


def measure(root=SEEDS) -> dict:
    recorded = known_pairs([root])
    offering: Counter = Counter()  # shape -> seeds whose hard candidate has a pair of it
    masking: Counter = Counter()  # shape -> seeds with a recorded masking pair of it
    pairs: Counter = Counter()  # shape -> pairs offered in all
    rejected: Counter = Counter()
    seeds = hard = lost = 0
    for path in discover_seeds(root):
        try:
            seed = load_library_seed(path, root)
        except RedpenError:
            continue
        if seed.status == "needs-spec":
            continue
        seeds += 1
        known = recorded.get(masking_hash(seed.source))
        plan = plan_seed(seed, salt="bench-shapes", choose_domain=lambda domain, _key: domain, known=known)
        rejected.update({why: n for why, n in plan.rejected if why.startswith("pair:")})
        candidates = plan.tiers.get("hard", [])
        if not candidates:
            lost += bool(known)
            continue
        hard += 1
        candidate = candidates[0]
        shapes = [classify(mutant) for mutant, _surprise in candidate.alternatives]
        pairs.update(shapes)
        mask = set(shapes[: candidate.recorded])
        offering.update(set(shapes))
        masking.update(mask)
    return {
        "seeds": seeds,
        "with_pairs": hard,
        "recorded_masking_lost": lost,
        "rejected": dict(sorted(rejected.items())),
        "shapes": {
            shape: {
                "seeds": offering[shape],
                "masking_seeds": masking[shape],
                "pairs": pairs[shape],
            }
            for shape in (*PLANTED, *sorted(set(pairs) - set(PLANTED)))
        },
    }


def main() -> None:
    start = time.perf_counter()
    figures = measure()
    print("| shape | seeds offering a pair | seeds with a recorded masking pair | pairs offered |")
    print("|---|---|---|---|")
    for shape, row in figures["shapes"].items():
        print(f"| {shape} | {row['seeds']} | {row['masking_seeds']} | {row['pairs']} |")
    print(json.dumps(figures, sort_keys=True))
    print(f"{time.perf_counter() - start:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
