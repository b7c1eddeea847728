"""Travel: local arrival time of a flight that crosses time zones."""
from hypothesis import strategies as st


def local_arrival(depart: str, duration_min: int, from_offset_min: int, to_offset_min: int) -> tuple[str, int]:
    """depart is the local departure time 'HH:MM' (24-hour clock, always 5 characters)
    at an airport whose UTC offset is from_offset_min minutes; the destination's offset is
    to_offset_min. Return (local arrival time 'HH:MM', day shift), where the day shift is
    how many calendar days the arrival date is after the departure date: -1 when flying
    west lands on the previous local day, 0 on the same day, 1 on the next. A departure
    with hours above 23 or minutes above 59 is rejected as ('invalid', 0)."""
    hh, mm = int(depart[:2]), int(depart[3:])
    if hh > 23 or mm > 59:
        return "invalid", 0
    clock = hh * 60 + mm + duration_min + to_offset_min - from_offset_min
    day_shift = clock // 1440
    clock -= day_shift * 1440
    return f"{clock // 60:02d}:{clock % 60:02d}", day_shift


def clean_local_arrival(depart: str, duration_min: int, from_offset_min: int, to_offset_min: int) -> tuple[str, int]:
    hours, minutes = (int(part) for part in depart.split(":"))
    if not (hours < 24 and minutes < 60):
        return "invalid", 0
    utc_arrival = hours * 60 + minutes - from_offset_min + duration_min
    days, rest = divmod(utc_arrival + to_offset_min, 24 * 60)
    return "%02d:%02d" % divmod(rest, 60), days


def _clock(parts: tuple[int, int]) -> str:
    return f"{parts[0]:02d}:{parts[1]:02d}"


STRATEGIES = {
    "depart": st.tuples(st.sampled_from([0, 1, 6, 12, 18, 22, 23, 24]), st.sampled_from([0, 5, 30, 45, 59, 60])).map(_clock),
    "duration_min": st.integers(30, 900),
    "from_offset_min": st.sampled_from([-480, -300, 0, 60, 330, 540]),
    "to_offset_min": st.sampled_from([-600, -300, 0, 120, 345, 600]),
}
SEED = {
    "domain": "travel",
    "keywords": ["time zones", "arrival time", "day rollover"],
    "tags": ["guard", "rounding", "division", "boolean", "string"],
}
