"""Statistics: count runs above and below the median (Wald-Wolfowitz runs test)."""
from hypothesis import strategies as st


def runs_about_median(values: list[int]) -> tuple[int, int, int]:
    """Mark each value "+" when it is above the median of all values and "-" when it is
    below; values equal to the median are dropped. The median of an even count is the mean
    of the two middle values. A run is a maximal block of consecutive equal marks in the
    remaining sequence. Return (number_of_runs, count_above, count_below); no values ->
    (0, 0, 0).
    """
    if not values:
        return 0, 0, 0
    ordered = sorted(values)
    half = len(ordered) // 2
    median = ordered[half] if len(ordered) % 2 else (ordered[half - 1] + ordered[half]) / 2
    marks = [v > median for v in values if v != median]
    runs = sum(1 for i in range(len(marks)) if i == 0 or marks[i] != marks[i - 1])
    above = marks.count(True)
    return runs, above, len(marks) - above


def clean_runs_about_median(values: list[int]) -> tuple[int, int, int]:
    """Mark each value "+" when it is above the median of all values and "-" when it is
    below; values equal to the median are dropped. The median of an even count is the mean
    of the two middle values. A run is a maximal block of consecutive equal marks in the
    remaining sequence. Return (number_of_runs, count_above, count_below); no values ->
    (0, 0, 0).
    """
    import statistics

    if len(values) == 0:
        return (0, 0, 0)
    m = statistics.median(values)
    signs = "".join("+" if v > m else "-" for v in values if v != m)
    runs = 0
    previous = ""
    for s in signs:
        if s != previous:
            runs += 1
            previous = s
    return (runs, signs.count("+"), signs.count("-"))


STRATEGIES = {"values": st.lists(st.integers(-3, 4), max_size=10)}
SEED = {"domain": "statistics", "keywords": ["runs test", "median", "above and below"],
        "tags": ["sort", "index", "boolean", "parity", "filter"]}
