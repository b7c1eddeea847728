"""Weather: raise storm alerts from weather station reports."""
from hypothesis import strategies as st


def storm_alerts(stations: list[tuple[str, int, int, int]], alerts: list[str] | None = None) -> list[str]:
    """stations are (name, gust_kmh, pressure_3h_ago_hpa, pressure_now_hpa). A station
    raises a gust alert when its gust is at least 90 km/h, or a drop alert when the
    pressure fell by more than 6 hPa in the 3 hours (a fall of exactly 6 is not enough)
    while the gust is at least 50 km/h. Gust wins when both hold. Append "<name>:gust" or
    "<name>:drop" to `alerts` (a new list when omitted), in input order, and return it."""
    if alerts is None:
        alerts = []
    for name, gust, before, now in stations:
        if gust >= 90:
            alerts.append(f"{name}:gust")
        elif before - now > 6 and gust >= 50:
            alerts.append(f"{name}:drop")
    return alerts


def clean_storm_alerts(stations: list[tuple[str, int, int, int]], alerts: list[str] | None = None) -> list[str]:
    out = alerts if alerts is not None else []
    kinds = [
        (s[0], "gust" if s[1] > 89 else "drop" if s[1] > 49 and s[3] < s[2] - 6 else "")
        for s in stations
    ]
    out += [f"{name}:{kind}" for name, kind in kinds if kind]
    return out


STRATEGIES = {
    "stations": st.lists(
        st.tuples(st.sampled_from(["ridge", "coast", "port"]), st.sampled_from([30, 49, 50, 70, 89, 90, 110]), st.integers(995, 1005), st.integers(990, 1005)),
        max_size=6,
    ),
}
SEED = {
    "domain": "weather",
    "keywords": ["storm warning", "pressure drop", "wind gust"],
    "tags": ["loop", "boolean", "boundary", "mutable-default"],
}
