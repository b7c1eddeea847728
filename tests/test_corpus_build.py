"""The corpus build end to end, on a small seed library: export layout, verify, determinism,
the next edition, retirement, a short library, and a build killed mid-way by a real signal (the
key's and the readers' checks of the same shared build: test_corpus_key.py)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import harness_checks
import pytest
from shared_build import SECRETS, SMALL_LIBRARY, build_options, small_build, small_library
from typer.testing import CliRunner

from audit.lint import ruff_diagnostics, smells
from generator.build import build_edition
from generator.build_types import BuildOptions
from generator.cli.main import app
from generator.corpus.edition import Edition
from generator.corpus.manifest import check_manifest
from generator.corpus.retire import retire_edition
from generator.corpus.verify import verify_edition
from generator.distinct.ledger import Ledger
from generator.pair_shapes import PLANTED, lines_apart

ROOT = Path(__file__).resolve().parent.parent


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return small_library(tmp_path_factory)


@pytest.fixture(scope="module")
def built_state(tmp_path_factory: pytest.TempPathFactory):
    """The shared build (tests/shared_build.py: made once per run, also for test_cluster.py)."""
    return small_build(tmp_path_factory)


@pytest.fixture(scope="module")
def built(built_state):
    out, report, _state = built_state
    return out, report


def _lint_net(snippets: list[dict], answers: list[dict]) -> dict[str, int]:
    code = {s["snippet_id"]: s["code"] for s in snippets}
    found = ruff_diagnostics([code[a["snippet_id"]] for a in answers])
    net: dict[str, int] = {}
    for answer, diagnostics in zip(answers, found):
        if smells(diagnostics):
            net[answer["tier"]] = net.get(answer["tier"], 0) + (1 if answer["defective"] else -1)
    return net


def _secret(edition_dir: Path) -> str:
    return json.loads((edition_dir / "key" / "edition.json").read_text())["secret"]


def test_build_writes_a_complete_blind_edition(built) -> None:
    out, report = built
    assert report.written and not report.shortfall
    # every seed has a gold verdict: from the shipped record (by text hash) unless its text changed
    # since the record was written (then audited by the build); none fails
    gold = report.gold
    assert gold["recorded"] > 0 and gold["recorded"] + gold["audited_now"] == len(SMALL_LIBRARY)
    assert gold["failed"] == 0
    edition = out / "2031Q1"
    assert sorted(p.name for p in (edition / "live").iterdir()) == [
        "MANIFEST.sha256",
        "README.md",
        "forms",
        "prompts.jsonl",
        "snippets.jsonl",
    ]
    snippets = [json.loads(line) for line in (edition / "live" / "snippets.jsonl").read_text().splitlines()]
    answers = [json.loads(line) for line in (edition / "key" / "answers.jsonl").read_text().splitlines()]
    items = [json.loads(line) for line in (edition / "key" / "items.jsonl").read_text().splitlines()]
    assert len(items) == 3 and len(snippets) == 12 and len(answers) == 12
    assert sorted(i["tier"] for i in items) == ["easy", "hard", "medium"]
    # the selection's lint balance is reported per tier, as the lint responder would count it
    flagged = _lint_net(snippets, answers)
    assert report.lint_net == {t: flagged.get(t, 0) for t in ("hard", "medium", "easy")}
    assert all(set(s) == {"snippet_id", "language", "code"} for s in snippets)
    assert {s["snippet_id"] for s in snippets} == {a["snippet_id"] for a in answers}
    for answer in answers:
        code = next(s["code"] for s in snippets if s["snippet_id"] == answer["snippet_id"])
        lines = code.splitlines()
        assert answer["defective"] == (answer["variant"] in ("original", "disguised"))
        assert bool(answer["fault_lines"]) == answer["defective"] == bool(answer["keywords"])
        assert all(1 <= n <= len(lines) for n in answer["fault_lines"])
    for item in items:  # the disguise: the same mechanism planted in the item's own clean implementation,
        host = item["transplant"]  # told with the clean control in another domain (the default layout)
        assert item["seeds"] == [item["seed"]] == [host["seed"]] and host["domain"] != item["domain"]
        assert item["functions"]["disguised"] == item["functions"]["clean"] == host["function"]
        assert host["function"] != item["functions"]["original"]
        assert (edition / "key" / host["test"]).exists() and (edition / "key" / host["fixed"]).exists()
    assert "REDPEN CANARY 2031Q1" in (edition / "live" / "README.md").read_text()
    assert check_manifest(edition / "live") == [] and check_manifest(edition / "key") == []
    # the key names each hard item's pair shape, its faults apart; the card counts the shapes
    hard = [a for a in answers if a["tier"] == "hard"]
    assert hard and all(a["pair_shape"] in PLANTED for a in hard)
    assert all(lines_apart(a["fault_lines"]) for a in hard if a["defective"])
    assert all("pair_shape" not in a for a in answers if a["tier"] != "hard")
    shape = next(i["pair_shape"] for i in items if i["tier"] == "hard")
    assert f"| {shape} | 1 |" in (edition / "live" / "README.md").read_text()


def test_exported_edition_verifies(built) -> None:
    out, _ = built
    report = verify_edition(out / "2031Q1", ledger_path=out / "ledger.sqlite")
    assert report.audit is not None
    assert all(p.startswith("audit: ") for p in report.problems), report.problems  # only the known leaks
    assert report.checked == {"items": 3, "snippets": 12}


def test_verify_names_the_item_whose_kill_matrix_breaks(built, tmp_path: Path) -> None:
    out, _ = built
    copy = tmp_path / "2031Q1"
    shutil.copytree(out / "2031Q1", copy)
    items = [json.loads(line) for line in (copy / "key" / "items.jsonl").read_text().splitlines()]
    broken = items[0]
    test_file = copy / "key" / broken["test"]
    test_file.write_text(test_file.read_text().replace("def test_", "def _disabled_test_"))
    report = verify_edition(copy, rerun=True)
    assert not report.ok
    assert any(broken["item_id"] in p and "kill matrix" in p for p in report.problems)
    assert any("content does not match" in p for p in report.problems)


def test_the_secret_is_made_once_kept_and_decides_every_id(built, tmp_path: Path) -> None:
    from generator.build import resolve_secret
    from generator.corpus.export import assign_ids

    _, report = built
    ledger = Ledger(tmp_path / "ledger.sqlite")
    options = BuildOptions(edition=Edition(2031, 1), items=3, out_dir=tmp_path)
    made = resolve_secret(options, ledger)
    assert len(made) == 32 and int(made, 16) >= 0
    assert resolve_secret(options, ledger) == made == ledger.secret("2031Q1")  # kept from the first build on
    given = "ab" * 16
    assert resolve_secret(BuildOptions(edition=Edition(2031, 1), out_dir=tmp_path, secret=given), ledger) == given
    # without the secret, nothing of the key comes back: other ids (and another shuffle, disguise, forms)
    mine = BuildOptions(edition=Edition(2031, 1), secret=made)
    theirs = BuildOptions(edition=Edition(2031, 1), secret=given)
    assert mine.salt != theirs.salt

    def ids(o):
        return {sid for e in assign_ids(report.items, o.edition, o.salt) for sid in e.snippet_ids.values()}

    assert not ids(mine) & ids(theirs)


def test_next_edition_uses_new_seeds_and_retire_publishes_solutions(built, library: Path) -> None:
    out, first = built
    # a one-item second edition from the seeds the first left (one seed per item): what the test
    # asks of it (new seeds only, the spent ones excluded by name) needs no more items
    second = build_edition(
        build_options(library, out, edition=Edition(2031, 2), items=1, allow_short=True, secret=SECRETS[2])
    )
    assert second.written and second.items
    spent = {p for i in first.items for p in i.seeds}
    assert len(spent) == len(first.items)  # the planted seed, whose clean implementation hosts the disguise
    assert not spent & {p for i in second.items for p in i.seeds}
    assert any("earlier edition" in why for _, why in second.excluded_seeds)
    retired = retire_edition(Edition(2031, 1), out_dir=out)
    assert Ledger(out / "ledger.sqlite").status("2031Q1") == "retired"
    cards = sorted((retired / "solutions").glob("*.md"))
    assert len(cards) == 3
    card = cards[0].read_text()
    assert all(v in card for v in ("## original", "## disguised", "## fixed", "## clean", "def test_"))
    assert check_manifest(retired) == []


def test_a_short_library_is_refused_with_the_reason(library: Path, tmp_path: Path) -> None:
    # one seed: no disguise host for any unit, so every tier comes up short without a gate run (two
    # seeds ran a gate to fill one place of five, 12 s against 4 s, for the same refusal)
    one_seed = tmp_path / "seeds"
    for rel in SMALL_LIBRARY[:1]:
        (one_seed / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(library / rel, one_seed / rel)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "build",
            "--edition",
            "2031Q3",
            "--items",
            "5",
            "--pr-items",
            "0",
            "--seeds",
            str(one_seed),
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    assert result.returncode == 1
    assert "is short: tier" in result.stderr and "candidates (" in result.stderr
    assert "nothing was written" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "2031Q3").exists()


def test_killed_cold_build_leaves_previous_edition_resumes_and_matches_the_shared_build(
    built, built_state, library: Path, tmp_path: Path
) -> None:
    """A cold build killed (SIGKILL, mid-gate) leaves the previous edition intact; run again, it
    reuses what the killed one cached, computes the rest and writes the edition the shared build of
    the same secret wrote, byte for byte. Nothing is cached before the killed build: every unit,
    control and plan is computed afresh, in two processes, so the same inputs and secret giving
    the same bytes from a cold start (the suite's determinism check) is proven here too."""
    source, _ = built
    _, _, state = built_state
    out = tmp_path / "out"
    units = out / ".cache" / "unit"
    shared_units = sorted(p.name for p in (state / ".cache" / "unit").rglob("*.pkl"))
    # the previous edition: the shared one with a stale card, so the new one can be told from it
    shutil.copytree(state / "2031Q1", out / "2031Q1")
    card = out / "2031Q1" / "live" / "README.md"
    card.write_text(card.read_text() + "\nAn earlier build of this edition.\n")
    # the copied edition comes with its ledger record (a folder the ledger does not know is refused)
    entries = [e.item for e in Ledger(source / "ledger.sqlite").entries() if e.edition == "2031Q1"]
    Ledger(out / "ledger.sqlite").record_edition("2031Q1", entries)
    before = _tree(out / "2031Q1")
    command = [
        sys.executable,
        "-m",
        "generator",
        "build",
        "--edition",
        "2031Q1",
        "--items",
        "3",
        "--pr-items",
        "0",
        "--secret",
        SECRETS[1],
        "--seeds",
        str(library),
        "--out",
        str(out),
        "--jobs",
        "2",
        "--allow-leaky",
    ]
    child = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    deadline = time.monotonic() + 300
    while not list(units.rglob("*.pkl")):  # until the first unit it computed is cached
        assert child.poll() is None, "the build ended before it could be killed"
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    assert _tree(out / "2031Q1") == before  # the previous edition, intact
    cached = len(list(units.rglob("*.pkl")))
    assert 0 < cached < len(shared_units)  # killed with units still to compute
    resumed = build_edition(build_options(library, out, secret=SECRETS[1]))  # what the command line ran
    assert resumed.written and resumed.cache_hits >= cached
    # the same units as the shared build's (keyed by content), every one computed in this test
    assert sorted(p.name for p in units.rglob("*.pkl")) == shared_units
    assert _tree(out / "2031Q1") == _tree(state / "2031Q1") != before
    assert not list(out.glob(".staging-*")) and not list(out.glob(".previous-*"))


def _loose_keywords(items):
    """The built items with keyword groups that any paragraph matches (a leak whatever the size)."""
    from dataclasses import replace

    from scoring.keywords import vocabulary_cues

    # one group names every mechanism family and vocabulary phrase, so the scorer's anti-stuffing
    # rule (which only counts what is foreign to the key) cannot hide the leak
    every = vocabulary_cues()
    return [replace(item, keywords=(("the", "a", *every), ("of", "and"))) for item in items]


def test_a_leaky_edition_is_refused_by_the_audit_and_nothing_is_written(built, tmp_path: Path) -> None:
    from generator.corpus.export import assign_ids
    from generator.export_stage import export_stage

    _, report = built
    options = BuildOptions(edition=Edition(2031, 1), items=3, out_dir=tmp_path, secret="0" * 32)
    exported = assign_ids(_loose_keywords(report.items), options.edition, options.salt)
    audit = export_stage(options, exported, tmp_path / "2031Q1")
    assert not audit.passed
    stuffing = next(r for r in audit.rows if r.name == "keyword stuffing")
    assert stuffing.status == "FAIL" and any("keyword recall 100.0%" in f for f in stuffing.failures)
    assert not (tmp_path / "2031Q1").exists() and not list(tmp_path.glob(".staging-*"))


def test_allow_leaky_exports_with_the_failure_recorded(built, tmp_path: Path) -> None:
    from generator.corpus.export import assign_ids
    from generator.export_stage import export_stage

    _, report = built
    options = BuildOptions(edition=Edition(2031, 1), items=3, out_dir=tmp_path, secret="0" * 32, allow_leaky=True)
    audit = export_stage(
        options, assign_ids(_loose_keywords(report.items), options.edition, options.salt), tmp_path / "2031Q1"
    )
    edition = tmp_path / "2031Q1"
    card = (edition / "live" / "README.md").read_text()
    assert "Validity audit: FAIL" in card and "keyword" not in card.split("Validity audit")[1].split("\n")[0]
    record = json.loads((edition / "key" / "edition.json").read_text())
    assert record["audit"] == "fail" and record["allow_leaky"] is True and record["secret"] == "0" * 32
    full = json.loads((edition / "key" / "audit.json").read_text())
    assert full["passed"] is False and full["summary"] == audit.summary()
    assert check_manifest(edition / "live") == [] and check_manifest(edition / "key") == []


def _present(value: object) -> object:
    """A record without its None fields, at any depth (a parquet struct gives a field some records
    lack, nested too, as None)."""
    if isinstance(value, dict):
        return {k: _present(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_present(v) for v in value]
    return value


def test_the_hf_export_loads_offline_and_round_trips(built, tmp_path: Path, monkeypatch) -> None:
    pytest.importorskip("datasets", reason="needs the hf extra (make venv installs it)")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    out, _ = built
    runner = CliRunner()
    for source, target in (
        (out / "2031Q1", tmp_path / "live"),
        (harness_checks.retired_copy(out, tmp_path), tmp_path / "retired"),
    ):
        result = runner.invoke(app, ["export", "hf", str(source), "--out", str(target)])
        assert result.exit_code == 0, result.output
        loaded = harness_checks.load_offline(target, tmp_path / "cache")
        forms = sorted((source / "live" / "forms").glob("*.jsonl"))
        assert forms and all(loaded[f"form-{f.stem}"] == harness_checks.jsonl(f) for f in forms)
        assert loaded["snippet"] == harness_checks.jsonl(source / "live" / "snippets.jsonl")
        card = (target / "README.md").read_text(encoding="utf-8")
        canary = next(line for line in (source / "live" / "README.md").read_text().splitlines() if "CANARY" in line)
        assert canary in card and "license: cc-by-4.0" in card
        retired = target.name == "retired"
        assert ("answers" in loaded) == ("items" in loaded) == retired
        if retired:
            answers = harness_checks.jsonl(source / "key" / "answers.jsonl")  # a field some lack reads as None
            assert len(loaded["answers"]) == len(answers)
            wrong = [
                (k, row.get(k), a.get(k))
                for row, a in zip(loaded["answers"], answers)
                for k in {*row, *a}
                if _present(row.get(k)) != _present(a.get(k))
            ]
            assert not wrong, wrong[:3]
            items = harness_checks.jsonl(source / "key" / "items.jsonl")
            assert [r["item_id"] for r in loaded["items"]] == [i["item_id"] for i in items]
            assert sorted(p.name for p in (target / "solutions").glob("*.md")) == sorted(
                p.name for p in (source / "solutions").glob("*.md")
            )
        else:
            assert "Must stay private" in card and not (target / "solutions").exists()


def test_a_retired_editions_site_opens_in_headless_chromium(built, tmp_path: Path) -> None:
    """`redpen site`: index and an item page in a real browser (text, the filter's script, the four
    variants with their fault lines marked), a screenshot; calibration shown; one-line refusals."""
    from site_checks import check_site

    out, _ = built
    check_site(out, tmp_path)
