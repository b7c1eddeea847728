"""Intervals for shares (Wilson score interval)."""

from __future__ import annotations

import math
from statistics import NormalDist

Z95 = 1.959963984540054


def z_for(confidence: float) -> float:
    """The two-sided normal quantile for ``confidence`` (0.95 -> 1.96)."""
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def family_z(scopes: int, confidence: float = 0.95) -> float:
    """Bonferroni: the z that keeps ``confidence`` over ``scopes`` intervals read together."""
    return z_for(1 - (1 - confidence) / max(1, scopes))


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval of a share ``successes / n`` ((0, 1) when n is 0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))  # rounding never excludes p
