"""School: pick the pupils who make the honor roll."""
from hypothesis import strategies as st


def honor_roll(marks: dict[str, list[int]], min_average: float = 90.0, min_each: int = 80) -> list[str]:
    """A pupil makes the honor roll when their average mark is at least min_average and
    none of their marks is below min_each (both limits inclusive). Pupils with no marks
    never qualify. Return the qualifying names sorted alphabetically.
    """
    roll = []
    for name, scores in marks.items():
        if not scores:
            continue
        average = sum(scores) / len(scores)
        if average >= min_average and min(scores) >= min_each:
            roll.append(name)
    return sorted(roll)


def clean_honor_roll(marks: dict[str, list[int]], min_average: float = 90.0, min_each: int = 80) -> list[str]:
    """A pupil makes the honor roll when their average mark is at least min_average and
    none of their marks is below min_each (both limits inclusive). Pupils with no marks
    never qualify. Return the qualifying names sorted alphabetically.
    """
    chosen = []
    for name in sorted(marks):
        scores = marks[name]
        below = [s for s in scores if s < min_each]
        if scores and not below and sum(scores) >= min_average * len(scores):
            chosen.append(name)
    return chosen


STRATEGIES = {
    "marks": st.dictionaries(st.sampled_from(["Maya", "Liam", "Noor", "Åsa", "leo"]),
                             st.lists(st.sampled_from([70, 79, 80, 85, 90, 95, 100]), max_size=4), max_size=4),
    "min_average": st.sampled_from([85.0, 90.0]),
    "min_each": st.sampled_from([79, 80]),
}
SEED = {"domain": "school", "keywords": ["honours list", "average", "minimum mark"],
        "tags": ["dict", "guard", "boundary", "boolean", "sort"]}
