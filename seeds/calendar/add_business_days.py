"""Calendar: count calendar days needed to cover a number of business days."""
from hypothesis import strategies as st


def add_business_days(start_weekday: int, business_days: int) -> int:
    """Calendar days from a start day until business_days working days (Monday to Friday)
    have passed, counting from the day after the start. Weekdays are 0=Monday .. 6=Sunday;
    start_weekday is taken modulo 7. Example: from Friday (4), 1 business day takes 3
    calendar days (lands on Monday). 0 or a negative business_days gives 0."""
    elapsed = 0
    weekday = start_weekday % 7
    remaining = business_days
    while remaining > 0:
        elapsed += 1
        weekday = (weekday + 1) % 7
        if weekday < 5:
            remaining -= 1
    return elapsed


def clean_add_business_days(start_weekday: int, business_days: int) -> int:
    if business_days <= 0:
        return 0
    weeks, extra = divmod(business_days - 1, 5)
    day = start_weekday % 7
    elapsed = weeks * 7
    for _ in range(extra + 1):
        elapsed += 1
        day = (day + 1) % 7
        while day >= 5:
            elapsed += 1
            day = (day + 1) % 7
    return elapsed


STRATEGIES = {
    "start_weekday": st.integers(-3, 10),
    "business_days": st.integers(-2, 16),
}
SEED = {
    "domain": "calendar",
    "keywords": ["business days", "weekend", "due date"],
    "tags": ["loop", "boundary", "accumulator"],
}
