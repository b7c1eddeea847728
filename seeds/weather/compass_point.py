"""Weather: name the 16-point compass direction of a wind bearing."""
import math

from hypothesis import strategies as st


def compass_point(degrees: int) -> str:
    """16-point compass name for a wind bearing in whole degrees. Any integer is allowed
    and is first reduced modulo 360 (so -10 is 350 and 370 is 10). Each point covers a
    22.5 degree sector centred on its heading, N at 0: a bearing maps to point number
    floor((bearing + 11.25) / 22.5), where 16 wraps back to N. So 11 is N, 12 is NNE,
    348 is NNW and 349 is N."""
    points = "N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW".split()
    bearing = degrees % 360
    index = math.floor((bearing + 11.25) / 22.5)
    if index == 16:
        index = 0
    return points[index]


def clean_compass_point(degrees: int) -> str:
    sector = (4 * (degrees % 360) + 45) // 90
    names = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
    return names[sector if sector < 16 else sector - 16]


STRATEGIES = {"degrees": st.integers(-400, 800)}
SEED = {
    "domain": "weather",
    "keywords": ["wind direction", "compass", "bearing"],
    "tags": ["rounding", "division", "index", "boundary", "guard"],
}
