"""School: turn an exam score into a letter grade."""
from bisect import bisect_right
import math

from hypothesis import strategies as st


def letter_grade(score: float) -> str:
    """Map an exam score (0-100) to a letter grade.

    The score is first rounded to a whole number with halves rounded up (89.5 -> 90).
    Rounded scores 90-100 give "A", 80-89 "B", 70-79 "C", 60-69 "D" and 0-59 "F"; all
    bounds are inclusive. A score below 0 or above 100 (before rounding) gives "invalid".
    The score is a number (never NaN).
    """
    if score < 0 or score > 100:
        return "invalid"
    whole = math.floor(score + 0.5)
    if whole >= 90:
        return "A"
    if whole >= 80:
        return "B"
    if whole >= 70:
        return "C"
    if whole >= 60:
        return "D"
    return "F"


def clean_letter_grade(score: float) -> str:
    if not 0 <= score <= 100:
        return "invalid"
    return "FDCBA"[bisect_right([60, 70, 80, 90], int(score + 0.5))]


def precondition(score: float) -> bool:
    return not math.isnan(score)


STRATEGIES = {
    "score": st.one_of(st.sampled_from([59.5, 69.5, 79.4, 89.5, 90.0, 100.0, 100.2, -0.2, 0.0]),
                       st.integers(-20, 1010).map(lambda tenths: tenths / 10)),
}
SEED = {"domain": "school", "keywords": ["letter grade", "round half up", "grade boundary"],
        "tags": ["guard", "rounding", "boolean", "boundary", "early-return"]}
