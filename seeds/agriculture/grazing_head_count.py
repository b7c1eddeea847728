"""Agriculture: how many animals a paddock can carry."""
from hypothesis import strategies as st


def grazing_head_count(area_ha: int, forage_kg_per_ha: int, utilisation_pct: int,
                       intake_kg_per_day: int, days: int) -> int:
    """How many animals a paddock can carry for `days` days. Usable forage is
    area_ha * forage_kg_per_ha * utilisation_pct / 100 kg, with utilisation above 100
    treated as 100; each animal eats intake_kg_per_day every day. Returns the whole number
    of animals the usable forage feeds for the full period (rounded down); 0 when days or
    intake_kg_per_day is not positive."""
    if days <= 0 or intake_kg_per_day <= 0:
        return 0
    share = min(utilisation_pct, 100)
    usable = area_ha * forage_kg_per_ha * share // 100
    per_head = intake_kg_per_day * days
    return usable // per_head


def clean_grazing_head_count(area_ha: int, forage_kg_per_ha: int, utilisation_pct: int,
                             intake_kg_per_day: int, days: int) -> int:
    """How many animals a paddock can carry for `days` days. Usable forage is
    area_ha * forage_kg_per_ha * utilisation_pct / 100 kg, with utilisation above 100
    treated as 100; each animal eats intake_kg_per_day every day. Returns the whole number
    of animals the usable forage feeds for the full period (rounded down); 0 when days or
    intake_kg_per_day is not positive."""
    if days < 1 or intake_kg_per_day < 1:
        return 0
    pct = 100 if utilisation_pct > 100 else utilisation_pct
    forage = area_ha * forage_kg_per_ha * pct
    return forage // (100 * intake_kg_per_day * days)


def precondition(area_ha: int, forage_kg_per_ha: int, utilisation_pct: int,
                 intake_kg_per_day: int, days: int) -> bool:
    return area_ha >= 0 and forage_kg_per_ha >= 0 and utilisation_pct >= 0


STRATEGIES = {
    "area_ha": st.integers(0, 40),
    "forage_kg_per_ha": st.sampled_from([0, 50, 120, 1500, 2400]),
    "utilisation_pct": st.sampled_from([0, 30, 50, 99, 100, 101, 150]),
    "intake_kg_per_day": st.integers(-1, 14),
    "days": st.integers(-1, 30),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["stocking rate", "carrying capacity", "round down", "utilisation"],
    "tags": ["arithmetic", "guard", "min-max", "floor-division"],
}
