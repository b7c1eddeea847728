"""Access control: token-bucket rate limiting of API requests."""
from hypothesis import strategies as st


def allowed_requests(times: list[int], capacity: int, refill_seconds: int) -> list[bool]:
    """Token-bucket rate limiter. The bucket holds capacity tokens at time 0 and earns one
    token at each time refill_seconds, 2 * refill_seconds, ... (a token earned while the
    bucket is full is lost). Each request (times are ascending seconds >= 0) takes one
    token if one is available (True) and is refused otherwise (False); tokens earned at
    exactly the request time count. A refill period of zero seconds or less means no refill at all."""
    if refill_seconds <= 0:
        return [i < capacity for i in range(len(times))]
    tokens = capacity
    last = 0
    result = []
    for t in times:
        earned = (t - last) // refill_seconds
        tokens = min(capacity, tokens + earned)
        last += earned * refill_seconds
        result.append(tokens > 0)
        if tokens > 0:
            tokens -= 1
    return result


def clean_allowed_requests(times: list[int], capacity: int, refill_seconds: int) -> list[bool]:
    tokens = capacity
    ticks_seen = 0
    verdicts = []
    for t in times:
        ticks = t // refill_seconds if refill_seconds > 0 else 0
        tokens = min(capacity, tokens + ticks - ticks_seen)
        ticks_seen = ticks
        verdicts.append(tokens >= 1)
        tokens -= 1 if tokens >= 1 else 0
    return verdicts


STRATEGIES = {
    "times": st.lists(st.integers(0, 30), max_size=10).map(sorted),
    "capacity": st.integers(0, 4),
    "refill_seconds": st.integers(-1, 6),
}
SEED = {
    "domain": "access_control",
    "keywords": ["rate limiting", "token bucket", "API quota"],
    "tags": ["rounding", "division", "guard", "loop", "accumulator"],
}
