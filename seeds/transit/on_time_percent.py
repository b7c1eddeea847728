"""Transit: the punctuality figure for a day of departures."""
from hypothesis import strategies as st


def on_time_percent(trips: list[tuple[int, int]], grace_min: int = 5) -> int:
    """Punctuality of a day's departures as a whole percent. Each trip is
    (scheduled_minute, actual_minute). A trip is on time when it left at most 1 minute
    early and at most grace_min minutes late (leaving exactly grace_min minutes late is on
    time); an actual_minute of -1 means the trip was cancelled, which is not on time. The
    share of on-time trips is rounded to the nearest percent, halves up. A day with no
    trips gives 100."""
    if not trips:
        return 100
    on_time = 0
    for planned, left in trips:
        if left != -1 and -1 <= left - planned <= grace_min:
            on_time += 1
    return (200 * on_time + len(trips)) // (2 * len(trips))


def clean_on_time_percent(trips: list[tuple[int, int]], grace_min: int = 5) -> int:
    """Punctuality of a day's departures as a whole percent. Each trip is
    (scheduled_minute, actual_minute). A trip is on time when it left at most 1 minute
    early and at most grace_min minutes late (leaving exactly grace_min minutes late is on
    time); an actual_minute of -1 means the trip was cancelled, which is not on time. The
    share of on-time trips is rounded to the nearest percent, halves up. A day with no
    trips gives 100."""
    count = len(trips)
    if count == 0:
        return 100
    good = sum(1 for s, a in trips if a >= 0 and s - 1 <= a <= s + grace_min)
    whole, remainder = divmod(100 * good, count)
    return whole + 1 if 2 * remainder >= count else whole


def precondition(trips: list[tuple[int, int]], grace_min: int = 5) -> bool:
    return grace_min >= 0 and all(s >= 1 and a >= -1 for s, a in trips)


def _trip(scheduled: int, delay: int, cancelled: bool) -> tuple[int, int]:
    return (scheduled, -1 if cancelled else scheduled + delay)


STRATEGIES = {
    "trips": st.lists(st.builds(_trip, st.integers(360, 1200), st.sampled_from([-2, -1, 0, 1, 3, 5, 6, 9]),
                                st.sampled_from([False] * 7 + [True])), max_size=8),
    "grace_min": st.one_of(st.just(5), st.sampled_from([0, 1, 3])),
}
SEED = {
    "domain": "transit",
    "keywords": ["punctuality", "on-time performance", "cancellation"],
    "tags": ["loop", "boundary", "boolean", "rounding", "floor-division"],
}
