"""The audit of the PR track (issue #28): the attackers that do not read code on the PR track's own
scopes, the two diff readers (smallest hunk, one-operator hunk), the gate, rows per track."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest
from audit_fixture import write_fixture
from hypothesis import given
from hypothesis import strategies as st
from pr_fixture import add_pr_track, pr_item
from rich.console import Console

from audit.diff_attackers import HunkChange, hunk_changes, one_operator_hunk, one_token_change, smallest_hunk
from audit.report import table
from audit.run import audit_edition
from scoring.key_records import key_record
from scoring.parse import parse_response

DIFF_ATTACKERS = ("smallest hunk", "one-operator hunk")


def _records(number: int, *, leak: bool = False) -> dict:
    made = pr_item(number, random.Random(7), leak=leak)
    return {raw["variant"]: key_record(Path("answers.jsonl"), 1, raw) for raw, _ in made}


def _answer(text: str) -> tuple[bool, list[int]]:
    parsed = parse_response(text)
    return parsed.verdict, [n for lo, hi in parsed.lines for n in range(lo, hi + 1)]


def test_the_smallest_hunk_attacker_names_the_hunk_of_fewest_lines_and_says_yes_on_every_variant() -> None:
    # item 3: the comparison boundary rides in R2's one-line hunk (3 changed tokens, the fewest)
    boundary = _records(3)
    line = boundary["original"].fault_lines[0]
    assert _answer(smallest_hunk(boundary["original"])) == (True, [line])
    # item 2: the sign rides in R1's hunk (one line, 4 changed tokens): R2's hunk is named, wrongly
    sign = _records(2)
    r2 = next(h.lines for h in sign["original"].hunks if h.made_by == "R2")
    assert _answer(smallest_hunk(sign["original"])) == (True, [r2[0]])
    assert r2[0] not in sign["original"].fault_lines
    # no defect to find: it cannot tell, so it still says yes with its smallest hunk
    for variant in ("fixed", "clean"):
        verdict, lines = _answer(smallest_hunk(boundary[variant]))
        assert verdict and lines and any(h.lines[0] <= lines[0] <= h.lines[1] for h in boundary[variant].hunks)


def test_the_one_operator_attacker_says_yes_only_on_a_one_token_hunk() -> None:
    for number in (1, 2, 3):  # the regression rides inside a refactoring: no one-token hunk anywhere
        for record in _records(number).values():
            assert _answer(one_operator_hunk(record)) == (False, []), (number, record.variant)
    leaky = _records(3, leak=True)  # the regression as a lone `<` -> `<=` hunk
    assert _answer(one_operator_hunk(leaky["original"])) == (True, list(leaky["original"].fault_lines))
    assert _answer(one_operator_hunk(leaky["fixed"])) == (False, [])


@pytest.mark.parametrize(
    "old, new, one",
    [
        ("if a < b:", "if a <= b:", True),
        ("x = 0", "x = 1", True),
        ("ok = a and b", "ok = a or b", True),
        ("ok = a", "ok = not a", True),
        ("return None", "return False", True),
        ("x = y + 1", "x = y + 1 - 1", False),  # two tokens
        ("x = y", "x = z", False),  # a name is neither
        ("x = a < b", "x = a < 1", False),  # a name for a constant
        ("x = f(a)", "x = f((a))", False),  # brackets are no operator
        ("x = 1", "x = 1", False),  # nothing changed
    ],
)
def test_a_one_token_change_is_one_operator_or_constant(old: str, new: str, one: bool) -> None:
    before = f"def f(a, b):\n    {old}\n    return a\n"
    after = f"def f(a, b):\n    {new}\n    return a\n"
    (change,) = hunk_changes(before, after, [(2, 2)])
    assert one_token_change(change) is one


OPERATORS = ["<", "<=", ">", ">=", "==", "!=", "+", "-", "*", "//", "%"]


@given(
    st.lists(st.sampled_from(OPERATORS), min_size=3, max_size=12),
    st.data(),
)
def test_any_single_operator_swap_is_found_in_its_hunk_and_nowhere_else(ops: list[str], data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(ops) - 1))
    swap = data.draw(st.sampled_from([o for o in OPERATORS if o != ops[at]]))
    lines = [f"    v{i} = a {op} b" for i, op in enumerate(ops)]
    before = "def f(a, b):\n" + "\n".join(lines) + "\n"
    changed = [*lines[:at], f"    v{at} = a {swap} b", *lines[at + 1 :]]
    after = "def f(a, b):\n" + "\n".join(changed) + "\n"
    spans = [(i + 2, i + 2) for i in range(len(ops))]  # a hunk per line
    changes = hunk_changes(before, after, spans)
    assert [one_token_change(c) for c in changes] == [i == at for i in range(len(ops))]
    assert changes[at] == HunkChange((at + 2, at + 2), (lines[at],), (changed[at],))


@pytest.fixture(scope="module")
def editions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("pr-audit")
    # the snippet track in the default layout (twins; seed 3 draws twin pairs a surface pick gets at
    # chance, tests/test_audit.py), so its rows pass and the PR rows are what the tests judge
    snippets = functools.partial(write_fixture, twins=True, seed=3)
    return {
        "snippets": snippets(root / "snippets" / "2031Q1"),
        "mixed": add_pr_track(snippets(root / "mixed" / "2031Q1"), items=12),
        "leaky": add_pr_track(snippets(root / "leaky" / "2031Q1"), items=12, leak=True),
    }


@pytest.fixture(scope="module")
def reports(editions: dict[str, Path]) -> dict:
    return {name: audit_edition(folder, run_pairs=False) for name, folder in editions.items()}


def test_the_pr_track_gets_its_own_gated_rows_on_its_own_scopes(reports: dict) -> None:
    report = reports["mixed"]
    pr = [r for r in report.rows if r.track == "pr"]
    names = [r.name for r in pr]
    for name in (
        "surface classifier",
        "lint responder",
        "keyword stuffing",
        "always-no",
        "always-yes",
        *DIFF_ATTACKERS,
    ):
        assert name in names
    # the told layout: each module shown twice, so the twin rows run on the live set, gated
    pairing = {r.name: r for r in pr if r.name.startswith("pairing")}
    assert set(pairing) == {"pairing (surface pick)", "pairing (fewer tokens)", "pairing (more tokens)"}
    assert all(r.gated and [s.name for s in r.scopes] == ["live set"] for r in pairing.values())
    assert {r.name for r in pr if r.measure == "balanced accuracy"} >= {"disguised-vs-clean", "original-vs-fixed"}
    # the fixture's three defect kinds are the same tokens every time (`-=`, `>`), which the
    # surface classifier learns: the surface pick between module twins scores above the limit
    # (60.4% on this fixture), and the row fails
    assert pairing["pairing (surface pick)"].value > 0.6 and not pairing["pairing (surface pick)"].passed
    for row in pr:
        if row.name != "pairing (surface pick)":
            assert row.gated and row.passed, row.failures
    responders = [r for r in pr if r.scopes and r.name not in pairing]
    for row in responders:
        assert [s.name for s in row.scopes] == ["all PRs", "pr form A", "pr form B", "pr form C", "pr form D"]
        assert row.scopes[0].n == 48 and all(s.n == 12 for s in row.scopes[1:])
    # the gate's rule: each diff reader at or below always-no + 10 points on every tier of every form
    for name in DIFF_ATTACKERS:
        row = next(r for r in pr if r.name == name)
        for scope in row.scopes:
            assert all(scope.headline[t] <= scope.baseline[t] + 0.10 for t in scope.headline), (name, scope.name)
    smallest = next(r for r in pr if r.name == "smallest hunk")
    assert smallest.value == 0.5  # yes on every PR: right on the defective half only
    assert [(r.track, r.name) for r in report.failing] == [("pr", "pairing (surface pick)")], report.summary()
    assert report.snippets == 96 + 48 and report.items == 36


def test_a_lone_one_operator_regression_fails_the_gate_on_every_form(reports: dict) -> None:
    report = reports["leaky"]
    row = next(r for r in report.rows if r.track == "pr" and r.name == "one-operator hunk")
    assert not row.passed and not report.passed
    for form in "ABCD":
        assert any(f"on pr form {form}" in f and "points above always-no" in f for f in row.failures), row.failures
    assert "pr track: one-operator hunk:" in report.summary()
    assert all(f.startswith("pr track: ") for r in report.rows if r.track == "pr" for f in r.failures)
    assert all(r.passed for r in report.rows if r.track == "snippet")


def test_the_snippet_rows_judge_the_snippet_track_alone(reports: dict) -> None:
    """An edition's snippet rows are those of the same snippets audited without the PR track;
    a snippet-only edition's report carries no track anywhere."""
    alone = [r.to_dict() for r in reports["snippets"].rows]
    mixed = [r.to_dict() for r in reports["mixed"].rows if r.track == "snippet"]
    assert mixed == alone
    assert "track" not in json.dumps(reports["snippets"].to_dict())
    assert all(r["track"] == "pr" for r in reports["mixed"].to_dict()["rows"] if "track" in r)


