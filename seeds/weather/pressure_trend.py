"""Weather: describe the three-hour barometric pressure tendency."""
from hypothesis import strategies as st


def pressure_trend(hourly_hpa: list[float], steady_band: float = 1.6, rapid: float = 3.6) -> str:
    """hourly_hpa are pressure readings one hour apart, oldest first. The tendency is the
    latest reading minus the reading three hours before it. A change of at least `rapid`
    hPa either way is "rising rapidly" or "falling rapidly"; otherwise a change of at least
    steady_band is "rising" or "falling"; anything smaller in size is "steady". Fewer than
    four readings -> "unknown". The readings are finite and 0 < steady_band <= rapid.
    """
    if len(hourly_hpa) < 4:
        return "unknown"
    change = hourly_hpa[-1] - hourly_hpa[-4]
    size = abs(change)
    direction = "rising" if change > 0 else "falling"
    if size >= rapid:
        return direction + " rapidly"
    if size >= steady_band:
        return direction
    return "steady"


def clean_pressure_trend(hourly_hpa: list[float], steady_band: float = 1.6, rapid: float = 3.6) -> str:
    """hourly_hpa are pressure readings one hour apart, oldest first. The tendency is the
    latest reading minus the reading three hours before it. A change of at least `rapid`
    hPa either way is "rising rapidly" or "falling rapidly"; otherwise a change of at least
    steady_band is "rising" or "falling"; anything smaller in size is "steady". Fewer than
    four readings -> "unknown". The readings are finite and 0 < steady_band <= rapid.
    """
    n = len(hourly_hpa)
    if n <= 3:
        return "unknown"
    delta = hourly_hpa[n - 1] - hourly_hpa[n - 4]
    if delta >= rapid:
        return "rising rapidly"
    if -delta >= rapid:
        return "falling rapidly"
    if delta >= steady_band:
        return "rising"
    if -delta >= steady_band:
        return "falling"
    return "steady"


def precondition(hourly_hpa: list[float], steady_band: float = 1.6, rapid: float = 3.6) -> bool:
    return 0 < steady_band <= rapid and all(v == v and abs(v) < 1e100 for v in hourly_hpa)


STRATEGIES = {
    "hourly_hpa": st.lists(st.sampled_from([1000.0, 1001.0, 1001.5, 1002.0, 1003.5, 1004.0, 1005.0]), max_size=6),
    "steady_band": st.sampled_from([1.0, 1.5, 2.0]),
    "rapid": st.sampled_from([3.5, 4.0]),
}
SEED = {"domain": "weather", "keywords": ["pressure tendency", "barometer", "three-hour change"],
        "tags": ["index", "boundary", "guard", "branch", "abs"]}
