"""Grammar v2 (DESIGN "Reading a response"): sources in order, next-line values, hedged verdicts."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.parse import parse_response, read_verdict


@pytest.mark.parametrize(
    "value, verdict",
    [
        ("yes", True),
        ("true", True),
        ("false", False),
        ("Likely yes", True),
        ("Probably no.", False),
        ("**YES**", True),
        ("I think yes", True),
        ("it may well be yes", None),
        ("maybe", None),
        ("yes|no", None),
        ("yes/no", None),
        ("", None),
        ("(No)", False),
    ],
)
def test_verdict_words(value: str, verdict: bool | None) -> None:
    assert read_verdict(value) is verdict


@pytest.mark.parametrize(
    "text",
    [
        "**DEFECT:** yes\nLINES: 4",
        "**DEFECT: YES**\nLINES: 4",
        "__DEFECT:__ yes\n__LINES:__ 4",
        "1. DEFECT: yes\n2. LINES: 4",
        "DEFECT:\n\nYes\nLINES:\n4",
        "- DEFECT: true\n- LINES: L4",
        "> # `DEFECT`: Likely yes\n> LINES: line 4",
        "1) DEFECT: yes\n+ LINES: [4]",
    ],
)
def test_every_written_form_of_a_yes_on_line_4(text: str) -> None:
    parsed = parse_response(text)
    assert (parsed.parse_failure, parsed.verdict, parsed.lines) == (False, True, ((4, 4),))


def test_a_fix_in_a_code_block_after_the_answer_does_not_override_it() -> None:
    text = "DEFECT: yes\nLINES: 5\nEXPLANATION: uses or\n\n```python\nDEFECT: no\nlines: list[str] = []\n```\ntail"
    parsed = parse_response(text)
    assert (parsed.verdict, parsed.lines, parsed.explanation) == (True, ((5, 5),), "uses or\n\n\ntail")


def test_a_reasoning_trace_does_not_count_over_the_final_answer() -> None:
    text = "DEFECT: yes\nLINES: 2\nEXPLANATION: draft\nOn reflection:\nDEFECT: no\nLINES: none\nEXPLANATION: fine"
    parsed = parse_response(text)
    assert (parsed.verdict, parsed.lines, parsed.explanation) == (False, (), "fine")


def test_the_explanation_runs_to_the_next_key_line() -> None:
    parsed = parse_response("EXPLANATION: off by one\nin the loop\nLINES: 4\nDEFECT: yes\nWITNESS: f(3) -> 2")
    assert (parsed.explanation, parsed.lines, parsed.witness) == ("off by one\nin the loop", ((4, 4),), "f(3) -> 2")


@pytest.mark.parametrize("witness", ["none", "None", "n/a", ""])
def test_no_witness(witness: str) -> None:
    assert parse_response(f"DEFECT: yes\nWITNESS: {witness}").witness is None


def test_json_answers_bare_fenced_and_in_prose() -> None:
    answer = {"Defect": "yes", "LINES": [3, "5-6"], "explanation": "x", "witness": "f(1) -> 2"}
    for text in (
        json.dumps(answer),
        f"Sure.\n```json\n{json.dumps(answer, indent=2)}\n```\n",
        f"My answer is {json.dumps(answer)} as requested.",
    ):
        parsed = parse_response(text)
        assert (parsed.verdict, parsed.lines, parsed.explanation, parsed.witness) == (
            True,
            ((3, 3), (5, 6)),
            "x",
            "f(1) -> 2",
        )


def test_the_last_json_object_with_a_readable_verdict_counts() -> None:
    text = '{"defect": true, "lines": "2"} then {"defect": "unsure"} and {"defect": false, "lines": "none"}'
    assert (parse_response(text).verdict, parse_response(text).lines) == (False, ())
    text = '{"defect": true, "lines": "2"} then {"defect": "unsure"}'
    assert (parse_response(text).verdict, parse_response(text).lines) == (True, ((2, 2),))


def test_key_lines_outside_code_come_before_json_and_json_before_code() -> None:
    text = 'DEFECT: no\n{"defect": true}'
    assert parse_response(text).verdict is False
    text = '```\nDEFECT: no\n```\n{"defect": true, "lines": [7]}'
    assert (parse_response(text).verdict, parse_response(text).lines) == (True, ((7, 7),))
    text = "```\nDEFECT: yes\nLINES: 3\nEXPLANATION: wrapped\n  whole\n```"
    parsed = parse_response(text)
    assert (parsed.verdict, parsed.lines, parsed.explanation) == (True, ((3, 3),), "wrapped\n  whole")


@pytest.mark.parametrize(
    "text",
    [
        "**Defect found:** Yes",
        "only prose: nothing to say",
        '{"verdict": "yes"}',
        "DEFECT: unclear\nLINES: 4",
        "```\nDEFECT: maybe\n```",
    ],
)
def test_unreadable_answers_are_failures(text: str) -> None:
    parsed = parse_response(text)
    assert (parsed.parse_failure, parsed.verdict, parsed.lines, parsed.explanation) == (True, False, (), "")


def test_huge_and_hostile_responses_are_read_in_linear_time() -> None:
    # each of these would take quadratic (or exponential) time under a naive grammar
    for text in (
        "*" * 2_000_000 + ":",
        "{" * 1_000_000 + '"defect": true',
        '{"a": ' * 200_000 + '"defect":',
        "DEFECT:" + "\n" * 1_000_000,
        "1" * 1_000_000 + ": " + "4-" * 500_000,
        "```\n" * 500_000 + "DEFECT: yes",
    ):
        assert isinstance(parse_response(text).verdict, bool)


@given(st.text(alphabet=st.sampled_from(list('DEFCTLINSWXPdefyoun:*_`#>-1. \n{}"[]~')), max_size=300))
def test_grammar_never_crashes_on_key_like_text(text: str) -> None:
    parsed = parse_response(text)
    assert not parsed.parse_failure or (parsed.lines == () and parsed.explanation == "" and parsed.witness is None)
