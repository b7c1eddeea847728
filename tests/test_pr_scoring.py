"""Scoring the PR track (issue #28): PR key records, scores per track and for both together,
the baselines per track, witnesses and disputes on the after module, old editions unchanged."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from audit_fixture import write_fixture
from hypothesis import given, settings
from hypothesis import strategies as st
from pr_fixture import add_pr_track, pr_item
from test_scoring_properties import keys
from typer.testing import CliRunner

from core.errors import InputFileError
from generator.cli.main import app
from scoring.baselines import ALWAYS_NO, baseline_sets, oracle_response
from scoring.evaluate import Options, evaluate
from scoring.io import load_key
from scoring.machine_formats import to_json
from scoring.metrics import score_responses
from scoring.model import Hunk, Key, ResponseSet

runner = CliRunner()


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """3 snippet items (one per tier) and 2 PR items (easy, medium)."""
    folder = write_fixture(tmp_path_factory.mktemp("mixed") / "2031Q1", items=3)
    return add_pr_track(folder, items=2)


def test_pr_records_load_with_their_module_texts_and_hunks(mixed: Path) -> None:
    key = load_key(mixed / "key")
    pr = [r for r in key.records if r.track == "pr"]
    assert len(pr) == 8 and {r.track for r in key.records} == {"snippet", "pr"}
    raw = {json.loads(line)["snippet_id"]: json.loads(line) for line in (mixed / "key/answers.jsonl").open()}
    for record in pr:
        assert record.after == raw[record.snippet_id]["after"] and record.before == raw[record.snippet_id]["before"]
        assert record.hunks == tuple(
            Hunk(tuple(h["lines"]), h["kind"], h["made_by"]) for h in raw[record.snippet_id]["hunks"]
        )
        assert all(line <= len(record.after.splitlines()) for line in record.fault_lines)
        assert (sum(h.kind == "defect" for h in record.hunks) == 1) is record.defective
    assert all(not r.after and not r.hunks for r in key.records if r.track == "snippet")


def _responses(key: Key, perfect_track: str) -> ResponseSet:
    """The key-oracle on one track, always-no on the other."""
    pairs = tuple((r.snippet_id, oracle_response(r) if r.track == perfect_track else ALWAYS_NO) for r in key.records)
    return ResponseSet("probe", "", pairs)


def test_scores_per_track_and_for_both_together_by_the_tier_formula(mixed: Path) -> None:
    key = load_key(mixed / "key")
    run = score_responses(key, _responses(key, "pr"))
    tracks = dict(run.tracks)
    assert list(tracks) == ["snippet", "pr"]
    assert [(t.tier, t.terms.score) for t in tracks["pr"].tiers] == [("easy", 1), ("medium", 1)]
    assert tracks["pr"].average == 1 and tracks["snippet"].average == Fraction(1, 6)
    assert [t.tier for t in tracks["snippet"].tiers] == ["easy", "medium", "hard"]
    # together: easy and medium pool one snippet item (always-no) and one PR item (oracle) each:
    # detection 1/2, line F1 (2 + 2 + 0 + 2) / 8, keyword recall 1/2, no false positive
    pooled = (Fraction(1, 2) + Fraction(3, 4) + Fraction(1, 2)) / 3
    assert [(t.tier, t.terms.score) for t in run.tiers] == [
        ("easy", pooled),
        ("medium", pooled),
        ("hard", Fraction(1, 6)),
    ]
    assert run.average == (2 * pooled + Fraction(1, 6)) / 3
    assert sum(len(tr.snippets) for _, tr in run.tracks) == len(run.snippets)


def test_score_cli_reports_each_track_in_tables_and_json(mixed: Path) -> None:
    key = load_key(mixed / "key")
    responses = mixed / "responses-probe.jsonl"
    responses.write_text(
        "".join(json.dumps({"snippet_id": s, "response": t}) + "\n" for s, t in _responses(key, "snippet").responses)
    )
    result = runner.invoke(
        app, ["score", "--key", str(mixed / "key"), str(responses), "--baselines", "--json", "--no-witnesses"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    (run,) = data["runs"]
    assert run["tracks"]["snippet"]["average"] == 1.0 and run["tracks"]["pr"]["average"] == pytest.approx(1 / 6)
    assert set(run["tracks"]["pr"]["tiers"]) == {"easy", "medium"} and run["tracks"]["pr"]["tiers"]["easy"]["ci"]
    for baseline, value in zip(data["baselines"], (1 / 6, -0.5, 1.0)):
        assert baseline["average"] == pytest.approx(value)
        for track in ("snippet", "pr"):
            assert baseline["tracks"][track]["average"] == pytest.approx(value), (baseline["model"], track)
    table = runner.invoke(
        app, ["score", "--key", str(mixed / "key"), str(responses), "--baselines", "--resamples", "50"]
    )
    assert table.exit_code == 0, table.output
    assert "probe: snippet track" in table.stdout and "probe: pr track" in table.stdout
    assert "  pr track" in table.stdout.split("reference responders")[1]


@settings(max_examples=30, deadline=None)
@given(keys(), st.data())
def test_the_baselines_hold_on_each_track_and_together(key: Key, data: st.DataObject) -> None:
    """Any key, any of its items moved to the PR track. (Keyword phrases are made words here: a
    phrase of markdown decoration alone, say "*", is stripped from the oracle's explanation by the
    parser, a flaw of the generated keys that has nothing to do with tracks.)"""
    items = sorted({r.item_id for r in key.records})
    pr = set(data.draw(st.lists(st.sampled_from(items), max_size=len(items), unique=True)))
    records = []
    for r in key.records:
        words = tuple(tuple(f"phrase{len(p)}x{i}" for i, p in enumerate(group)) for group in r.keywords)
        records.append(replace(r, keywords=words, track="pr" if r.item_id in pr else "snippet"))
    key = Key(records=tuple(records), source="generated")
    for responder, value in zip(baseline_sets(key), (Fraction(1, 6), Fraction(-1, 2), Fraction(1))):
        run = score_responses(key, responder)
        assert run.average == value and {t.terms.score for t in run.tiers} == {value}
        if pr:
            assert {name for name, _ in run.tracks} == ({"pr", "snippet"} if len(pr) < len(items) else {"pr"})
            for _, track in run.tracks:
                assert track.average == value and {t.terms.score for t in track.tiers} == {value}
        else:
            assert run.tracks == ()


def test_an_old_snippet_only_edition_scores_exactly_as_before(tmp_path: Path) -> None:
    """No "track" field (every edition before the PR track) and an explicit "snippet" score alike,
    with no per-track figures in the report."""
    old = write_fixture(tmp_path / "old", items=6)
    new = write_fixture(tmp_path / "new", items=6)
    lines = [json.loads(line) for line in (new / "key/answers.jsonl").open()]
    (new / "key/answers.jsonl").write_text("".join(json.dumps({**r, "track": "snippet"}) + "\n" for r in lines))
    rng = random.Random(5)
    answers = {r["snippet_id"]: rng.choice([ALWAYS_NO, "DEFECT: yes\nLINES: 3\nEXPLANATION: x"]) for r in lines}
    reports = []
    for folder in (old, new):
        key = load_key(folder / "key")
        sets = [ResponseSet("m", "", tuple(answers.items()))]
        evaluation = evaluate(key, sets, Options(resamples=100, baselines=True, witnesses=False))
        assert all(r.tracks == () for r in (*evaluation.runs, *evaluation.baselines))
        data = to_json(evaluation, confidence=0.95, resamples=100, seed=0)
        data.pop("key")
        reports.append(data)
    assert reports[0] == reports[1] and "tracks" not in json.dumps(reports[0])


@pytest.mark.parametrize(
    "change, message",
    [
        ({"track": "diff"}, 'field "track" must be one of snippet, pr'),
        ({"after": ""}, 'a PR record needs field "after"'),
        ({"hunks": []}, 'a PR record needs field "hunks"'),
        (
            {"hunks": [{"lines": [3, 999], "kind": "refactor", "made_by": "R1"}]},
            'hunk 1: "lines" must be [first, last]',
        ),
        (
            {"hunks": [{"lines": [3, 4], "kind": "cosmetic", "made_by": "R1"}]},
            'hunk 1: "kind" must be refactor or defect',
        ),
        ({"fault_lines": [999]}, 'field "fault_lines" must be lines of the after file'),
        (
            {"hunks": [{"lines": [3, 4], "kind": "refactor", "made_by": "R1"}]},
            "a defective PR record needs a defect hunk",
        ),
    ],
)
def test_a_malformed_pr_record_is_one_line_naming_file_line_and_field(
    tmp_path: Path, change: dict, message: str
) -> None:
    folder = add_pr_track(tmp_path / "e", items=1)
    lines = [json.loads(line) for line in (folder / "key/answers.jsonl").open()]
    lines[0] = {**lines[0], **change}  # the original
    (folder / "key/answers.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    with pytest.raises(InputFileError) as caught:
        load_key(folder / "key")
    assert str(caught.value).startswith(f"{folder / 'key/answers.jsonl'}:1: ") and message in str(caught.value)
    result = runner.invoke(app, ["score", "--key", str(folder / "key"), "--baselines"])
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1 and message in result.stderr


def test_a_pr_tier_without_correct_variants_is_refused_per_track(tmp_path: Path) -> None:
    folder = write_fixture(tmp_path / "e", items=3)
    made = pr_item(1, random.Random(2), tier="hard")
    with (folder / "key/answers.jsonl").open("a") as out:
        out.writelines(json.dumps(r) + "\n" for r, _ in made if r["defective"])
    with pytest.raises(InputFileError, match="tier hard of the pr track has no non-defective snippet"):
        load_key(folder / "key")


def test_pr_witnesses_call_any_public_function_and_run_on_the_after_module(tmp_path: Path) -> None:
    """On an original, a witness of a helper (not the entry) is checked against the fixed twin's
    after module, inside the module seed's precondition for that function when the record names
    one; on a fixed twin, a call the after module does not satisfy is a dispute; a call the key
    names no function for is foreign."""
    folder = add_pr_track(tmp_path / "e", items=3)  # item 2: the running total subtracts the price
    item = [r for r in load_key(folder / "key").records if r.item_id == "rp-2031q1-p002"]
    by = {r.variant: r for r in item}
    total = next(line.split("(")[0][4:] for line in by["original"].after.splitlines() if line.startswith("def total_"))
    split = next(line.split("(")[0][4:] for line in by["fixed"].after.splitlines() if line.startswith("def split_"))
    (folder / "key" / "pre.py").write_text(f"PRECONDITIONS = {{{total!r}: lambda price, qty: qty >= 1}}\n")
    lines = [json.loads(line) for line in (folder / "key/answers.jsonl").open()]
    lines = [{**r, "precondition": "pre.py"} if r["snippet_id"] == by["original"].snippet_id else r for r in lines]
    (folder / "key/answers.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    key = load_key(folder / "key")
    sub = Key(records=tuple(r for r in key.records if r.item_id == "rp-2031q1-p002"), source=key.source)
    yes = "DEFECT: yes\nLINES: 8\nEXPLANATION: x\nWITNESS: "
    first = ResponseSet(
        "m",
        "",
        (
            (by["original"].snippet_id, yes + f"{total}(2, 3) -> 6"),
            (by["disguised"].snippet_id, yes + "no_such_function(2, 3) -> 6"),
            (by["fixed"].snippet_id, "DEFECT: yes\nWITNESS: " + f"{split}(7, 2) -> [3, 4]"),
            (by["clean"].snippet_id, "DEFECT: no\nWITNESS: " + f"{split}(7, 2) -> [4, 3]"),
        ),
    )
    outside = ((by["original"].snippet_id, yes + f"{total}(2, 0) -> 0"),)  # qty 0: outside the precondition
    second = ResponseSet("m2", "", outside + tuple((sid, "DEFECT: no") for sid, _ in first.responses[1:]))
    runs = evaluate(sub, [first, second], Options(resamples=0)).runs
    assert all(run.witnesses is not None for run in runs)
    assert dict(runs[0].witnesses.statuses) == {"valid": 1, "foreign": 1, "disputed": 1, "false": 1}  # type: ignore[union-attr]
    assert dict(runs[1].witnesses.statuses) == {"precondition": 1, "none": 3}  # type: ignore[union-attr]
    (dispute,) = runs[0].witnesses.disputes  # type: ignore[union-attr]
    assert (dispute.snippet_id, dispute.call, dispute.result, dispute.claimed) == (
        by["fixed"].snippet_id,
        f"{split}(7, 2)",
        "[4, 3]",
        "[3, 4]",
    )
    pr_row = next(c for c in runs[0].witnesses.rows if c.kind == "track")  # type: ignore[union-attr]
    assert (pr_row.group, pr_row.valid, pr_row.disputed) == ("pr", 1, 1)


@pytest.mark.parametrize("track", ["snippet", "pr"])
def test_a_set_answering_one_track_is_scored_on_that_track(mixed: Path, track: str) -> None:
    """A harness that runs only one track's prompts: its set is scored on that track, named so,
    rather than refused for the other track's missing answers."""
    key = load_key(mixed / "key")
    pairs = tuple((r.snippet_id, oracle_response(r)) for r in key.records if r.track == track)
    run = score_responses(key, ResponseSet("m", "", pairs))
    assert run.track == track and run.tracks == () and run.average == 1
    assert {s.track for s in run.snippets} == {track} and len(run.snippets) == len(pairs)
    with pytest.raises(InputFileError, match="have no response"):  # one answer short: refused as ever
        score_responses(key, ResponseSet("m", "", pairs[1:]))


