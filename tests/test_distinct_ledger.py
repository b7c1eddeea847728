"""The SQLite ledger (generator.distinct.ledger) and ledger-aware distinctness checks."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from core.errors import InputFileError, UsageError
from generator.distinct.check import DistinctnessChecker
from generator.distinct.fingerprint import Fingerprint
from generator.distinct.ledger import Ledger, LedgerItem
from generator.distinct.normalize import FingerprintConfig
from generator.distinct.report import EXACT
from generator.distinct.units import Unit

LATE = """
def count_late(deliveries: list[tuple[int, int]], grace_days: int = 0) -> int:
    late = 0
    for promised, arrived in deliveries:
        if arrived - promised > grace_days:
            late += 1
    return late
"""
LATE_CLEAN = """
def count_late(deliveries: list[tuple[int, int]], grace_days: int = 0) -> int:
    return len([1 for due, got in deliveries if got > due + grace_days])
"""
LATE_DISGUISED = """
def tardy_essays(submissions, allowance=1):
    n = 0
    for pair in submissions:
        due, handed = pair
        if handed > due + allowance:
            n = n + 1
    return n
"""
MERGE = """
def merge(a: list[int], b: list[int]) -> list[int]:
    out = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    return out + a[i:] + b[j:]
"""


def ledger_item(
    item_id: str, fixed: str = LATE, clean: str = LATE_CLEAN, disguised: str = LATE_DISGUISED
) -> LedgerItem:
    variants = [
        ("original", f"{item_id}-o", fixed.replace(" > ", " >= ", 1)),
        ("disguised", f"{item_id}-d", disguised),
        ("fixed", f"{item_id}-f", fixed),
        ("clean", f"{item_id}-c", clean),
    ]
    return LedgerItem.from_code(item_id, f"seeds/x/{item_id}.py", [(r, s, textwrap.dedent(c)) for r, s, c in variants])


def test_record_read_back_retire_and_status(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "sub" / "ledger.sqlite")
    assert ledger.editions() == [] and ledger.entries() == []
    first = ledger_item("rp-2026q4-i001")
    ledger.record_edition("2026Q4", [first, ledger_item("rp-2026q4-i002", fixed=MERGE, clean=MERGE, disguised=MERGE)])
    ledger.record_edition("2027Q1", [ledger_item("rp-2027q1-i001", fixed=MERGE)])
    assert ledger.editions() == ["2026Q4", "2027Q1"]
    assert ledger.status("2026Q4") == "live" and ledger.status("1999Q1") is None
    entries = ledger.entries()
    assert [(e.edition, e.item.item_id) for e in entries] == [
        ("2026Q4", "rp-2026q4-i001"),
        ("2026Q4", "rp-2026q4-i002"),
        ("2027Q1", "rp-2027q1-i001"),
    ]
    assert entries[0].item == first  # fingerprints, snippet ids and seed path survive the round trip
    assert [e.item.item_id for e in ledger.entries(exclude_edition="2026Q4")] == ["rp-2027q1-i001"]
    ledger.retire("2026Q4")
    assert ledger.status("2026Q4") == "retired"
    assert {e.status for e in Ledger(ledger.path).entries() if e.edition == "2026Q4"} == {"retired"}
    with pytest.raises(UsageError, match="retired"):
        ledger.record_edition("2026Q4", [first])
    with pytest.raises(UsageError, match="1999Q1 is not in"):
        ledger.retire("1999Q1")
    # re-recording a live edition replaces its items
    ledger.record_edition("2027Q1", [ledger_item("rp-2027q1-i009")])
    assert [e.item.item_id for e in ledger.entries(exclude_edition="2026Q4")] == ["rp-2027q1-i009"]
    with pytest.raises(UsageError, match="twice"):
        ledger.record_edition("2027Q2", [first, first])
    assert ledger.editions() == ["2026Q4", "2027Q1"]  # the failed write left nothing behind


def test_an_item_identical_to_a_retired_item_after_renaming_is_rejected(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    ledger.record_edition("2026Q4", [ledger_item("rp-2026q4-i007")])
    ledger.retire("2026Q4")
    renamed = textwrap.dedent(LATE).replace("count_late", "overdue_books").replace("deliveries", "loans")
    renamed = (
        renamed.replace("promised", "due").replace("arrived", "returned").replace("late", "fines").replace("0", "3")
    )
    units = [
        Unit("n-f", "rp-2027q1-i001", "fixed", renamed),
        Unit("m-f", "rp-2027q1-i002", "fixed", textwrap.dedent(MERGE)),
    ]
    report = DistinctnessChecker(ledger=ledger).check(units)
    assert report.accepted == ("rp-2027q1-i002",)
    (rejection,) = report.rejections
    assert rejection.item_id == "rp-2027q1-i001" and rejection.reason == EXACT
    assert (rejection.against.edition, rejection.against.item_id, rejection.against.status) == (
        "2026Q4",
        "rp-2026q4-i007",
        "retired",
    )
    assert "ledger:2026Q4/rp-2026q4-i007 (retired)" in report.render_text()
    # without the ledger, or with that edition excluded, the item passes
    assert DistinctnessChecker().check(units).ok
    assert DistinctnessChecker(ledger=ledger, exclude_edition="2026Q4").check(units).ok


def test_a_new_item_matching_a_ledger_disguise_or_clean_is_rejected(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    ledger.record_edition("2026Q4", [ledger_item("old", fixed=MERGE)])
    units = [Unit("u", "new", "fixed", textwrap.dedent(LATE_DISGUISED).replace("pair", "p"))]
    report = DistinctnessChecker(ledger=ledger).check(units)
    assert report.rejected == ("new",) and report.rejections[0].against_role == "disguised"


class _Exploding(list):
    """A list of items whose iteration fails after the first item (a crash inside the write)."""

    def __iter__(self):
        yield self[0]
        raise RuntimeError("boom")


def test_an_exception_mid_write_loses_nothing_committed(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    ledger.record_edition("2026Q4", [ledger_item("a")])
    before = ledger.entries()
    with pytest.raises(RuntimeError, match="boom"):
        ledger.record_edition("2027Q1", _Exploding([ledger_item("b"), ledger_item("c")]))
    with pytest.raises(RuntimeError, match="boom"):
        ledger.record_edition("2026Q4", _Exploding([ledger_item("d"), ledger_item("e")]))  # a replace that fails
    assert ledger.editions() == ["2026Q4"]
    assert ledger.entries() == before


_CHILD = """
import sys, time
from pathlib import Path
sys.path.insert(0, {tests!r})
from test_distinct_ledger import ledger_item
from generator.distinct.ledger import Ledger

