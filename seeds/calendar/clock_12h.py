"""Calendar: format a minute of the day on a 12-hour clock."""
from hypothesis import strategies as st


def clock_12h(minute_of_day: int, compact: bool = False) -> str:
    """Format a minute of the day (taken modulo 1440, so 1440 is midnight again and -1 is
    11:59 PM) on a 12-hour clock: "12:00 AM" is midnight, "12:00 PM" noon, "1:05 PM" is
    minute 785. Hours have no leading zero, minutes always two digits. With compact=True,
    times on the hour drop their minutes and the space: "12AM", "3PM"; other times stay
    as in the long form."""
    minute_of_day %= 1440
    hours, minutes = divmod(minute_of_day, 60)
    suffix = "AM" if hours < 12 else "PM"
    shown = hours % 12
    if shown == 0:
        shown = 12
    if compact and minutes == 0:
        return f"{shown}{suffix}"
    return f"{shown}:{minutes:02d} {suffix}"


def clean_clock_12h(minute_of_day: int, compact: bool = False) -> str:
    """Format a minute of the day (taken modulo 1440, so 1440 is midnight again and -1 is
    11:59 PM) on a 12-hour clock: "12:00 AM" is midnight, "12:00 PM" noon, "1:05 PM" is
    minute 785. Hours have no leading zero, minutes always two digits. With compact=True,
    times on the hour drop their minutes and the space: "12AM", "3PM"; other times stay
    as in the long form."""
    m = minute_of_day % 1440
    h = m // 60
    half = "PM" if h >= 12 else "AM"
    h12 = (h + 11) % 12 + 1
    mm = m % 60
    text = str(h12) + ("" if compact and mm == 0 else ":" + str(mm).zfill(2) + " ")
    return text + half


STRATEGIES = {
    "minute_of_day": st.one_of(st.integers(-3000, 3000), st.sampled_from([0, 59, 60, 719, 720, 721, 779, 780, 785, 1439, 1440, -1])),
    "compact": st.booleans(),
}
SEED = {
    "domain": "calendar",
    "keywords": ["12-hour clock", "meridiem", "noon"],
    "tags": ["string", "modulo", "boundary", "guard", "default-argument"],
}
