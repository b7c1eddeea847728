"""Text: wrap and fully justify a paragraph to a fixed width."""
from hypothesis import strategies as st


def split_words(text: str) -> list[str]:
    """The words of text, in order: maximal runs of characters that are not
    spaces, tabs or newlines. Leading, trailing and repeated whitespace yields no
    empty words; an empty or all-blank text gives []."""
    words = []
    current = ""
    for char in text:
        if char in " \t\n":
            if current:
                words.append(current)
                current = ""
        else:
            current += char
    if current:
        words.append(current)
    return words


def greedy_lines(words: list[str], width: int) -> list[list[str]]:
    """Words packed greedily into lines of at most width characters, one space
    between words: each line takes as many of the next words as fit. A word
    longer than width sits alone on its own line. Returns [] for no words;
    width is at least 1."""
    lines: list[list[str]] = []
    current: list[str] = []
    used = 0
    for word in words:
        if current and used + 1 + len(word) > width:
            lines.append(current)
            current, used = [], 0
        used += len(word) if not current else 1 + len(word)
        current.append(word)
    if current:
        lines.append(current)
    return lines


def spread_gaps(free: int, gaps: int) -> list[int]:
    """How many spaces go in each of `gaps` gaps (gaps >= 1) to share out
    `free` >= 0 spaces as evenly as possible, the wider gaps first (left):
    spread_gaps(7, 3) == [3, 2, 2].

    >>> spread_gaps(7, 3)
    [3, 2, 2]
    """
    base, extra = divmod(free, gaps)
    return [base + 1 if index < extra else base for index in range(gaps)]


def pad_right(text: str, width: int) -> str:
    """text padded with spaces on the right to width characters; text that is
    already width characters or longer is returned as it is (never cut).

    >>> pad_right("ab", 5), pad_right("abcdef", 3)
    ('ab   ', 'abcdef')
    """
    return text + " " * max(0, width - len(text))


def interleave(words: list[str], gaps: list[int]) -> str:
    """The words (at least one) joined with gaps[i] spaces between word i and
    word i + 1 (0-based); gaps has one entry fewer than words.

    >>> interleave(["a", "bb", "c"], [3, 1])
    'a   bb c'
    """
    pieces = [words[0]]
    for gap, word in zip(gaps, words[1:]):
        pieces.append(" " * gap)
        pieces.append(word)
    return "".join(pieces)


def justify_line(words: list[str], width: int, last: bool = False) -> str:
    """One line of exactly width characters when its words fit: the words with
    the gaps widened by spread_gaps so the last word ends at the last column. A
    line of one word, and the paragraph's last line (last=True), are instead
    left-aligned with single spaces and padded with spaces on the right. The
    words joined by single spaces fit in width, except that a lone word may be
    longer (it is returned as it is)."""
    if last or len(words) == 1:
        return pad_right(" ".join(words), width)
    letters = sum(len(word) for word in words)
    return interleave(words, spread_gaps(width - letters, len(words) - 1))


def justify(text: str, width: int) -> list[str]:
    """The paragraph text wrapped by greedy_lines and justified line by line
    (justify_line; only the final line counts as last). An empty paragraph
    gives []; width is at least 1."""
    lines = greedy_lines(split_words(text), width)
    return [justify_line(line, width, last=index == len(lines) - 1) for index, line in enumerate(lines)]


def clean_justify(text: str, width: int) -> list[str]:
    words = text.split()
    rows: list[list[str]] = [[]]
    for word in words:
        row = rows[-1]
        if row and len(" ".join(row + [word])) > width:
            rows.append([word])
        else:
            row.append(word)
    if not words:
        return []
    out = []
    for i, row in enumerate(rows):
        if i == len(rows) - 1 or len(row) == 1:
            out.append(" ".join(row).ljust(width))
            continue
        spaces = width - sum(map(len, row))
        line = ""
        for j, word in enumerate(row[:-1]):
            remaining_gaps = len(row) - 1 - j
            take = -(-spaces // remaining_gaps)
            line += word + " " * take
            spaces -= take
        out.append(line + row[-1])
    return out


def precondition_justify_line(words: list[str], width: int, last: bool = False) -> bool:
    return len(words) == 1 or len(" ".join(words)) <= width


_WORD = st.text(alphabet="abcdefxyz", min_size=1, max_size=9)
_TEXT = st.builds(
    lambda ws, seps: "".join(w + s for w, s in zip(ws, seps)),
    st.lists(_WORD, max_size=12),
    st.lists(st.sampled_from([" ", "  ", "\n", "\t", " \n "]), min_size=12, max_size=12),
)
_WIDTH = st.integers(1, 30)

STRATEGIES = {
    "split_words": {"text": _TEXT},
    "greedy_lines": {"words": st.lists(_WORD, max_size=12), "width": _WIDTH},
    "spread_gaps": {"free": st.integers(0, 40), "gaps": st.integers(1, 8)},
    "pad_right": {"text": _WORD, "width": _WIDTH},
    "interleave": {"words": st.lists(_WORD, min_size=3, max_size=3), "gaps": st.lists(st.integers(0, 4), min_size=2, max_size=2)},
    "justify_line": {"words": st.lists(_WORD, min_size=1, max_size=5), "width": _WIDTH, "last": st.booleans()},
    "justify": {"text": _TEXT, "width": _WIDTH},
}
PRECONDITIONS = {"justify_line": precondition_justify_line}
SEED = {
    "domain": "text",
    "keywords": ["justify", "word wrap", "greedy", "padding", "gaps"],
    "tags": ["string", "accumulator", "divmod", "keyword-default", "last-line"],
    "kind": "module",
}
