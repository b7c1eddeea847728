"""School: compute a credit-weighted grade point average."""
from hypothesis import strategies as st


def grade_point_average(courses: list[tuple[str, int]]) -> float:
    """courses are (letter_grade, credits). Grade points: A 4.0, A- 3.7, B+ 3.3, B 3.0,
    B- 2.7, C+ 2.3, C 2.0, C- 1.7, D 1.0, F 0.0. The GPA is the sum of points * credits
    over the sum of credits, rounded to 2 decimals. Courses with any other grade (such as
    "P" for pass) or with credits of 0 or less are left out entirely. No counted course
    -> 0.0.
    """
    points = {"A": 4.0, "A-": 3.7, "B+": 3.3, "B": 3.0, "B-": 2.7,
              "C+": 2.3, "C": 2.0, "C-": 1.7, "D": 1.0, "F": 0.0}
    earned = 0.0
    attempted = 0
    for grade, credits in courses:
        if grade in points and credits > 0:
            earned += points[grade] * credits
            attempted += credits
    return round(earned / attempted, 2) if attempted else 0.0


def clean_grade_point_average(courses: list[tuple[str, int]]) -> float:
    """courses are (letter_grade, credits). Grade points: A 4.0, A- 3.7, B+ 3.3, B 3.0,
    B- 2.7, C+ 2.3, C 2.0, C- 1.7, D 1.0, F 0.0. The GPA is the sum of points * credits
    over the sum of credits, rounded to 2 decimals. Courses with any other grade (such as
    "P" for pass) or with credits of 0 or less are left out entirely. No counted course
    -> 0.0.
    """
    scale = dict(zip("A A- B+ B B- C+ C C- D F".split(), [4.0, 3.7, 3.3, 3.0, 2.7, 2.3, 2.0, 1.7, 1.0, 0.0]))
    counted = [(scale[g], c) for g, c in courses if g in scale and c >= 1]
    if not counted:
        return 0.0
    total_credits = sum(c for _, c in counted)
    weighted = sum(p * c for p, c in counted)
    return round(weighted / total_credits, 2)


STRATEGIES = {
    "courses": st.lists(st.tuples(st.sampled_from(["A", "A-", "B+", "B", "C-", "D", "F", "P", "A+", "É"]),
                                  st.integers(-1, 5)), max_size=6),
}
SEED = {"domain": "school", "keywords": ["GPA", "credit hours", "weighted average"],
        "tags": ["dict", "guard", "accumulator", "division", "rounding"]}
