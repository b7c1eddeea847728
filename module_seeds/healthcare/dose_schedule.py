"""Healthcare: plan a weight-based oral dose and its administration times."""
from hypothesis import strategies as st


def dose_mg(weight_grams: int, mg_per_kg: int, max_mg: int) -> int:
    """The single dose in whole milligrams for a patient of weight_grams:
    mg_per_kg milligrams per kilogram of body weight, rounded down to a whole
    milligram (never more than prescribed), and capped at max_mg."""
    return min(weight_grams * mg_per_kg // 1000, max_mg)


def can_halve(tablet_mg: int, halves: bool = True) -> bool:
    """Whether a tablet of tablet_mg (>= 1) milligrams may be given as a half:
    only when halves are allowed and the tablet splits into two whole
    milligram amounts (an even tablet_mg).

    >>> can_halve(100), can_halve(125), can_halve(100, halves=False)
    (True, False, False)
    """
    return halves and tablet_mg % 2 == 0


def tablets_for(dose: int, tablet_mg: int, halves: bool = True) -> tuple[int, int]:
    """(whole, half) tablets of tablet_mg milligrams that give the largest
    amount not above dose: half is 1 when a half tablet is added (only allowed
    when halves is True and tablet_mg is even) and 0 otherwise. tablet_mg >= 1.

    >>> tablets_for(350, 100), tablets_for(350, 100, halves=False), tablets_for(49, 100)
    ((3, 1), (3, 0), (0, 0))
    """
    whole, rest = divmod(dose, tablet_mg)
    if can_halve(tablet_mg, halves=halves) and rest >= tablet_mg // 2:
        return whole, 1
    return whole, 0


def given_mg(tablets: tuple[int, int], tablet_mg: int) -> int:
    """The milligrams a (whole, half) tablet count delivers, a half tablet
    being half of tablet_mg (tablets_for only halves even tablet sizes)."""
    whole, half = tablets
    return whole * tablet_mg + half * (tablet_mg // 2)


def format_minute(minute: int) -> str:
    """The 24-hour "HH:MM" clock text of a minute count, taken modulo one day,
    so 1440 is "00:00" and 1500 is "01:00"; minute is never negative."""
    minute %= 1440
    return f"{minute // 60:02d}:{minute % 60:02d}"


def spacing_minutes(doses_per_day: int) -> int:
    """The minutes between two consecutive doses when doses_per_day (1..24)
    doses share one day of 1440 minutes evenly, rounded down to a whole
    minute (7 doses a day are 205 minutes apart).

    >>> spacing_minutes(1), spacing_minutes(3), spacing_minutes(7)
    (1440, 480, 205)
    """
    return 1440 // doses_per_day


def clock_times(first_minute: int, doses_per_day: int) -> list[str]:
    """The "HH:MM" times of doses_per_day (1..24) doses evenly spaced over 24
    hours from first_minute (minutes after midnight, 0..1439): the spacing is
    1440 // doses_per_day minutes, times after midnight wrap to the next day's
    clock, and the list is in the order given (first dose first, not sorted)."""
    spacing = spacing_minutes(doses_per_day)
    times = []
    for index in range(doses_per_day):
        times.append(format_minute(first_minute + index * spacing))
    return times


def within_daily_max(amount_mg: int, doses_per_day: int, daily_max_mg: int) -> bool:
    """Whether doses_per_day doses of amount_mg milligrams each stay within
    daily_max_mg milligrams a day; reaching the maximum exactly is allowed.

    >>> within_daily_max(250, 4, 1000), within_daily_max(250, 4, 999)
    (True, False)
    """
    return amount_mg * doses_per_day <= daily_max_mg


def plan(weight_grams: int, mg_per_kg: int, max_mg: int, tablet_mg: int, doses_per_day: int,
         first_minute: int, daily_max_mg: int) -> dict[str, object]:
    """The dosing plan: "tablets" (whole, half) per dose (tablets_for of
    dose_mg, halves allowed), "mg" the amount one dose delivers, "times" the
    clock_times of the doses, and "daily_ok", whether doses_per_day doses of
    that amount stay within daily_max_mg (reaching it exactly is allowed)."""
    dose = dose_mg(weight_grams, mg_per_kg, max_mg)
    tablets = tablets_for(dose, tablet_mg)
    amount = given_mg(tablets, tablet_mg)
    return {
        "tablets": tablets,
        "mg": amount,
        "times": clock_times(first_minute, doses_per_day),
        "daily_ok": within_daily_max(amount, doses_per_day, daily_max_mg),
    }


def clean_plan(weight_grams: int, mg_per_kg: int, max_mg: int, tablet_mg: int, doses_per_day: int,
               first_minute: int, daily_max_mg: int) -> dict[str, object]:
    from fractions import Fraction

    target = min(Fraction(weight_grams * mg_per_kg, 1000), max_mg)
    unit = Fraction(tablet_mg, 2) if tablet_mg % 2 == 0 else Fraction(tablet_mg)
    units = int(Fraction(int(target)) // unit)
    if tablet_mg % 2 == 0:
        tablets = (units // 2, units % 2)
    else:
        tablets = (units, 0)
    delivered = tablets[0] * tablet_mg + tablets[1] * tablet_mg // 2
    gap = 1440 // doses_per_day
    stamps = []
    for k in range(doses_per_day):
        h, m = divmod((first_minute + k * gap) % 1440, 60)
        stamps.append("%02d:%02d" % (h, m))
    return {"tablets": tablets, "mg": delivered, "times": stamps, "daily_ok": not delivered * doses_per_day > daily_max_mg}


_TABLET = st.sampled_from([25, 50, 100, 125, 250, 500])

STRATEGIES = {
    "dose_mg": {"weight_grams": st.integers(2000, 120000), "mg_per_kg": st.integers(1, 40), "max_mg": st.integers(1, 2000)},
    "tablets_for": {"dose": st.integers(0, 2000), "tablet_mg": _TABLET, "halves": st.booleans()},
    "given_mg": {"tablets": st.tuples(st.integers(0, 8), st.integers(0, 1)), "tablet_mg": st.sampled_from([50, 100, 250])},
    "can_halve": {"tablet_mg": _TABLET, "halves": st.booleans()},
    "spacing_minutes": {"doses_per_day": st.integers(1, 24)},
    "within_daily_max": {"amount_mg": st.integers(0, 2000), "doses_per_day": st.integers(1, 6),
                         "daily_max_mg": st.integers(0, 8000)},
    "format_minute": {"minute": st.integers(0, 5000)},
    "clock_times": {"first_minute": st.integers(0, 1439), "doses_per_day": st.integers(1, 24)},
    "plan": {
        "weight_grams": st.integers(2000, 120000),
        "mg_per_kg": st.integers(1, 40),
        "max_mg": st.integers(1, 2000),
        "tablet_mg": _TABLET,
        "doses_per_day": st.integers(1, 6),
        "first_minute": st.integers(0, 1439),
        "daily_max_mg": st.integers(0, 8000),
    },
}
SEED = {
    "domain": "healthcare",
    "keywords": ["weight-based dose", "tablet", "half tablet", "daily maximum", "dosing interval"],
    "tags": ["units", "floor-division", "keyword-default", "clock", "cap"],
    "kind": "module",
}
