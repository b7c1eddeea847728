"""School: split a class into project groups of nearly equal size."""
import math

from hypothesis import strategies as st


def make_groups(names: list[str], max_size: int) -> list[list[str]]:
    """Split students into the fewest groups of at most max_size, as even as possible.

    The number of groups is len(names) / max_size rounded up; students are dealt out in
    list order round-robin (first to group 0, second to group 1, ...), so group sizes
    differ by at most one. No names, or max_size below 1, gives [].
    """
    if not names or max_size < 1:
        return []
    count = math.ceil(len(names) / max_size)
    groups = [[] for _ in range(count)]
    for i, name in enumerate(names):
        groups[i % count].append(name)
    return groups


def clean_make_groups(names: list[str], max_size: int) -> list[list[str]]:
    if max_size <= 0:
        return []
    count = (len(names) + max_size - 1) // max_size
    return [names[g::count] for g in range(count)]


STRATEGIES = {
    "names": st.lists(st.sampled_from(["ada", "bo", "cal", "di", "ed", "fay"]), max_size=10),
    "max_size": st.integers(-1, 5),
}
SEED = {"domain": "school", "keywords": ["groups", "round-robin", "ceiling"],
        "tags": ["guard", "rounding", "boolean", "index", "nested"]}
