"""Security: compute the retry delays of a capped exponential backoff."""
from hypothesis import strategies as st


def backoff_schedule(attempts: int, base_ms: int, cap_ms: int, factor_pct: int = 200) -> list[int]:
    """Delays in milliseconds before each of `attempts` retries. The first delay is
    base_ms; each later delay is the previous (uncapped) delay times factor_pct / 100,
    rounded down to a whole millisecond at every step. Any delay at or above cap_ms is
    replaced by cap_ms. factor_pct is at least 100, so once the cap is reached every later
    retry waits cap_ms. attempts <= 0 -> [].
    base_ms is at least 1 and cap_ms is not negative."""
    delays = []
    delay = base_ms
    for _ in range(attempts):
        if delay >= cap_ms:
            delay = cap_ms
        delays.append(delay)
        delay = delay * factor_pct // 100
    return delays


def clean_backoff_schedule(attempts: int, base_ms: int, cap_ms: int, factor_pct: int = 200) -> list[int]:
    out: list[int] = []
    current = base_ms
    while len(out) < attempts and current < cap_ms:
        out.append(current)
        current = current * factor_pct // 100
    return out + [cap_ms] * (attempts - len(out))


def precondition(attempts: int, base_ms: int, cap_ms: int, factor_pct: int = 200) -> bool:
    return (factor_pct >= 100) and base_ms >= 1 and cap_ms >= 0


STRATEGIES = {
    "attempts": st.integers(-1, 8),
    "base_ms": st.integers(1, 300),
    "cap_ms": st.integers(50, 5000),
    "factor_pct": st.sampled_from([100, 150, 175, 200, 250]),
}
SEED = {
    "domain": "security",
    "keywords": ["retry backoff", "exponential", "cap"],
    "tags": ["loop", "rounding", "boundary", "division"],
}
