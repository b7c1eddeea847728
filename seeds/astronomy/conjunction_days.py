"""Astronomy: find the days two bodies appear close in ecliptic longitude."""
from hypothesis import strategies as st


def conjunction_days(longitudes_a: list[int], longitudes_b: list[int], tolerance_deg: int = 5) -> list[int]:
    """Day indices on which two bodies are within tolerance_deg of each other in
    ecliptic longitude. Day i compares longitudes_a[i] with longitudes_b[i] (whole
    degrees, any integer, taken modulo 360); the separation is measured the short way
    round the circle, so 358 and 2 are 4 degrees apart. A separation equal to
    tolerance_deg counts. Only days present in both lists are compared."""
    days = []
    for i in range(min(len(longitudes_a), len(longitudes_b))):
        gap = (longitudes_a[i] - longitudes_b[i]) % 360
        separation = min(gap, 360 - gap)
        if separation <= tolerance_deg:
            days.append(i)
    return days


def clean_conjunction_days(longitudes_a: list[int], longitudes_b: list[int], tolerance_deg: int = 5) -> list[int]:
    """Day indices on which two bodies are within tolerance_deg of each other in
    ecliptic longitude. Day i compares longitudes_a[i] with longitudes_b[i] (whole
    degrees, any integer, taken modulo 360); the separation is measured the short way
    round the circle, so 358 and 2 are 4 degrees apart. A separation equal to
    tolerance_deg counts. Only days present in both lists are compared."""
    result = []
    for day, (a, b) in enumerate(zip(longitudes_a, longitudes_b)):
        diff = abs(a % 360 - b % 360)
        if diff > 180:
            diff = 360 - diff
        if diff - tolerance_deg <= 0:
            result.append(day)
    return result


_LON = st.one_of(st.integers(-400, 800), st.sampled_from([0, 1, 2, 5, 175, 180, 185, 355, 358, 359, 360]))
STRATEGIES = {
    "longitudes_a": st.lists(_LON, max_size=6),
    "longitudes_b": st.lists(_LON, max_size=6),
    "tolerance_deg": st.one_of(st.just(5), st.integers(0, 10)),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["conjunction", "angular separation", "wrap at 360"],
    "tags": ["modulo", "min-max", "boundary", "index", "default-argument"],
}
