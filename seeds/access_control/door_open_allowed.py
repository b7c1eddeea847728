"""Access control: decide whether a badge opens a door at a given hour."""
from hypothesis import strategies as st


def door_open_allowed(badge_level: int, door_level: int, hour: int, open_hour: int,
                      close_hour: int, escorted: bool) -> bool:
    """Whether a badge opens a door at hour (0-23). A badge level of 0 or less (revoked)
    never opens anything. The badge level must be at least the door level, or exactly one
    below it when the holder is escorted. The door opens from open_hour (inclusive) until
    close_hour (exclusive); when open_hour > close_hour the window runs overnight across
    midnight (22 to 6 means 22:00-05:59); equal opening and closing hours make an empty window, so the
    door stays shut all day.
    hour, open_hour and close_hour are all in 0-23."""
    if badge_level <= 0:
        return False
    if badge_level < door_level and not (escorted and badge_level == door_level - 1):
        return False
    if open_hour == close_hour:
        return False
    if open_hour < close_hour:
        return open_hour <= hour < close_hour
    return hour >= open_hour or hour < close_hour


def clean_door_open_allowed(badge_level: int, door_level: int, hour: int, open_hour: int,
                            close_hour: int, escorted: bool) -> bool:
    reach = badge_level + (1 if escorted else 0)
    if badge_level < 1 or reach < door_level:
        return False
    span = (close_hour - open_hour) % 24
    return hour in {(open_hour + k) % 24 for k in range(span)}


def precondition(badge_level: int, door_level: int, hour: int, open_hour: int,
                 close_hour: int, escorted: bool) -> bool:
    return all(0 <= h <= 23 for h in (hour, open_hour, close_hour))


STRATEGIES = {
    "badge_level": st.integers(-1, 4),
    "door_level": st.integers(0, 4),
    "hour": st.integers(0, 23),
    "open_hour": st.integers(0, 23),
    "close_hour": st.integers(0, 23),
    "escorted": st.booleans(),
}
SEED = {
    "domain": "access_control",
    "keywords": ["badge", "door access", "opening hours"],
    "tags": ["boolean", "boundary", "guard", "early-return"],
}
