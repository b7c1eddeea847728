"""Healthcare: an early warning score from three vital signs."""
from hypothesis import strategies as st


def early_warning_score(resp_rate: int, heart_rate: int, temp_tenths: int) -> int:
    """Sum of three sub-scores. Respiration (breaths/min): 8 or less -> 3, 9 to 11 -> 1,
    12 to 20 -> 0, 21 to 24 -> 2, 25 or more -> 3. Heart rate (beats/min): 40 or less
    -> 3, 41 to 50 -> 1, 51 to 90 -> 0, 91 to 110 -> 1, 111 to 130 -> 2, 131 or more -> 3.
    Temperature in tenths of a degree C: 350 or less -> 3, 351 to 360 -> 1, 361 to 380
    -> 0, 381 to 390 -> 1, 391 or more -> 2. All ranges are inclusive."""
    score = 0
    if resp_rate <= 8 or resp_rate >= 25:
        score += 3
    elif resp_rate >= 21:
        score += 2
    elif resp_rate <= 11:
        score += 1
    if heart_rate <= 40 or heart_rate >= 131:
        score += 3
    elif heart_rate >= 111:
        score += 2
    elif heart_rate <= 50 or heart_rate >= 91:
        score += 1
    if temp_tenths <= 350:
        score += 3
    elif temp_tenths >= 391:
        score += 2
    elif temp_tenths <= 360 or temp_tenths >= 381:
        score += 1
    return score


def clean_early_warning_score(resp_rate: int, heart_rate: int, temp_tenths: int) -> int:
    """Sum of three sub-scores. Respiration (breaths/min): 8 or less -> 3, 9 to 11 -> 1,
    12 to 20 -> 0, 21 to 24 -> 2, 25 or more -> 3. Heart rate (beats/min): 40 or less
    -> 3, 41 to 50 -> 1, 51 to 90 -> 0, 91 to 110 -> 1, 111 to 130 -> 2, 131 or more -> 3.
    Temperature in tenths of a degree C: 350 or less -> 3, 351 to 360 -> 1, 361 to 380
    -> 0, 381 to 390 -> 1, 391 or more -> 2. All ranges are inclusive."""
    total = 0
    for value, bands, top in (
        (resp_rate, ((8, 3), (11, 1), (20, 0), (24, 2)), 3),
        (heart_rate, ((40, 3), (50, 1), (90, 0), (110, 1), (130, 2)), 3),
        (temp_tenths, ((350, 3), (360, 1), (380, 0), (390, 1)), 2),
    ):
        points = top
        for upper, band_points in bands:
            if value <= upper:
                points = band_points
                break
        total += points
    return total


STRATEGIES = {
    "resp_rate": st.one_of(st.integers(4, 32), st.sampled_from([8, 9, 11, 12, 20, 21, 24, 25])),
    "heart_rate": st.one_of(st.integers(30, 150), st.sampled_from([40, 41, 50, 51, 90, 91, 110, 111, 130, 131])),
    "temp_tenths": st.one_of(st.integers(340, 400), st.sampled_from([350, 351, 360, 361, 380, 381, 390, 391])),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["early warning score", "vital signs", "deterioration"],
    "tags": ["boundary", "boolean", "accumulator", "branches"],
}
