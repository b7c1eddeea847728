"""Networking: compare dotted protocol version strings."""
import itertools

from hypothesis import strategies as st


def compare_versions(a: str, b: str) -> int:
    """Compare dotted version strings numerically, part by part from the left: return -1
    if a < b, 1 if a > b and 0 if they are equal. Missing trailing parts count as 0, so
    "1.2" equals "1.2.0"; parts compare as numbers, so "1.10" > "1.9". Every part is a
    non-empty string of decimal digits."""
    left = [int(p) for p in a.split(".")]
    right = [int(p) for p in b.split(".")]
    for i in range(max(len(left), len(right))):
        x = left[i] if i < len(left) else 0
        y = right[i] if i < len(right) else 0
        if x != y:
            return -1 if x < y else 1
    return 0


def clean_compare_versions(a: str, b: str) -> int:
    pairs = itertools.zip_longest(map(int, a.split(".")), map(int, b.split(".")), fillvalue=0)
    left, right = zip(*pairs)
    return (left > right) - (left < right)


_VERSION = st.lists(st.integers(0, 11), min_size=1, max_size=4).map(lambda ps: ".".join(map(str, ps)))
STRATEGIES = {"a": _VERSION, "b": _VERSION}
SEED = {
    "domain": "networking",
    "keywords": ["version comparison", "semver", "protocol"],
    "tags": ["index", "loop", "boundary", "early-return", "string"],
}
