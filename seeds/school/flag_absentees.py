"""School: flag the students whose absence rate reached the warning limit."""
from hypothesis import strategies as st


def flag_absentees(absences: dict[str, int], sessions: int, limit_pct: int,
                   flagged: list[str] | None = None) -> list[str]:
    """Extend `flagged` (a new list when omitted) with the students whose absences reached
    limit_pct percent of `sessions`, in alphabetical order, and return it.

    A student is flagged when absences * 100 >= limit_pct * sessions (reaching the limit
    exactly counts) and the student missed at least one session. With no sessions held (zero or fewer)
    nobody is flagged and `flagged` is returned unchanged.
    """
    if flagged is None:
        flagged = []
    if sessions <= 0:
        return flagged
    names = sorted(absences)
    flagged.extend(n for n in names if absences[n] > 0 and absences[n] * 100 >= limit_pct * sessions)
    return flagged


def clean_flag_absentees(absences: dict[str, int], sessions: int, limit_pct: int,
                         flagged: list[str] | None = None) -> list[str]:
    out = [] if flagged is None else flagged
    for name in sorted(absences.keys()):
        missed = absences[name]
        if sessions > 0 and missed >= 1 and 100 * missed >= limit_pct * sessions:
            out.append(name)
    return out


STRATEGIES = {
    "absences": st.dictionaries(st.sampled_from(["ana", "ben", "cy", "dee", "eli"]), st.integers(0, 10),
                                max_size=5),
    "sessions": st.integers(-2, 20),
    "limit_pct": st.sampled_from([0, 10, 20, 25, 50]),
}
SEED = {"domain": "school", "keywords": ["attendance", "absence rate", "warning limit"],
        "tags": ["mutable-default", "guard", "boolean", "boundary", "sort"]}
