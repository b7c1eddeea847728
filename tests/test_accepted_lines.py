"""Every minimal repair is a right answer: ``accepted_fault_lines`` in key/answers.jsonl."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from core.errors import InputFileError
from scoring.io import load_key
from scoring.metrics import line_f1, score_responses
from scoring.parse import parse_response


@pytest.fixture
def answers(reference_dir: Path, tmp_path: Path) -> Path:
    shutil.copy(reference_dir / "scoring" / "answers.jsonl", tmp_path / "answers.jsonl")
    return tmp_path / "answers.jsonl"


def _rewrite(path: Path, snippet_id: str, **fields: object) -> dict:
    records = [json.loads(line) for line in path.read_text().splitlines()]
    record = next(r for r in records if r["snippet_id"] == snippet_id)
    record.update(fields)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return record


def _first_defective(path: Path) -> dict:
    return next(json.loads(line) for line in path.read_text().splitlines() if json.loads(line)["defective"])


def test_naming_any_accepted_set_earns_its_f1(answers: Path) -> None:
    first = _first_defective(answers)
    lines = first["fault_lines"]
    other = [max(lines) + 10]
    _rewrite(answers, first["snippet_id"], accepted_fault_lines=[lines, other])
    record = load_key(answers).by_id[first["snippet_id"]]
    assert record.line_sets == (tuple(sorted(set(lines))), tuple(other))
    assert line_f1(record, parse_response(f"DEFECT: yes\nLINES: {other[0]}")) == 1
    both = parse_response(f"DEFECT: yes\nLINES: {other[0]}, {lines[0]}")
    assert line_f1(record, both) == max(Fraction(2 * 1, 2 + len(set(lines))), Fraction(2, 2 + 1))


def test_a_key_without_the_field_scores_as_before(answers: Path, reference_dir: Path) -> None:
    key = load_key(answers)
    assert all(r.accepted_fault_lines == () and r.line_sets == (r.fault_lines,) for r in key.records)
    first = _first_defective(answers)
    _rewrite(answers, first["snippet_id"], accepted_fault_lines=[first["fault_lines"]])
    oracle = [json.loads(x) for x in (reference_dir / "scoring" / "responses-oracle.jsonl").read_text().splitlines()]
    same_set = score_responses(load_key(answers), {r["snippet_id"]: r["response"] for r in oracle})
    assert same_set.average == score_responses(key, {r["snippet_id"]: r["response"] for r in oracle}).average == 1


@pytest.mark.parametrize(
    "value, fragment",
    [
        ("3", 'field "accepted_fault_lines" must be a list of non-empty lists'),
        ([[]], 'field "accepted_fault_lines" must be a list of non-empty lists'),
        ([[0]], 'field "accepted_fault_lines" must be a list of non-empty lists'),
        ([[True]], 'field "accepted_fault_lines" must be a list of non-empty lists'),
        ([[999]], 'the first set of "accepted_fault_lines" must be the snippet\'s "fault_lines"'),
    ],
)
def test_bad_accepted_sets_are_named(answers: Path, value: object, fragment: str) -> None:
    first = _first_defective(answers)
    _rewrite(answers, first["snippet_id"], accepted_fault_lines=value)
    number = next(n for n, line in enumerate(answers.read_text().splitlines(), 1) if first["snippet_id"] in line)
    with pytest.raises(InputFileError) as err:
        load_key(answers)
    assert err.value.message.startswith(f"{answers}:{number}: ") and fragment in err.value.message


def test_a_correct_snippet_has_no_accepted_sets(answers: Path) -> None:
    clean = next(json.loads(x) for x in answers.read_text().splitlines() if not json.loads(x)["defective"])
    _rewrite(answers, clean["snippet_id"], accepted_fault_lines=[[3]])
    with pytest.raises(InputFileError, match='a non-defective snippet must have no "accepted_fault_lines"'):
        load_key(answers)
