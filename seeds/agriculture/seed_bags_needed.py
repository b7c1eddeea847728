"""Agriculture: work out how many seed bags to buy for a field."""
import math

from hypothesis import strategies as st


def seed_bags_needed(area_m2: int, grams_per_m2: int, bag_grams: int, spare_pct: int = 0) -> int:
    """Return the number of whole bags needed to sow area_m2 square metres at grams_per_m2
    grams per square metre, plus spare_pct percent extra seed. The extra is computed on the
    exact gram total and rounded UP to a whole gram; bags are sold whole, so any partial bag
    counts as a full bag (rounded up). A field with no positive area or a sowing rate
    grams_per_m2 <= 0 needs 0 bags. bag_grams is always positive.
    area_m2 and grams_per_m2 are at most 1,000,000 and spare_pct is 0-100."""
    if area_m2 <= 0 or grams_per_m2 <= 0:
        return 0
    grams = area_m2 * grams_per_m2
    grams += math.ceil(grams * spare_pct / 100)
    return math.ceil(grams / bag_grams)


def clean_seed_bags_needed(area_m2: int, grams_per_m2: int, bag_grams: int, spare_pct: int = 0) -> int:
    if min(area_m2, grams_per_m2) < 1:
        return 0
    base = area_m2 * grams_per_m2
    total = base + -(-base * spare_pct // 100)
    return (total + bag_grams - 1) // bag_grams


def precondition(area_m2: int, grams_per_m2: int, bag_grams: int, spare_pct: int = 0) -> bool:
    return area_m2 <= 10**6 and grams_per_m2 <= 10**6 and bag_grams >= 1 and 0 <= spare_pct <= 100


STRATEGIES = {
    "area_m2": st.one_of(st.integers(-30, 400), st.sampled_from([-1, 0, 1])),
    "grams_per_m2": st.one_of(st.integers(-5, 40), st.sampled_from([-1, 0, 1])),
    "bag_grams": st.sampled_from([1, 2, 5, 10, 25, 50, 100, 500]),
    "spare_pct": st.integers(0, 30),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["sowing rate", "seed bags", "round up"],
    "tags": ["guard", "rounding", "division", "boolean"],
}
