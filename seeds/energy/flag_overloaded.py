"""Energy: flag distribution feeders that are overloaded."""
from hypothesis import strategies as st


def flag_overloaded(feeders: dict[str, list[int]], rating: int, flagged: list[str] | None = None) -> list[str]:
    """feeders maps a feeder name to its load readings (amps). A feeder is overloaded
    when some reading is strictly above rating, or when it has at least 3 readings and
    their average is at least 90% of rating. Feeders with no readings are never flagged.
    Append the overloaded feeder names, in sorted name order, to `flagged` (a new list
    when omitted) and return it."""
    if flagged is None:
        flagged = []
    for name in sorted(feeders):
        loads = feeders[name]
        if not loads:
            continue
        if max(loads) > rating or (len(loads) >= 3 and sum(loads) * 10 >= rating * 9 * len(loads)):
            flagged.append(name)
    return flagged


def clean_flag_overloaded(feeders: dict[str, list[int]], rating: int, flagged: list[str] | None = None) -> list[str]:
    result = [] if flagged is None else flagged

    def hot(loads: list[int]) -> bool:
        spike = any(a > rating for a in loads)
        heavy = len(loads) > 2 and sum(10 * a - 9 * rating for a in loads) >= 0
        return spike or heavy

    result.extend(name for name, loads in sorted(feeders.items()) if hot(loads))
    return result


STRATEGIES = {
    "feeders": st.dictionaries(st.sampled_from(["f1", "f2", "f3", "f4"]), st.lists(st.sampled_from([60, 72, 80, 81, 90, 99, 100, 101]), max_size=5), max_size=4),
    "rating": st.sampled_from([80, 90, 100]),
}
SEED = {
    "domain": "energy",
    "keywords": ["feeder", "overload", "rating"],
    "tags": ["guard", "boolean", "dict", "boundary", "mutable-default"],
}
