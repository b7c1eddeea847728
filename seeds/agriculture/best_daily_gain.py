"""Agriculture: find the animal with the best average daily weight gain."""
from hypothesis import strategies as st


def best_daily_gain(weighings: dict[str, list[tuple[int, int]]]) -> str:
    """Return the animal with the highest average daily gain. Each animal has (date,
    weight_kg) weighings in any order, on distinct dates; its gain is (weight at its latest
    date - weight at its earliest date) / (latest date - earliest date), and may be negative.
    Animals with fewer than two weighings are skipped. On equal gains the name that
    sorts first wins; "" when no animal qualifies."""
    best_name = ""
    best_gain = None
    for name in sorted(weighings):
        records = sorted(weighings[name])
        if len(records) < 2:
            continue
        (first_day, first_kg), (last_day, last_kg) = records[0], records[-1]
        gain = (last_kg - first_kg) / (last_day - first_day)
        if best_gain is None or gain > best_gain:
            best_name, best_gain = name, gain
    return best_name


def clean_best_daily_gain(weighings: dict[str, list[tuple[int, int]]]) -> str:
    """Return the animal with the highest average daily gain. Each animal has (date,
    weight_kg) weighings in any order, on distinct dates; its gain is (weight at its latest
    date - weight at its earliest date) / (latest date - earliest date), and may be negative.
    Animals with fewer than two weighings are skipped. On equal gains the name that
    sorts first wins; "" when no animal qualifies."""
    ranked = []
    for name, rows in weighings.items():
        if len(rows) > 1:
            start, end = min(rows), max(rows)
            ranked.append((-((end[1] - start[1]) / (end[0] - start[0])), name))
    if not ranked:
        return ""
    return min(ranked)[1]


def precondition(weighings: dict[str, list[tuple[int, int]]]) -> bool:
    return all(len({day for day, _ in rows}) == len(rows) for rows in weighings.values())


STRATEGIES = {
    "weighings": st.dictionaries(
        st.sampled_from(["bess", "daisy", "mö", "ruby", "Zed"]),
        st.lists(st.tuples(st.integers(0, 8), st.integers(-3, 12)), max_size=4, unique_by=lambda r: r[0]),
        max_size=4,
    ),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["weighing", "livestock", "negative"],
    "tags": ["loop", "sort", "guard", "arithmetic", "index"],
}
