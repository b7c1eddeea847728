"""The distinctness checker (generator.distinct.check) and `redpen distinct`."""

from __future__ import annotations

import json
import sys
import textwrap
from collections import defaultdict
from pathlib import Path

import pytest
from typer.testing import CliRunner

from core.errors import InputFileError, UsageError
from generator.distinct.check import DEFAULT_THRESHOLD, DistinctnessChecker
from generator.distinct.report import DISGUISE, EXACT, NEAR
from generator.distinct.units import Unit, units_from_edition, units_from_paths, units_from_python

FIXTURES = Path(__file__).parent / "fixtures" / "distinct"
TEMPLATED = FIXTURES / "templated.py"
DIFFERENT = FIXTURES / "different.py"


def template_of(item_id: str) -> str:
    return item_id.rsplit("::", 1)[1][:3]


def test_templated_fixture_has_ten_clusters_and_no_false_merges() -> None:
    units = units_from_python(TEMPLATED)
    assert len(units) == 44
    report = DistinctnessChecker().check(units)
    truth: dict[str, list[str]] = defaultdict(list)
    for unit in units:
        truth[template_of(unit.item_id)].append(unit.item_id)
    assert len(truth) == 10
    found = sorted(sorted(m.item_id for m in c.members) for c in report.clusters)
    assert found == sorted(sorted(group) for group in truth.values())
    # earlier units win: the first function of each template is kept, every other one is rejected
    assert list(report.accepted) == [group[0] for group in truth.values()]
    for rejection in report.rejections:
        assert rejection.reason in (EXACT, NEAR)
        assert rejection.similarity >= DEFAULT_THRESHOLD
        assert template_of(rejection.against.item_id) == template_of(rejection.item_id)
        assert rejection.against.item_id == truth[template_of(rejection.item_id)][0]
    assert all(c.kept == (c.members[0].item_id,) for c in report.clusters)


def test_different_tasks_sharing_a_loop_shape_all_pass() -> None:
    report = DistinctnessChecker().check(units_from_python(DIFFERENT))
    assert report.ok and not report.clusters
    assert len(report.accepted) == 14


def test_later_duplicate_is_rejected_whatever_the_order() -> None:
    units = [u for u in units_from_python(TEMPLATED) if template_of(u.item_id) == "t04"]
    forward = DistinctnessChecker().check(units)
    backward = DistinctnessChecker().check(list(reversed(units)))
    assert forward.accepted == (units[0].item_id,)
    assert backward.accepted == (units[-1].item_id,)
    assert DistinctnessChecker().check(units) == forward  # deterministic


def _item(item_id: str, **codes: str) -> list[Unit]:
    return [Unit(f"{item_id}-{role}", item_id, role, textwrap.dedent(code)) for role, code in codes.items()]


TALLY = """
def tally(receipts: list[float]) -> float:
    total = 0.0
    for i in range(len(receipts) - 1):
        total += receipts[i]
    return total
"""
TALLY_FIXED = TALLY.replace("len(receipts) - 1", "len(receipts)")
TALLY_CLEAN = """
def tally(receipts: list[float]) -> float:
    return sum(receipts)
"""
TALLY_DISGUISED = """
def score_rounds(rounds: list[int]) -> int:
    n = len(rounds)
    points = 0
    k = 0
    while k < n - 1:
        points = points + rounds[k]
        k += 1
    return points
"""
WORDS = """
def longest(words: list[str]) -> str:
    best = ""
    for word in words:
        if len(word) > len(best):
            best = word
    return best
"""


def test_variants_of_one_item_are_not_compared_with_each_other() -> None:
    units = _item("a", original=TALLY, disguised=TALLY_DISGUISED, fixed=TALLY_FIXED, clean=TALLY_FIXED)
    report = DistinctnessChecker().check(units)
    assert report.ok and report.accepted == ("a",)


