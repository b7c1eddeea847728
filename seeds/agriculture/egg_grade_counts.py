"""Agriculture: count eggs per size grade."""
from hypothesis import strategies as st


def egg_grade_counts(weights_g: list[int]) -> dict[str, int]:
    """Count eggs per size grade by weight in grams: "S" under 53, "M" from 53 up to but
    not including 63, "L" from 63 up to but not including 73, "XL" 73 and above. Weights
    of 0 or less are broken shells and are not counted. Every grade appears in the result,
    in the order S, M, L, XL, with 0 when no egg has it."""
    counts = {"S": 0, "M": 0, "L": 0, "XL": 0}
    for w in weights_g:
        if w <= 0:
            continue
        if w < 53:
            counts["S"] += 1
        elif w < 63:
            counts["M"] += 1
        elif w < 73:
            counts["L"] += 1
        else:
            counts["XL"] += 1
    return counts


def clean_egg_grade_counts(weights_g: list[int]) -> dict[str, int]:
    """Count eggs per size grade by weight in grams: "S" under 53, "M" from 53 up to but
    not including 63, "L" from 63 up to but not including 73, "XL" 73 and above. Weights
    of 0 or less are broken shells and are not counted. Every grade appears in the result,
    in the order S, M, L, XL, with 0 when no egg has it."""
    good = [w for w in weights_g if w > 0]
    return {
        "S": sum(1 for w in good if w < 53),
        "M": sum(1 for w in good if 53 <= w < 63),
        "L": sum(1 for w in good if 63 <= w < 73),
        "XL": sum(1 for w in good if w >= 73),
    }


STRATEGIES = {
    "weights_g": st.lists(st.one_of(st.sampled_from([-1, 0, 1, 52, 53, 62, 63, 72, 73]), st.integers(-5, 90)), max_size=10),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["egg grading", "weight classes", "half-open ranges"],
    "tags": ["boundary", "dict", "accumulator", "guard"],
}
