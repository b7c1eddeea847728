"""Chemistry: locate the equivalence point of a titration curve."""
from hypothesis import strategies as st


def titration_endpoint(readings: list[tuple[float, float]]) -> float:
    """readings are (volume_ml, ph) pairs in strictly increasing volume order. The
    endpoint lies between the two consecutive readings with the largest pH change per mL
    (absolute value of delta pH / delta volume); the result is the midpoint of their two
    volumes. When several pairs share the largest slope the earliest pair wins. Fewer than
    two readings -> -1.0.
    """
    best_slope = -1.0
    endpoint = -1.0
    for i in range(1, len(readings)):
        (v0, p0), (v1, p1) = readings[i - 1], readings[i]
        slope = abs(p1 - p0) / (v1 - v0)
        if slope > best_slope:
            best_slope = slope
            endpoint = (v0 + v1) / 2
    return endpoint


def clean_titration_endpoint(readings: list[tuple[float, float]]) -> float:
    """readings are (volume_ml, ph) pairs in strictly increasing volume order. The
    endpoint lies between the two consecutive readings with the largest pH change per mL
    (absolute value of delta pH / delta volume); the result is the midpoint of their two
    volumes. When several pairs share the largest slope the earliest pair wins. Fewer than
    two readings -> -1.0.
    """
    if len(readings) < 2:
        return -1.0
    slopes = []
    for (a, pa), (b, pb) in zip(readings, readings[1:]):
        slopes.append(max(pb - pa, pa - pb) / (b - a))
    steepest = slopes.index(max(slopes))
    return readings[steepest][0] / 2 + readings[steepest + 1][0] / 2


def precondition(readings: list[tuple[float, float]]) -> bool:
    return all(a[0] < b[0] for a, b in zip(readings, readings[1:])) and all(v == v and abs(v) < 1e100 for r in readings for v in r)


STRATEGIES = {
    "readings": st.lists(st.tuples(st.sampled_from([0.0, 1.0, 2.0, 4.0, 5.0, 8.0, 10.0]),
                                   st.sampled_from([1.0, 2.0, 3.0, 5.0, 7.0, 11.0, 12.0])),
                         max_size=5, unique_by=lambda r: r[0]).map(sorted),
}
SEED = {"domain": "chemistry", "keywords": ["titration", "equivalence point", "inflection point"],
        "tags": ["loop", "index", "min-max", "tie", "arithmetic"]}
