"""Statistics: maximum of every sliding window over a series."""
import collections

from hypothesis import strategies as st


def window_maxima(values: list[int], k: int, out: list[int] | None = None) -> list[int]:
    """Append to out (a new list when out is None) the maximum of every window of k
    consecutive values, from left to right, i.e. len(values) - k + 1 maxima. A window size of zero or less, or k
    larger than len(values), appends nothing. Returns out."""
    if out is None:
        out = []
    if k <= 0:
        return out
    window: collections.deque[int] = collections.deque()
    for i in range(len(values)):
        while window and values[window[-1]] <= values[i]:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(values[window[0]])
    return out


def clean_window_maxima(values: list[int], k: int, out: list[int] | None = None) -> list[int]:
    if out is None:
        out = []
    if k < 1:
        return out
    for start in range(len(values) - k + 1):
        best = values[start]
        for j in range(start + 1, start + k):
            if values[j] > best:
                best = values[j]
        out.append(best)
    return out


STRATEGIES = {
    "values": st.lists(st.integers(0, 9), max_size=10),
    "k": st.integers(-1, 6),
}
SEED = {
    "domain": "statistics",
    "keywords": ["sliding window", "moving maximum", "deque"],
    "tags": ["mutable-default", "guard", "index", "loop", "boundary"],
}