def test_a_whole_form_holds_both_tracks_and_is_scored_per_track(mixed: Path) -> None:
    key = load_key(mixed / "key")
    (name, ids), *_ = key.forms
    run = score_responses(key, ResponseSet("m", "", tuple((sid, oracle_response(key.by_id[sid])) for sid in ids)))
    assert run.forms == (name,)
    for _, part in run.tracks:  # the oracle, on whatever each tier of the form holds
        assert all(t.terms.detection in (None, 1) and t.terms.false_positive_rate in (None, 0) for t in part.tiers)
    tracks = dict(run.tracks)
    assert len(tracks["pr"].snippets) == 2 and len(tracks["snippet"].snippets) == 3  # one variant per item
    assert {s.snippet_id for _, t in run.tracks for s in t.snippets} == set(ids)


def test_the_csv_has_rows_per_track(mixed: Path) -> None:
    result = runner.invoke(app, ["score", "--key", str(mixed / "key"), "--baselines", "--csv"])
    assert result.exit_code == 0, result.output
    rows = [line.split(",") for line in result.stdout.splitlines()[1:]]
    sections = {(r[0], r[2], r[3]) for r in rows}
    for model in ("always-no", "always-yes", "key-oracle"):
        assert {(model, "baseline:pr", "easy"), (model, "baseline:pr", "average")} <= sections
        assert (model, "baseline:snippet", "hard") in sections and (model, "baseline:pr", "hard") not in sections
