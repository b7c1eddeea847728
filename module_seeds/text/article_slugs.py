"""Text: make unique URL slugs for article titles and an alphabetical index of them."""
from hypothesis import strategies as st

STOP_WORDS = frozenset({"a", "an", "the", "of", "and"})


def tidy_word(word: str) -> str:
    """The word lowercased with every character that is not an ASCII letter
    or digit removed ("Don't!" gives "dont", "été" gives "t").

    >>> tidy_word("Don't!"), tidy_word("R2-D2")
    ('dont', 'r2d2')
    """
    kept = []
    for char in word.lower():
        if char.isascii() and char.isalnum():
            kept.append(char)
    return "".join(kept)


def content_words(title: str) -> list[str]:
    """The words a slug is made of: the title's space-separated words passed
    through tidy_word, empty results dropped, then STOP_WORDS dropped, except
    that a title made only of stop words keeps them. Order is kept.

    >>> content_words("The Art of  War!"), content_words("The and"), content_words("")
    (['art', 'war'], ['the', 'and'], [])
    """
    words = [tidy_word(word) for word in title.split(" ")]
    words = [word for word in words if word]
    content = [word for word in words if word not in STOP_WORDS]
    return content or words


def fit_words(words: list[str], max_length: int) -> str:
    """The words (at least one) joined by "-", dropping whole words from the
    end until the text is at most max_length (>= 1) characters; the first word
    is always kept, cut to max_length characters if need be.

    >>> fit_words(["art", "of", "war"], 7), fit_words(["encyclopedia"], 5)
    ('art-of', 'encyc')
    """
    chosen = list(words)
    while len(chosen) > 1 and len("-".join(chosen)) > max_length:
        chosen = chosen[:-1]
    return "-".join(chosen)[:max_length]


def slugify(title: str, max_length: int = 40) -> str:
    """The slug of a title: its space-separated words passed through
    tidy_word, empty results and STOP_WORDS dropped (except that a title made
    only of stop words keeps them), joined by "-". When that is longer than
    max_length, whole words are dropped from the end until it fits, but the
    first word is always kept, cut to max_length characters if need be. An
    empty slug is "untitled"."""
    chosen = content_words(title)
    if not chosen:
        return "untitled"
    return fit_words(chosen, max_length)


def with_suffix(slug: str, taken: set[str]) -> str:
    """slug itself when it is not in taken, else slug + "-2", "-3", ... with
    the smallest number that is free. taken is not changed."""
    if slug not in taken:
        return slug
    number = 2
    while f"{slug}-{number}" in taken:
        number += 1
    return f"{slug}-{number}"


def assign_slugs(titles: list[str], existing: list[str], max_length: int = 40) -> list[str]:
    """One unique slug per title, in title order: slugify with max_length,
    made unique by with_suffix against the existing slugs and every slug
    assigned before it in this call (the suffix may make a slug longer than
    max_length)."""
    taken = set(existing)
    slugs = []
    for title in titles:
        slug = with_suffix(slugify(title, max_length=max_length), taken)
        taken.add(slug)
        slugs.append(slug)
    return slugs


def group_by_first(slugs: list[str]) -> dict[str, list[str]]:
    """The slugs (none empty) grouped by their first character, each group
    sorted alphabetically, the keys in sorted order; no slugs give {}.

    >>> group_by_first(["war", "art-2", "art", "3-body"])
    {'3': ['3-body'], 'a': ['art', 'art-2'], 'w': ['war']}
    """
    groups: dict[str, list[str]] = {}
    for slug in slugs:
        groups.setdefault(slug[0], []).append(slug)
    return {letter: sorted(groups[letter]) for letter in sorted(groups)}


def index_by_letter(titles: list[str], existing: list[str], max_length: int = 40) -> dict[str, list[str]]:
    """The assigned slugs grouped by their first character (a letter or a
    digit; "untitled" goes under "u"), each group sorted alphabetically; the
    keys come in sorted order."""
    return group_by_first(assign_slugs(titles, existing, max_length=max_length))


def clean_index_by_letter(titles: list[str], existing: list[str], max_length: int = 40) -> dict[str, list[str]]:
    import re

    used = set(existing)
    made = []
    for title in titles:
        tokens = [re.sub(r"[^a-z0-9]", "", t.lower()) for t in title.split(" ")]
        tokens = [t for t in tokens if t]
        keep = [t for t in tokens if t not in {"a", "an", "the", "of", "and"}] or tokens
        slug = "untitled"
        if keep:
            slug = keep[0][:max_length]
            for count in range(len(keep), 0, -1):
                joined = "-".join(keep[:count])
                if len(joined) <= max_length:
                    slug = joined
                    break
        candidate, n = slug, 1
        while candidate in used:
            n += 1
            candidate = f"{slug}-{n}"
        used.add(candidate)
        made.append(candidate)
    out: dict[str, list[str]] = {}
    for slug in sorted(made):
        out.setdefault(slug[0], []).append(slug)
    return out


_WORD = st.sampled_from(["The", "Art", "of", "War", "Don't!", "été", "R2-D2", "and", "Python", "3", "", "a"])
_TITLE = st.lists(_WORD, max_size=7).map(" ".join)

STRATEGIES = {
    "tidy_word": {"word": _WORD},
    "slugify": {"title": _TITLE, "max_length": st.integers(1, 40)},
    "content_words": {"title": _TITLE},
    "fit_words": {"words": st.lists(st.sampled_from(["art", "of", "war", "encyclopedia", "r2d2"]), min_size=1, max_size=6),
                  "max_length": st.integers(1, 40)},
    "group_by_first": {"slugs": st.lists(st.sampled_from(["art", "art-2", "war", "3-body", "untitled"]), max_size=8)},
    "with_suffix": {"slug": st.sampled_from(["art", "war", "untitled"]),
                    "taken": st.sets(st.sampled_from(["art", "art-2", "art-3", "war-2", "untitled"]))},
    "assign_slugs": {"titles": st.lists(_TITLE, max_size=8), "existing": st.lists(st.sampled_from(["art-war", "python-3", "untitled"]), max_size=3),
                     "max_length": st.integers(1, 40)},
    "index_by_letter": {"titles": st.lists(_TITLE, max_size=8), "existing": st.lists(st.sampled_from(["art-war", "untitled"]), max_size=2),
                        "max_length": st.integers(1, 40)},
}
SEED = {
    "domain": "text",
    "keywords": ["slug", "stop words", "unique suffix", "truncate", "index"],
    "tags": ["string", "sets", "while-loop", "keyword-default", "grouping"],
    "kind": "module",
}
