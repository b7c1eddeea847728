"""Astronomy: name the lunar phase for a moon age."""
from hypothesis import strategies as st


def moon_phase_name(age_hours: int, lunation_hours: int = 708) -> str:
    """Name the lunar phase for a moon age in hours since new moon, taken modulo
    lunation_hours first (so a negative age counts back from the last new moon). The lunation
    is cut into 8 equal parts, the first centred on new moon: ages within 1/16 of a lunation
    either side of new moon are "new", then come "waxing crescent", "first quarter",
    "waxing gibbous", "full", "waning gibbous", "last quarter", "waning crescent". An age
    exactly on a boundary belongs to the later phase.
    lunation_hours is at least 1."""
    names = ["new", "waxing crescent", "first quarter", "waxing gibbous",
             "full", "waning gibbous", "last quarter", "waning crescent"]
    position = age_hours % lunation_hours
    index = (16 * position + lunation_hours) // (2 * lunation_hours)
    return names[index % 8]


def clean_moon_phase_name(age_hours: int, lunation_hours: int = 708) -> str:
    """Name the lunar phase for a moon age in hours since new moon, taken modulo
    lunation_hours first (so a negative age counts back from the last new moon). The lunation
    is cut into 8 equal parts, the first centred on new moon: ages within 1/16 of a lunation
    either side of new moon are "new", then come "waxing crescent", "first quarter",
    "waxing gibbous", "full", "waning gibbous", "last quarter", "waning crescent". An age
    exactly on a boundary belongs to the later phase."""
    phases = ("new", "waxing crescent", "first quarter", "waxing gibbous",
              "full", "waning gibbous", "last quarter", "waning crescent")
    position = age_hours % lunation_hours
    step = 0
    while step < 8 and position * 16 >= (2 * step + 1) * lunation_hours:
        step += 1
    return phases[step % 8]


def precondition(age_hours: int, lunation_hours: int = 708) -> bool:
    return lunation_hours >= 1


STRATEGIES = {
    "age_hours": st.one_of(st.integers(-800, 1500), st.sampled_from([0, 44, 45, 132, 133, 354, 663, 664, 707, 708])),
    "lunation_hours": st.one_of(st.just(708), st.sampled_from([16, 32, 48, 100])),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["lunar", "phase", "modulo"],
    "tags": ["arithmetic", "modulo", "index", "default-argument"],
}
