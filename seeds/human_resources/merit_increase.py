"""Human resources: apply a performance-based raise within the pay band."""
from hypothesis import strategies as st


def merit_increase(salary: int, rating: int, band_max: int) -> tuple[int, int]:
    """Raise a salary by a percentage that depends on the performance rating: rating 1
    -> 0%, 2 -> 1%, 3 -> 3%, 4 -> 5%, 5 -> 7%; ratings below 1 count as 1 and above 5 as
    5. The raised salary is salary * (100 + percent) / 100 rounded down to a whole unit.
    It may not exceed band_max: the part above band_max is paid once as a lump sum
    instead (a salary already above band_max keeps its salary and gets the whole raise as
    a lump sum). Salaries are never negative. Return (new_salary, lump_sum).
    """
    percents = [0, 1, 3, 5, 7]
    step = max(1, min(rating, 5))
    raised = salary * (100 + percents[step - 1]) // 100
    if raised <= band_max:
        return raised, 0
    new_salary = max(salary, band_max)
    return new_salary, raised - new_salary


def clean_merit_increase(salary: int, rating: int, band_max: int) -> tuple[int, int]:
    """Raise a salary by a percentage that depends on the performance rating: rating 1
    -> 0%, 2 -> 1%, 3 -> 3%, 4 -> 5%, 5 -> 7%; ratings below 1 count as 1 and above 5 as
    5. The raised salary is salary * (100 + percent) / 100 rounded down to a whole unit.
    It may not exceed band_max: the part above band_max is paid once as a lump sum
    instead (a salary already above band_max keeps its salary and gets the whole raise as
    a lump sum). Salaries are never negative. Return (new_salary, lump_sum).
    """
    table = {1: 0, 2: 1, 3: 3, 4: 5, 5: 7}
    if rating < 1:
        rating = 1
    if rating > 5:
        rating = 5
    target = (salary * 100 + salary * table[rating]) // 100
    if salary > band_max:
        return salary, target - salary
    capped = min(target, band_max)
    return capped, target - capped


def precondition(salary: int, rating: int, band_max: int) -> bool:
    return salary >= 0


STRATEGIES = {
    "salary": st.one_of(st.integers(20000, 120000), st.sampled_from([50000, 51500, 100000])),
    "rating": st.integers(-1, 7),
    "band_max": st.one_of(st.integers(20000, 120000), st.sampled_from([50000, 51500, 53500, 100000])),
}
SEED = {"domain": "human_resources", "keywords": ["merit increase", "pay band", "lump sum"],
        "tags": ["clamp", "lookup", "index", "boundary", "min-max"]}
