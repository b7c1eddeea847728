"""Manufacturing: compute a production line's OEE for a shift from its event log."""
from fractions import Fraction

from hypothesis import strategies as st


def parse_event(line: str) -> tuple[int, int, str]:
    """(start, end, kind) of a log line "START-END KIND": minutes from the
    start of the shift, half-open [START, END), KIND "run", "stop" or "setup".
    A malformed line, an END before START or an unknown kind raises
    ValueError."""
    span, _, kind = line.partition(" ")
    first, dash, second = span.partition("-")
    if not dash or kind not in ("run", "stop", "setup"):
        raise ValueError(f"bad event: {line!r}")
    start, end = int(first), int(second)
    if end < start:
        raise ValueError(f"event ends before it starts: {line!r}")
    return start, end, kind


def minutes_by_kind(lines: list[str], shift_minutes: int) -> dict[str, int]:
    """Minutes of each kind ("run", "stop", "setup"; all three keys present)
    within the shift [0, shift_minutes), each event clipped to the shift; a
    later event overrides an earlier one where they overlap, minute by minute,
    and minutes no event covers are counted as "stop"."""
    timeline = ["stop"] * shift_minutes
    for line in lines:
        start, end, kind = parse_event(line)
        for minute in range(max(0, start), min(end, shift_minutes)):
            timeline[minute] = kind
    totals = {"run": 0, "stop": 0, "setup": 0}
    for kind in timeline:
        totals[kind] += 1
    return totals


def planned_minutes(shift_minutes: int, planned_break: int, setup_minutes: int) -> int:
    """The planned production time in minutes: the shift less its planned
    break and less the setup minutes (setup is planned downtime); may be 0 or
    negative when breaks and setup fill the shift.

    >>> planned_minutes(480, 30, 45), planned_minutes(60, 30, 40)
    (405, -10)
    """
    return shift_minutes - planned_break - setup_minutes


def availability(lines: list[str], shift_minutes: int, planned_break: int = 30) -> Fraction:
    """Run minutes over planned production time, where planned time is the
    shift less planned_break and less setup minutes (setup is planned, so it
    does not lower availability). Fraction(0) when no time is planned."""
    totals = minutes_by_kind(lines, shift_minutes)
    planned = planned_minutes(shift_minutes, planned_break, totals["setup"])
    if planned <= 0:
        return Fraction(0)
    return Fraction(min(totals["run"], planned), planned)


def performance(units: int, run_minutes: int, ideal_seconds_per_unit: int) -> Fraction:
    """Ideal time for the units made over the run time, at most 1: units
    times ideal_seconds_per_unit seconds, divided by run_minutes minutes.
    Fraction(0) for no run time."""
    if run_minutes == 0:
        return Fraction(0)
    return min(Fraction(units * ideal_seconds_per_unit, run_minutes * 60), Fraction(1))


def quality(good_units: int, units: int) -> Fraction:
    """The share of good units among the units made (0 <= good_units <=
    units), exact; Fraction(0) when no unit was made.

    >>> quality(450, 500), quality(0, 0)
    (Fraction(9, 10), Fraction(0, 1))
    """
    if units == 0:
        return Fraction(0)
    return Fraction(good_units, units)


def oee_report(lines: list[str], shift_minutes: int, units: int, good_units: int,
               ideal_seconds_per_unit: int, planned_break: int = 30) -> dict[str, str]:
    """Availability, performance, quality (good_units over units; 0 for no
    units) and OEE (their product), each as a percentage with one decimal
    rounded half up ("84.3"), under the keys "availability", "performance",
    "quality" and "oee"; the OEE is computed from the exact factors, not the
    rounded ones."""
    run = minutes_by_kind(lines, shift_minutes)["run"]
    factors = {
        "availability": availability(lines, shift_minutes, planned_break=planned_break),
        "performance": performance(units, run, ideal_seconds_per_unit),
        "quality": quality(good_units, units),
    }
    factors["oee"] = factors["availability"] * factors["performance"] * factors["quality"]
    return {name: percent_text(value) for name, value in factors.items()}


