"""Astronomy: say how long light takes to cross a distance."""
from hypothesis import strategies as st


def light_time_label(distance_km: int) -> str:
    """How long light takes to cover distance_km at 299792 km/s, with the time rounded
    up to a whole second, written "Hh MMm SSs" (minutes and seconds two digits, hours not
    padded): 149597870 km -> "0h 08m 20s". From one day on, whole days are split off in
    front: "1d 0h 00m 00s" for exactly 86400 s. An input of 0 or less gives
    "0h 00m 00s"."""
    seconds = max(0, -(-distance_km // 299792))
    days, seconds = divmod(seconds, 86400)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    label = f"{hours}h {minutes:02d}m {secs:02d}s"
    return f"{days}d {label}" if days > 0 else label


def clean_light_time_label(distance_km: int) -> str:
    """How long light takes to cover distance_km at 299792 km/s, with the time rounded
    up to a whole second, written "Hh MMm SSs" (minutes and seconds two digits, hours not
    padded): 149597870 km -> "0h 08m 20s". From one day on, whole days are split off in
    front: "1d 0h 00m 00s" for exactly 86400 s. An input of 0 or less gives
    "0h 00m 00s"."""
    total = 0 if distance_km <= 0 else (distance_km + 299791) // 299792
    d = total // 86400
    h = total % 86400 // 3600
    m = total % 3600 // 60
    s = total % 60
    text = f"{h}h {m:02d}m {s:02d}s"
    return f"{d}d {text}" if d > 0 else text


STRATEGIES = {
    "distance_km": st.one_of(
        st.integers(-10**6, 10**13),
        st.sampled_from([0, 1, 299792, 299793, 149597870, 299792 * 60, 299792 * 3600, 299792 * 86400, 299792 * 86400 - 1]),
    ),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["light travel", "ceiling", "padding"],
    "tags": ["arithmetic", "rounding", "string", "guard", "min-max"],
}
