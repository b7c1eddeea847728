"""Manufacturing: flag control-chart points that break the two-of-three zone rule."""
from hypothesis import strategies as st


def zone_rule_alarms(values: list[float], mean: float, sigma: float) -> list[int]:
    """Scan a control chart. A point is "high" when it is more than 2 sigma above the
    mean (value > mean + 2 * sigma) and "low" when it is more than 2 sigma below it
    (value < mean - 2 * sigma). An alarm fires at index i (i >= 2) when at least two of
    the three points i-2, i-1, i are high, or at least two of them are low. Return the
    alarm indices in order; fewer than three values -> [].
    """
    alarms = []
    for i in range(2, len(values)):
        window = values[i - 2:i + 1]
        high = sum(1 for v in window if v > mean + 2 * sigma)
        low = sum(1 for v in window if v < mean - 2 * sigma)
        if high >= 2 or low >= 2:
            alarms.append(i)
    return alarms


def clean_zone_rule_alarms(values: list[float], mean: float, sigma: float) -> list[int]:
    """Scan a control chart. A point is "high" when it is more than 2 sigma above the
    mean (value > mean + 2 * sigma) and "low" when it is more than 2 sigma below it
    (value < mean - 2 * sigma). An alarm fires at index i (i >= 2) when at least two of
    the three points i-2, i-1, i are high, or at least two of them are low. Return the
    alarm indices in order; fewer than three values -> [].
    """
    sides = []
    for v in values:
        if v > mean + 2 * sigma:
            sides.append(1)
        elif v < mean - 2 * sigma:
            sides.append(-1)
        else:
            sides.append(0)
    found = []
    for i in range(len(sides) - 2):
        trio = sides[i:i + 3]
        if trio.count(1) > 1 or trio.count(-1) > 1:
            found.append(i + 2)
    return found


def precondition(values: list[float], mean: float, sigma: float) -> bool:
    return sigma >= 0 and all(v == v and abs(v) < 1e100 for v in [*values, mean, sigma])


STRATEGIES = {
    "values": st.lists(st.sampled_from([0.0, 3.0, 4.0, 5.0, 10.0, 15.0, 16.0, 17.0, 20.0]), max_size=8),
    "mean": st.just(10.0),
    "sigma": st.sampled_from([2.5, 3.0]),
}
SEED = {"domain": "manufacturing", "keywords": ["control chart", "Western Electric rules", "2 sigma"],
        "tags": ["loop", "window", "boundary", "boolean", "slice"]}
