"""Sports: compute a cricket run rate from runs and overs."""
from hypothesis import strategies as st


def overs_run_rate(runs: int, overs: str) -> float:
    """overs is written in cricket notation "O.B": O complete overs and B further balls,
    where B is a number 0..5 ("12.3" is 12 overs and 3 balls, 75 balls; "12" is 12 overs). The run
    rate is runs per six-ball over: runs * 6 / balls, rounded to 2 decimals. No balls bowled
    -> 0.0. A malformed overs value (B above 5, non-digits, a "." without B,
    more than one ".") -> -1.0.
    """
    whole, dot, part = overs.partition(".")
    if not whole.isdecimal() or (dot and not part.isdecimal()):
        return -1.0
    extra = int(part) if dot else 0
    if extra > 5:
        return -1.0
    balls = int(whole) * 6 + extra
    if balls == 0:
        return 0.0
    return round(runs * 6 / balls, 2)


def clean_overs_run_rate(runs: int, overs: str) -> float:
    """overs is written in cricket notation "O.B": O complete overs and B further balls,
    where B is a number 0..5 ("12.3" is 12 overs and 3 balls, 75 balls; "12" is 12 overs). The run
    rate is runs per six-ball over: runs * 6 / balls, rounded to 2 decimals. No balls bowled
    -> 0.0. A malformed overs value (B above 5, non-digits, a "." without B,
    more than one ".") -> -1.0.
    """
    import re

    m = re.fullmatch(r"(\d+)(?:\.(\d+))?", overs)
    if not m or (m.group(2) is not None and int(m.group(2)) >= 6):
        return -1.0
    balls = 6 * int(m.group(1)) + int(m.group(2) or 0)
    return round(6 * runs / balls, 2) if balls else 0.0


STRATEGIES = {
    "runs": st.integers(0, 400),
    "overs": st.one_of(st.sampled_from(["12.3", "12", "0", "0.0", "0.1", "19.5", "19.6", "20.", ".3", "1.2.3", "x",
                                        "５", "7.05", ""]),
                       st.tuples(st.integers(0, 50), st.integers(0, 7)).map(lambda t: f"{t[0]}.{t[1]}")),
}
SEED = {"domain": "sports", "keywords": ["run rate", "overs notation", "balls per over"],
        "tags": ["string", "parsing", "guard", "arithmetic", "rounding"]}
