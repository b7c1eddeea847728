"""Energy: energy lost to inverter clipping."""
from hypothesis import strategies as st


def clipping_loss(dc_w: list[int], ac_limit_w: int, efficiency_pct: int = 96) -> tuple[int, int]:
    """(delivered, clipped) energy for a series of DC power samples from a solar array.
    Each sample converts to dc * efficiency_pct // 100 watts of AC (rounded down); the
    inverter passes at most ac_limit_w, and whatever converted power is above that limit
    is clipped. Negative samples (night-time draw) count as 0. Returns the sums over all
    samples; no samples give (0, 0)."""
    delivered = 0
    clipped = 0
    for sample in dc_w:
        ac = max(sample, 0) * efficiency_pct // 100
        passed = min(ac, ac_limit_w)
        delivered += passed
        clipped += ac - passed
    return delivered, clipped


def clean_clipping_loss(dc_w: list[int], ac_limit_w: int, efficiency_pct: int = 96) -> tuple[int, int]:
    """(delivered, clipped) energy for a series of DC power samples from a solar array.
    Each sample converts to dc * efficiency_pct // 100 watts of AC (rounded down); the
    inverter passes at most ac_limit_w, and whatever converted power is above that limit
    is clipped. Negative samples (night-time draw) count as 0. Returns the sums over all
    samples; no samples give (0, 0)."""
    converted = [s * efficiency_pct // 100 if s > 0 else 0 for s in dc_w]
    over = [c - ac_limit_w for c in converted if c > ac_limit_w]
    return sum(converted) - sum(over), sum(over)


def precondition(dc_w: list[int], ac_limit_w: int, efficiency_pct: int = 96) -> bool:
    return ac_limit_w >= 0 and 0 <= efficiency_pct <= 100


STRATEGIES = {
    "dc_w": st.lists(st.one_of(st.integers(-50, 6000), st.sampled_from([0, 100, 5000, 5209, 5210])), max_size=8),
    "ac_limit_w": st.sampled_from([0, 1000, 4000, 5000]),
    "efficiency_pct": st.sampled_from([96, 100, 90, 50]),
}
SEED = {
    "domain": "energy",
    "keywords": ["clipping", "inverter limit", "efficiency"],
    "tags": ["min-max", "accumulator", "arithmetic", "default-argument", "loop"],
}
