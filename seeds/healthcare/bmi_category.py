"""Healthcare: classify a patient's body-mass index."""
import math
from hypothesis import strategies as st

def bmi_category(weight_kg: float, height_cm: int) -> str:
    """Classify body-mass index, weight / (height in metres) squared, after rounding it to
    1 decimal with round(bmi, 1).

    Below 18.5 -> "underweight"; 18.5 up to but not including 25.0 -> "normal"; 25.0 up
    to but not including 30.0 -> "overweight"; 30.0 and above -> "obese". A weight or a
    height of 0 or less gives "invalid".
    The weight is a number (never NaN).
    """
    if height_cm <= 0 or weight_kg <= 0:
        return "invalid"
    metres = height_cm / 100
    bmi = round(weight_kg / (metres * metres), 1)
    bands = ((18.5, "underweight"), (25.0, "normal"), (30.0, "overweight"))
    for upper, label in bands:
        if bmi < upper:
            return label
    return "obese"


def clean_bmi_category(weight_kg: float, height_cm: int) -> str:
    if min(weight_kg, height_cm) <= 0:
        return "invalid"
    metres = height_cm / 100
    value = round(weight_kg / (metres * metres), 1)
    if value >= 30.0:
        return "obese"
    if value >= 25.0:
        return "overweight"
    return "normal" if value >= 18.5 else "underweight"


def precondition(weight_kg: float, height_cm: int) -> bool:
    return not math.isnan(weight_kg)


STRATEGIES = {
    "weight_kg": st.one_of(st.sampled_from([0.0, 18.46, 18.5, 24.96, 25.0, 29.95, 29.96, 72.0]),
                           st.integers(-20, 1500).map(lambda tenths: tenths / 10)),
    "height_cm": st.one_of(st.sampled_from([0, 1, 100, 200]), st.integers(-10, 210)),
}
SEED = {"domain": "healthcare", "keywords": ["BMI", "category", "round to one decimal"],
        "tags": ["guard", "rounding", "boolean", "boundary", "early-return"]}
