"""How long each shipped module seed is as a pull request shows it (issue #28: an after file of at
least 80 lines).

For every ``module_seeds/<domain>/<name>.py``: its lines as written and its lines as the PR
presents the ``before`` module (``generator.pr.module.presented_text``: without the controls,
``clean_*``/``precondition_*``, and the input data, STRATEGIES/PRECONDITIONS/SEED and the
hypothesis imports). A refactoring may shorten the after file by a few lines (inlining a helper,
loop to comprehension), so a seed is flagged below ``MARGIN`` presented lines, not below 80.

    .venv/bin/python -m bench module_sizes     # one line per seed, then min/median/max and a JSON line
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

from core.paths import MODULE_SEEDS
from generator.pr.item import MIN_LINES
from generator.pr.module import discover_modules, presented_text

MARGIN = 88  # presented lines a seed should have, so a shortening refactoring still leaves MIN_LINES


def measure(root: Path = MODULE_SEEDS) -> dict[str, tuple[int, int]]:
    """``<domain>/<name>`` -> (lines as written, lines as presented) for every module seed below root."""
    sizes = {}
    for path in discover_modules(root):
        text = path.read_text(encoding="utf-8")
        sizes[f"{path.parent.name}/{path.stem}"] = (len(text.splitlines()), len(presented_text(text).splitlines()))
    return sizes


def main() -> None:
    sizes = measure()
    for name, (written, shown) in sizes.items():
        flag = " SHORT" if shown < MIN_LINES else (" margin" if shown < MARGIN else "")
        print(f"{name:40} written {written:4}  presented {shown:4}{flag}")
    shown = sorted(s for _, s in sizes.values())
    domains = {n.split("/")[0] for n in sizes}
    summary = {
        "seeds": len(sizes),
        "domains": len(domains),
        "presented_min": shown[0],
        "presented_median": statistics.median(shown),
        "presented_max": shown[-1],
        f"under_{MIN_LINES}": sum(s < MIN_LINES for s in shown),
        f"under_{MARGIN}": sum(s < MARGIN for s in shown),
    }
    print(
        f"{summary['seeds']} seeds in {summary['domains']} domains; presented lines min {shown[0]}, "
        f"median {summary['presented_median']}, max {shown[-1]}; under {MIN_LINES}: "
        f"{summary[f'under_{MIN_LINES}']}, under {MARGIN}: {summary[f'under_{MARGIN}']}"
    )
    print(json.dumps(summary))
