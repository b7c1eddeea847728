"""The review prompt: numbered code and the exact answer format the scorer parses."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scoring.parse import parse_response
from scoring.prompts import as_jsonl, numbered_lines, prompt_records, render_prompt

CODE = "def count(xs):\n    total = 0\n    for i in range(len(xs) - 1):\n        total += xs[i]\n    return total\n"


def test_prompt_numbers_every_line_and_asks_for_the_format() -> None:
    prompt = render_prompt("rp-2027q1-0001", CODE)
    assert "1 | def count(xs):" in prompt
    assert "3 |     for i in range(len(xs) - 1):" in prompt
    assert "6 |" not in prompt  # the final newline does not make a sixth line
    assert prompt.rstrip().endswith(
        "DEFECT: yes|no\nLINES: <comma-separated line numbers or ranges like 4-6, or none>\n"
        "EXPLANATION: <one paragraph>\n"
        "WITNESS: <optional: one call with literal arguments -> the result the docstring requires, or none>"
    )
    # the format block itself is not a parseable answer, so echoing the prompt scores nothing
    assert parse_response(prompt).parse_failure


def test_numbers_are_right_aligned_and_blank_lines_kept() -> None:
    code = "\n".join(f"x{i} = {i}" if i != 4 else "" for i in range(1, 12))
    prompt = render_prompt("s", code)
    assert " 1 | x1 = 1" in prompt and "11 | x11 = 11" in prompt and "\n 4 |\n" in prompt


def test_code_with_fences_gets_a_longer_fence() -> None:
    prompt = render_prompt("s", 'X = """```"""\n')
    assert "````\n1 | X = " in prompt


@given(st.text(max_size=200))
def test_line_numbers_follow_python_line_breaks(code: str) -> None:
    numbered = numbered_lines(code)
    assert [n for n, _ in numbered] == list(range(1, len(numbered) + 1))
    assert all("\n" not in text and "\r" not in text for _, text in numbered)


def test_prompt_records_keep_order_and_ids() -> None:
    records = prompt_records([{"snippet_id": "b", "code": "y = 2"}, {"snippet_id": "a", "code": "x = 1"}])
    assert [r["snippet_id"] for r in records] == ["b", "a"]
    assert set(records[0]) == {"snippet_id", "prompt"}
    assert as_jsonl(records).count("\n") == 2
