"""Weather: the Beaufort force of a mean wind speed."""
from hypothesis import strategies as st


def beaufort_number(wind_kmh: float) -> int:
    """Beaufort force 0..12 for a mean wind speed in km/h. Force 0 is below 1 km/h; the
    lower limits of forces 1 to 12 are 1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103 and
    118 km/h, each limit belonging to the higher force (exactly 20 km/h is force 4).
    Speeds of 118 km/h and above are force 12; a negative speed is treated as 0."""
    limits = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118]
    force = 0
    for limit in limits:
        if wind_kmh < limit:
            break
        force += 1
    return force


def clean_beaufort_number(wind_kmh: float) -> int:
    """Beaufort force 0..12 for a mean wind speed in km/h. Force 0 is below 1 km/h; the
    lower limits of forces 1 to 12 are 1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103 and
    118 km/h, each limit belonging to the higher force (exactly 20 km/h is force 4).
    Speeds of 118 km/h and above are force 12; a negative speed is treated as 0."""
    bounds = (118, 103, 89, 75, 62, 50, 39, 29, 20, 12, 6, 1)
    for index, low in enumerate(bounds):
        if wind_kmh >= low:
            return 12 - index
    return 0


def precondition(wind_kmh: float) -> bool:
    return wind_kmh == wind_kmh


STRATEGIES = {
    "wind_kmh": st.one_of(st.sampled_from([0.0, 0.99, 1.0, 5.9, 6.0, 19.9, 20.0, 117.9, 118.0, 150.0, -3.0]),
                          st.floats(-5, 140, allow_nan=False)),
}
SEED = {
    "domain": "weather",
    "keywords": ["Beaufort scale", "wind force", "gale"],
    "tags": ["loop", "boundary", "early-exit", "list", "accumulator"],
}
