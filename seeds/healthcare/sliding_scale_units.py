"""Healthcare: correctional insulin dose from a sliding scale."""
from hypothesis import strategies as st


def sliding_scale_units(glucose_mg_dl: int, sensitive: bool = False) -> int:
    """Correctional insulin units for a blood glucose reading: below 150 mg/dL no insulin;
    150 to 199 -> 2 units, and 2 more units for each further full 50 mg/dL (200-249 -> 4,
    250-299 -> 6, and so on). A reading of 400 or more returns -1 (call the physician
    instead of dosing). For an insulin-sensitive patient the dose is halved, rounded down
    (2 -> 1, 6 -> 3); the -1 signal is not halved."""
    if glucose_mg_dl >= 400:
        return -1
    if glucose_mg_dl < 150:
        return 0
    units = 2 * ((glucose_mg_dl - 150) // 50 + 1)
    if sensitive:
        units //= 2
    return units


def clean_sliding_scale_units(glucose_mg_dl: int, sensitive: bool = False) -> int:
    """Correctional insulin units for a blood glucose reading: below 150 mg/dL no insulin;
    150 to 199 -> 2 units, and 2 more units for each further full 50 mg/dL (200-249 -> 4,
    250-299 -> 6, and so on). A reading of 400 or more returns -1 (call the physician
    instead of dosing). For an insulin-sensitive patient the dose is halved, rounded down
    (2 -> 1, 6 -> 3); the -1 signal is not halved."""
    dose = 0
    threshold = 150
    while threshold <= glucose_mg_dl:
        if threshold >= 400:
            return -1
        dose += 2
        threshold += 50
    return dose // 2 if sensitive else dose


STRATEGIES = {
    "glucose_mg_dl": st.one_of(st.integers(40, 500), st.sampled_from([149, 150, 199, 200, 349, 350, 399, 400])),
    "sensitive": st.booleans(),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["sliding scale", "insulin", "hyperglycaemia"],
    "tags": ["boundary", "floor-division", "early-return", "default-argument", "arithmetic"],
}
