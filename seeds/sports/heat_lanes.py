"""Sports: seed swimmers into heats and lanes."""
from hypothesis import strategies as st


def heat_lanes(entry_times: list[tuple[str, int]], lanes: int = 8) -> list[list[str]]:
    """entry_times are (swimmer, seed_time_centiseconds). Sort swimmers fastest first
    (ties by name) and fill heats of `lanes` swimmers: the fastest `lanes` swimmers swim
    the LAST heat, the next fastest the heat before it, and so on, so only the first heat
    can be short. Return the heats in swimming order, each listing its swimmers fastest
    first. No swimmers or no lanes -> [].
    """
    if lanes < 1:
        return []
    ranked = [name for name, _ in sorted(entry_times, key=lambda e: (e[1], e[0]))]
    heats = []
    for start in range(0, len(ranked), lanes):
        heats.append(ranked[start:start + lanes])
    heats.reverse()
    return heats


def clean_heat_lanes(entry_times: list[tuple[str, int]], lanes: int = 8) -> list[list[str]]:
    """entry_times are (swimmer, seed_time_centiseconds). Sort swimmers fastest first
    (ties by name) and fill heats of `lanes` swimmers: the fastest `lanes` swimmers swim
    the LAST heat, the next fastest the heat before it, and so on, so only the first heat
    can be short. Return the heats in swimming order, each listing its swimmers fastest
    first. No swimmers or no lanes -> [].
    """
    ordered = sorted(entry_times, key=lambda e: (e[1], e[0]))
    result: list[list[str]] = []
    while ordered and lanes > 0:
        group, ordered = ordered[:lanes], ordered[lanes:]
        result.insert(0, [name for name, _ in group])
    return result


STRATEGIES = {
    "entry_times": st.lists(st.tuples(st.sampled_from(["Ana", "Ben", "Chloé", "Dev", "Eva", "Finn", "Gus", "Hal"]),
                                      st.sampled_from([5512, 5530, 5530, 5601, 6000])), max_size=8,
                            unique_by=lambda e: e[0]),
    "lanes": st.integers(-1, 4),
}
SEED = {"domain": "sports", "keywords": ["seeding", "heat assignment", "lane draw"],
        "tags": ["sort", "slice", "loop", "guard", "tie"]}
