"""Chemistry: count the half-lives until a radioactive sample is safe."""
from hypothesis import strategies as st


def half_lives_until(activity: int, safe_level: int, half_life_days: int = 1) -> int:
    """A sample's activity halves every half_life_days days, rounding down to a whole
    becquerel after each halving. Return the number of whole days until the activity is at
    or below safe_level, counting only at the end of complete half-lives (so the result is
    a multiple of half_life_days). A sample already at or below safe_level needs 0 days.
    safe_level is at least 0 and half_life_days at least 1.
    """
    days = 0
    while activity > safe_level:
        activity //= 2
        days += half_life_days
    return days


def clean_half_lives_until(activity: int, safe_level: int, half_life_days: int = 1) -> int:
    """A sample's activity halves every half_life_days days, rounding down to a whole
    becquerel after each halving. Return the number of whole days until the activity is at
    or below safe_level, counting only at the end of complete half-lives (so the result is
    a multiple of half_life_days). A sample already at or below safe_level needs 0 days.
    safe_level is at least 0 and half_life_days at least 1.
    """
    halvings = 0
    level = activity
    for _ in range(activity.bit_length() + 1):
        if level <= safe_level:
            break
        level = level >> 1
        halvings = halvings + 1
    return halvings * half_life_days


def precondition(activity: int, safe_level: int, half_life_days: int = 1) -> bool:
    return safe_level >= 0 and half_life_days >= 1


STRATEGIES = {
    "activity": st.one_of(st.integers(-5, 70), st.integers(10**6, 10**9)),
    "safe_level": st.integers(0, 20),
    "half_life_days": st.integers(1, 30),
}
SEED = {"domain": "chemistry", "keywords": ["half-life", "radioactive decay", "floor"],
        "tags": ["while-loop", "accumulator", "boundary", "floor-division"]}
