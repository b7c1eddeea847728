"""Cooking: plan when to start each dish so everything is ready together."""
from hypothesis import strategies as st


def staggered_starts(dishes: list[tuple[str, int]], rest_minutes: int = 0) -> list[tuple[int, str]]:
    """dishes are (name, cooking_minutes). Every dish must finish at the same moment,
    rest_minutes before serving; the longest dish starts at minute 0. Return
    (start_minute, name) for every dish, sorted by start minute; dishes with the same
    start minute keep their order from `dishes`. A dish's start minute is the longest
    cooking time minus its own cooking time. A dish whose name ends with "*" is served
    straight from the heat without resting, so it starts rest_minutes later than that.
    No dishes -> [].
    """
    if not dishes:
        return []
    longest = max(minutes for _, minutes in dishes)
    plan = []
    for name, minutes in dishes:
        start = longest - minutes
        if name.endswith("*"):
            start += rest_minutes
        plan.append((start, name))
    plan.sort(key=lambda entry: entry[0])
    return plan


def clean_staggered_starts(dishes: list[tuple[str, int]], rest_minutes: int = 0) -> list[tuple[int, str]]:
    """dishes are (name, cooking_minutes). Every dish must finish at the same moment,
    rest_minutes before serving; the longest dish starts at minute 0. Return
    (start_minute, name) for every dish, sorted by start minute; dishes with the same
    start minute keep their order from `dishes`. A dish's start minute is the longest
    cooking time minus its own cooking time. A dish whose name ends with "*" is served
    straight from the heat without resting, so it starts rest_minutes later than that.
    No dishes -> [].
    """
    top = 0
    for _, minutes in dishes:
        top = max(top, minutes)
    starts = []
    for index, (name, minutes) in enumerate(dishes):
        delay = rest_minutes if name[-1:] == "*" else 0
        starts.append((top - minutes + delay, index, name))
    starts.sort()
    return [(start, name) for start, _, name in starts]


def precondition(dishes: list[tuple[str, int]], rest_minutes: int = 0) -> bool:
    return rest_minutes >= 0 and all(minutes >= 1 for _, minutes in dishes)


STRATEGIES = {
    "dishes": st.lists(st.tuples(st.sampled_from(["rice", "stew", "greens*", "sauce", "naan*", "soufflé*"]),
                                 st.integers(1, 60)), max_size=6),
    "rest_minutes": st.integers(0, 15),
}
SEED = {"domain": "cooking", "keywords": ["timing", "start times", "stable sort"],
        "tags": ["loop", "min-max", "sort", "string", "arithmetic"]}
