"""Healthcare: count the days a patient went without medication."""
from hypothesis import strategies as st


def uncovered_days(fills: list[tuple[int, int]], period_days: int) -> int:
    """Days in the period 0 .. period_days - 1 on which the patient had no medication.
    Each (fill_day, days_supply) fill, in any order, adds days_supply daily doses
    from fill_day on; an early refill is stockpiled, so its supply starts only when the
    earlier supply runs out. Fills on or after period_days are ignored. fill_day and
    days_supply are not negative; no fills leave every day of the period uncovered."""
    covered_until = 0
    gaps = 0
    for day, supply in sorted(fills):
        if day >= period_days:
            break
        if day > covered_until:
            gaps += day - covered_until
            covered_until = day
        covered_until += supply
    return gaps + max(0, period_days - covered_until)


def clean_uncovered_days(fills: list[tuple[int, int]], period_days: int) -> int:
    """Days in the period 0 .. period_days - 1 on which the patient had no medication.
    Each (fill_day, days_supply) fill, in any order, adds days_supply daily doses
    from fill_day on; an early refill is stockpiled, so its supply starts only when the
    earlier supply runs out. Fills on or after period_days are ignored. fill_day and
    days_supply are not negative; no fills leave every day of the period uncovered."""
    arriving: dict[int, int] = {}
    for day, supply in fills:
        arriving[day] = arriving.get(day, 0) + supply
    stock = 0
    missed = 0
    for day in range(period_days):
        stock += arriving.get(day, 0)
        if stock > 0:
            stock -= 1
        else:
            missed += 1
    return missed


def precondition(fills: list[tuple[int, int]], period_days: int) -> bool:
    return all(day >= 0 and supply >= 0 for day, supply in fills)


STRATEGIES = {
    "fills": st.lists(st.tuples(st.integers(0, 30), st.integers(0, 10)), max_size=5),
    "period_days": st.integers(-1, 32),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["adherence", "stockpiling", "refill gap"],
    "tags": ["sort", "accumulator", "min-max", "boundary", "loop"],
}
