"""Text: shorten a title to a character limit at a word boundary with an ellipsis."""
from hypothesis import strategies as st


def truncate_at_word(text: str, limit: int) -> str:
    """Shorten text to at most limit characters. Text whose length is <= limit is returned
    unchanged. Otherwise the result is a prefix followed by "..." with total length <= limit:
    the prefix ends just before the last space found at positions 1 .. limit - 3 of text
    (the space and everything after it are dropped); if there is no such space, the prefix
    is the first limit - 3 characters (a hard cut). If limit < 3 and the text does not
    fit, the result is ""."""
    if len(text) <= limit:
        return text
    if limit < 3:
        return ""
    budget = limit - 3
    cut = text.rfind(" ", 0, budget + 1)
    if cut <= 0:
        return text[:budget] + "..."
    return text[:cut] + "..."


def clean_truncate_at_word(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    if limit < 3:
        return ""
    keep = limit - 3
    spaces = [i for i in range(1, keep + 1) if text[i] == " "]
    prefix = text[: spaces[-1]] if spaces else text[:keep]
    return prefix + "..."


STRATEGIES = {
    "text": st.text(alphabet="ab  ", max_size=20),
    "limit": st.integers(0, 20),
}
SEED = {
    "domain": "text",
    "keywords": ["truncate", "ellipsis", "word boundary"],
    "tags": ["boundary", "guard", "string", "early-return", "index"],
}
