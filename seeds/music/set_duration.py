"""Music: add up track lengths for a set."""
from hypothesis import strategies as st


def set_duration(lengths: list[str]) -> str:
    """lengths are track lengths written "m:ss" (minutes one or more decimal digits, seconds
    exactly two decimal digits 00..59). Entries that do not match that form are skipped. Return the total
    as "m:ss" when it is under one hour, otherwise "h:mm:ss" (minutes and seconds two
    digits). No valid entries -> "0:00".
    """
    total = 0
    for length in lengths:
        minutes, _, seconds = length.partition(":")
        if not minutes.isdecimal() or len(seconds) != 2 or not seconds.isdecimal() or int(seconds) > 59:
            continue
        total += int(minutes) * 60 + int(seconds)
    hours, rest = divmod(total, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"


def clean_set_duration(lengths: list[str]) -> str:
    """lengths are track lengths written "m:ss" (minutes one or more decimal digits, seconds
    exactly two decimal digits 00..59). Entries that do not match that form are skipped. Return the total
    as "m:ss" when it is under one hour, otherwise "h:mm:ss" (minutes and seconds two
    digits). No valid entries -> "0:00".
    """
    import re

    seconds = 0
    for text in lengths:
        match = re.fullmatch(r"(\d+):(\d\d)", text)
        if match and int(match.group(2)) < 60:
            seconds += 60 * int(match.group(1)) + int(match.group(2))
    mins, secs = seconds // 60, seconds % 60
    if mins >= 60:
        return "%d:%02d:%02d" % (mins // 60, mins % 60, secs)
    return "%d:%02d" % (mins, secs)


STRATEGIES = {
    "lengths": st.lists(st.one_of(
        st.tuples(st.integers(0, 75), st.integers(0, 61)).map(lambda p: f"{p[0]}:{p[1]:02d}"),
        st.sampled_from(["3:5", ":30", "4:60", "59:59", "0:01", "x:10", "1:2a", "٣:00", "60:00", "3:05:00"]),
    ), max_size=6),
}
SEED = {"domain": "music", "keywords": ["track length", "duration format", "hours minutes seconds"],
        "tags": ["string", "parsing", "formatting", "division", "boundary"]}
