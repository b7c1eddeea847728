"""Display rounding of exact scores: the Fraction rounded half-even on the displayed grid.

Scores are shown as percentages with one decimal, i.e. on a grid of 0.001: 1/6 -> 16.7%, -1/2 ->
-50.0%, and a tie such as 0.1225 -> 12.2% (half-even; half-up would give 12.3%). The DESIGN's
example 0.125 -> 0.12 is the same rule on a 0.01 grid (``round_half_even(Fraction(1, 8), 2)``).
Because the rounding is done on the Fraction, no float artefact decides a tie.
"""

from __future__ import annotations

import math
from fractions import Fraction

from scoring.model import (
    Interval,
)

DASH = "–"


def round_half_even(value: Fraction, places: int) -> Fraction:
    """``value`` rounded to ``places`` decimals, ties to even, exactly."""
    scale = 10**places
    return Fraction(round(value * scale), scale)


def percent(value: Fraction | float | None, places: int = 1) -> str:
    """A share as a percentage with ``places`` decimals, rounded half-even (e.g. 1/6 -> 16.7%)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return DASH
    exact = Fraction(value)
    rounded = round_half_even(exact * 100, places)
    if rounded == 0:
        rounded = Fraction(0)  # never "-0.0%"
    return f"{float(rounded):.{places}f}%"


def points(value: Fraction | float | None, places: int = 1) -> str:
    """A difference of shares in signed percentage points (e.g. +12.5 pts)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return DASH
    rounded = round_half_even(Fraction(value) * 100, places)
    sign = "+" if rounded > 0 else ("-" if rounded < 0 else "±")
    return f"{sign}{float(abs(rounded)):.{places}f} pts"


def interval_text(interval: Interval | None) -> str:
    """``[low, high]`` in percent, without the % signs (the column header says %)."""
    if interval is None:
        return DASH
    return f"[{percent(interval.low)[:-1]}, {percent(interval.high)[:-1]}]"
