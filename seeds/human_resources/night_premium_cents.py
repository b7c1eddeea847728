"""Human resources: the night-work premium owed for one shift."""
from hypothesis import strategies as st


def night_premium_cents(start_hour: int, hours: int, hourly_cents: int) -> int:
    """Night premium for a shift of `hours` whole hours that starts at start_hour (0-23)
    on a 24-hour clock; a shift may run past midnight and over several days. An hour
    starting at 22:00 or later, or before 06:00, is a night hour. The premium is a quarter
    of hourly_cents for each night hour, taken on the total and rounded down:
    night_hours * hourly_cents // 4. A shift of 0 hours earns 0."""
    night_hours = 0
    for offset in range(hours):
        hour = (start_hour + offset) % 24
        if hour >= 22 or hour < 6:
            night_hours += 1
    return night_hours * hourly_cents // 4


def clean_night_premium_cents(start_hour: int, hours: int, hourly_cents: int) -> int:
    """Night premium for a shift of `hours` whole hours that starts at start_hour (0-23)
    on a 24-hour clock; a shift may run past midnight and over several days. An hour
    starting at 22:00 or later, or before 06:00, is a night hour. The premium is a quarter
    of hourly_cents for each night hour, taken on the total and rounded down:
    night_hours * hourly_cents // 4. A shift of 0 hours earns 0."""
    whole_days, rest = divmod(hours, 24)
    count = 8 * whole_days
    for h in range(start_hour, start_hour + rest):
        if h % 24 in (22, 23, 0, 1, 2, 3, 4, 5):
            count += 1
    return (count * hourly_cents) // 4


def precondition(start_hour: int, hours: int, hourly_cents: int) -> bool:
    return 0 <= start_hour <= 23 and 0 <= hours <= 2000 and hourly_cents >= 0


STRATEGIES = {
    "start_hour": st.one_of(st.integers(0, 23), st.sampled_from([5, 6, 21, 22])),
    "hours": st.one_of(st.integers(0, 12), st.sampled_from([24, 30])),
    "hourly_cents": st.sampled_from([1000, 1999, 2501, 3]),
}
SEED = {
    "domain": "human_resources",
    "keywords": ["shift differential", "night work", "overnight shift"],
    "tags": ["loop", "modulo", "boolean", "boundary", "floor-division"],
}
