"""Astronomy: list the transits of an exoplanet inside an observing window."""
from hypothesis import strategies as st


def transit_times(epoch_min: int, period_min: int, start_min: int, end_min: int) -> list[int]:
    """Times of an exoplanet's transits inside an observing window. Transits happen at
    epoch_min + k * period_min for every integer k, including negative k (transits before
    the epoch). The window runs from start_min inclusive to end_min exclusive. Times in
    ascending order; [] when the window is empty or holds no transit. period_min is
    positive."""
    offset = (start_min - epoch_min) % period_min
    first = start_min if offset == 0 else start_min + period_min - offset
    times = []
    t = first
    while t < end_min:
        times.append(t)
        t += period_min
    return times


def clean_transit_times(epoch_min: int, period_min: int, start_min: int, end_min: int) -> list[int]:
    """Times of an exoplanet's transits inside an observing window. Transits happen at
    epoch_min + k * period_min for every integer k, including negative k (transits before
    the epoch). The window runs from start_min inclusive to end_min exclusive. Times in
    ascending order; [] when the window is empty or holds no transit. period_min is
    positive."""
    k = -((epoch_min - start_min) // period_min)
    first = epoch_min + k * period_min
    return list(range(first, max(first, end_min), period_min))


def precondition(epoch_min: int, period_min: int, start_min: int, end_min: int) -> bool:
    return period_min > 0


STRATEGIES = {
    "epoch_min": st.integers(-60, 60),
    "period_min": st.integers(1, 15),
    "start_min": st.integers(-40, 40),
    "end_min": st.integers(-40, 60),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["transit", "ephemeris", "half-open"],
    "tags": ["modulo", "while-loop", "boundary", "arithmetic"],
}
