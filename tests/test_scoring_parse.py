"""Response parsing and keyword matching: the DESIGN's rules, example by example and as properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.keywords import groups_hit, normalize, phrase_hits
from scoring.parse import parse_lines, parse_response


@pytest.mark.parametrize(
    "text, verdict, lines, explanation",
    [
        ("DEFECT: yes\nLINES: 3\nEXPLANATION: off by one", True, ((3, 3),), "off by one"),
        ("defect:   no\nlines: none\nexplanation: nothing", False, (), "nothing"),
        ("## Review\n**DEFECT:** yes\n- **LINES:** 3\n**EXPLANATION:** x", True, ((3, 3),), "x"),
        ("> `DEFECT`: Yes.\n* LINES: 2-4, 7\n# EXPLANATION: y", True, ((2, 4), (7, 7)), "y"),
        ("**DEFECT**: **no**\nLINES: 4 - 6\nEXPLANATION: z", False, ((4, 6),), "z"),
        ("DEFECT: yes\r\nLINES: 5 6\r\nEXPLANATION: a", True, ((5, 6),), "a"),
    ],
)
def test_key_lines_with_markdown_decoration_and_any_case(
    text: str, verdict: bool, lines: tuple, explanation: str
) -> None:
    parsed = parse_response(text)
    assert (parsed.verdict, parsed.lines, parsed.explanation, parsed.parse_failure) == (
        verdict,
        lines,
        explanation,
        False,
    )


def test_the_last_readable_defect_line_is_the_verdict() -> None:
    assert parse_response("DEFECT: yes\nDEFECT: perhaps").verdict is True
    trace = "DEFECT: yes\nthinking again...\nDEFECT: no\nLINES: none\nEXPLANATION: fine"
    assert parse_response(trace).verdict is False
    assert parse_response("DEFECT: no\nDEFECT: yes").verdict is True


def test_a_verdict_inside_prose_is_not_a_key_line() -> None:
    parsed = parse_response("If I had to answer now: DEFECT: yes\nbut I will not.")
    assert parsed.parse_failure and parsed.verdict is False


@pytest.mark.parametrize(
    "text",
    [
        "",
        "I am not sure.",
        "DEFECT: maybe\nLINES: 3\nEXPLANATION: x",
        "LINES: 3\nEXPLANATION: off-by-one",
        "**Defect found:** Yes\nLines: 3",
        "DEFECT: yes|no\nLINES: 4-6\nEXPLANATION: <one paragraph>",
        "DEFECT: yes/no",
    ],
)
def test_no_parseable_verdict_is_a_failure_with_no_lines_and_no_explanation(text: str) -> None:
    parsed = parse_response(text)
    assert (parsed.parse_failure, parsed.verdict, parsed.lines, parsed.explanation) == (True, False, (), "")


def test_last_lines_and_last_explanation_count_and_explanation_runs_to_the_end() -> None:
    text = "DEFECT: yes\nLINES: 1\nEXPLANATION: first\nLINES: 8\nEXPLANATION: second\nmore text\n\nand more"
    parsed = parse_response(text)
    assert parsed.lines == ((8, 8),)
    assert parsed.explanation == "second\nmore text\n\nand more"


def test_lines_are_read_whatever_the_verdict() -> None:
    assert parse_response("DEFECT: no\nLINES: 2\nEXPLANATION: e").lines == ((2, 2),)


@pytest.mark.parametrize(
    "value, expected",
    [
        ("none", ()),
        ("", ()),
        ("3", ((3, 3),)),
        ("6, 7", ((6, 7),)),
        ("2-4", ((2, 4),)),
        ("9-7", ((7, 9),)),
        ("1, 3 5", ((1, 1), (3, 3), (5, 5))),
        ("4–6", ((4, 6),)),
        ("3 (the loop)", ((3, 3),)),
        ("L4", ((4, 4),)),
        ("12345678901234567890", ((10**9, 10**9),)),
        ("L18", ((18, 18),)),
        ("15 to 17", ((15, 17),)),
        ("line 5 and line 9", ((5, 5), (9, 9))),
        ("lines 3, 5", ((3, 3), (5, 5))),
        ("n/a", ()),
        ("-", ()),
        ("null", ()),
        ("[]", ()),
        ("x2", ()),
        ("45th", ()),
        ("1.5", ()),
    ],
)
def test_lines_values(value: str, expected: tuple) -> None:
    assert parse_lines(value) == expected


def test_a_huge_range_costs_nothing() -> None:
    parsed = parse_response("DEFECT: yes\nLINES: 1-999999999\nEXPLANATION: e")
    assert parsed.named_line_count == 999_999_999 and parsed.names_line(123_456_789)


@given(st.lists(st.one_of(st.integers(1, 60), st.tuples(st.integers(1, 60), st.integers(1, 60))), max_size=8))
def test_parsed_intervals_cover_exactly_the_named_lines(tokens: list) -> None:
    text = ", ".join(str(t) if isinstance(t, int) else f"{t[0]}-{t[1]}" for t in tokens)
    named: set[int] = set()
    for t in tokens:
        lo, hi = (t, t) if isinstance(t, int) else (min(t), max(t))
        named.update(range(lo, hi + 1))
    intervals = parse_lines(text)
    covered = {n for lo, hi in intervals for n in range(lo, hi + 1)}
    assert covered == named
    assert all(a[1] + 1 < b[0] for a, b in zip(intervals, intervals[1:]))  # merged and sorted


@given(st.text(max_size=400))
def test_parsing_never_crashes_on_arbitrary_text(text: str) -> None:
    parsed = parse_response(text)
    assert isinstance(parsed.verdict, bool)
    assert not parsed.parse_failure or (parsed.lines == () and parsed.explanation == "")


def test_keyword_word_boundaries() -> None:
    assert not phrase_hits("an error here", "or")
    assert phrase_hits("this or that", "or")
    assert not phrase_hits("foo_or bar", "or")
    assert phrase_hits("uses a<=b here", "<=")
    assert phrase_hits("x<=y", "<=")
    assert phrase_hits("Off-By-One: it SKIPS THE   LAST element", "skips the last")
    assert phrase_hits("skips\tthe\n last", "skips  the last")
    assert not phrase_hits("the operator", "or")
    assert phrase_hits("an off-by-one.", "off-by-one")
    assert not phrase_hits("ranges", "range")


def test_groups_hit_counts_groups_not_phrases() -> None:
    groups = (("or", "either"), ("and",), ("audit",))
    assert groups_hit("either this or that, and nothing else", groups) == 2
    assert groups_hit("", groups) == 0


@given(st.text(max_size=30), st.text(max_size=30), st.text(min_size=1, max_size=10))
def test_a_phrase_always_hits_itself_between_separators(before: str, after: str, phrase: str) -> None:
    if normalize(phrase):
        assert phrase_hits(f"{before} {phrase} {after}", phrase)
