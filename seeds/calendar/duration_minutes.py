"""Calendar: parse a compact duration such as "1w 2d 3h 30m"."""
from hypothesis import strategies as st


def duration_minutes(text: str) -> int:
    """Parse a duration like "1w 2d 3h 30m" into minutes: w = 7 days, d = 24 hours,
    h = 60 minutes, m = 1 minute. Each part is a whole number in ASCII digits immediately
    followed by its unit letter; parts are separated by any whitespace or by nothing
    ("2h30m"). Unit letters may be upper or lower case and may repeat (they add up).
    Returns -1 for anything else: an unknown character, a number without a unit, a space
    between a number and its unit, a unit without a number. Empty or blank text is 0."""
    units = {"w": 10080, "d": 1440, "h": 60, "m": 1}
    total = 0
    number = ""
    for ch in text.lower():
        if ch in "0123456789":
            number += ch
        elif ch in units and number:
            total += int(number) * units[ch]
            number = ""
        elif ch.isspace() and not number:
            continue
        else:
            return -1
    return -1 if number else total


def clean_duration_minutes(text: str) -> int:
    """Parse a duration like "1w 2d 3h 30m" into minutes: w = 7 days, d = 24 hours,
    h = 60 minutes, m = 1 minute. Each part is a whole number in ASCII digits immediately
    followed by its unit letter; parts are separated by any whitespace or by nothing
    ("2h30m"). Unit letters may be upper or lower case and may repeat (they add up).
    Returns -1 for anything else: an unknown character, a number without a unit, a space
    between a number and its unit, a unit without a number. Empty or blank text is 0."""
    minutes = {"w": 7 * 24 * 60, "d": 24 * 60, "h": 60, "m": 1}
    total = 0
    for chunk in text.lower().split():
        digits = ""
        for ch in chunk:
            if "0" <= ch <= "9":
                digits += ch
            elif digits and ch in minutes:
                total += int(digits) * minutes[ch]
                digits = ""
            else:
                return -1
        if digits:
            return -1
    return total


STRATEGIES = {
    "text": st.one_of(
        st.text(alphabet="0123456789wdhmWDHMx é\t", max_size=12),
        st.lists(st.tuples(st.integers(0, 99), st.sampled_from("wdhmWM"), st.sampled_from(["", " ", "  "])), max_size=4).map(
            lambda parts: "".join(f"{n}{u}{gap}" for n, u, gap in parts)
        ),
        st.sampled_from(["", " ", "1w", "2h30m", "1 h", "h", "90", "1w 2d 3h 30m", "1d1d", "٣h", "5m "]),
    ),
}
SEED = {
    "domain": "calendar",
    "keywords": ["duration", "suffix", "parser"],
    "tags": ["string", "loop", "dict", "boolean", "early-return"],
}
