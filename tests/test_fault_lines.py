"""Statement deletion blames the right line: the line now standing where the deleted statement was,
or the enclosing block's first line when nothing does, and the engine's fault lines equal the twin
diff (``changed_lines``) of the snippets a reviewer sees."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.model import changed_lines
from core.snippet import extract_function
from operators.engine import enumerate_mutants

CASES = [
    # (source, deleted statement text, the line blamed in the mutant, what stands there)
    (
        "def f(xs, t):\n    n = 0\n    for x in xs:\n        n += x\n        t.append(n)\n    return n\n",
        "t.append(n)",
        3,
        "    for x in xs:",
    ),  # end of a nested block: the block's header
    (
        "def f(xs):\n    if not xs:\n        return 0\n    # the mean\n    return sum(xs) / len(xs)\n",
        "if not xs",
        3,
        "    return sum(xs) / len(xs)",
    ),  # before a comment: the comment is never blamed
    (
        "def f(x, log):\n    y = x * 2\n    log.append(y)\n    # done\n    if y > 3:\n        return y\n    return 0\n",
        "if y > 3",
        4,
        "",
    ),
    (
        "def f(xs, out):\n    for x in xs:\n        if x:\n            out.append(x)\n            out.sort()\n    return out\n",
        "out.sort()",
        3,
        "        if x:",
    ),  # inside nested blocks
]


def _mutant(source: str, deleted: str):
    found = [m for m in enumerate_mutants(source, operators=["SDL"]) if deleted in m.sites[0].before]
    assert found, [m.sites[0].before for m in enumerate_mutants(source, operators=["SDL"])]
    return found[0]


def test_deletion_at_the_end_of_a_nested_block_blames_its_header() -> None:
    m = _mutant(*CASES[0][:2])
    assert m.fault_lines == (3,) and m.source.splitlines()[2] == "    for x in xs:"


def test_deleted_guard_before_a_comment_blames_the_code_line_not_the_comment() -> None:
    m = _mutant(*CASES[1][:2])
    line = m.source.splitlines()[m.fault_lines[0] - 1]
    assert m.fault_lines == (3,) and line == "    return sum(xs) / len(xs)"


def test_deleted_guard_after_a_comment_takes_its_comment_and_blames_the_next_statement() -> None:
    m = _mutant(*CASES[2][:2])
    assert "# done" not in m.source
    assert m.source.splitlines()[m.fault_lines[0] - 1] == "    return 0"


def test_deletion_inside_nested_blocks() -> None:
    m = _mutant(*CASES[3][:2])
    assert m.fault_lines == (3,) and m.source.splitlines()[2] == "        if x:"


def test_deleting_a_function_s_last_statement_blames_the_def_line() -> None:
    before = "def f(xs):\n    xs.sort()\n    xs.reverse()\n"
    assert changed_lines(before, "def f(xs):\n    xs.sort()\n") == (1,)


@pytest.mark.parametrize("index", range(len(CASES)))
def test_engine_fault_lines_equal_the_snippet_twin_diff(index: int) -> None:
    source, deleted = CASES[index][:2]
    m = _mutant(source, deleted)
    fixed = extract_function(source, "f", twin=m.source)
    defective = extract_function(m.source, "f", twin=source)
    assert defective.map_lines(m.fault_lines) == changed_lines(fixed.code, defective.code)


_STMT = st.sampled_from(["t.append(x)", "t.sort()", "t.reverse()", "n += x", "t.clear()"])


@settings(max_examples=40, deadline=None)
@given(st.lists(_STMT, min_size=2, max_size=4), st.lists(_STMT, min_size=2, max_size=3), st.booleans())
def test_blamed_line_stands_where_the_deletion_was_or_is_its_block_header(
    outer: list[str], inner: list[str], comment: bool
) -> None:
    body = "".join(f"        {s}\n" for s in inner)
    source = (
        "def f(xs, t):\n    n = 0\n    for x in xs:\n"
        + body
        + ("    # after the loop\n" if comment else "")
        + "".join(f"    {s}\n" for s in outer).replace("x)", "n)").replace("+= x", "+= 1")
        + "    return n\n"
    )
    for m in enumerate_mutants(source, operators=["SDL"]):
        (line,) = m.fault_lines
        text = m.source.splitlines()[line - 1]
        deleted_indent = m.sites[0].span.start_col
        assert not text.strip().startswith("#")
        indent = len(text) - len(text.lstrip())
        assert indent == deleted_indent or (indent < deleted_indent and text.rstrip().endswith(":")), (m.source, line)
