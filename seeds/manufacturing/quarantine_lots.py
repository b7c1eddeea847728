"""Manufacturing: hold production lots whose defect rate is too high."""
import collections
import fractions
import math

from hypothesis import strategies as st


def quarantine_lots(samples: list[tuple[str, int, int]], limit_pct: int, held: dict[str, int] | None = None) -> dict[str, int]:
    """samples are (lot, inspected, defective) inspection results; a lot may be sampled
    several times, so first total each lot's inspected and defective counts. A lot is held
    when it had at least one unit inspected and its defect rate is at or above limit_pct
    percent (a lot with nothing inspected is never held). Store each held lot in `held` (a new dict when omitted) as lot -> defect rate
    in whole percent, rounded to nearest with halves rounded up. Returns `held`.
    Counts are not negative and a sample never has more defective units than inspected ones."""
    if held is None:
        held = {}
    totals: dict[str, list[int]] = {}
    for lot, inspected, defective in samples:
        pair = totals.setdefault(lot, [0, 0])
        pair[0] += inspected
        pair[1] += defective
    for lot, (inspected, defective) in totals.items():
        if inspected > 0 and defective * 100 >= limit_pct * inspected:
            held[lot] = (defective * 200 + inspected) // (2 * inspected)
    return held


def clean_quarantine_lots(samples: list[tuple[str, int, int]], limit_pct: int, held: dict[str, int] | None = None) -> dict[str, int]:
    out = {} if held is None else held
    seen: collections.Counter[str] = collections.Counter()
    bad: collections.Counter[str] = collections.Counter()
    for lot, inspected, defective in samples:
        seen[lot] += inspected
        bad[lot] += defective
    for lot, n in seen.items():
        if n:
            rate = fractions.Fraction(100 * bad[lot], n)
            if rate >= limit_pct:
                out[lot] = math.floor(rate + fractions.Fraction(1, 2))
    return out


def _sample(raw: tuple[str, int, int]) -> tuple[str, int, int]:
    lot, a, b = raw
    return (lot, max(a, b), min(a, b))


def precondition(samples: list[tuple[str, int, int]], limit_pct: int, held: dict[str, int] | None = None) -> bool:
    return all(0 <= defective <= inspected for _, inspected, defective in samples)


STRATEGIES = {
    "samples": st.lists(st.tuples(st.sampled_from(["L1", "L2", "L3"]), st.integers(0, 40), st.integers(0, 8)).map(_sample), max_size=6),
    "limit_pct": st.sampled_from([0, 5, 10, 20, 25, 50]),
}
SEED = {
    "domain": "manufacturing",
    "keywords": ["defect rate", "quarantine", "lot"],
    "tags": ["guard", "rounding", "dict", "boolean", "mutable-default"],
}
