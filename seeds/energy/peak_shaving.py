"""Energy: discharge a battery to shave demand peaks."""
from hypothesis import strategies as st


def peak_shaving(load_kw: list[int], threshold_kw: int, battery_kwh: int, max_kw: int) -> list[int]:
    """Battery discharge (kW) for each one-hour interval of load_kw so that grid demand
    stays at or below threshold_kw where possible. In each interval the battery supplies
    the excess load above the threshold, but no more than max_kw and no more than the
    energy it still holds (1 kW for one hour uses 1 kWh); it is never recharged. Intervals
    at or below the threshold get 0. Returns one figure per interval."""
    stored = battery_kwh
    plan = []
    for load in load_kw:
        excess = max(0, load - threshold_kw)
        discharge = min(excess, max_kw, stored)
        stored -= discharge
        plan.append(discharge)
    return plan


def clean_peak_shaving(load_kw: list[int], threshold_kw: int, battery_kwh: int, max_kw: int) -> list[int]:
    """Battery discharge (kW) for each one-hour interval of load_kw so that grid demand
    stays at or below threshold_kw where possible. In each interval the battery supplies
    the excess load above the threshold, but no more than max_kw and no more than the
    energy it still holds (1 kW for one hour uses 1 kWh); it is never recharged. Intervals
    at or below the threshold get 0. Returns one figure per interval."""
    energy = battery_kwh
    result = [0] * len(load_kw)
    for i, load in enumerate(load_kw):
        if load <= threshold_kw or energy == 0:
            continue
        give = load - threshold_kw
        if give > max_kw:
            give = max_kw
        if give > energy:
            give = energy
        result[i] = give
        energy -= give
    return result


def precondition(load_kw: list[int], threshold_kw: int, battery_kwh: int, max_kw: int) -> bool:
    return battery_kwh >= 0 and max_kw >= 0


STRATEGIES = {
    "load_kw": st.lists(st.integers(0, 30), max_size=8),
    "threshold_kw": st.integers(0, 25),
    "battery_kwh": st.integers(0, 30),
    "max_kw": st.integers(0, 12),
}
SEED = {
    "domain": "energy",
    "keywords": ["peak shaving", "demand threshold", "state of charge"],
    "tags": ["min-max", "accumulator", "loop", "boundary"],
}
