"""Agriculture: expected plant stand per hectare."""
from hypothesis import strategies as st


def plant_population(row_spacing_cm: int, seed_spacing_cm: int, germination_pct: int = 95) -> int:
    """Expected established plants per hectare for a crop sown in rows: one seed every
    seed_spacing_cm along rows row_spacing_cm apart gives 100_000_000 / (row_spacing_cm *
    seed_spacing_cm) seeds per hectare (10 000 m2), of which germination_pct percent
    establish. The result is rounded to the nearest hundred plants, an exact fifty
    rounding up. Spacings are positive; germination_pct is 0..100."""
    area_per_seed = row_spacing_cm * seed_spacing_cm
    scaled_plants = 1_000_000 * germination_pct
    hundreds = (scaled_plants + 50 * area_per_seed) // (100 * area_per_seed)
    return hundreds * 100


def clean_plant_population(row_spacing_cm: int, seed_spacing_cm: int, germination_pct: int = 95) -> int:
    """Expected established plants per hectare for a crop sown in rows: one seed every
    seed_spacing_cm along rows row_spacing_cm apart gives 100_000_000 / (row_spacing_cm *
    seed_spacing_cm) seeds per hectare (10 000 m2), of which germination_pct percent
    establish. The result is rounded to the nearest hundred plants, an exact fifty
    rounding up. Spacings are positive; germination_pct is 0..100."""
    per_hectare = 100_000_000 * germination_pct
    whole, rest = divmod(per_hectare, row_spacing_cm * seed_spacing_cm * 10_000)
    if 2 * rest >= row_spacing_cm * seed_spacing_cm * 10_000:
        whole += 1
    return whole * 100


def precondition(row_spacing_cm: int, seed_spacing_cm: int, germination_pct: int = 95) -> bool:
    return row_spacing_cm > 0 and seed_spacing_cm > 0 and 0 <= germination_pct <= 100


STRATEGIES = {
    "row_spacing_cm": st.sampled_from([8, 12, 15, 25, 50, 75, 76, 100]),
    "seed_spacing_cm": st.sampled_from([1, 2, 4, 5, 10, 16, 20, 40]),
    "germination_pct": st.one_of(st.just(95), st.sampled_from([0, 50, 80, 90, 100])),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["plant stand", "germination", "seeding rate"],
    "tags": ["arithmetic", "rounding", "default-argument"],
}
