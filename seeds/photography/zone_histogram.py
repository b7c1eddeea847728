"""Photography: count the pixels of an 8-bit image in each of the eleven exposure zones."""
from hypothesis import strategies as st


def zone_histogram(levels: list[int]) -> list[int]:
    """Pixel counts for the eleven zones 0..10 of the zone system, from 8-bit brightness
    levels. A level is first clamped to 0..255; its zone is level * 11 // 256, so zone 0
    holds levels 0..23 and zone 10 holds levels 233..255. Returns a list of 11 counts, one
    per zone in order; no pixels give eleven zeros."""
    counts = [0] * 11
    for level in levels:
        level = min(255, max(0, level))
        counts[level * 11 // 256] += 1
    return counts


def clean_zone_histogram(levels: list[int]) -> list[int]:
    """Pixel counts for the eleven zones 0..10 of the zone system, from 8-bit brightness
    levels. A level is first clamped to 0..255; its zone is level * 11 // 256, so zone 0
    holds levels 0..23 and zone 10 holds levels 233..255. Returns a list of 11 counts, one
    per zone in order; no pixels give eleven zeros."""
    result = []
    for zone in range(11):
        low = -(-zone * 256 // 11)
        high = -(-(zone + 1) * 256 // 11)
        inside = 0
        for level in levels:
            clamped = 0 if level < 0 else 255 if level > 255 else level
            if low <= clamped < high:
                inside += 1
        result.append(inside)
    return result


STRATEGIES = {
    "levels": st.lists(st.one_of(st.integers(-20, 280), st.sampled_from([0, 23, 24, 232, 233, 255, 256, -1])),
                       max_size=10),
}
SEED = {
    "domain": "photography",
    "keywords": ["zone system", "histogram", "tonal range"],
    "tags": ["list", "min-max", "floor-division", "index", "loop"],
}
