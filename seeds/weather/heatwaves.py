"""Weather: count heatwaves in a run of daily maximum temperatures."""
from hypothesis import strategies as st


def heatwaves(highs: list[int], hot: int = 30, min_days: int = 3) -> tuple[int, int]:
    """A heatwave is a maximal run of consecutive days whose high is at least `hot`
    (inclusive), lasting at least min_days days (inclusive) and at least one day; shorter
    hot runs do not count. Return (number_of_heatwaves, total_days_inside_heatwaves);
    no days -> (0, 0)."""
    waves = days = 0
    run = 0
    for high in highs + [hot - 1]:
        if high >= hot:
            run += 1
            continue
        if run >= min_days and run > 0:
            waves += 1
            days += run
        run = 0
    return waves, days


def clean_heatwaves(highs: list[int], hot: int = 30, min_days: int = 3) -> tuple[int, int]:
    pattern = "".join("H" if t >= hot else "." for t in highs)
    runs = [len(r) for r in pattern.split(".") if len(r) >= max(min_days, 1)]
    return len(runs), sum(runs)


STRATEGIES = {
    "highs": st.lists(st.integers(27, 33), max_size=12),
    "hot": st.integers(29, 31),
    "min_days": st.integers(0, 4),
}
SEED = {
    "domain": "weather",
    "keywords": ["heatwave", "consecutive days", "runs"],
    "tags": ["loop", "boundary", "boolean", "accumulator"],
}
