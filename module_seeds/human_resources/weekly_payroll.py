"""Human resources: turn a week's timesheet into gross pay with overtime."""
from hypothesis import strategies as st


def shift_minutes(clock_in: str, clock_out: str, unpaid_break: int = 30) -> int:
    """Paid minutes of one shift between two "HH:MM" clock times. A clock_out
    earlier than clock_in means the shift ran past midnight. The unpaid break
    (minutes) is taken off only from shifts longer than 6 hours (exactly 6
    hours keeps its break paid). A clock_out equal to clock_in is an empty
    shift (0 minutes), not a 24-hour one."""
    worked = elapsed_minutes(to_minutes(clock_in), to_minutes(clock_out))
    return paid_minutes(worked, unpaid_break=unpaid_break)


def to_minutes(clock: str) -> int:
    """Minutes after midnight of an "HH:MM" time (hours 00..23).

    >>> to_minutes("07:45")
    465
    """
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


def elapsed_minutes(start: int, end: int) -> int:
    """Minutes from start to end, both minutes after midnight (0..1439): an
    end earlier than start is on the next day (the shift ran past midnight),
    and an end equal to start is 0 minutes, never a whole day.

    >>> elapsed_minutes(480, 1020), elapsed_minutes(1320, 360), elapsed_minutes(600, 600)
    (540, 480, 0)
    """
    if end < start:
        end += 24 * 60
    return end - start


def paid_minutes(worked: int, unpaid_break: int = 30) -> int:
    """The paid part of worked minutes: the unpaid break (minutes) is taken off
    only when more than 6 hours (360 minutes) were worked; exactly 6 hours
    keeps its break paid.

    >>> paid_minutes(360), paid_minutes(361), paid_minutes(500, unpaid_break=0)
    (360, 331, 500)
    """
    if worked > 6 * 60:
        return worked - unpaid_break
    return worked


def week_minutes(shifts: list[tuple[str, str]], unpaid_break: int = 30) -> int:
    """The paid minutes of the week: shift_minutes summed over the shifts, each
    (clock_in, clock_out)."""
    return sum(shift_minutes(start, end, unpaid_break=unpaid_break) for start, end in shifts)


def split_overtime(minutes: int, threshold_hours: int = 40) -> tuple[int, int]:
    """(regular, overtime) minutes of a week: minutes up to threshold_hours
    hours are regular, the rest overtime."""
    limit = threshold_hours * 60
    if minutes <= limit:
        return minutes, 0
    return limit, minutes - limit


def pay_cents(minutes: int, hourly_cents: int, multiplier_percent: int = 100) -> int:
    """Pay in cents for minutes worked at hourly_cents per hour, scaled by
    multiplier_percent (150 is time and a half), rounded to the nearest cent
    with an exact half cent going up.

    >>> pay_cents(90, 1000), pay_cents(1, 1000, 150), pay_cents(1, 10)
    (1500, 25, 0)
    """
    numerator = minutes * hourly_cents * multiplier_percent
    denominator = 60 * 100
    return (2 * numerator + denominator) // (2 * denominator)


def gross_pay(shifts: list[tuple[str, str]], hourly_cents: int, threshold_hours: int = 40,
              overtime_percent: int = 150, unpaid_break: int = 30) -> dict[str, int]:
    """The week's pay slip: "regular_minutes" and "overtime_minutes"
    (split_overtime of week_minutes), "regular_cents" and "overtime_cents"
    (pay_cents of each part, overtime at overtime_percent), and "gross_cents",
    their sum. Each part is rounded on its own before the sum."""
    minutes = week_minutes(shifts, unpaid_break=unpaid_break)
    regular, overtime = split_overtime(minutes, threshold_hours=threshold_hours)
    regular_cents = pay_cents(regular, hourly_cents)
    overtime_cents = pay_cents(overtime, hourly_cents, multiplier_percent=overtime_percent)
    return {
        "regular_minutes": regular,
        "overtime_minutes": overtime,
        "regular_cents": regular_cents,
        "overtime_cents": overtime_cents,
        "gross_cents": regular_cents + overtime_cents,
    }


def clean_gross_pay(shifts: list[tuple[str, str]], hourly_cents: int, threshold_hours: int = 40,
                    overtime_percent: int = 150, unpaid_break: int = 30) -> dict[str, int]:
    from decimal import ROUND_HALF_UP, Decimal

    total = 0
    for start, end in shifts:
        a = int(start[:2]) * 60 + int(start[3:])
        b = int(end[:2]) * 60 + int(end[3:])
        length = (b - a) % 1440
        total += length - unpaid_break if length > 360 else length
    overtime = max(0, total - threshold_hours * 60)
    regular = total - overtime

    def money(m: int, pct: int) -> int:
        exact = Decimal(m) * hourly_cents * pct / 6000
        return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))

    r, o = money(regular, 100), money(overtime, overtime_percent)
    return {
        "regular_minutes": regular,
        "overtime_minutes": overtime,
        "regular_cents": r,
        "overtime_cents": o,
        "gross_cents": r + o,
    }


_CLOCK = st.builds(lambda h, m: f"{h:02d}:{m:02d}", st.integers(0, 23), st.sampled_from([0, 15, 30, 45, 7]))
_SHIFTS = st.lists(st.tuples(_CLOCK, _CLOCK), max_size=7)
_BREAK = st.sampled_from([0, 30, 45])

STRATEGIES = {
    "shift_minutes": {"clock_in": _CLOCK, "clock_out": _CLOCK, "unpaid_break": _BREAK},
    "to_minutes": {"clock": _CLOCK},
    "elapsed_minutes": {"start": st.integers(0, 1439), "end": st.integers(0, 1439)},
    "paid_minutes": {"worked": st.integers(0, 1439), "unpaid_break": _BREAK},
    "week_minutes": {"shifts": _SHIFTS, "unpaid_break": _BREAK},
    "split_overtime": {"minutes": st.integers(0, 6000), "threshold_hours": st.sampled_from([0, 35, 40])},
    "pay_cents": {"minutes": st.integers(0, 6000), "hourly_cents": st.integers(0, 5000),
                  "multiplier_percent": st.sampled_from([100, 125, 150, 200])},
    "gross_pay": {
        "shifts": _SHIFTS,
        "hourly_cents": st.integers(0, 5000),
        "threshold_hours": st.sampled_from([0, 20, 35, 40]),
        "overtime_percent": st.sampled_from([100, 150, 200]),
        "unpaid_break": _BREAK,
    },
}
SEED = {
    "domain": "human_resources",
    "keywords": ["timesheet", "overtime", "unpaid break", "hourly rate", "midnight shift"],
    "tags": ["units", "clock", "rounding", "keyword-default", "threshold"],
    "kind": "module",
}
