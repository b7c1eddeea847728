"""Security: a sliding-window rate limiter."""
import collections

from hypothesis import strategies as st


def accepted_requests(timestamps: list[int], limit: int, window: int) -> list[int]:
    """Sliding-window rate limiter. timestamps (seconds) arrive in non-decreasing order.
    A request at time `now` is accepted when fewer than `limit` previously ACCEPTED
    requests have a timestamp t with now - window < t <= now (a request exactly `window`
    seconds old no longer counts); rejected requests never count. Return the accepted
    timestamps in order. limit <= 0 accepts nothing.
    window is at least 1."""
    recent: collections.deque[int] = collections.deque()
    accepted = []
    for now in timestamps:
        while recent and recent[0] <= now - window:
            recent.popleft()
        if len(recent) < limit:
            recent.append(now)
            accepted.append(now)
    return accepted


def clean_accepted_requests(timestamps: list[int], limit: int, window: int) -> list[int]:
    kept: list[int] = []
    for now in timestamps:
        in_window = sum(1 for t in kept if t > now - window)
        if in_window < limit:
            kept.append(now)
    return kept


def precondition(timestamps: list[int], limit: int, window: int) -> bool:
    return window >= 1 and all(a <= b for a, b in zip(timestamps, timestamps[1:]))


STRATEGIES = {
    "timestamps": st.lists(st.integers(0, 30), max_size=12).map(sorted),
    "limit": st.integers(0, 4),
    "window": st.integers(1, 10),
}
SEED = {
    "domain": "security",
    "keywords": ["rate limiting", "sliding window", "throttle"],
    "tags": ["loop", "boolean", "boundary"],
}
