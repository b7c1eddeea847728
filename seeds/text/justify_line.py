"""Text: fully justify one line of words."""
from hypothesis import strategies as st


def justify_line(words: list[str], width: int) -> str:
    """Join the words into a line exactly `width` characters wide by widening the gaps
    between them: every gap gets at least one space, the spaces are spread as evenly as
    possible, and when they do not divide evenly the leftmost gaps get one extra. A single
    word is padded with spaces on the right. When the words with single spaces are already
    `width` or longer, they are joined with single spaces. No words -> width spaces.
    width is a whole number from -10,000 to 10,000.
    """
    if not words:
        return " " * max(width, 0)
    gaps = len(words) - 1
    letters = sum(len(w) for w in words)
    if gaps == 0 or letters + gaps >= width:
        return " ".join(words).ljust(width)
    spaces, extra = divmod(width - letters, gaps)
    line = ""
    for i, word in enumerate(words[:-1]):
        line += word + " " * (spaces + (1 if i < extra else 0))
    return line + words[-1]


def clean_justify_line(words: list[str], width: int) -> str:
    """Join the words into a line exactly `width` characters wide by widening the gaps
    between them: every gap gets at least one space, the spaces are spread as evenly as
    possible, and when they do not divide evenly the leftmost gaps get one extra. A single
    word is padded with spaces on the right. When the words with single spaces are already
    `width` or longer, they are joined with single spaces. No words -> width spaces.
    """
    plain = " ".join(words)
    if len(words) < 2 or len(plain) >= width:
        return plain + " " * (width - len(plain))
    gaps = [" "] * (len(words) - 1)
    used = len(plain)
    k = 0
    while used < width:
        gaps[k] += " "
        used += 1
        k = (k + 1) % len(gaps)
    return "".join(word + gap for word, gap in zip(words, gaps + [""]))


def precondition(words: list[str], width: int) -> bool:
    return -10_000 <= width <= 10_000


STRATEGIES = {
    "words": st.lists(st.sampled_from(["a", "to", "the", "naïve", "justify", "x"]), max_size=4),
    "width": st.integers(-1, 20),
}
SEED = {"domain": "text", "keywords": ["justify", "even spacing", "leftmost gaps"],
        "tags": ["string", "divmod", "loop", "guard", "boundary"]}
