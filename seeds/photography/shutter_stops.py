"""Photography: express the change between two shutter speeds in stops."""
import math

from hypothesis import strategies as st


def shutter_stops(from_s: float, to_s: float) -> float:
    """Return how many stops of light a change of exposure time from from_s to to_s seconds
    adds: log2(to_s / from_s), positive for a longer exposure, rounded to the nearest third
    of a stop and reported to 2 decimals (1/60 -> 1/30 is 1.0; 1/125 -> 1/100 is 0.33).
    Both times are positive.
    """
    stops = math.log2(to_s / from_s)
    thirds = round(stops * 3)
    return round(thirds / 3, 2)


def clean_shutter_stops(from_s: float, to_s: float) -> float:
    """Return how many stops of light a change of exposure time from from_s to to_s seconds
    adds: log2(to_s / from_s), positive for a longer exposure, rounded to the nearest third
    of a stop and reported to 2 decimals (1/60 -> 1/30 is 1.0; 1/125 -> 1/100 is 0.33).
    Both times are positive.
    """
    third_stops = round(3 * (math.log2(to_s) - math.log2(from_s)))
    whole, part = divmod(third_stops, 3)
    return round(whole + part / 3, 2)


def precondition(from_s: float, to_s: float) -> bool:
    return 0 < from_s < 1e100 and 0 < to_s < 1e100


STRATEGIES = {
    "from_s": st.sampled_from([1 / 8000, 1 / 1000, 1 / 125, 1 / 100, 1 / 60, 1 / 30, 0.5, 1.0, 30.0]),
    "to_s": st.sampled_from([1 / 4000, 1 / 1000, 1 / 125, 1 / 100, 1 / 60, 1 / 30, 1.0, 2.0, 15.0]),
}
SEED = {"domain": "photography", "keywords": ["stops", "shutter speed", "third stop"],
        "tags": ["arithmetic", "logarithm", "rounding"]}
