"""Chemistry: compute an element's average atomic mass from its isotopes."""
import math
from hypothesis import strategies as st


def average_atomic_mass(isotopes: list[tuple[float, float]]) -> float:
    """isotopes are (mass, abundance) with abundances as percentages that need not add up
    to exactly 100; they are normalised by their sum. Isotopes with an abundance of 0 or
    less are ignored. Return the abundance-weighted mean mass rounded to 3 decimals; when
    no isotope is left the result is 0.0.
    Masses and abundances are finite numbers.
    """
    weighted = 0.0
    share = 0.0
    for mass, abundance in isotopes:
        if abundance <= 0:
            continue
        weighted += mass * abundance
        share += abundance
    return round(weighted / share, 3) if share else 0.0


def clean_average_atomic_mass(isotopes: list[tuple[float, float]]) -> float:
    """isotopes are (mass, abundance) with abundances as percentages that need not add up
    to exactly 100; they are normalised by their sum. Isotopes with an abundance of 0 or
    less are ignored. Return the abundance-weighted mean mass rounded to 3 decimals; when
    no isotope is left the result is 0.0.
    """
    kept = [(m, a) for m, a in isotopes if a > 0]
    if len(kept) == 0:
        return 0.0
    total = sum(a for _, a in kept)
    return round(sum(m * a for m, a in kept) / total, 3)


def precondition(isotopes: list[tuple[float, float]]) -> bool:
    return all(math.isfinite(v) for isotope in isotopes for v in isotope)


STRATEGIES = {
    "isotopes": st.lists(st.tuples(st.sampled_from([34.969, 36.966, 62.93, 64.928, 1.008]),
                                   st.sampled_from([-5.0, 0.0, 24.0, 30.83, 69.17, 75.0])), max_size=4),
}
SEED = {"domain": "chemistry", "keywords": ["average atomic mass", "isotope abundance", "weighted mean"],
        "tags": ["accumulator", "guard", "division", "rounding"]}
