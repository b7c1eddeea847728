"""Library: format an author list for a catalogue citation."""
from hypothesis import strategies as st


def author_list(authors: list[str], max_named: int = 3) -> str:
    """Join author names for a citation. Names are stripped of surrounding whitespace and
    blank names are dropped first. One name is given as is; two as "A and B"; three up to
    max_named as "A, B, and C" (serial comma). More than max_named names give only the
    first followed by " et al.". No names give "". max_named is at least 2."""
    names = [name.strip() for name in authors if name.strip()]
    if not names:
        return ""
    if len(names) > max_named:
        return names[0] + " et al."
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f"{names[0]} and {names[1]}"
    return ", ".join(names[:-1]) + ", and " + names[-1]


def clean_author_list(authors: list[str], max_named: int = 3) -> str:
    """Join author names for a citation. Names are stripped of surrounding whitespace and
    blank names are dropped first. One name is given as is; two as "A and B"; three up to
    max_named as "A, B, and C" (serial comma). More than max_named names give only the
    first followed by " et al.". No names give "". max_named is at least 2."""
    cleaned = []
    for name in authors:
        if name.strip() != "":
            cleaned.append(name.strip())
    count = len(cleaned)
    if count == 0:
        return ""
    if count >= max_named + 1:
        return cleaned[0] + " et al."
    text = cleaned[0]
    for index in range(1, count):
        last = index == count - 1
        joiner = (" and " if count == 2 else ", and ") if last else ", "
        text += joiner + cleaned[index]
    return text


def precondition(authors: list[str], max_named: int = 3) -> bool:
    return max_named >= 2


STRATEGIES = {
    "authors": st.lists(st.sampled_from(["Smith", " Jones ", "", "  ", "Łukasz", "Lee", "O'Neil"]), max_size=6),
    "max_named": st.one_of(st.just(3), st.integers(2, 5)),
}
SEED = {
    "domain": "library",
    "keywords": ["citation", "et al.", "serial comma"],
    "tags": ["string", "guard", "boundary", "early-return", "default-argument"],
}