def test_the_audit_table_shows_rows_per_track(reports: dict) -> None:
    def text(report: object) -> str:
        console = Console(width=200, record=True, color_system=None)
        console.print(table(report))  # type: ignore[arg-type]
        return console.export_text()

    shown = text(reports["mixed"])
    assert "track" in shown.splitlines()[2]  # the header
    mixed = shown.splitlines()
    pr_lines = [line for line in mixed if line.count("│") > 3 and line.split("│")[1].strip() == "pr"]
    assert any("smallest hunk" in line for line in pr_lines) and any("always-no" in line for line in pr_lines)
    assert "track" not in text(reports["snippets"])


REAL = Path(__file__).parent / "fixtures" / "pr" / "rain_gauges_item.json"


def test_the_diff_readers_on_a_real_pr_item() -> None:
    """A PR item the PR stage made (``made_by`` in the fixture): its regression rides inside a
    refactoring hunk, so the one-operator reader says no on all four variants (always-no), and
    the smallest-hunk reader says yes on all four naming the lines of exactly one hunk."""
    data = json.loads(REAL.read_text())
    for number, v in enumerate(data["variants"], 1):
        raw = {
            "snippet_id": v["variant"],
            "item_id": "rp-p001",
            "track": "pr",
            "variant": v["variant"],
            "tier": "easy",
            "defective": bool(v["fault_lines"]),
            "fault_lines": v["fault_lines"],
            "keywords": [["inverted condition"]] if v["fault_lines"] else [],
            "operators": v["operators"],
            "domain": v["domain"],
            "before": v["before"],
            "after": v["after"],
            "hunks": v["hunks"],
        }
        record = key_record(Path("answers.jsonl"), number, raw)
        assert len(record.hunks) >= 3 and len(record.after.splitlines()) >= 80
        assert _answer(one_operator_hunk(record)) == (False, [])
        verdict, lines = _answer(smallest_hunk(record))
        spans = [h.lines for h in record.hunks]
        assert verdict and [s for s in spans if s[0] <= lines[0] <= s[1]] == [(lines[0], lines[-1])]
        smallest = min(s[1] - s[0] for s in spans)
        assert lines[-1] - lines[0] == smallest
