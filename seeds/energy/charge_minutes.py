"""Energy: estimate how long an electric vehicle takes to charge."""
from hypothesis import strategies as st


def charge_minutes(start_pct: int, target_pct: int, capacity_wh: int, charger_w: int, taper_pct: int = 80) -> int:
    """Minutes to charge a battery of capacity_wh from start_pct to target_pct. Each
    percent of charge holds capacity_wh / 100 Wh. Below taper_pct the charger delivers
    charger_w watts; the percents above taper_pct (from taper_pct up) charge at half that
    power. The total is rounded up to a whole minute. 0 when the target is not above the starting charge.
    Percentages are within 0..100 and charger_w is positive."""
    if target_pct <= start_pct:
        return 0
    fast = max(0, min(target_pct, taper_pct) - start_pct)
    slow = target_pct - start_pct - fast
    weighted = fast + 2 * slow
    numerator = weighted * capacity_wh * 60
    return -(-numerator // (100 * charger_w))


def clean_charge_minutes(start_pct: int, target_pct: int, capacity_wh: int, charger_w: int, taper_pct: int = 80) -> int:
    """Minutes to charge a battery of capacity_wh from start_pct to target_pct. Each
    percent of charge holds capacity_wh / 100 Wh. Below taper_pct the charger delivers
    charger_w watts; the percents above taper_pct (from taper_pct up) charge at half that
    power. The total is rounded up to a whole minute. 0 when the target is not above the starting charge.
    Percentages are within 0..100 and charger_w is positive."""
    units = 0
    for pct in range(start_pct, target_pct):
        units += 2 if pct >= taper_pct else 1
    minutes, left = divmod(units * capacity_wh * 60, 100 * charger_w)
    return minutes + 1 if left else minutes


def precondition(start_pct: int, target_pct: int, capacity_wh: int, charger_w: int, taper_pct: int = 80) -> bool:
    return 0 <= start_pct <= 100 and 0 <= target_pct <= 100 and 0 <= taper_pct <= 100 and charger_w > 0


STRATEGIES = {
    "start_pct": st.one_of(st.integers(0, 100), st.sampled_from([0, 79, 80, 81, 100])),
    "target_pct": st.one_of(st.integers(0, 100), st.sampled_from([0, 79, 80, 81, 100])),
    "capacity_wh": st.sampled_from([1000, 40000, 60000, 75500, 100]),
    "charger_w": st.sampled_from([1, 3700, 7400, 11000, 50000]),
    "taper_pct": st.sampled_from([80, 0, 50, 100]),
}
SEED = {
    "domain": "energy",
    "keywords": ["taper", "charging curve", "ceiling"],
    "tags": ["arithmetic", "min-max", "rounding", "guard", "default-argument"],
}
