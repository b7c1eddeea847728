"""Transit: print timetable times that run past midnight."""
from hypothesis import strategies as st


def clock_labels(minutes: list[int]) -> list[str]:
    """minutes are times of a service day counted from its midnight; late trips may run
    past the next midnight (1440 or more). Format each as "HH:MM" on a 24-hour clock with
    two-digit hours and minutes; a time on a following day wraps around the clock and gets
    the suffix "+N" where N is the number of days later (1500 -> "01:00+1", 2880 ->
    "00:00+2"). Times are at least 0. Keep the input order.
    """
    labels = []
    for m in minutes:
        days, rest = divmod(m, 1440)
        hours, mins = divmod(rest, 60)
        label = f"{hours:02d}:{mins:02d}"
        if days > 0:
            label += f"+{days}"
        labels.append(label)
    return labels


def clean_clock_labels(minutes: list[int]) -> list[str]:
    """minutes are times of a service day counted from its midnight; late trips may run
    past the next midnight (1440 or more). Format each as "HH:MM" on a 24-hour clock with
    two-digit hours and minutes; a time on a following day wraps around the clock and gets
    the suffix "+N" where N is the number of days later (1500 -> "01:00+1", 2880 ->
    "00:00+2"). Times are at least 0. Keep the input order.
    """
    out = []
    for total in minutes:
        hour = total // 60
        text = str(hour % 24).zfill(2) + ":" + str(total % 60).zfill(2)
        out.append(text + ("+" + str(hour // 24) if hour >= 24 else ""))
    return out


STRATEGIES = {
    "minutes": st.lists(st.one_of(st.integers(0, 4400),
                                  st.sampled_from([0, 59, 60, 719, 1439, 1440, 1441, 1500, 2879, 2880])), max_size=5),
}
SEED = {"domain": "transit", "keywords": ["timetable", "next-day times", "zero-padded"],
        "tags": ["string", "formatting", "division", "modular", "boundary"]}