def test_fixed_is_compared_with_other_items_fixed_clean_and_disguised() -> None:
    renamed_fixed = TALLY_FIXED.replace("receipts", "prices").replace("total", "acc")
    for role in ("fixed", "clean", "disguised"):
        other = {"original": WORDS, "disguised": TALLY_CLEAN, "fixed": WORDS, "clean": WORDS, role: renamed_fixed}
        units = _item("a", original=TALLY, fixed=TALLY_FIXED, clean=TALLY_CLEAN, disguised=TALLY_DISGUISED) + _item(
            "b", **other
        )
        report = DistinctnessChecker().check(units)
        assert report.accepted == ("a",), role
        (rejection,) = report.rejections
        assert (rejection.item_id, rejection.reason, rejection.similarity) == ("b", EXACT, 1.0)
        assert {rejection.role, rejection.against_role} == {"fixed", role}
        assert rejection.against.item_id == "a"
    # an original is not a compared variant: sharing only the original is allowed
    units = _item("a", original=TALLY, fixed=TALLY_FIXED) + _item("b", original=TALLY_FIXED, fixed=WORDS)
    assert DistinctnessChecker().check(units).ok


def test_disguise_must_differ_from_the_original_in_whole_function_structure() -> None:
    renamed_only = TALLY.replace("receipts", "rounds").replace("total", "points").replace("0.0", "0")
    units = _item("lazy", original=TALLY, disguised=renamed_only, fixed=TALLY_FIXED, clean=TALLY_CLEAN)
    report = DistinctnessChecker().check(units + _item("good", original=WORDS, disguised=TALLY_DISGUISED, fixed=WORDS))
    assert report.accepted == ("good",)
    (rejection,) = report.rejections
    assert (rejection.item_id, rejection.reason) == ("lazy", DISGUISE)
    assert "disguise-too-close" in report.render_text()


def test_near_duplicates_are_rejected_with_their_similarity() -> None:
    # a type-3 clone: renamed, literals changed, one statement added
    clone = """
    def mean_pos(xs: list[float]) -> float:
        s = 0
        c = 0
        n = len(xs)
        for x in xs:
            if x > 0:
                s += x
                c += 1
        return s / c if c else -1.0
    """
    original = """
    def average_positive(values: list[float]) -> float:
        total = 0.0
        count = 0
        for value in values:
            if value > 0:
                total += value
                count += 1
        return total / count if count else 0.0
    """
    report = DistinctnessChecker().check(_item("first", fixed=original) + _item("second", fixed=clone))
    assert report.accepted == ("first",)
    (rejection,) = report.rejections
    assert rejection.reason == NEAR and DEFAULT_THRESHOLD <= rejection.similarity < 1.0
    strict = DistinctnessChecker(threshold=0.99).check(_item("first", fixed=original) + _item("second", fixed=clone))
    assert strict.ok


def test_report_names_pairs_similarity_and_reason_in_text_and_json() -> None:
    units = units_from_python(TEMPLATED)[:6]  # five t01 variants and one t02
    report = DistinctnessChecker().check(units)
    text = report.render_text()
    assert "1 clusters" in text or "1 cluster" in text
    assert "t01_compute" in text and "kept" in text
    assert text.count("rejected  ") == 4 and "exact-duplicate 1.00" in text
    data = json.loads(report.to_json())
    assert data["ok"] is False and data["threshold"] == DEFAULT_THRESHOLD
    assert len(data["rejected"]) == 4 and len(data["accepted"]) == 2
    first = data["rejected"][0]
    assert set(first) >= {"item_id", "reason", "similarity", "role", "against", "against_role", "cluster"}
    assert len(data["clusters"][0]["members"]) == 5 and data["clusters"][0]["pairs"]
    assert report.to_json() == DistinctnessChecker().check(units).to_json()


