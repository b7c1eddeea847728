"""Energy: bill a household's half-hourly meter readings on a time-of-use tariff."""
from hypothesis import strategies as st


def meter_delta(before: int, after: int) -> int:
    """The watt-hours used between two cumulative readings (Wh): after - before,
    except that a reading lower than the one before means the meter was
    replaced and restarted from 0, so the new reading itself was used.

    >>> meter_delta(5000, 5400), meter_delta(5400, 120), meter_delta(70, 70)
    (400, 120, 0)
    """
    return after - before if after >= before else after


def interval_usage(readings: list[int]) -> list[int]:
    """The energy (watt-hours) used in each half-hour interval from cumulative
    meter readings (Wh) taken at the start of each interval: interval i
    (0-based) used readings[i + 1] - readings[i]. A reading lower than the one
    before means the meter was replaced and restarted from 0, so that interval
    used the new reading itself. Fewer than 2 readings give []."""
    used = []
    for before, after in zip(readings, readings[1:]):
        used.append(meter_delta(before, after))
    return used


def hour_of(interval: int) -> int:
    """The hour of the day, 0..23, in which the half-hour interval (0-based
    from the first midnight, 48 per day) starts; later days repeat.

    >>> hour_of(0), hour_of(35), hour_of(48), hour_of(95)
    (0, 17, 0, 23)
    """
    return interval % 48 // 2


def period_of(interval: int, peak: tuple[int, int]) -> str:
    """"peak" when the half-hour interval (0-based from midnight, 48 per day,
    interval 34 starting at 17:00) starts within the peak hours [start, end) of
    the day, given as whole hours 0..24; "offpeak" otherwise. Intervals of
    later days (48 and up) follow the same daily pattern.

    >>> period_of(34, (17, 21)), period_of(42, (17, 21)), period_of(82, (17, 21))
    ('peak', 'offpeak', 'peak')
    """
    start, end = peak
    hour = hour_of(interval)
    return "peak" if start <= hour < end else "offpeak"


def usage_by_period(readings: list[int], peak: tuple[int, int]) -> dict[str, int]:
    """Total watt-hours per period ("peak", "offpeak"; both keys always
    present) of the intervals of interval_usage, the first interval being
    interval 0 of the day."""
    totals = {"peak": 0, "offpeak": 0}
    for interval, used in enumerate(interval_usage(readings)):
        totals[period_of(interval, peak)] += used
    return totals


def energy_charge(wh: int, rate_millicents: int) -> int:
    """The charge in cents for wh watt-hours at rate_millicents thousandths of
    a cent per kilowatt-hour, rounded down to a whole cent (a fraction of a cent
    is never billed)."""
    return wh * rate_millicents // (1000 * 1000)


def days_started(intervals: int) -> int:
    """The number of days begun by `intervals` (>= 0) consecutive half-hour
    intervals from midnight: one per 48 intervals, a part day counting as a
    whole one; 0 intervals begin no day.

    >>> days_started(0), days_started(1), days_started(48), days_started(49)
    (0, 1, 1, 2)
    """
    return -(-intervals // 48)


def bill(readings: list[int], peak: tuple[int, int], peak_rate: int, offpeak_rate: int,
         standing_cents: int = 0) -> dict[str, int]:
    """The bill in cents: "peak" and "offpeak" energy charges (energy_charge of
    each period's usage at its rate in millicents per kWh), "standing", one
    standing_cents charge for each day started (48 intervals or part of them;
    no intervals, no charge), and "total", the sum of the three."""
    usage = usage_by_period(readings, peak)
    peak_cents = energy_charge(usage["peak"], peak_rate)
    offpeak_cents = energy_charge(usage["offpeak"], offpeak_rate)
    intervals = len(interval_usage(readings))
    days = days_started(intervals)
    standing = days * standing_cents
    return {
        "peak": peak_cents,
        "offpeak": offpeak_cents,
        "standing": standing,
        "total": peak_cents + offpeak_cents + standing,
    }


def clean_bill(readings: list[int], peak: tuple[int, int], peak_rate: int, offpeak_rate: int,
               standing_cents: int = 0) -> dict[str, int]:
    peak_wh = 0
    off_wh = 0
    for i in range(1, len(readings)):
        delta = readings[i] - readings[i - 1]
        if delta < 0:
            delta = readings[i]
        minute_of_day = (i - 1) * 30 % 1440
        if peak[0] * 60 <= minute_of_day < peak[1] * 60:
            peak_wh += delta
        else:
            off_wh += delta
    n = max(len(readings) - 1, 0)
    day_count = n // 48 + (1 if n % 48 else 0)
    p = peak_wh * peak_rate // 10**6
    o = off_wh * offpeak_rate // 10**6
    return {"peak": p, "offpeak": o, "standing": day_count * standing_cents, "total": p + o + day_count * standing_cents}


def _readings():
    return st.lists(st.one_of(st.integers(0, 900), st.just(-1)), max_size=12).map(_cumulative)


def _cumulative(steps: list[int]) -> list[int]:
    total, out = 5000, []
    for step in steps:
        total = step + 1 if step < 0 else total + step
        out.append(total)
    return out


_PEAK = st.sampled_from([(17, 21), (0, 24), (7, 9), (0, 0), (0, 6)])
_RATE = st.integers(0, 60000)

STRATEGIES = {
    "interval_usage": {"readings": _readings()},
    "meter_delta": {"before": st.integers(0, 10**6), "after": st.integers(0, 10**6)},
    "hour_of": {"interval": st.integers(0, 200)},
    "days_started": {"intervals": st.integers(0, 200)},
    "period_of": {"interval": st.integers(0, 200), "peak": _PEAK},
    "usage_by_period": {"readings": _readings(), "peak": _PEAK},
    "energy_charge": {"wh": st.integers(0, 10**6), "rate_millicents": _RATE},
    "bill": {
        "readings": st.one_of(_readings(), st.builds(lambda n: list(range(0, 100 * n, 100)), st.integers(0, 100))),
        "peak": _PEAK,
        "peak_rate": _RATE,
        "offpeak_rate": _RATE,
        "standing_cents": st.integers(0, 100),
    },
}
SEED = {
    "domain": "energy",
    "keywords": ["time of use", "meter reading", "peak", "standing charge", "kilowatt-hour"],
    "tags": ["units", "half-open", "ceil-division", "floor-division", "meter-rollover", "0-based"],
    "kind": "module",
}
