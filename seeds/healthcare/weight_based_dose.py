"""Healthcare: a weight-based dose, capped and rounded to what can be measured."""
from hypothesis import strategies as st


def weight_based_dose(weight_g: int, mcg_per_kg: int, max_mcg: int, step_mcg: int = 50) -> int:
    """Dose in micrograms for a patient weighing weight_g grams: mcg_per_kg for every
    kilogram, using the exact weight (3500 g is 3.5 kg); patients under 3000 g get half
    the per-kilogram rate. The dose is capped at max_mcg, then rounded down to a multiple
    of step_mcg. A weight of 0 or less gives 0. The weight is at most 1,000,000 g, and
    mcg_per_kg and max_mcg are from 0 to 1,000,000; step_mcg is positive."""
    if weight_g <= 0:
        return 0
    rate = mcg_per_kg if weight_g >= 3000 else mcg_per_kg / 2
    dose = min(weight_g * rate / 1000, max_mcg)
    return int(dose // step_mcg) * step_mcg


def clean_weight_based_dose(weight_g: int, mcg_per_kg: int, max_mcg: int, step_mcg: int = 50) -> int:
    """Dose in micrograms for a patient weighing weight_g grams: mcg_per_kg for every
    kilogram, using the exact weight (3500 g is 3.5 kg); patients under 3000 g get half
    the per-kilogram rate. The dose is capped at max_mcg, then rounded down to a multiple
    of step_mcg. A weight of 0 or less gives 0. The weight is at most 1,000,000 g, and
    mcg_per_kg and max_mcg are from 0 to 1,000,000; step_mcg is positive."""
    if weight_g < 1:
        return 0
    scale = 2000 if weight_g < 3000 else 1000
    raw = weight_g * mcg_per_kg
    if raw >= max_mcg * scale:
        amount = max_mcg
    else:
        amount = raw // scale
    return amount - amount % step_mcg


def precondition(weight_g: int, mcg_per_kg: int, max_mcg: int, step_mcg: int = 50) -> bool:
    return weight_g <= 10**6 and 0 <= mcg_per_kg <= 10**6 and 0 <= max_mcg <= 10**6 and step_mcg > 0


STRATEGIES = {
    "weight_g": st.one_of(st.integers(-10, 120000), st.sampled_from([0, 2999, 3000, 3500, 70000])),
    "mcg_per_kg": st.sampled_from([0, 5, 10, 15, 100]),
    "max_mcg": st.sampled_from([0, 100, 250, 1000, 5000]),
    "step_mcg": st.sampled_from([50, 1, 10, 25]),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["weight-based dosing", "dose cap", "neonate"],
    "tags": ["min-max", "guard", "floor-division", "boundary", "default-argument"],
}
