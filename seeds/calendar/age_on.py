"""Calendar: completed years of age on a given date."""
from hypothesis import strategies as st


def age_on(birth: tuple[int, int, int], today: tuple[int, int, int]) -> int:
    """Completed years of age on date today; both dates are (year, month, day). The age goes
    up on the birthday itself, i.e. when (month, day) of today is >= (month, day) of birth;
    so someone born on 29 February turns a year older on 1 March in non-leap years. A
    today earlier than birth gives -1; today == birth gives 0.
    Both dates have a year of 1 or later, a month 1-12 and a day 1-31."""
    if today < birth:
        return -1
    years = today[0] - birth[0]
    if (today[1], today[2]) < (birth[1], birth[2]):
        years -= 1
    return years


def clean_age_on(birth: tuple[int, int, int], today: tuple[int, int, int]) -> int:
    def key(date: tuple[int, int, int]) -> int:
        return date[0] * 10000 + date[1] * 100 + date[2]

    if key(today) < key(birth):
        return -1
    return (key(today) - key(birth)) // 10000


_DATE = st.tuples(st.integers(1990, 2000), st.integers(1, 12), st.integers(1, 31))
def precondition(birth: tuple[int, int, int], today: tuple[int, int, int]) -> bool:
    return all(d[0] >= 1 and 1 <= d[1] <= 12 and 1 <= d[2] <= 31 for d in (birth, today))


STRATEGIES = {"birth": _DATE, "today": _DATE}
SEED = {
    "domain": "calendar",
    "keywords": ["age", "birthday", "date comparison"],
    "tags": ["boundary", "guard", "early-return"],
}
