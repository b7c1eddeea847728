"""Library: the filing key of a title, ignoring a leading article."""
from hypothesis import strategies as st


def title_sort_key(title: str) -> str:
    """Key for filing a title alphabetically: surrounding whitespace removed, runs of
    inner whitespace collapsed to one space, casefolded (str.casefold), and a leading
    "the", "a" or "an" dropped when it is a whole word followed by more text ("The Hobbit"
    -> "hobbit", "A" -> "a", "Anthem" -> "anthem"). Only one article is dropped ("The A
    Team" -> "a team")."""
    words = title.casefold().split()
    if len(words) > 1 and words[0] in ("the", "a", "an"):
        words = words[1:]
    return " ".join(words)


def clean_title_sort_key(title: str) -> str:
    """Key for filing a title alphabetically: surrounding whitespace removed, runs of
    inner whitespace collapsed to one space, casefolded (str.casefold), and a leading
    "the", "a" or "an" dropped when it is a whole word followed by more text ("The Hobbit"
    -> "hobbit", "A" -> "a", "Anthem" -> "anthem"). Only one article is dropped ("The A
    Team" -> "a team")."""
    text = " ".join(title.split()).casefold()
    for article in ("the ", "a ", "an "):
        if text.startswith(article):
            return text[len(article):]
    return text


STRATEGIES = {
    "title": st.one_of(
        st.sampled_from(["The Hobbit", "  the   old  man ", "A", "An", "Anthem", "The A Team", "THE END", "a tale",
                         "Straße", "Theory", "An  Ode", "the", "", "Ärger"]),
        st.lists(st.sampled_from(["the", "The", "a", "A", "an", "Ann", "sea", "Öl"]), max_size=4).map(" ".join),
    ),
}
SEED = {
    "domain": "library",
    "keywords": ["filing rules", "leading article", "casefold"],
    "tags": ["string", "guard", "boolean", "slicing"],
}
