"""Security: list the time-step counters a TOTP check should accept."""
from hypothesis import strategies as st


def totp_counters(unix_time: int, step: int = 30, t0: int = 0, drift: int = 1) -> list[int]:
    """The current TOTP counter is (unix_time - t0) // step (floor division). To allow for
    clock drift, accept the counters from current - drift to current + drift inclusive,
    in ascending order, leaving out negative counters. step is at least 1; drift below 0
    is treated as 0.
    """
    current = (unix_time - t0) // step
    window = max(drift, 0)
    accepted = []
    for counter in range(current - window, current + window + 1):
        if counter >= 0:
            accepted.append(counter)
    return accepted


def clean_totp_counters(unix_time: int, step: int = 30, t0: int = 0, drift: int = 1) -> list[int]:
    """The current TOTP counter is (unix_time - t0) // step (floor division). To allow for
    clock drift, accept the counters from current - drift to current + drift inclusive,
    in ascending order, leaving out negative counters. step is at least 1; drift below 0
    is treated as 0.
    """
    middle, _ = divmod(unix_time - t0, step)
    spread = drift if drift > 0 else 0
    low = middle - spread if middle - spread > 0 else 0
    return list(range(low, middle + spread + 1))


STRATEGIES = {
    "unix_time": st.one_of(st.integers(-100, 400), st.sampled_from([0, 29, 30, 59, 60, 1700000000])),
    "step": st.sampled_from([1, 30, 60]),
    "t0": st.sampled_from([0, 15, 100]),
    "drift": st.integers(-1, 3),
}
SEED = {"domain": "security", "keywords": ["TOTP", "time step", "clock drift window"],
        "tags": ["floor-division", "range", "boundary", "min-max", "default"]}
