"""Manufacturing: overall equipment effectiveness (OEE) of a shift."""
import fractions

from hypothesis import strategies as st


def oee_percent(planned_min: int, downtime_min: int, ideal_cycle_s: int, units: int, good_units: int) -> int:
    """OEE as a whole percent, rounded down. OEE = availability * performance * quality,
    where availability = run time / planned time (run time = planned - downtime, never
    below 0), performance = ideal_cycle_s * units / run time in seconds, capped at 1, and
    quality = good_units / units. No planned time (zero minutes or less) or no units produced
    (units <= 0) gives 0. good_units is between 0 and units.
    ideal_cycle_s is at least 1 and downtime_min is not negative."""
    if planned_min <= 0 or units <= 0:
        return 0
    run_s = max(planned_min - downtime_min, 0) * 60
    effective_s = min(run_s, ideal_cycle_s * units)
    return 100 * effective_s * good_units // (planned_min * 60 * units)


def clean_oee_percent(planned_min: int, downtime_min: int, ideal_cycle_s: int, units: int, good_units: int) -> int:
    if planned_min < 1 or units < 1:
        return 0
    run = max(planned_min - downtime_min, 0)
    if run == 0:
        return 0
    availability = fractions.Fraction(run, planned_min)
    performance = min(fractions.Fraction(1), fractions.Fraction(ideal_cycle_s * units, run * 60))
    quality = fractions.Fraction(good_units, units)
    return int(availability * performance * quality * 100)


def precondition(planned_min: int, downtime_min: int, ideal_cycle_s: int, units: int, good_units: int) -> bool:
    return (0 <= good_units <= units) and ideal_cycle_s >= 1 and downtime_min >= 0


STRATEGIES = {
    "planned_min": st.sampled_from([-5, 0, 0, 30, 60, 90, 120, 240, 480]),
    "downtime_min": st.integers(0, 120),
    "ideal_cycle_s": st.integers(1, 90),
    "units": st.integers(0, 60),
    "good_units": st.integers(0, 60),
}
SEED = {
    "domain": "manufacturing",
    "keywords": ["OEE", "availability", "performance", "quality"],
    "tags": ["guard", "rounding", "division", "boolean"],
}
