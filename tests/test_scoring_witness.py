"""Executable witnesses: read as literals only, run in the sandbox, counted per tier and variant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.evaluate import Options, evaluate
from scoring.io import load_key
from scoring.model import ResponseSet
from scoring.witness import ReadWitness, read_witness

FIXED = '''def overdue_fine(days_late: int, rate: int) -> int:
    """The fine for returning a book days_late days late at rate per day (0 when on time)."""
    if days_late <= 0:
        return 0
    return days_late * rate
'''
ORIGINAL = FIXED.replace("return days_late * rate", "return (days_late - 1) * rate")
SLOW = FIXED.replace("return days_late * rate", "while days_late > 2:\n        pass\n    return days_late * rate")
PRECONDITION = "def precondition(days_late: int, rate: int) -> bool:\n    return rate >= 0\n"


@pytest.mark.parametrize(
    "text, read",
    [
        ("overdue_fine(3, 5) -> 15", ReadWitness("(3, 5, )", "{}", "15")),
        ("`overdue_fine(days_late=3, rate=5) -> 15`", ReadWitness("()", "{'days_late': 3, 'rate': 5}", "15")),
        ("overdue_fine([1, {'a': (2,)}], -4) → {1, 2}", ReadWitness("([1, {'a': (2,)}], -4, )", "{}", "{1, 2}")),
        ("overdue_fine('a->b', b'x') -> None.", ReadWitness("('a->b', b'x', )", "{}", "None")),
    ],
)
def test_literal_calls_are_read(text: str, read: ReadWitness) -> None:
    assert read_witness(text, "overdue_fine") == read


@pytest.mark.parametrize(
    "text, why",
    [
        ("other(3, 5) -> 15", "foreign"),
        ("os.system('x')(1) -> 0", "unreadable"),
        ("overdue_fine(__import__('os').getcwd()) -> 0", "unreadable"),
        ("overdue_fine(3, 5)", "unreadable"),
        ("overdue_fine(2 * 3, 5) -> 15", "unreadable"),
        ("overdue_fine(*[3, 5]) -> 15", "unreadable"),
        ("overdue_fine(3, 5) -> 3 + 12", "unreadable"),
        ("overdue_fine(3, 5) -> ...", "unreadable"),
        ("overdue_fine(" + "[" * 200 + "]" * 200 + ") -> 1", "unreadable"),
        ("overdue_fine(" + "9" * 5000 + ") -> 1", "unreadable"),
        ("overdue_fine('" + "x" * 5000 + "') -> 1", "unreadable"),
        ("lambda: overdue_fine(3) -> 1", "unreadable"),
    ],
)
def test_anything_but_a_literal_call_of_the_snippet_is_not_read(text: str, why: str) -> None:
    assert read_witness(text, "overdue_fine") == why


@given(st.text(max_size=200))
def test_reading_never_raises(text: str) -> None:
    assert isinstance(read_witness(text, "f"), (ReadWitness, str))


def _key(folder: Path) -> Path:
    items = folder / "items" / "i1"
    items.mkdir(parents=True)
    for name, text in (
        ("original.py", ORIGINAL),
        ("fixed.py", FIXED),
        ("slow.py", SLOW),
        ("precondition.py", PRECONDITION),
    ):
        (items / name).write_text(text)
    base = {"item_id": "i1", "tier": "easy", "operators": ["AOR"], "domain": "library", "function": "overdue_fine"}
    witness = {
        "reference": "items/i1/fixed.py",
        "reference_function": "overdue_fine",
        "precondition": "items/i1/precondition.py",
    }
    records = [
        {
            **base,
            "snippet_id": "s-orig",
            "variant": "original",
            "defective": True,
            "fault_lines": [5],
            "keywords": [["off-by-one"]],
            "code": "items/i1/original.py",
            **witness,
        },
        {
            **base,
            "snippet_id": "s-dis",
            "variant": "disguised",
            "defective": True,
            "fault_lines": [5],
            "keywords": [["off-by-one"]],
            "code": "items/i1/slow.py",
            **witness,
        },
        {
            **base,
            "snippet_id": "s-fix",
            "variant": "fixed",
            "defective": False,
            "fault_lines": [],
            "keywords": [],
            "code": "items/i1/fixed.py",
        },
        {
            **base,
            "snippet_id": "s-cln",
            "variant": "clean",
            "defective": False,
            "fault_lines": [],
            "keywords": [],
            "code": "items/i1/fixed.py",
        },
    ]
    (folder / "answers.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    return folder


def _statuses(tmp_path: Path, original: str, disguised: str = "none", fixed: str = "none") -> dict:
    key = load_key(_key(tmp_path))
    answer = "DEFECT: yes\nLINES: 5\nEXPLANATION: x\nWITNESS: "
    responses = ResponseSet(
        "m",
        "",
        (
            ("s-orig", answer + original),
            ("s-dis", answer + disguised),
            ("s-fix", "DEFECT: no\nWITNESS: " + fixed),
            ("s-cln", "DEFECT: no"),
        ),
    )
    (run,) = evaluate(key, [responses], Options(resamples=0)).runs
    assert run.witnesses is not None
    return dict(run.witnesses.statuses)


@pytest.mark.parametrize(
    "witness, status",
    [
        ("overdue_fine(3, 5) -> 15", "valid"),
        ("overdue_fine(days_late=3, rate=5) -> 15", "valid"),
        ("overdue_fine(3, 5) -> 10", "wrong-expected"),
        ("overdue_fine(0, 5) -> 0", "agrees"),
        ("overdue_fine(3, -5) -> -15", "precondition"),
        ("overdue_fine('x', 5) -> 0", "reference-raised"),
        ("overdue_fine(3, 5, 7) -> 15", "bad-arguments"),
        ("other(3, 5) -> 15", "foreign"),
        ("overdue_fine(3, 5) => 15 because", "unreadable"),
    ],
)
def test_each_witness_is_judged_against_the_reference(tmp_path: Path, witness: str, status: str) -> None:
    assert _statuses(tmp_path, witness)[status] >= 1


def test_a_witness_that_runs_past_its_limit_is_counted_and_the_rest_still_run(tmp_path: Path) -> None:
    statuses = _statuses(
        tmp_path, "overdue_fine(3, 5) -> 15", disguised="overdue_fine(3, 5) -> 15", fixed="overdue_fine(1, 1) -> 1"
    )
    assert statuses == {"valid": 1, "timeout": 1, "false": 1, "none": 1}


def test_rates_per_tier_and_variant(tmp_path: Path) -> None:
    key = load_key(_key(tmp_path))
    answer = "DEFECT: yes\nWITNESS: overdue_fine(3, 5) -> 15"
    responses = ResponseSet(
        "m",
        "",
        (
            ("s-orig", answer),
            ("s-dis", "DEFECT: yes"),
            ("s-fix", "DEFECT: no\nWITNESS: overdue_fine(1, 1) -> 1"),
            ("s-cln", "no"),
        ),
    )
    (run,) = evaluate(key, [responses], Options(resamples=0)).runs
    rows = {(c.kind, c.group): c for c in run.witnesses.rows}
    assert rows[("all", "all")].witness_rate == rows[("tier", "easy")].witness_rate == 0.5
    assert rows[("all", "all")].false_witness_rate == 0.5
    assert rows[("variant", "original")].witness_rate == 1 and rows[("variant", "disguised")].witness_rate == 0
    assert rows[("variant", "fixed")].false_witness_rate == 1 and rows[("variant", "clean")].false_witness_rate == 0
    # beside the composite, never inside it
    plain = evaluate(key, [responses], Options(resamples=0, witnesses=False)).runs[0]
    assert plain.witnesses is None and plain.average == run.average
