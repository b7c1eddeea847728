"""Energy: split solar output into self-used, exported and imported energy."""
from hypothesis import strategies as st


def self_consumption_split(generation_wh: list[int], load_wh: list[int]) -> tuple[int, int, int]:
    """Split metered energy into (self_used, exported, imported) totals. For each
    interval i, the part of generation_wh[i] that covers load_wh[i] is self-used, surplus
    generation is exported and unmet load is imported; self-use is never more than
    either figure. When the lists have different lengths, the shorter one counts as 0
    for the missing intervals. All figures are not negative; empty lists give (0, 0, 0)."""
    used = exported = imported = 0
    for i in range(max(len(generation_wh), len(load_wh))):
        made = generation_wh[i] if i < len(generation_wh) else 0
        need = load_wh[i] if i < len(load_wh) else 0
        direct = min(made, need)
        used += direct
        exported += made - direct
        imported += need - direct
    return used, exported, imported


def clean_self_consumption_split(generation_wh: list[int], load_wh: list[int]) -> tuple[int, int, int]:
    """Split metered energy into (self_used, exported, imported) totals. For each
    interval i, the part of generation_wh[i] that covers load_wh[i] is self-used, surplus
    generation is exported and unmet load is imported; self-use is never more than
    either figure. When the lists have different lengths, the shorter one counts as 0
    for the missing intervals. All figures are not negative; empty lists give (0, 0, 0)."""
    size = max(len(generation_wh), len(load_wh))
    made = generation_wh + [0] * (size - len(generation_wh))
    need = load_wh + [0] * (size - len(load_wh))
    totals = [0, 0, 0]
    for g, d in zip(made, need):
        if g >= d:
            totals[0] += d
            totals[1] += g - d
        else:
            totals[0] += g
            totals[2] += d - g
    return totals[0], totals[1], totals[2]


STRATEGIES = {
    "generation_wh": st.lists(st.integers(0, 500), max_size=6),
    "load_wh": st.lists(st.integers(0, 500), max_size=6),
}
SEED = {
    "domain": "energy",
    "keywords": ["self-consumption", "export", "import", "surplus"],
    "tags": ["min-max", "index", "accumulator", "loop"],
}