class Slow(list):
    def __iter__(self):
        for k, item in enumerate(list.__iter__(self)):
            yield item
            if k == 1:
                Path({marker!r}).write_text("mid-write")
                time.sleep(60)

ledger = Ledger({path!r})
ledger.record_edition("2026Q4", [ledger_item("a"), ledger_item("b")])
ledger.record_edition("2027Q1", Slow([ledger_item("c"), ledger_item("d"), ledger_item("e")]))
"""


def test_a_process_killed_mid_write_loses_nothing_committed(tmp_path: Path) -> None:
    path, marker = tmp_path / "ledger.sqlite", tmp_path / "marker"
    code = _CHILD.format(tests=str(Path(__file__).parent), marker=str(marker), path=str(path))
    child = subprocess.Popen([sys.executable, "-c", code], cwd=Path(__file__).parent.parent)
    try:
        deadline = time.monotonic() + 30
        while not marker.exists():
            assert child.poll() is None, "child exited before reaching the middle of the write"
            assert time.monotonic() < deadline, "child never reached the middle of the write"
            time.sleep(0.02)
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    ledger = Ledger(path)
    assert ledger.editions() == ["2026Q4"]
    assert [e.item.item_id for e in ledger.entries()] == ["a", "b"]
    ledger.record_edition("2027Q1", [ledger_item("c")])  # the ledger is still writable
    assert ledger.editions() == ["2026Q4", "2027Q1"]


def test_bad_ledger_paths_and_configs(tmp_path: Path) -> None:
    with pytest.raises(InputFileError, match="no ledger at this path"):
        Ledger(tmp_path / "missing.sqlite", create=False)
    junk = tmp_path / "junk.sqlite"
    junk.write_text("this is not sqlite " * 100)
    with pytest.raises(InputFileError, match="not a usable ledger"):
        Ledger(junk)
    Ledger(tmp_path / "l.sqlite").record_edition("2026Q4", [ledger_item("a")])
    with pytest.raises(InputFileError, match="another fingerprint config"):
        Ledger(tmp_path / "l.sqlite", config=FingerprintConfig(builtins=frozenset()))
    with pytest.raises(UsageError, match="status"):
        Ledger(tmp_path / "l.sqlite").record_edition("2027Q1", [], status="dead")


def test_cli_compares_against_a_ledger(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from generator.cli.main import app

    ledger = Ledger(tmp_path / "ledger.sqlite")
    ledger.record_edition("2026Q4", [ledger_item("old")])
    source = tmp_path / "new.py"
    source.write_text(textwrap.dedent(LATE).replace("late", "tardy") + "\n" + textwrap.dedent(MERGE))
    runner = CliRunner()
    alone = runner.invoke(app, ["distinct", str(source)])
    assert alone.exit_code == 0, alone.output
    against = runner.invoke(app, ["distinct", str(source), "--ledger", str(ledger.path)])
    assert against.exit_code == 1
    assert "ledger:2026Q4/old (live)" in against.output and "exact-duplicate" in against.output


def test_fingerprints_from_the_ledger_match_fresh_ones(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    ledger.record_edition("2026Q4", [ledger_item("a")])
    stored = {v.role: v.fingerprint for v in ledger.entries()[0].item.variants}
    assert stored["fixed"] == Fingerprint.of_source(textwrap.dedent(LATE))
