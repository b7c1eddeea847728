"""Astronomy: name the stage of twilight from the Sun's altitude."""
from hypothesis import strategies as st


def twilight_phase(sun_altitude_deg: float) -> str:
    """Sky condition from the altitude of the Sun's centre in degrees: "day" when above
    -0.833 (refraction-corrected sunrise), "civil" from -6 up to and including -0.833,
    "nautical" from -12 up to but not including -6, "astronomical" from -18 up to but not
    including -12, and "night" below -18. So -6 itself is "civil", -12 is "nautical" and
    -18 is "astronomical"."""
    if sun_altitude_deg > -0.833:
        return "day"
    if sun_altitude_deg >= -6:
        return "civil"
    if sun_altitude_deg >= -12:
        return "nautical"
    if sun_altitude_deg >= -18:
        return "astronomical"
    return "night"


def clean_twilight_phase(sun_altitude_deg: float) -> str:
    """Sky condition from the altitude of the Sun's centre in degrees: "day" when above
    -0.833 (refraction-corrected sunrise), "civil" from -6 up to and including -0.833,
    "nautical" from -12 up to but not including -6, "astronomical" from -18 up to but not
    including -12, and "night" below -18. So -6 itself is "civil", -12 is "nautical" and
    -18 is "astronomical"."""
    bands = [(-18, "night"), (-12, "astronomical"), (-6, "nautical"), (-0.833, "civil")]
    phase = "day"
    for lower, name in bands:
        if sun_altitude_deg < lower:
            phase = name
            break
    if phase == "day" and sun_altitude_deg == -0.833:
        phase = "civil"
    return phase


def precondition(sun_altitude_deg: float) -> bool:
    return -90 <= sun_altitude_deg <= 90


STRATEGIES = {
    "sun_altitude_deg": st.one_of(
        st.sampled_from([-0.833, -0.832, -0.834, -6.0, -6.001, -12.0, -12.001, -18.0, -18.001, 0.0, 45.0, -90.0]),
        st.floats(-90, 90, allow_nan=False),
    ),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["twilight", "solar altitude", "refraction"],
    "tags": ["boundary", "early-return", "branches"],
}
