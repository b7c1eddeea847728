"""Text: capitalise a headline, keeping minor words lower-case."""
from hypothesis import strategies as st


def title_case(title: str) -> str:
    """Capitalise a headline. Words are separated by single spaces (repeated spaces give
    empty words, kept as they are). Every word is lower-cased and then gets its first
    letter upper-cased, except the minor words "a", "an", "the", "of", "and", "or", "in",
    "to", which stay all lower-case -- unless the minor word is the first or the last word
    of the title, which is always capitalised. "" gives "".
    The title is ASCII text."""
    words = title.split(" ")
    minor = {"a", "an", "the", "of", "and", "or", "in", "to"}
    last = len(words) - 1
    for i in range(len(words)):
        word = words[i].lower()
        if word in minor and i != 0 and i != last:
            words[i] = word
        else:
            words[i] = word[:1].upper() + word[1:]
    return " ".join(words)


def clean_title_case(title: str) -> str:
    parts = title.split(" ")
    small = ("a", "an", "the", "of", "and", "or", "in", "to")
    result = []
    for pos, part in enumerate(parts):
        edge = pos in (0, len(parts) - 1)
        result.append(part.capitalize() if edge or part.lower() not in small else part.lower())
    return " ".join(result)


def precondition(title: str) -> bool:
    return title.isascii()


STRATEGIES = {
    "title": st.lists(
        st.sampled_from(["a", "THE", "of", "And", "in", "cat", "bIG", "war", ""]), max_size=6
    ).map(" ".join)
}
SEED = {
    "domain": "text",
    "keywords": ["title case", "headline", "minor words"],
    "tags": ["loop", "index", "boolean", "string", "boundary"],
}
