"""Healthcare: assign an emergency-room triage level from vital signs."""
from hypothesis import strategies as st


def triage_level(heart_rate: int, systolic: int, spo2: int, responsive: bool) -> int:
    """Return the triage level, from 1 (most urgent) to 4.

    Level 1: the patient is not responsive, or spo2 is below 85, or systolic pressure is
    below 80. Level 2 (when not level 1): heart rate above 130 or below 40, or spo2 below
    92. Level 3 (when not 1 or 2): heart rate above 100 or systolic above 180. Level 4
    otherwise. Every threshold is strict as written: spo2 of exactly 92 is not level 2.
    """
    if not responsive or spo2 < 85 or systolic < 80:
        return 1
    if heart_rate > 130 or heart_rate < 40 or spo2 < 92:
        return 2
    if heart_rate > 100 or systolic > 180:
        return 3
    return 4


def clean_triage_level(heart_rate: int, systolic: int, spo2: int, responsive: bool) -> int:
    checks = [
        (1, (not responsive, spo2 < 85, systolic < 80)),
        (2, (not 40 <= heart_rate <= 130, spo2 < 92)),
        (3, (heart_rate > 100, systolic > 180)),
    ]
    return next((level for level, signs in checks if any(signs)), 4)


STRATEGIES = {
    "heart_rate": st.one_of(st.sampled_from([39, 40, 100, 101, 130, 131]), st.integers(30, 150)),
    "systolic": st.one_of(st.sampled_from([79, 80, 180, 181]), st.integers(60, 200)),
    "spo2": st.one_of(st.sampled_from([84, 85, 91, 92]), st.integers(80, 100)),
    "responsive": st.booleans(),
}
SEED = {"domain": "healthcare", "keywords": ["triage", "vital signs", "urgency"],
        "tags": ["boolean", "boundary", "early-return"]}
