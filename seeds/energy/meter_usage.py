"""Energy: turn cumulative meter readings into per-period consumption."""
from hypothesis import strategies as st


def meter_usage(readings: list[int], rollover: int = 10000) -> list[int]:
    """Consumption between consecutive readings of a cumulative meter whose register
    wraps to 0 after rollover - 1 (every reading is in 0..rollover-1). When a reading is
    lower than the previous one the meter wrapped exactly once, so the usage is
    reading + rollover - previous; an unchanged reading means zero usage. Returns one
    value per consecutive pair (an empty list for fewer than two readings)."""
    usage = []
    for i in range(1, len(readings)):
        step = readings[i] - readings[i - 1]
        if step < 0:
            step += rollover
        usage.append(step)
    return usage


def clean_meter_usage(readings: list[int], rollover: int = 10000) -> list[int]:
    return [(after - before) % rollover for before, after in zip(readings, readings[1:])]


def precondition(readings: list[int], rollover: int = 10000) -> bool:
    return rollover >= 1 and all(0 <= r < rollover for r in readings)


STRATEGIES = {
    "readings": st.lists(st.integers(0, 19).map(lambda v: v * 50), max_size=8),
    "rollover": st.integers(1000, 1100),
}
SEED = {
    "domain": "energy",
    "keywords": ["meter rollover", "consumption", "register wrap"],
    "tags": ["loop", "index", "boundary"],
}
