"""How long each shipped module seed is as a pull request shows it (issue #28: an after file of at
least 80 lines).

For every ``module_seeds/<domain>/<name>.py``: its lines as written and its lines as the PR
presents the ``before`` module (``generator.pr.module.presented_text``: without the controls,
``clean_*``/``precondition_*``, and the input data, STRATEGIES/PRECONDITIONS/SEED and the
hypothesis imports). A refactoring may shorten the after file by a few lines (inlining a helper,
loop to comprehension), so a seed is flagged below ``MARGIN`` presented lines, not below 80.

``worst`` bounds that shortening from below: the presented lines plus the ``STEPS`` most negative
line deltas among the module's candidate refactoring steps (``generator.pr.steps.candidate_steps``,
each applied alone; a change draws at most ``STEPS`` of them, on disjoint functions, so their
deltas add up). A seed whose worst is under 80 could give a short after file.

    .venv/bin/python -m bench module_sizes     # one line per seed, then min/median/max and a JSON line
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

from core.paths import MODULE_SEEDS
from generator.pr.change import STEPS
from generator.pr.item import MIN_LINES
from generator.pr.module import discover_modules, presented_text
from generator.pr.steps import candidate_steps

MARGIN = 88  # presented lines a seed should have, so a shortening refactoring still leaves MIN_LINES


def worst_after(before: str, path: str) -> int:
    """The presented lines less the STEPS largest shortenings among the candidate steps."""
    size = len(before.splitlines())
    deltas = sorted(len(step.after.splitlines()) - size for step in candidate_steps(before, path))
    return size + sum(d for d in deltas[:STEPS] if d < 0)


def measure(root: Path = MODULE_SEEDS) -> dict[str, tuple[int, int, int]]:
    """``<domain>/<name>`` -> (lines as written, lines as presented, worst after) for every module
    seed below root."""
    sizes = {}
    for path in discover_modules(root):
        text = path.read_text(encoding="utf-8")
        before = presented_text(text)
        sizes[f"{path.parent.name}/{path.stem}"] = (
            len(text.splitlines()),
            len(before.splitlines()),
            worst_after(before, str(path)),
        )
    return sizes


def main() -> None:
    sizes = measure()
    for name, (written, shown, worst) in sizes.items():
        flag = " SHORT" if shown < MIN_LINES else (" margin" if shown < MARGIN else "")
        flag += " worst-short" if worst < MIN_LINES else ""
        print(f"{name:40} written {written:4}  presented {shown:4}  worst after {worst:4}{flag}")
    shown = sorted(s for _, s, _ in sizes.values())
    worst = sorted(w for _, _, w in sizes.values())
    domains = {n.split("/")[0] for n in sizes}
    summary = {
        "seeds": len(sizes),
        "domains": len(domains),
        "presented_min": shown[0],
        "presented_median": statistics.median(shown),
        "presented_max": shown[-1],
        f"under_{MIN_LINES}": sum(s < MIN_LINES for s in shown),
        f"under_{MARGIN}": sum(s < MARGIN for s in shown),
        "worst_min": worst[0],
        "worst_median": statistics.median(worst),
        f"worst_under_{MIN_LINES}": sum(w < MIN_LINES for w in worst),
    }
    print(
        f"{summary['seeds']} seeds in {summary['domains']} domains; presented lines min {shown[0]}, "
        f"median {summary['presented_median']}, max {shown[-1]}; under {MIN_LINES}: "
        f"{summary[f'under_{MIN_LINES}']}, under {MARGIN}: {summary[f'under_{MARGIN}']}; worst after min "
        f"{worst[0]}, median {summary['worst_median']}, under {MIN_LINES}: {summary[f'worst_under_{MIN_LINES}']}"
    )
    print(json.dumps(summary))
