"""Sports: format a runner's pace per kilometre."""
from hypothesis import strategies as st


def pace_per_km(distance_m: int, seconds: int) -> str:
    """Format running pace as "M:SS" per kilometre.

    Pace in seconds = seconds * 1000 / distance_m, rounded to the nearest whole second
    with halves rounded up. Minutes are not capped ("75:00" is fine) and the seconds are
    always two digits ("4:05"). A distance or a time of 0 or less gives "--:--".
    distance_m is at most 1,000,000 and seconds at most 10,000,000.
    """
    if distance_m <= 0 or seconds <= 0:
        return "--:--"
    pace = int(seconds * 1000 / distance_m + 0.5)
    minutes = pace // 60
    rest = pace % 60
    return f"{minutes}:{rest:02d}"


def clean_pace_per_km(distance_m: int, seconds: int) -> str:
    if min(distance_m, seconds) < 1:
        return "--:--"
    whole = (2000 * seconds + distance_m) // (2 * distance_m)
    mins, secs = divmod(whole, 60)
    return "%d:%s" % (mins, str(secs).zfill(2))


def precondition(distance_m: int, seconds: int) -> bool:
    return distance_m <= 10**6 and seconds <= 10**7


STRATEGIES = {
    "distance_m": st.one_of(st.sampled_from([0, 1000, 2000, 5000, 400]), st.integers(-10, 21000)),
    "seconds": st.one_of(st.sampled_from([0, 1, 241, 245, 300, 1501]), st.integers(-10, 7200)),
}
SEED = {"domain": "sports", "keywords": ["pace", "minutes per kilometre", "zero padding"],
        "tags": ["guard", "rounding", "string", "boolean", "division"]}
