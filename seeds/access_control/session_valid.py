"""Access control: decide whether a login session is still valid."""
from hypothesis import strategies as st


def session_valid(created: int, last_active: int, now: int, idle_limit: int,
                  max_age: int, remember_me: bool) -> bool:
    """A session is valid at time now (seconds) when now is not before created, the session
    is younger than its maximum age (now - created < max_age) and it has been idle for less
    than idle_limit seconds (now - last_active < idle_limit). With remember_me the idle
    limit does not apply and the maximum age is doubled (now - created < 2 * max_age).
    Reaching a limit exactly makes the session invalid."""
    if now < created:
        return False
    age_limit = max_age * 2 if remember_me else max_age
    if now - created >= age_limit:
        return False
    return remember_me or now - last_active < idle_limit


def clean_session_valid(created: int, last_active: int, now: int, idle_limit: int,
                        max_age: int, remember_me: bool) -> bool:
    age = now - created
    if remember_me:
        return 0 <= age < 2 * max_age
    return 0 <= age < max_age and now - last_active < idle_limit


STRATEGIES = {
    "created": st.integers(0, 20),
    "last_active": st.integers(0, 40),
    "now": st.integers(0, 60),
    "idle_limit": st.integers(0, 20),
    "max_age": st.integers(0, 40),
    "remember_me": st.booleans(),
}
SEED = {
    "domain": "access_control",
    "keywords": ["session", "idle timeout", "remember me"],
    "tags": ["boolean", "boundary", "early-return", "guard"],
}
