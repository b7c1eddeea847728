"""Weather: compute the wind chill temperature."""
import math

from hypothesis import strategies as st


def wind_chill(temp_c: float, wind_kmh: float) -> float:
    """Return the wind chill index in degrees Celsius, rounded to one decimal:
    13.12 + 0.6215 * T - 11.37 * V ** 0.16 + 0.3965 * T * V ** 0.16 with T the air
    temperature and V the wind speed in km/h. The formula applies only when T is at most
    10 degrees and V is more than 4.8 km/h; otherwise the result is T itself (rounded to
    one decimal). T and V are finite numbers.
    """
    if temp_c > 10 or wind_kmh <= 4.8:
        return round(temp_c, 1)
    factor = wind_kmh ** 0.16
    chill = 13.12 + 0.6215 * temp_c - 11.37 * factor + 0.3965 * temp_c * factor
    return round(chill, 1)


def clean_wind_chill(temp_c: float, wind_kmh: float) -> float:
    """Return the wind chill index in degrees Celsius, rounded to one decimal:
    13.12 + 0.6215 * T - 11.37 * V ** 0.16 + 0.3965 * T * V ** 0.16 with T the air
    temperature and V the wind speed in km/h. The formula applies only when T is at most
    10 degrees and V is more than 4.8 km/h; otherwise the result is T itself (rounded to
    one decimal).
    """
    value = temp_c
    if temp_c <= 10 and wind_kmh > 4.8:
        v = wind_kmh ** 0.16
        value = 13.12 + 0.6215 * temp_c - 11.37 * v + 0.3965 * temp_c * v
    return round(value, 1)


def precondition(temp_c: float, wind_kmh: float) -> bool:
    return math.isfinite(temp_c) and math.isfinite(wind_kmh)


STRATEGIES = {
    "temp_c": st.sampled_from([-30.0, -10.0, -5.5, 0.0, 5.0, 10.0, 10.5, 20.0]),
    "wind_kmh": st.sampled_from([0.0, 4.8, 4.9, 10.0, 30.0, 60.0]),
}
SEED = {"domain": "weather", "keywords": ["wind chill", "apparent temperature", "validity range"],
        "tags": ["arithmetic", "guard", "boundary", "rounding", "boolean"]}
