"""Travel: the meal allowance owed for a business trip."""
from hypothesis import strategies as st


def per_diem_cents(nights: int, daily_rate_cents: int, meals_provided: int = 0) -> int:
    """Meal allowance for a trip of `nights` nights away, which spans nights + 1 travel
    days. The first and the last travel day each pay 75% of daily_rate_cents, rounded
    down; every day in between pays the full rate; a same-day trip (0 nights) pays one
    day at 75%. Each meal provided by the host (meals_provided, over the whole trip)
    takes off 20% of the daily rate, rounded down per meal, and the allowance never goes
    below 0. A negative number of nights gives 0."""
    if nights < 0:
        return 0
    travel_day = daily_rate_cents * 3 // 4
    if nights == 0:
        total = travel_day
    else:
        total = 2 * travel_day + (nights - 1) * daily_rate_cents
    deduction = meals_provided * (daily_rate_cents // 5)
    return max(0, total - deduction)


def clean_per_diem_cents(nights: int, daily_rate_cents: int, meals_provided: int = 0) -> int:
    """Meal allowance for a trip of `nights` nights away, which spans nights + 1 travel
    days. The first and the last travel day each pay 75% of daily_rate_cents, rounded
    down; every day in between pays the full rate; a same-day trip (0 nights) pays one
    day at 75%. Each meal provided by the host (meals_provided, over the whole trip)
    takes off 20% of the daily rate, rounded down per meal, and the allowance never goes
    below 0. A negative number of nights gives 0."""
    allowance = 0
    days = nights + 1
    for day in range(days):
        if day in (0, days - 1):
            allowance += (3 * daily_rate_cents) // 4
        else:
            allowance += daily_rate_cents
    allowance -= meals_provided * (daily_rate_cents // 5)
    return allowance if allowance > 0 else 0


def precondition(nights: int, daily_rate_cents: int, meals_provided: int = 0) -> bool:
    return nights <= 1000 and daily_rate_cents >= 0 and meals_provided >= 0


STRATEGIES = {
    "nights": st.one_of(st.integers(-1, 10), st.sampled_from([0, 1, 2])),
    "daily_rate_cents": st.sampled_from([6900, 5999, 7403, 1, 0]),
    "meals_provided": st.one_of(st.just(0), st.integers(0, 12)),
}
SEED = {
    "domain": "travel",
    "keywords": ["per diem", "travel day", "meal deduction"],
    "tags": ["arithmetic", "floor-division", "min-max", "guard", "default-argument"],
}
