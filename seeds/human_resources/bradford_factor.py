"""Human resources: the Bradford factor of an employee's sickness absences."""
from hypothesis import strategies as st


def bradford_factor(absences: list[tuple[int, int]]) -> int:
    """Bradford factor S * S * D of a list of absences, each (first_day, last_day) with
    both days included and last_day >= first_day, in any order. D is the number of
    distinct days absent. S is the number of spells: absences that overlap, or where one
    starts the day after another ends, form a single spell. No absences give 0."""
    spells = 0
    days = 0
    spell_end = None
    for first, last in sorted(absences):
        if spell_end is None or first > spell_end + 1:
            spells += 1
            days += last - first + 1
            spell_end = last
        elif last > spell_end:
            days += last - spell_end
            spell_end = last
    return spells * spells * days


def clean_bradford_factor(absences: list[tuple[int, int]]) -> int:
    """Bradford factor S * S * D of a list of absences, each (first_day, last_day) with
    both days included and last_day >= first_day, in any order. D is the number of
    distinct days absent. S is the number of spells: absences that overlap, or where one
    starts the day after another ends, form a single spell. No absences give 0."""
    off = set()
    for first, last in absences:
        off.update(range(first, last + 1))
    starts = sum(1 for day in off if day - 1 not in off)
    return starts * starts * len(off)


def precondition(absences: list[tuple[int, int]]) -> bool:
    return all(-1000 <= first <= last <= 1000 for first, last in absences)


def _absence(first: int, length: int) -> tuple[int, int]:
    return (first, first + length)


STRATEGIES = {
    "absences": st.lists(st.builds(_absence, st.integers(0, 40), st.integers(0, 4)), max_size=6),
}
SEED = {
    "domain": "human_resources",
    "keywords": ["Bradford factor", "sickness absence", "absence spell"],
    "tags": ["sort", "accumulator", "none-check", "boundary", "arithmetic"],
}
