"""School: weighted course marks, letter grades and class ranks."""
from fractions import Fraction

from hypothesis import strategies as st


def category_average(scores: list[tuple[int, int]], drop_lowest: int = 0) -> Fraction | None:
    """The average of a category's (points, out_of) scores as a fraction of 1:
    the points summed over the out_of summed, after dropping the drop_lowest
    scores with the lowest points / out_of ratio (ties dropped in list order,
    earliest first). None when no score is left or the remaining out_of sum is
    0. out_of is never negative and points lie in 0..out_of."""
    if drop_lowest > 0:
        order = sorted(range(len(scores)), key=lambda i: (ratio(scores[i]), i))
        dropped = set(order[:drop_lowest])
        scores = [score for i, score in enumerate(scores) if i not in dropped]
    earned = sum(points for points, _ in scores)
    possible = sum(out_of for _, out_of in scores)
    if possible == 0:
        return None
    return Fraction(earned, possible)


def ratio(score: tuple[int, int]) -> Fraction:
    """points / out_of of one (points, out_of) score; a score out of 0 counts
    as 1 (it can never lower an average, so it is never the one dropped first
    unless every score is out of 0)."""
    points, out_of = score
    if out_of == 0:
        return Fraction(1)
    return Fraction(points, out_of)


def course_percent(categories: dict[str, list[tuple[int, int]]], weights: dict[str, int],
                   drops: dict[str, int]) -> Fraction | None:
    """The weighted course mark in percent (0..100) as an exact fraction. Each
    category named in weights contributes its category_average (with drops'
    count for it, 0 if absent) times its weight; categories without an average
    (or missing from categories) are left out and the weights of the rest are
    rescaled to sum to 100%. None when no weighted category has an average.
    Weights are positive integers."""
    total = Fraction(0)
    used = 0
    for name, weight in weights.items():
        average = category_average(categories.get(name, []), drop_lowest=drops.get(name, 0))
        if average is None:
            continue
        total += average * weight
        used += weight
    if used == 0:
        return None
    return total * 100 / used


def letter(percent: Fraction) -> str:
    """The letter of a course percent: A from 90 up, B from 80, C from 70, D
    from 60, F below 60. A boundary belongs to the higher letter (exactly 80 is
    a B); nothing is rounded first (79.99 is a C)."""
    for floor, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if percent >= floor:
            return grade
    return "F"


def competition_ranks(percents: list[Fraction]) -> list[int]:
    """The ranks, 1-based, of percents already sorted best (highest) first:
    an equal percent shares the rank of the first of its group, and the next
    rank skips the shared places ("1224" ranking). No percents give [].

    >>> competition_ranks([Fraction(90), Fraction(85), Fraction(85), Fraction(70)])
    [1, 2, 2, 4]
    """
    ranks: list[int] = []
    for place, percent in enumerate(percents, start=1):
        if ranks and percent == percents[place - 2]:
            ranks.append(ranks[-1])
        else:
            ranks.append(place)
    return ranks


def class_report(students: dict[str, dict[str, list[tuple[int, int]]]], weights: dict[str, int],
                 drops: dict[str, int]) -> list[tuple[int, str, str]]:
    """(rank, name, letter) for each student with a course percent, best
    percent first. Students with equal percents share the rank of the first of
    them and are listed by name; the next rank skips the shared places
    (1, 2, 2, 4). Students without a percent are left out."""
    marks = []
    for name, categories in students.items():
        percent = course_percent(categories, weights, drops)
        if percent is not None:
            marks.append((percent, name))
    marks.sort(key=lambda mark: (-mark[0], mark[1]))
    ranks = competition_ranks([percent for percent, _ in marks])
    return [(rank, name, letter(percent)) for rank, (percent, name) in zip(ranks, marks)]


def clean_class_report(students: dict[str, dict[str, list[tuple[int, int]]]], weights: dict[str, int],
                       drops: dict[str, int]) -> list[tuple[int, str, str]]:
    def keyed(score: tuple[int, int]) -> Fraction:
        return Fraction(score[0], score[1]) if score[1] else Fraction(1)

    percents = {}
    for student, categories in students.items():
        parts = []
        for category, weight in weights.items():
            scores = list(categories.get(category, []))
            for _ in range(min(drops.get(category, 0), len(scores))):
                worst = min(scores, key=keyed)
                scores.remove(worst)
            denominator = sum(s[1] for s in scores)
            if denominator:
                parts.append((Fraction(sum(s[0] for s in scores), denominator), weight))
        if parts:
            percents[student] = 100 * sum(a * w for a, w in parts) / sum(w for _, w in parts)
    ordered = sorted(percents, key=lambda s: (-percents[s], s))
    rows = []
    for student in ordered:
        rank = 1 + sum(1 for other in percents.values() if other > percents[student])
        value = percents[student]
        grade = "A" if value >= 90 else "B" if value >= 80 else "C" if value >= 70 else "D" if value >= 60 else "F"
        rows.append((rank, student, grade))
    return rows


def _score():
    return st.integers(0, 20).flatmap(lambda out_of: st.tuples(st.integers(0, out_of), st.just(out_of)))


_SCORES = st.lists(_score(), max_size=6)
_CATS = st.sampled_from(["homework", "quizzes", "exams"])
_CATEGORIES = st.dictionaries(_CATS, _SCORES, max_size=3)
_WEIGHTS = st.dictionaries(_CATS, st.integers(1, 60), max_size=3)
_DROPS = st.dictionaries(_CATS, st.integers(0, 2), max_size=3)

STRATEGIES = {
    "category_average": {"scores": _SCORES, "drop_lowest": st.integers(0, 3)},
    "ratio": {"score": _score()},
    "course_percent": {"categories": _CATEGORIES, "weights": _WEIGHTS, "drops": _DROPS},
    "letter": {"percent": st.builds(Fraction, st.integers(0, 1000), st.sampled_from([1, 3, 10]))},
    "competition_ranks": {"percents": st.lists(st.sampled_from([Fraction(90), Fraction(85), Fraction(170, 3), Fraction(0)]),
                                               max_size=8).map(lambda xs: sorted(xs, reverse=True))},
    "class_report": {
        "students": st.dictionaries(st.sampled_from(["ana", "ben", "cy", "dee", "eli"]), _CATEGORIES, max_size=5),
        "weights": _WEIGHTS,
        "drops": _DROPS,
    },
}
SEED = {
    "domain": "school",
    "keywords": ["weighted average", "drop lowest", "letter grade", "rank", "ties"],
    "tags": ["fraction", "sorting", "tie-breaking", "keyword-default", "dict-building"],
    "kind": "module",
}
