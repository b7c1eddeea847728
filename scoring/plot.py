"""Plots (matplotlib, the optional ``plot`` extra, Agg backend): tier scores with their intervals per
model, the twin and disguise gaps (`redpen score --plot`), and item difficulty against exposure
(`redpen calibrate --plot`). The format follows the file's suffix (.png or .svg); the image is
written whole or not at all (core.atomic), with no date in it, so the same input draws the same bytes."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from core.atomic import write_atomic
from core.errors import InputFileError, UsageError
from scoring.model import Evaluation, RunIntervals, RunScore, tier_sort_key

FORMATS = {".png": "png", ".svg": "svg"}
EXTRA = "plot"
TIER_COLOURS = {"easy": "#4c9a2a", "medium": "#d48a1e", "hard": "#b3261e"}


def check_target(path: Path) -> str:
    """The image format of ``path`` (from its suffix), after checking its folder exists."""
    fmt = FORMATS.get(path.suffix.lower())
    if fmt is None:
        raise UsageError(f"--plot {path}: give a file name ending in .png or .svg")
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir() or not folder.is_dir():
        raise InputFileError(f"--plot {path}: folder {folder} does not exist or the name is a folder; fix the path")
    return fmt


def pyplot() -> ModuleType:
    """matplotlib.pyplot on the Agg backend, or one line naming the extra to install."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise UsageError(
            f"--plot needs matplotlib, the '{EXTRA}' extra: pip install -c requirements.lock -e '.[{EXTRA}]'"
        ) from None
    return plt


def _save(plt: ModuleType, figure: Any, path: Path, fmt: str) -> None:
    buffer = io.BytesIO()
    metadata = {"Date": None} if fmt == "svg" else {"Software": None}
    with plt.rc_context({"svg.hashsalt": "redpen", "svg.fonttype": "none"}):
        figure.savefig(buffer, format=fmt, dpi=100, metadata=metadata, bbox_inches="tight")
    plt.close(figure)
    write_atomic(path, buffer.getvalue())


def _labelled_runs(evaluation: Evaluation) -> list[tuple[RunScore, RunIntervals | None]]:
    runs: list[tuple[RunScore, RunIntervals | None]] = []
    for i, run in enumerate(evaluation.runs):
        runs.append((run, evaluation.intervals[i] if i < len(evaluation.intervals) else None))
    runs.extend((b, None) for b in evaluation.baselines)
    return runs


def plot_scores(evaluation: Evaluation, path: Path) -> None:
    """Tier scores with their bootstrap intervals per model; beside them the twin and disguise gaps."""
    fmt = check_target(path)
    plt = pyplot()
    runs = _labelled_runs(evaluation)
    tiers = sorted({t.tier for run, _ in runs for t in run.tiers}, key=tier_sort_key)
    figure, (scores, twin, disguise) = plt.subplots(
        1, 3, figsize=(4 + 1.2 * len(runs) * max(1, len(tiers)) / 2, 4.5), gridspec_kw={"width_ratios": [3, 1, 1]}
    )
    width = 0.8 / max(1, len(tiers))
    labels = [run.label for run, _ in runs]
    for t_index, tier in enumerate(tiers):
        xs, ys, lows, highs = [], [], [], []
        for r_index, (run, intervals) in enumerate(runs):
            value = next((t.terms.score for t in run.tiers if t.tier == tier), None)
            if value is None:
                continue
            x = r_index - 0.4 + width * (t_index + 0.5)
            interval = dict(intervals.tiers).get(tier) if intervals else None
            xs.append(x)
            ys.append(float(value))
            # a percentile interval need not hold the point estimate: draw its side as 0 then
            lows.append(max(0.0, float(value) - interval.low) if interval else 0.0)
            highs.append(max(0.0, interval.high - float(value)) if interval else 0.0)
        scores.bar(xs, ys, width * 0.9, label=tier, color=TIER_COLOURS.get(tier, "#6a6a6a"))
        scores.errorbar(xs, ys, yerr=[lows, highs], fmt="none", ecolor="black", capsize=3, linewidth=1)
    scores.axhline(0, color="black", linewidth=0.6)
    scores.set_xticks(range(len(runs)), labels, rotation=30, ha="right")
    scores.set_ylabel("score")
    scores.set_title("score per tier (bootstrap intervals)")
    scores.legend(title="tier", fontsize="small")
    for axis, title, values in (
        (twin, "twin gap", [float(r.twin_gap.gap) if r.twin_gap else 0.0 for r, _ in runs]),
        (disguise, "disguise gap", [float(r.disguise_gap) if r.disguise_gap is not None else 0.0 for r, _ in runs]),
    ):
        axis.bar(range(len(runs)), values, 0.6, color="#3b6ea8")
        axis.axhline(0, color="black", linewidth=0.6)
        axis.set_xticks(range(len(runs)), labels, rotation=30, ha="right")
        axis.set_title(title)
    figure.suptitle(f"redpen score: {Path(evaluation.key_source).parent.name or evaluation.key_source}")
    _save(plt, figure, path, fmt)


def plot_calibration(units: Sequence[Mapping[str, Any]], path: Path) -> None:
    """Each unit's fitted difficulty (with its interval) against its measured exposure, by tier;
    flagged units drawn hollow. Units without an exposure are left out; none at all is refused."""
    fmt = check_target(path)
    placed = [u for u in units if isinstance(u.get("exposure"), (int, float))]
    if not placed:
        raise InputFileError(
            "--plot: no unit has an exposure (key/items.jsonl difficulty.exposure); give an edition's key/ folder"
        )
    plt = pyplot()
    figure, axis = plt.subplots(figsize=(7, 4.5))
    tiers = sorted({str(u["tier"]) for u in placed}, key=tier_sort_key)
    for tier in tiers:
        group = [u for u in placed if u["tier"] == tier]
        xs = [float(u["exposure"]) for u in group]
        ys = [float(u["difficulty"]) for u in group]
        low = [y - float(u["difficulty_interval"][0]) for y, u in zip(ys, group)]
        high = [float(u["difficulty_interval"][1]) - y for y, u in zip(ys, group)]
        colour = TIER_COLOURS.get(tier, "#6a6a6a")
        axis.errorbar(xs, ys, yerr=[low, high], fmt="none", ecolor=colour, alpha=0.5, linewidth=1)
        filled = [not u.get("flags") for u in group]
        axis.scatter(xs, ys, s=36, label=tier, edgecolors=colour, facecolors=[colour if f else "none" for f in filled])
    axis.set_xlabel("exposure (share of valid inputs showing the defect)")
    axis.set_ylabel("fitted difficulty (2PL)")
    axis.set_title("item difficulty against exposure (hollow: flagged)")
    axis.legend(title="tier", fontsize="small")
    _save(plt, figure, path, fmt)
