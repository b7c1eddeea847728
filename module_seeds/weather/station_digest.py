"""Weather: turn a station's hourly readings into a daily digest."""
from hypothesis import strategies as st


def parse_reading(line: str) -> tuple[int, int, int]:
    """(day, hour, tenths) of a reading line "D HH T": the 1-based day of the
    month, the hour 0..23 and the temperature in tenths of a degree Celsius
    (may be negative), separated by single spaces. "3 07 -15" is day 3, 07:00,
    -1.5 C. Raises ValueError on a malformed line or an hour outside 0..23."""
    fields = line.split(" ")
    if len(fields) != 3:
        raise ValueError(f"bad reading: {line!r}")
    day, hour, tenths = (int(field) for field in fields)
    if not 0 <= hour <= 23 or day < 1:
        raise ValueError(f"bad reading: {line!r}")
    return day, hour, tenths


def group_by_day(lines: list[str]) -> dict[int, list[int]]:
    """The temperatures (tenths) of each day, the readings of a day ordered by
    hour; when an hour of a day has more than one reading, the last line for it
    wins. Days without readings are absent."""
    latest: dict[int, dict[int, int]] = {}
    for line in lines:
        day, hour, tenths = parse_reading(line)
        latest.setdefault(day, {})[hour] = tenths
    return {day: [hours[h] for h in sorted(hours)] for day, hours in latest.items()}


def mean_tenths(values: list[int]) -> int:
    """The mean of a non-empty list of tenths, rounded to the nearest tenth
    with halves away from zero (2.5 tenths gives 3, -2.5 gives -3).

    >>> mean_tenths([1, 2]), mean_tenths([-1, -2]), mean_tenths([1, 1, 2])
    (2, -2, 1)
    """
    total, count = sum(values), len(values)
    magnitude = (2 * abs(total) + count) // (2 * count)
    return magnitude if total >= 0 else -magnitude


def degree_days(mean: int, base: int = 180) -> tuple[int, int]:
    """(heating, cooling) degree days of one day, in tenths of a degree-day,
    from its mean temperature and a base temperature (both tenths of a degree):
    heating is how far the mean is below base, cooling how far above; the other
    one is 0, and both are 0 at exactly base."""
    if mean < base:
        return base - mean, 0
    return 0, mean - base


def format_tenths(tenths: int) -> str:
    """Tenths of a degree as text with one decimal: 215 is "21.5", -5 is
    "-0.5", 0 is "0.0"."""
    sign = "-" if tenths < 0 else ""
    whole, tenth = divmod(abs(tenths), 10)
    return f"{sign}{whole}.{tenth}"


def extremes(temps: list[int]) -> tuple[int, int]:
    """(lowest, highest) of a non-empty list of temperatures in tenths; one
    reading is both.

    >>> extremes([12, -5, 30, 7]), extremes([4])
    ((-5, 30), (4, 4))
    """
    return min(temps), max(temps)


def day_line(day: int, temps: list[int], base: int = 180) -> str:
    """The digest line of one day with at least one reading (tenths): "day D
    min X max Y mean Z hdd H cdd C", X and Y its extremes, Z its mean_tenths
    and H, C its degree_days against base, each written with format_tenths.

    >>> day_line(3, [150, 170, 190], base=180)
    'day 3 min 15.0 max 19.0 mean 17.0 hdd 1.0 cdd 0.0'
    """
    mean = mean_tenths(temps)
    heating, cooling = degree_days(mean, base=base)
    low, high = extremes(temps)
    fields = [low, high, mean, heating, cooling]
    low_text, high_text, average, hdd, cdd = (format_tenths(value) for value in fields)
    return f"day {day} min {low_text} max {high_text} mean {average} hdd {hdd} cdd {cdd}"


def digest(lines: list[str], base: int = 180, min_readings: int = 1) -> list[str]:
    """One line per day with at least min_readings readings (after group_by_day),
    in day order: "day D min X max Y mean Z hdd H cdd C", where X, Y and Z are
    the day's lowest, highest and mean_tenths temperatures and H, C its
    degree_days against base, all written with format_tenths."""
    out = []
    for day, temps in sorted(group_by_day(lines).items()):
        if len(temps) < min_readings:
            continue
        out.append(day_line(day, temps, base=base))
    return out


def clean_digest(lines: list[str], base: int = 180, min_readings: int = 1) -> list[str]:
    from decimal import ROUND_HALF_UP, Decimal

    table: dict[tuple[int, int], int] = {}
    for line in lines:
        d, h, t = line.split()
        table[(int(d), int(h))] = int(t)
    days = sorted({d for d, _ in table})
    rows = []
    for day in days:
        temps = [t for (d, _), t in table.items() if d == day]
        if len(temps) < min_readings:
            continue
        mean = int((Decimal(sum(temps)) / len(temps)).quantize(Decimal(1), rounding=ROUND_HALF_UP))

        def show(x: int) -> str:
            return str(Decimal(x).scaleb(-1).quantize(Decimal("0.1")))

        rows.append(
            f"day {day} min {show(min(temps))} max {show(max(temps))} mean {show(mean)}"
            f" hdd {show(max(base - mean, 0))} cdd {show(max(mean - base, 0))}"
        )
    return rows


_LINE = st.builds(lambda d, h, t: f"{d} {h:02d} {t}", st.integers(1, 4), st.integers(0, 23), st.integers(-150, 350))

STRATEGIES = {
    "parse_reading": {"line": _LINE},
    "group_by_day": {"lines": st.lists(_LINE, max_size=12)},
    "mean_tenths": {"values": st.lists(st.integers(-300, 300), min_size=1, max_size=12)},
    "degree_days": {"mean": st.integers(-300, 400), "base": st.sampled_from([150, 180, 200])},
    "format_tenths": {"tenths": st.integers(-500, 500)},
    "extremes": {"temps": st.lists(st.integers(-300, 300), min_size=1, max_size=12)},
    "day_line": {"day": st.integers(1, 31), "temps": st.lists(st.integers(-300, 300), min_size=1, max_size=12),
                 "base": st.sampled_from([150, 180, 200])},
    "digest": {
        "lines": st.lists(_LINE, max_size=12),
        "base": st.sampled_from([150, 180, 200]),
        "min_readings": st.integers(0, 3),
    },
}
SEED = {
    "domain": "weather",
    "keywords": ["degree days", "daily mean", "tenths", "readings", "base temperature"],
    "tags": ["parsing", "rounding", "grouping", "formatting", "keyword-default"],
    "kind": "module",
}