def percent_text(share: Fraction) -> str:
    """A share of 1 (0 to 1) as a percentage with one decimal, rounded to the
    nearest tenth of a percent with an exact half going up.

    >>> percent_text(Fraction(1, 3)), percent_text(Fraction(1, 2000)), percent_text(Fraction(1))
    ('33.3', '0.1', '100.0')
    """
    tenths = int(share * 1000 + Fraction(1, 2))
    return f"{tenths // 10}.{tenths % 10}"


def clean_oee_report(lines: list[str], shift_minutes: int, units: int, good_units: int,
                     ideal_seconds_per_unit: int, planned_break: int = 30) -> dict[str, str]:
    from decimal import ROUND_HALF_UP, Decimal

    state = {}
    for text in lines:
        span, kind = text.split(" ")
        a, b = (int(x) for x in span.split("-"))
        for m in range(a, b):
            if 0 <= m < shift_minutes:
                state[m] = kind
    run = sum(1 for k in state.values() if k == "run")
    setup = sum(1 for k in state.values() if k == "setup")
    planned = shift_minutes - planned_break - setup
    avail = Fraction(min(run, planned), planned) if planned > 0 else Fraction(0)
    perf = Fraction(0) if not run else min(Fraction(1), Fraction(units * ideal_seconds_per_unit, 60 * run))
    qual = Fraction(good_units, units) if units else Fraction(0)

    def show(f: Fraction) -> str:
        value = Decimal(f.numerator) * 100 / Decimal(f.denominator)
        return str(value.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))

    return {"availability": show(avail), "performance": show(perf), "quality": show(qual), "oee": show(avail * perf * qual)}


_EVENT = st.builds(lambda s, d, k: f"{s}-{s + d} {k}", st.integers(0, 120), st.integers(0, 60),
                   st.sampled_from(["run", "run", "stop", "setup"]))
_LOG = st.lists(_EVENT, max_size=8)
_SHIFT = st.sampled_from([0, 30, 60, 120, 150])

STRATEGIES = {
    "parse_event": {"line": _EVENT},
    "minutes_by_kind": {"lines": _LOG, "shift_minutes": _SHIFT},
    "availability": {"lines": _LOG, "shift_minutes": _SHIFT, "planned_break": st.sampled_from([0, 10, 30])},
    "planned_minutes": {"shift_minutes": _SHIFT, "planned_break": st.sampled_from([0, 10, 30]),
                        "setup_minutes": st.integers(0, 200)},
    "quality": {"good_units": st.integers(0, 400), "units": st.integers(0, 400)},
    "performance": {"units": st.integers(0, 500), "run_minutes": st.integers(0, 150),
                    "ideal_seconds_per_unit": st.integers(1, 60)},
    "oee_report": {
        "lines": _LOG,
        "shift_minutes": _SHIFT,
        "units": st.integers(0, 400),
        "good_units": st.integers(0, 400),
        "ideal_seconds_per_unit": st.integers(1, 60),
        "planned_break": st.sampled_from([0, 10, 30]),
    },
    "percent_text": {"share": st.builds(Fraction, st.integers(0, 100), st.integers(100, 2000))},
}


def precondition_quality(good_units: int, units: int) -> bool:
    return good_units <= units


def precondition_oee_report(lines: list[str], shift_minutes: int, units: int, good_units: int,
                            ideal_seconds_per_unit: int, planned_break: int = 30) -> bool:
    return good_units <= units


PRECONDITIONS = {"quality": precondition_quality, "oee_report": precondition_oee_report}
SEED = {
    "domain": "manufacturing",
    "keywords": ["OEE", "availability", "performance", "quality", "downtime"],
    "tags": ["units", "half-open", "fraction", "rounding", "keyword-default", "clip"],
    "kind": "module",
}
