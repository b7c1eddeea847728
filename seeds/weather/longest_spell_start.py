"""Weather: the first day of the longest warm or cool spell."""
from hypothesis import strategies as st


def longest_spell_start(temps_c: list[int], normal_c: int) -> int | None:
    """A day is warm when its temperature is above normal_c and cool otherwise. A spell is a
    maximal run of consecutive days of the same kind. Return the 0-based index of the first
    day of the longest spell (the earliest one when several are equally long), or None when
    there are no days."""
    best_start = None
    best_length = 0
    warm = None
    for day, temp in enumerate(temps_c):
        if (temp > normal_c) == warm:
            length = day - spell_start + 1
        else:
            warm = temp > normal_c
            spell_start = day
            length = 1
        if length > best_length:
            best_start, best_length = spell_start, length
    return best_start


def clean_longest_spell_start(temps_c: list[int], normal_c: int) -> int | None:
    if not temps_c:
        return None
    best_start, best_length = 0, 0
    start = 0
    warm = temps_c[0] > normal_c
    for k in range(1, len(temps_c)):
        if (temps_c[k] > normal_c) != warm:
            if k - start > best_length:
                best_start, best_length = start, k - start
            start = k
            warm = not warm
    if len(temps_c) - start > best_length:
        best_start = start
    return best_start


STRATEGIES = {
    "temps_c": st.lists(st.integers(8, 14), max_size=9),
    "normal_c": st.sampled_from([10, 11, 12]),
}
SEED = {"domain": "weather", "keywords": ["warm spell", "temperature normal", "cool spell"],
        "tags": ["loop", "boundary", "branch", "index"]}