def test_units_as_tuples_and_bad_input() -> None:
    report = DistinctnessChecker().check(
        [("u1", "a", "fixed", WORDS), ("u2", "b", "fixed", WORDS.replace("best", "top"))]
    )
    assert report.rejected == ("b",)
    with pytest.raises(UsageError, match="role 'buggy'"):
        DistinctnessChecker().check([("u1", "a", "buggy", WORDS)])
    with pytest.raises(UsageError, match="two fixed units"):
        DistinctnessChecker().check([("u1", "a", "fixed", WORDS), ("u2", "a", "fixed", WORDS)])
    with pytest.raises(InputFileError, match="unit u9 .*item z.*line 1"):
        DistinctnessChecker().check([("u9", "z", "fixed", "def oops(:\n")])
    with pytest.raises(UsageError, match="threshold"):
        DistinctnessChecker(threshold=1.5)


def test_process_pool_gives_the_same_report() -> None:
    units = units_from_python(TEMPLATED) + units_from_python(DIFFERENT) + units_from_python(TEMPLATED)[:10]
    units = [Unit(f"{k}", f"{k}:{u.item_id}", u.role, u.code, u.function) for k, u in enumerate(units)]
    assert len(units) >= 64
    assert DistinctnessChecker(jobs=2).check(units) == DistinctnessChecker(jobs=1).check(units)


def _write_edition(folder: Path, items: dict[str, dict[str, str]]) -> None:
    (folder / "key").mkdir(parents=True)
    (folder / "live").mkdir()
    item_lines, snippet_lines = [], []
    for item_id, variants in items.items():
        ids = {role: f"s-{item_id}-{role}" for role in variants}
        item_lines.append(json.dumps({"item_id": item_id, "variants": ids, "functions": dict.fromkeys(variants)}))
        snippet_lines += [
            json.dumps({"snippet_id": ids[r], "language": "python", "code": textwrap.dedent(c)})
            for r, c in variants.items()
        ]
    (folder / "key" / "items.jsonl").write_text("\n".join(item_lines) + "\n")
    (folder / "live" / "snippets.jsonl").write_text("\n".join(snippet_lines[::-1]) + "\n")


def test_edition_folder_input(tmp_path: Path) -> None:
    edition = tmp_path / "2027Q1"
    _write_edition(
        edition,
        {
            "i1": {"original": TALLY, "disguised": TALLY_DISGUISED, "fixed": TALLY_FIXED, "clean": TALLY_CLEAN},
            "i2": {"original": WORDS, "disguised": WORDS, "fixed": WORDS, "clean": TALLY_CLEAN},
        },
    )
    units = units_from_edition(edition)
    assert [(u.item_id, u.role) for u in units][:2] == [("i1", "original"), ("i1", "disguised")]
    assert len(units) == 8 and units_from_paths([edition]) == units
    report = DistinctnessChecker().check(units)
    # i2 fails twice over: its clean is i1's clean, and its disguise is its original renamed
    assert report.accepted == ("i1",)
    assert report.rejections[0].item_id == "i2"
    (edition / "live" / "snippets.jsonl").write_text("")
    with pytest.raises(InputFileError, match="no code for snippet s-i1-original"):
        units_from_edition(edition)


def test_cli_exit_codes_text_and_json() -> None:
    from generator.cli.main import app

    runner = CliRunner()
    ok = runner.invoke(app, ["distinct", str(DIFFERENT)])
    assert ok.exit_code == 0, ok.output
    assert "14 accepted, 0 rejected" in ok.output
    dup = runner.invoke(app, ["distinct", str(TEMPLATED), "--json", "--threshold", "0.7"])
    assert dup.exit_code == 1
    data = json.loads(dup.output)
    assert data["threshold"] == 0.7 and len(data["clusters"]) == 10
    both = runner.invoke(app, ["distinct", str(DIFFERENT), str(TEMPLATED)])
    assert both.exit_code == 1 and "24 accepted, 34 rejected, 10 clusters" in both.output


def test_cli_reports_bad_paths_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from generator.cli import main as cli

    monkeypatch.setattr(sys, "argv", ["redpen", "distinct", str(tmp_path / "missing.py")])
    with pytest.raises(SystemExit) as exited:
        cli.main()
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("redpen: error: ") and "missing.py" in err and err.count("\n") == 1
    assert "Traceback" not in err
