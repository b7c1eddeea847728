"""Photography: compute the exposure value of a camera setting."""
import math

from hypothesis import strategies as st


def exposure_value(aperture: float, shutter_s: float, iso: int = 100) -> float:
    """Return the exposure value normalised to ISO 100:
    EV = log2(aperture ** 2 / shutter_s) - log2(iso / 100), rounded to one decimal.
    aperture is the f-number and shutter_s the exposure time in seconds (both positive);
    iso is at least 1. A higher ISO lowers the EV (ISO 200 is one stop less).
    """
    ev = math.log2(aperture * aperture / shutter_s)
    ev -= math.log2(iso / 100)
    return round(ev, 1)


def clean_exposure_value(aperture: float, shutter_s: float, iso: int = 100) -> float:
    """Return the exposure value normalised to ISO 100:
    EV = log2(aperture ** 2 / shutter_s) - log2(iso / 100), rounded to one decimal.
    aperture is the f-number and shutter_s the exposure time in seconds (both positive);
    iso is at least 1. A higher ISO lowers the EV (ISO 200 is one stop less).
    """
    light = 2 * math.log2(aperture) - math.log2(shutter_s)
    gain = math.log2(iso) - math.log2(100)
    return round(light - gain, 1)


def precondition(aperture: float, shutter_s: float, iso: int = 100) -> bool:
    return 0.5 <= aperture <= 128 and 1e-5 <= shutter_s <= 1e5 and 1 <= iso <= 10**7


STRATEGIES = {
    "aperture": st.sampled_from([1.4, 2.0, 2.8, 4.0, 5.6, 8.0, 11.0, 16.0]),
    "shutter_s": st.sampled_from([1 / 1000, 1 / 250, 1 / 60, 1 / 8, 0.5, 1.0, 2.0, 30.0]),
    "iso": st.sampled_from([50, 100, 200, 400, 800, 3200]),
}
SEED = {"domain": "photography", "keywords": ["exposure value", "EV", "ISO", "stops"],
        "tags": ["arithmetic", "logarithm", "rounding"]}
