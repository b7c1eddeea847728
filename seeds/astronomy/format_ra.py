"""Astronomy: format a right ascension as hours, minutes and seconds."""
import math

from hypothesis import strategies as st


def format_ra(hours: float) -> str:
    """Format a right ascension given in decimal hours as "HHhMMmSSs".

    The value is first wrapped into [0, 24). It is rounded to the nearest whole second
    of time (halves rounded up); a rounding that reaches 60 s carries into the minutes,
    60 m into the hours, and 24 h wraps to 00. Every field has two digits: 5.5 gives
    "05h30m00s".
    """
    total = math.floor((hours % 24) * 3600 + 0.5)
    total %= 86400
    h = total // 3600
    m = (total % 3600) // 60
    s = total % 60
    return f"{h:02d}h{m:02d}m{s:02d}s"


def clean_format_ra(hours: float) -> str:
    seconds = int((hours % 24) * 3600 + 0.5) % (24 * 3600)
    hh, rest = divmod(seconds, 3600)
    mm, ss = divmod(rest, 60)
    return "h".join([str(hh).zfill(2), str(mm).zfill(2)]) + "m" + str(ss).zfill(2) + "s"


STRATEGIES = {
    "hours": st.one_of(st.sampled_from([5.5, 23.99999, 0.0, -0.5, 24.0, 12.999999]),
                       st.integers(-36000, 100000).map(lambda n: n / 3600 + 0.25 / 3600),
                       st.floats(-30, 50, allow_nan=False, allow_infinity=False)),
}
SEED = {"domain": "astronomy", "keywords": ["right ascension", "sexagesimal", "rounding carry"],
        "tags": ["rounding", "string", "division"]}
