"""Banking: decide whether repeated failed logins lock an online-banking account."""
from bisect import bisect_right

from hypothesis import strategies as st


def is_locked_out(failure_times: list[int], now: int, window: int, max_failures: int) -> bool:
    """Return True when the account is locked because of recent failed logins.

    A failure is recent when its time t satisfies now - window < t <= now (a failure
    exactly `window` seconds ago has expired; failures after `now` are ignored). The
    account is locked when the number of recent failures is at least max_failures.
    failure_times may be in any order. A failure limit of zero or less disables locking (False).
    """
    if max_failures <= 0:
        return False
    recent = 0
    for t in failure_times:
        if t > now - window and t <= now:
            recent += 1
            if recent >= max_failures:
                return True
    return False


def clean_is_locked_out(failure_times: list[int], now: int, window: int, max_failures: int) -> bool:
    if max_failures < 1:
        return False
    ordered = sorted(failure_times)
    count = bisect_right(ordered, now) - bisect_right(ordered, now - window)
    return count >= max_failures


STRATEGIES = {
    "failure_times": st.lists(st.integers(10, 32), max_size=8),
    "now": st.integers(25, 30),
    "window": st.integers(1, 10),
    "max_failures": st.integers(-1, 4),
}
SEED = {"domain": "banking", "keywords": ["rate limit", "lockout", "sliding window", "failed login"],
        "tags": ["guard", "boolean", "boundary", "early-return", "accumulator"]}
