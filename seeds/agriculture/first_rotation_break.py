"""Agriculture: find where a crop rotation plan repeats a plant family too soon."""
from hypothesis import strategies as st


def first_rotation_break(seasons: list[str], families: dict[str, str], gap: int = 2) -> int:
    """seasons lists the crop planted in a field each season, in order. families maps a
    crop to its plant family; a crop missing from the map is its own family. The rotation
    breaks at season i when the same family was planted in any of the previous `gap`
    seasons (indices i-gap .. i-1, clipped at 0). Return the first breaking index, or -1
    when the plan never breaks. gap <= 0 never breaks."""
    for i in range(1, len(seasons)):
        family = families.get(seasons[i], seasons[i])
        for j in range(max(0, i - gap), i):
            if families.get(seasons[j], seasons[j]) == family:
                return i
    return -1


def clean_first_rotation_break(seasons: list[str], families: dict[str, str], gap: int = 2) -> int:
    last_seen: dict[str, int] = {}
    for index, crop in enumerate(seasons):
        family = families[crop] if crop in families else crop
        if family in last_seen and index - last_seen[family] <= gap:
            return index
        last_seen[family] = index
    return -1


CROPS = ["wheat", "barley", "corn", "soy", "bean", "potato"]
STRATEGIES = {
    "seasons": st.lists(st.sampled_from(CROPS), max_size=8),
    "families": st.dictionaries(st.sampled_from(CROPS), st.sampled_from(["grass", "legume", "nightshade"]), max_size=6),
    "gap": st.integers(-1, 4),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["crop rotation", "plant family", "planning"],
    "tags": ["nested", "index", "early-return", "dict", "boundary"],
}
