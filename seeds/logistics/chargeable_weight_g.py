"""Logistics: the weight a carrier bills for a parcel."""
from hypothesis import strategies as st


def chargeable_weight_g(actual_g: int, length_cm: int, width_cm: int, height_cm: int, divisor: int = 5000) -> int:
    """Billable weight in grams: the larger of the actual weight and the volumetric
    weight, rounded up to the next multiple of 500 g (an exact multiple stays). The
    volumetric weight in kilograms is length_cm * width_cm * height_cm / divisor; in grams
    it is rounded up to a whole gram before comparing. Every parcel bills at least 500 g.
    All inputs are positive except actual_g, which may be 0."""
    volume = length_cm * width_cm * height_cm
    volumetric_g = -(-volume * 1000 // divisor)
    weight = max(actual_g, volumetric_g, 1)
    return -(-weight // 500) * 500


def clean_chargeable_weight_g(actual_g: int, length_cm: int, width_cm: int, height_cm: int, divisor: int = 5000) -> int:
    """Billable weight in grams: the larger of the actual weight and the volumetric
    weight, rounded up to the next multiple of 500 g (an exact multiple stays). The
    volumetric weight in kilograms is length_cm * width_cm * height_cm / divisor; in grams
    it is rounded up to a whole gram before comparing. Every parcel bills at least 500 g.
    All inputs are positive except actual_g, which may be 0."""
    grams, rest = divmod(length_cm * width_cm * height_cm * 1000, divisor)
    if rest:
        grams += 1
    heavier = actual_g if actual_g > grams else grams
    steps, extra = divmod(heavier, 500)
    if extra or steps == 0:
        steps += 1
    return steps * 500


def precondition(actual_g: int, length_cm: int, width_cm: int, height_cm: int, divisor: int = 5000) -> bool:
    return actual_g >= 0 and min(length_cm, width_cm, height_cm, divisor) > 0


STRATEGIES = {
    "actual_g": st.one_of(st.integers(0, 40000), st.sampled_from([0, 1, 499, 500, 501, 1000])),
    "length_cm": st.integers(1, 120),
    "width_cm": st.integers(1, 80),
    "height_cm": st.integers(1, 60),
    "divisor": st.sampled_from([5000, 6000, 4000, 7]),
}
SEED = {
    "domain": "logistics",
    "keywords": ["dimensional weight", "volumetric", "round up to 500 g"],
    "tags": ["min-max", "rounding", "arithmetic", "default-argument"],
}
