"""Travel: price a hotel stay with weekend rates and a long-stay discount."""
from hypothesis import strategies as st


def stay_cost(check_in_weekday: int, nights: int, weekday_rate: int, weekend_rate: int, long_stay_nights: int = 7, long_stay_pct: int = 10) -> int:
    """Total price in whole euros. Weekdays are 0=Monday .. 6=Sunday; the first night
    starts on check_in_weekday and each later night starts one day later, wrapping after
    Sunday. Nights starting on Friday (4) or Saturday (5) cost weekend_rate, all others
    weekday_rate. A stay of at least long_stay_nights nights (inclusive) gets long_stay_pct
    percent off the total; the discount is rounded down to whole euros. nights <= 0 costs 0."""
    total = 0
    for n in range(nights):
        day = (check_in_weekday + n) % 7
        total += weekend_rate if day in (4, 5) else weekday_rate
    if nights >= long_stay_nights:
        total -= total * long_stay_pct // 100
    return total


def clean_stay_cost(check_in_weekday: int, nights: int, weekday_rate: int, weekend_rate: int, long_stay_nights: int = 7, long_stay_pct: int = 10) -> int:
    if nights <= 0:
        return 0
    weeks, rest = divmod(nights, 7)
    weekend = 2 * weeks + sum(1 for k in range(rest) if (check_in_weekday + k) % 7 in (4, 5))
    price = weekend * weekend_rate + (nights - weekend) * weekday_rate
    discount = price * long_stay_pct // 100 if nights >= long_stay_nights else 0
    return price - discount


STRATEGIES = {
    "check_in_weekday": st.integers(0, 6),
    "nights": st.integers(0, 16),
    "weekday_rate": st.integers(40, 150),
    "weekend_rate": st.integers(40, 200),
    "long_stay_nights": st.integers(3, 10),
    "long_stay_pct": st.integers(0, 25),
}
SEED = {
    "domain": "travel",
    "keywords": ["hotel", "weekend rate", "discount"],
    "tags": ["loop", "rounding", "boundary", "accumulator"],
}
