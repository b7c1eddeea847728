"""Mutants enumerated per second: redpen (all operators, each mutant built, compiled, diffed and
given its inverse patch) against mutmut 3.8.1's mutators on the same functions, in the same run.

Two mutmut figures: ``enumerate`` (mutator calls only, no text) and ``render`` (each mutant's
function text built, the least a tool must do to show a mutant). Ratios are redpen / mutmut.
"""

from __future__ import annotations

import sysconfig
import time
from pathlib import Path

from bench.mutmut_reference import mutmut_mutants
from core.paths import SEEDS
from core.seeds import parse_module
from core.syntax import top_level_functions
from operators.engine import enumerate_mutants

STDLIB_MODULES = ("textwrap", "bisect", "heapq", "colorsys", "calendar", "statistics")


def targets() -> list[tuple[str, str, str | None]]:
    found: list[tuple[str, str, str | None]] = []
    for path in sorted(SEEDS.glob("*/*.py")):
        if not path.name.startswith("_"):
            found.append((str(path), path.read_text(encoding="utf-8"), None))
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for name in STDLIB_MODULES:
        path = stdlib / f"{name}.py"
        source = path.read_text(encoding="utf-8")
        for func in top_level_functions(parse_module(source, str(path))):
            found.append((str(path), source, func.name.value))
    return found


def _timed(label: str, work) -> tuple[int, float]:
    start = time.perf_counter()
    count = work()
    elapsed = time.perf_counter() - start
    print(f"  {label:<28} {count:>7} mutants  {elapsed:7.2f} s  {count / elapsed:9.0f} /s", flush=True)
    return count, elapsed


def main() -> None:
    groups = {
        "seed library": [t for t in targets() if t[2] is None],
        "stdlib modules": [t for t in targets() if t[2] is not None],
    }
    for group, items in groups.items():
        print(f"{group}: {len(items)} functions")
        ours = _timed(
            "redpen (all operators)",
            lambda items=items: sum(len(enumerate_mutants(src, function=fn, path=path)) for path, src, fn in items),
        )
        enum = _timed(
            "mutmut mutators (enumerate)",
            lambda items=items: sum(
                len(mutmut_mutants(src, function=fn, path=path, render=False)) for path, src, fn in items
            ),
        )
        rend = _timed(
            "mutmut mutators (render)",
            lambda items=items: sum(len(mutmut_mutants(src, function=fn, path=path)) for path, src, fn in items),
        )
        rate = ours[0] / ours[1]
        print(
            f"  ratio redpen/mutmut rate: {rate / (enum[0] / enum[1]):.2f} (enumerate), "
            f"{rate / (rend[0] / rend[1]):.2f} (render)"
        )


if __name__ == "__main__":
    main()
