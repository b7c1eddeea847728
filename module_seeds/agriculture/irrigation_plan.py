"""Agriculture: run a daily soil-water balance and schedule irrigation for a field."""
from hypothesis import strategies as st


def crop_coefficient(day: int, stages: list[tuple[int, int]]) -> int:
    """The crop coefficient (hundredths) on a 1-based day of the season:
    stages lists (length_days, kc_hundredths) in season order, stage one
    covering days 1..length of the first, and so on; after the last stage the
    last stage's coefficient holds. stages is not empty.

    >>> crop_coefficient(3, [(2, 40), (3, 80)]), crop_coefficient(2, [(2, 40), (3, 80)])
    (80, 40)
    """
    remaining = day
    for length, kc in stages:
        if remaining <= length:
            return kc
        remaining -= length
    return stages[-1][1]


def crop_water_use(reference_tenths: int, kc: int) -> int:
    """The crop's water use in tenths of a millimetre: the reference
    evapotranspiration (tenths of a mm) times kc hundredths, rounded to the
    nearest tenth of a mm with halves up."""
    return (reference_tenths * kc + 50) // 100


def effective_rain(rain_tenths: int) -> int:
    """The part of a day's rain (tenths of a mm) the soil keeps: nothing of
    the first 20 tenths (2 mm wets the canopy only), and 80% of the rest,
    rounded down to a tenth."""
    if rain_tenths <= 20:
        return 0
    return (rain_tenths - 20) * 8 // 10


def clamp(value: int, low: int, high: int) -> int:
    """value limited to the closed range [low, high] (low <= high): low when
    below it, high when above it, else value itself.

    >>> clamp(-4, 0, 100), clamp(140, 0, 100), clamp(55, 0, 100)
    (0, 100, 55)
    """
    return min(high, max(low, value))


def next_depletion(depletion: int, use: int, kept: int, capacity: int) -> int:
    """The soil's depletion (tenths of a mm) after one day: the previous
    depletion plus the crop's water use minus the rain the soil kept, never
    below 0 (a full profile; extra rain drains away) nor above capacity.

    >>> next_depletion(30, 45, 10, 200), next_depletion(30, 5, 60, 200), next_depletion(190, 45, 0, 200)
    (65, 0, 200)
    """
    return clamp(depletion + use - kept, 0, capacity)


def simulate(reference: list[int], rain: list[int], stages: list[tuple[int, int]], capacity: int,
             trigger: int, start: int | None = None) -> tuple[list[int], list[int]]:
    """(depletion, irrigations) of a season, one entry per day (the lists
    reference and rain, in tenths of a mm, are day 1, 2, ...; the season is as
    long as the shorter). Soil depletion starts at `start` (0, a full profile,
    when None) and each day rises by the crop_water_use of the day's
    crop_coefficient and falls by its effective_rain, never below 0 nor above
    capacity. When the day's depletion reaches trigger or more, the field is
    irrigated that day with exactly the depletion (recorded in irrigations),
    which brings it back to 0; else 0 is recorded."""
    depletion = 0 if start is None else start
    levels, irrigations = [], []
    for day, (et0, rained) in enumerate(zip(reference, rain), start=1):
        use = crop_water_use(et0, crop_coefficient(day, stages))
        depletion = next_depletion(depletion, use, effective_rain(rained), capacity)
        if depletion >= trigger:
            irrigations.append(depletion)
            depletion = 0
        else:
            irrigations.append(0)
        levels.append(depletion)
    return levels, irrigations


def irrigation_days(irrigations: list[int]) -> list[int]:
    """The 1-based days (in order) whose irrigation amount is above 0, from a
    list of daily amounts whose index 0 is day 1; no irrigation gives [].

    >>> irrigation_days([0, 35, 0, 0, 60]), irrigation_days([])
    ([2, 5], [])
    """
    return [day for day, amount in enumerate(irrigations, start=1) if amount > 0]


def season_summary(reference: list[int], rain: list[int], stages: list[tuple[int, int]], capacity: int,
                   trigger: int) -> dict[str, int]:
    """"events" the number of irrigations of simulate (from a full profile),
    "water" their total in tenths of a mm, "first_day" the 1-based day of the
    first one (0 when there is none) and "final" the depletion after the last
    day (0 for an empty season)."""
    levels, irrigations = simulate(reference, rain, stages, capacity, trigger)
    days = irrigation_days(irrigations)
    return {
        "events": len(days),
        "water": sum(irrigations),
        "first_day": days[0] if days else 0,
        "final": levels[-1] if levels else 0,
    }


def clean_season_summary(reference: list[int], rain: list[int], stages: list[tuple[int, int]], capacity: int,
                         trigger: int) -> dict[str, int]:
    schedule = []
    for length, kc in stages:
        schedule.extend([kc] * length)
    soil = 0
    applied = []
    for i in range(min(len(reference), len(rain))):
        kc = schedule[i] if i < len(schedule) else stages[-1][1]
        demand = reference[i] * kc // 100 + (1 if reference[i] * kc % 100 >= 50 else 0)
        kept = max(0, rain[i] - 20) * 4 // 5
        soil = max(0, min(capacity, soil + demand - kept))
        if soil >= trigger:
            applied.append((i + 1, soil))
            soil = 0
    n = min(len(reference), len(rain))
    return {
        "events": len(applied),
        "water": sum(a for _, a in applied),
        "first_day": applied[0][0] if applied else 0,
        "final": soil if n else 0,
    }


def precondition_season_summary(reference: list[int], rain: list[int], stages: list[tuple[int, int]],
                                capacity: int, trigger: int) -> bool:
    return trigger >= 1


_STAGES = st.lists(st.tuples(st.integers(1, 4), st.integers(20, 120)), min_size=1, max_size=4)
_ET = st.lists(st.integers(0, 80), max_size=12)
_RAIN = st.lists(st.one_of(st.integers(0, 300), st.just(0), st.just(20), st.just(21)), max_size=12)

STRATEGIES = {
    "crop_coefficient": {"day": st.integers(1, 20), "stages": _STAGES},
    "crop_water_use": {"reference_tenths": st.integers(0, 100), "kc": st.integers(0, 150)},
    "effective_rain": {"rain_tenths": st.integers(0, 400)},
    "clamp": {"value": st.integers(-100, 500), "low": st.just(0), "high": st.integers(0, 400)},
    "next_depletion": {"depletion": st.integers(0, 400), "use": st.integers(0, 120), "kept": st.integers(0, 300),
                       "capacity": st.integers(50, 400)},
    "irrigation_days": {"irrigations": st.lists(st.one_of(st.just(0), st.integers(1, 300)), max_size=12)},
    "simulate": {"reference": _ET, "rain": _RAIN, "stages": _STAGES, "capacity": st.integers(50, 400),
                 "trigger": st.integers(1, 300), "start": st.one_of(st.none(), st.integers(0, 50))},
    "season_summary": {"reference": _ET, "rain": _RAIN, "stages": _STAGES, "capacity": st.integers(50, 400),
                       "trigger": st.integers(1, 300)},
}
PRECONDITIONS = {"season_summary": precondition_season_summary}
SEED = {
    "domain": "agriculture",
    "keywords": ["soil water balance", "crop coefficient", "effective rain", "irrigation trigger", "depletion"],
    "tags": ["units", "rounding", "clamp", "1-based", "keyword-default", "accumulator"],
    "kind": "module",
}
