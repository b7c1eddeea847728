"""Human resources: compute a week's pay with daily overtime tiers."""
from hypothesis import strategies as st


def overtime_pay(daily_hours: list[int], rate_cents: int) -> int:
    """daily_hours are the whole hours worked on each day of a pay period. On each day
    the first 8 hours are paid at rate_cents per hour, hours 9 to 12 at one and a half
    times the rate, and every hour beyond 12 at double the rate. Days with 0 hours or
    fewer pay nothing. The period's exact total is rounded down to a whole cent.
    """
    half_units = 0
    for hours in daily_hours:
        if hours <= 0:
            continue
        regular = min(hours, 8)
        overtime = min(max(hours - 8, 0), 4)
        double = max(hours - 12, 0)
        half_units += 2 * regular + 3 * overtime + 4 * double
    return half_units * rate_cents // 2


def clean_overtime_pay(daily_hours: list[int], rate_cents: int) -> int:
    """daily_hours are the whole hours worked on each day of a pay period. On each day
    the first 8 hours are paid at rate_cents per hour, hours 9 to 12 at one and a half
    times the rate, and every hour beyond 12 at double the rate. Days with 0 hours or
    fewer pay nothing. The period's exact total is rounded down to a whole cent.
    """
    doubled = 0
    for hours in daily_hours:
        for hour in range(1, hours + 1):
            if hour <= 8:
                doubled += 2 * rate_cents
            elif hour <= 12:
                doubled += 3 * rate_cents
            else:
                doubled += 4 * rate_cents
    return doubled // 2


STRATEGIES = {
    "daily_hours": st.lists(st.one_of(st.integers(-2, 16), st.sampled_from([8, 9, 12, 13])), max_size=7),
    "rate_cents": st.one_of(st.integers(1, 5000), st.sampled_from([1, 3, 1501])),
}
SEED = {"domain": "human_resources", "keywords": ["overtime", "time and a half", "double time"],
        "tags": ["loop", "min-max", "tiers", "rounding", "guard"]}
