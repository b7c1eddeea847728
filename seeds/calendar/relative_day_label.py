"""Calendar: describe a date relative to today."""
from hypothesis import strategies as st


def relative_day_label(days: int) -> str:
    """Describe a date given its signed distance in days from today: 0 -> "today",
    1 -> "tomorrow", -1 -> "yesterday"; from 2 to 13 days ahead "in N days" and from 2
    to 13 days back "N days ago"; 14 days or more either way is counted in whole weeks,
    rounded down: 14 -> "in 2 weeks", 20 -> "in 2 weeks", -21 -> "3 weeks ago"."""
    if days == 0:
        return "today"
    if days == 1:
        return "tomorrow"
    if days == -1:
        return "yesterday"
    count = abs(days)
    unit = "days"
    if count >= 14:
        count //= 7
        unit = "weeks"
    return f"in {count} {unit}" if days > 0 else f"{count} {unit} ago"


def clean_relative_day_label(days: int) -> str:
    """Describe a date given its signed distance in days from today: 0 -> "today",
    1 -> "tomorrow", -1 -> "yesterday"; from 2 to 13 days ahead "in N days" and from 2
    to 13 days back "N days ago"; 14 days or more either way is counted in whole weeks,
    rounded down: 14 -> "in 2 weeks", 20 -> "in 2 weeks", -21 -> "3 weeks ago"."""
    named = {0: "today", 1: "tomorrow", -1: "yesterday"}
    if days in named:
        return named[days]
    size = days if days > 0 else -days
    phrase = f"{size // 7} weeks" if size > 13 else f"{size} days"
    if days < 0:
        return phrase + " ago"
    return "in " + phrase


STRATEGIES = {
    "days": st.one_of(st.integers(-40, 40), st.sampled_from([-14, -13, 13, 14, 27, 28, -1000, 1000])),
}
SEED = {
    "domain": "calendar",
    "keywords": ["humanized", "threshold", "floor division"],
    "tags": ["early-return", "boundary", "string", "sign", "floor-division"],
}
