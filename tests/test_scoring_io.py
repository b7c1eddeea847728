"""Reading keys and response files: one-line errors naming file and line; coverage rules."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from core.errors import InputFileError
from scoring.io import load_key, load_responses, load_snippets
from scoring.metrics import score_responses


@pytest.fixture()
def ref(reference_dir: Path, tmp_path: Path) -> Path:
    target = tmp_path / "ref"
    shutil.copytree(reference_dir / "scoring", target)
    return target


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _write(path: Path, records: list) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records))
    return path


def test_key_from_folder_file_or_edition(ref: Path, tmp_path: Path) -> None:
    by_folder, by_file = load_key(ref), load_key(ref / "answers.jsonl")
    assert by_folder.records == by_file.records and len(by_folder.records) == 20
    edition = tmp_path / "2027Q1"
    shutil.copytree(ref, edition / "key")
    (edition / "key" / "items.jsonl").write_text('{"item_id": "rp-test-i000", "tier": "easy"}\n')
    key = load_key(edition)
    assert key.tiers == ("easy", "medium", "hard") and key.items[0][0] == "rp-test-i000"


def test_malformed_json_line_is_named(ref: Path) -> None:
    path = ref / "responses.jsonl"
    records = _lines(ref / "responses-oracle.jsonl")
    _write(path, [*records[:16], '{"snippet_id": "x", ', *records[16:]])
    with pytest.raises(InputFileError) as err:
        load_responses(path)
    assert err.value.message.startswith(f"{path}:17: not valid JSON (")
    assert "\n" not in err.value.message


@pytest.mark.parametrize(
    "bad, fragment",
    [
        ({"response": "DEFECT: no"}, ':1: missing field "snippet_id"'),
        ({"snippet_id": "a"}, ':1: missing field "response"'),
        ({"snippet_id": "a", "response": 3}, ':1: field "response" must be a string'),
        ([1, 2], ":1: expected a JSON object, got list"),
    ],
)
def test_bad_response_records(tmp_path: Path, bad: object, fragment: str) -> None:
    path = _write(tmp_path / "r.jsonl", [bad])
    with pytest.raises(InputFileError, match=fragment.replace("(", r"\(")):
        load_responses(path)


def test_mixed_models_in_one_file_are_refused(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "r.jsonl",
        [{"snippet_id": "a", "response": "", "model": "m1"}, {"snippet_id": "b", "response": "", "model": "m2"}],
    )
    with pytest.raises(InputFileError, match=r'r.jsonl:2: model "m2" differs from "m1" on line 1'):
        load_responses(path)


def test_model_and_run_defaults(ref: Path) -> None:
    rs = load_responses(ref / "responses-mixed.jsonl")
    assert (rs.model, rs.run) == ("mixed", "")


def test_missing_unknown_and_duplicated_ids_are_named_with_counts(ref: Path, tmp_path: Path) -> None:
    key = load_key(ref)
    records = _lines(ref / "responses-oracle.jsonl")
    missing = load_responses(_write(tmp_path / "missing.jsonl", records[5:]))
    with pytest.raises(InputFileError) as err:
        score_responses(key, missing)
    assert (
        "5 snippet id(s) of the key have no response: rp-test-31bfa6af, rp-test-a02bff2f, rp-test-dae85d09, ..."
        in err.value.message
        and "(2 more)" in err.value.message
        and "--allow-missing" in err.value.message
    )

    unknown = load_responses(_write(tmp_path / "unknown.jsonl", [*records, {"snippet_id": "zz", "response": ""}]))
    with pytest.raises(InputFileError, match="1 snippet id\\(s\\) not in the key .*: zz;"):
        score_responses(key, unknown)

    dup = load_responses(_write(tmp_path / "dup.jsonl", [*records, records[0], records[1], records[0]]))
    for allow in (False, True):
        with pytest.raises(
            InputFileError, match="2 snippet id\\(s\\) answered more than once: rp-test-31bfa6af, rp-test-a02bff2f;"
        ):
            score_responses(key, dup, allow_missing=allow)


def test_allow_missing_scores_missing_as_unanswered_and_ignores_unknown(ref: Path, tmp_path: Path) -> None:
    key = load_key(ref)
    records = _lines(ref / "responses-oracle.jsonl")
    partial = load_responses(_write(tmp_path / "p.jsonl", [*records[1:], {"snippet_id": "zz", "response": "x"}]))
    run = score_responses(key, partial, allow_missing=True)
    assert (run.missing, run.unknown, run.parse_failures) == (1, 1, 0)
    # rp-test-31bfa6af (medium, fixed) unanswered = "no", no lines: the oracle still scores 1
    assert run.average == 1
    nothing = load_responses(_write(tmp_path / "n.jsonl", [{"snippet_id": "zz", "response": "x"}]))
    with pytest.raises(InputFileError, match="answers none of the 20 snippets"):
        score_responses(key, nothing, allow_missing=True)


@pytest.mark.parametrize(
    "change, fragment",
    [
        ({"variant": "twin"}, 'variant "twin" is not one of'),
        ({"defective": False}, "a disguised snippet must have defective: true"),
        ({"fault_lines": [0]}, 'field "fault_lines" must hold 1-based line numbers'),
        ({"keywords": [[]]}, 'field "keywords" must be a list of non-empty lists'),
        ({"keywords": [["  "]]}, 'field "keywords" must be a list of non-empty lists'),
        ({"keywords": []}, "a defective snippet needs fault_lines and keywords"),
        ({"tier": "easy"}, "item rp-test-i002 is tier easy here but medium on line 5"),
    ],
)
def test_bad_key_records_are_named(ref: Path, change: dict, fragment: str) -> None:
    answers = ref / "answers.jsonl"
    records = _lines(answers)
    index = next(i for i, r in enumerate(records) if r["snippet_id"] == "rp-test-4e6980ee")  # line 12
    records[index].update(change)
    _write(answers, records)
    with pytest.raises(InputFileError) as err:
        load_key(ref)
    assert err.value.message.startswith(f"{answers}:12: ") and fragment in err.value.message


def test_key_missing_field_and_duplicate_and_tier_without_clean(ref: Path) -> None:
    answers = ref / "answers.jsonl"
    records = _lines(answers)
    broken = [dict(r) for r in records]
    del broken[0]["domain"]
    _write(answers, broken)
    with pytest.raises(InputFileError, match=':1: missing field "domain"'):
        load_key(answers)
    with pytest.raises(InputFileError, match='responses-oracle.jsonl:1: missing field "item_id"'):
        load_key(ref / "responses-oracle.jsonl")  # wrong file for a key: says what is missing
    _write(answers, [*records, records[3]])
    with pytest.raises(InputFileError, match=":21: snippet id rp-test-25318bf2 already on line 4"):
        load_key(answers)
    _write(answers, [r for r in records if not (r["tier"] == "hard" and not r["defective"])])
    with pytest.raises(InputFileError, match="tier hard has no non-defective snippet"):
        load_key(answers)


def test_key_folder_without_answers(tmp_path: Path) -> None:
    with pytest.raises(InputFileError, match="no answers.jsonl here"):
        load_key(tmp_path)
    with pytest.raises(InputFileError, match="no such file"):
        load_key(tmp_path / "answers.jsonl")


def test_load_snippets_from_edition(tmp_path: Path) -> None:
    live = tmp_path / "ed" / "live"
    live.mkdir(parents=True)
    _write(live / "snippets.jsonl", [{"snippet_id": "s1", "language": "python", "code": "x = 1\n"}])
    assert load_snippets(tmp_path / "ed") == [{"snippet_id": "s1", "code": "x = 1\n"}]
    _write(live / "snippets.jsonl", [{"snippet_id": "s1", "code": "a"}, {"snippet_id": "s1", "code": "b"}])
    with pytest.raises(InputFileError, match=":2: snippet id s1 already on line 1"):
        load_snippets(tmp_path / "ed")
