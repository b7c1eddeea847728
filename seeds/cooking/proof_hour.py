"""Cooking: find when a dough has risen enough."""
from hypothesis import strategies as st


def proof_hour(volumes: list[int], rise_pct: int = 100) -> int:
    """volumes are hourly dough volume readings in millilitres, volumes[0] taken when the
    dough was shaped. The dough is proofed once a reading is at least the first reading
    increased by rise_pct percent (volume * 100 >= first * (100 + rise_pct)). Return the
    index of the first reading after volumes[0] that is proofed, or -1 when none is or
    when there are fewer than two readings.
    """
    if len(volumes) < 2:
        return -1
    target = volumes[0] * (100 + rise_pct)
    hour = 1
    while hour < len(volumes):
        if volumes[hour] * 100 >= target:
            return hour
        hour += 1
    return -1


def clean_proof_hour(volumes: list[int], rise_pct: int = 100) -> int:
    """volumes are hourly dough volume readings in millilitres, volumes[0] taken when the
    dough was shaped. The dough is proofed once a reading is at least the first reading
    increased by rise_pct percent (volume * 100 >= first * (100 + rise_pct)). Return the
    index of the first reading after volumes[0] that is proofed, or -1 when none is or
    when there are fewer than two readings.
    """
    for index, volume in enumerate(volumes):
        if index == 0:
            continue
        if 100 * volume - volumes[0] * rise_pct - 100 * volumes[0] >= 0:
            return index
    return -1


STRATEGIES = {
    "volumes": st.lists(st.integers(100, 300), max_size=7),
    "rise_pct": st.sampled_from([0, 25, 50, 75, 100]),
}
SEED = {"domain": "cooking", "keywords": ["proofing", "dough rise", "first index"],
        "tags": ["while-loop", "boundary", "early-return", "arithmetic"]}
