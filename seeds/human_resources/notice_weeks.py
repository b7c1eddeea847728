"""Human resources: work out the statutory notice an employer must give."""
from hypothesis import strategies as st


def notice_weeks(tenure_months: int) -> int:
    """Return the weeks of notice owed to an employee with tenure_months complete months
    of service. Under one month: 0 weeks. From one month up to (but not including) two
    complete years: 1 week. From two complete years: one week for each complete year of
    service, never more than 12 weeks.
    """
    if tenure_months < 1:
        return 0
    years = tenure_months // 12
    if years < 2:
        return 1
    return min(years, 12)


def clean_notice_weeks(tenure_months: int) -> int:
    """Return the weeks of notice owed to an employee with tenure_months complete months
    of service. Under one month: 0 weeks. From one month up to (but not including) two
    complete years: 1 week. From two complete years: one week for each complete year of
    service, never more than 12 weeks.
    """
    weeks = 0
    if tenure_months >= 1:
        weeks = 1
    completed = 0
    while completed < 12 and (completed + 1) * 12 <= tenure_months:
        completed += 1
    if completed >= 2:
        weeks = completed
    return weeks


STRATEGIES = {"tenure_months": st.one_of(st.integers(-3, 200), st.sampled_from([0, 1, 23, 24, 35, 36, 143, 144, 156]))}
SEED = {"domain": "human_resources", "keywords": ["notice period", "complete years", "statutory"],
        "tags": ["boundary", "floor-division", "min-max", "guard"]}
