"""The house docstring layout (generator/disguise/docstring_layout.py): the layout depends on the words
alone, never on how the seed's author laid them out, and nothing but whitespace changes."""

from __future__ import annotations

import ast

from hypothesis import given
from hypothesis import strategies as st

from audit.features import feature_table
from generator.disguise.docstring_layout import WIDTH, laid_out, relayout
from generator.disguise.style import normalise_groups

WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz.,;:()[]=-0123456789", min_size=1, max_size=14).filter(
    lambda w: not w.startswith(">>>")
)
PARAGRAPH = st.lists(WORD, min_size=1, max_size=40)
DOC = st.lists(PARAGRAPH, min_size=1, max_size=3)


def _authored(paragraphs: list[list[str]], width: int, close_own_line: bool, indent: int) -> str:
    """A docstring literal as one author would write it: wrapped at ``width``, closing quotes where
    that author puts them."""
    pad = " " * indent
    lines: list[str] = []
    for paragraph in paragraphs:
        if lines:
            lines.append("")
        current = ""
        for word in paragraph:
            if current and len(current) + 1 + len(word) > width:
                lines.append(current)
                current = word
            else:
                current = f"{current} {word}" if current else word
        lines.append(current)
    text = lines[0] + "".join(f"\n{pad}{line}" if line else "\n" for line in lines[1:])
    return f'"""{text}\n{pad}"""' if close_own_line else f'"""{text}"""'


def _function(literal: str, indent: int = 4) -> str:
    return f"def f(x):\n{' ' * indent}{literal}\n{' ' * indent}return x + 1\n"


def _paragraph_words(literal: str) -> list[list[str]]:
    text = ast.literal_eval(literal)
    return [p.split() for p in "\n".join(line.strip() for line in text.split("\n")).split("\n\n") if p.strip()]


@given(DOC, st.integers(30, 110), st.integers(30, 110), st.booleans(), st.booleans())
def test_the_layout_depends_on_the_words_alone(paragraphs, width_a, width_b, close_a, close_b):
    one = relayout(_function(_authored(paragraphs, width_a, close_a, 4)))
    other = relayout(_function(_authored(paragraphs, width_b, close_b, 4)))
    assert one == other


@given(DOC, st.integers(30, 110), st.booleans(), st.sampled_from([4, 8]))
def test_only_whitespace_changes_and_the_layout_is_stable(paragraphs, width, close, indent):
    literal = _authored(paragraphs, width, close, indent)
    out = laid_out(literal, indent)
    assert _paragraph_words(out) == [p for p in paragraphs if p]
    assert laid_out(out, indent) == out
    lines = out.split("\n")
    if len(lines) > 1:
        assert lines[-1] == " " * indent + '"""'  # closing quotes on a line of their own
    else:
        assert indent + len(out) <= WIDTH
    longest_word = max(len(w) for p in paragraphs for w in p)
    assert all(len(line) <= max(WIDTH, indent + longest_word + 3) for line in lines[1:])
    assert indent + len(lines[0]) <= max(WIDTH, indent + 3 + longest_word + 3)


def test_code_is_untouched_and_doctests_keep_their_lines():
    source = (
        "def median(data):\n"
        '    """Return the median\n'
        "    of data.\n\n"
        "    >>> median([1, 3, 5])\n"
        "    3\n"
        '    """\n'
        "    data = sorted(data)\n"
        "    return data[len(data) // 2]\n"
    )
    out = relayout(source)
    assert '"""Return the median of data.\n\n    >>> median([1, 3, 5])\n    3\n    """' in out
    assert ast.dump(ast.parse(out).body[0].body[1]) == ast.dump(ast.parse(source).body[0].body[1])


def test_other_literals_are_left_alone():
    for literal in ('"one line"', "b'''bytes'''", 'f"""{x}"""', '"""  """'):
        assert laid_out(literal, 4) == literal


def test_layout_features_do_not_follow_the_author():
    """Two twin groups whose docstrings differ only in the author's layout come out with the same
    audit layout features (the features that once leaked the disguised variant)."""
    words = [["Count", "the", "words", "of", "text", "and", "return", "how", "many", "there", "are."] * 2]
    groups = [[_function(_authored(words, width, close, 4))] for width, close in ((40, True), (100, False))]
    (a,), (b,) = normalise_groups(groups)
    table = feature_table([a, b])
    for feature in ("doc_close_own_line", "doc_first_ends_period", "doc_lines", "doc_first_chars"):
        first, second = table.column(feature)
        assert first == second, feature
