"""Realism: the share of real bug/fix pairs (tests/fixtures/realism/pairs.py) that one first-order
mutant reproduces exactly, with every operator and with the operator set before the real-bug
operators (the ratio in the same run)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from operators._realism import ORIGINAL_SET, realism, reproducing_operators

PAIRS_FILE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "realism" / "pairs.py"


def load_pairs() -> list[tuple[str, str, str]]:
    spec = importlib.util.spec_from_file_location("realism_pairs", PAIRS_FILE)
    if spec is None or spec.loader is None:  # not a Python source file
        raise ImportError(f"{PAIRS_FILE}: no module loader for this file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.PAIRS)


def main() -> None:
    pairs = load_pairs()
    every = {name: reproducing_operators(fixed, buggy) for name, fixed, buggy in pairs}
    now, found = realism(pairs, found=every)
    before, _ = realism(pairs, ORIGINAL_SET, found=every)
    quix = [v for k, v in found.items() if k.startswith("quixbugs/")]
    print(f"QuixBugs part: {sum(1 for v in quix if v) / len(quix):.1%} of {len(quix)}")
    for name, op in found.items():
        print(f"  {name:42} {op or '-'}")
    print(
        f"reproduced: {now:.1%} of {len(pairs)} real bugs with every operator; {before:.1%} with the operator set "
        f"before ASW/BRC/CSW/OBO/TDL (goal: at least 45%)"
    )


if __name__ == "__main__":
    main()
