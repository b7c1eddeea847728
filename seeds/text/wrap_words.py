"""Text: wrap a paragraph greedily into lines of limited width."""
from hypothesis import strategies as st


def wrap_words(text: str, width: int) -> list[str]:
    """Split text on whitespace and pack the words greedily, in order, into lines whose
    words are joined by single spaces. A line may be at most width characters long (a line
    of exactly width characters is allowed). A word longer than width goes alone on its own
    line, unbroken. Text with no words gives []; a width of zero or less also gives []."""
    if width <= 0:
        return []
    lines: list[str] = []
    current = ""
    for word in text.split():
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def clean_wrap_words(text: str, width: int) -> list[str]:
    if width < 1:
        return []
    groups: list[list[str]] = []
    for word in text.split():
        if groups and len(" ".join(groups[-1] + [word])) <= width:
            groups[-1].append(word)
        else:
            groups.append([word])
    return [" ".join(group) for group in groups]


STRATEGIES = {
    "text": st.text(alphabet="abc  ", max_size=30),
    "width": st.integers(-1, 10),
}
SEED = {
    "domain": "text",
    "keywords": ["word wrap", "line width", "greedy"],
    "tags": ["loop", "boundary", "guard", "string", "accumulator"],
}
