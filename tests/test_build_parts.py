"""Editions, quotas, atomic publishing and manifests: the build's plumbing."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.atomic import recover, staging_dir
from core.errors import UsageError
from generator.build import build_edition
from generator.build_types import BuildOptions
from generator.corpus.edition import Edition
from generator.corpus.manifest import check_manifest, write_manifest
from generator.tiers import quotas_for


def test_edition_parse_and_quarters() -> None:
    assert str(Edition.parse("2027q1")) == "2027Q1"
    assert Edition.parse("2026Q4").next() == Edition(2027, 1)
    assert Edition.current(dt.date(2026, 11, 29)) == Edition(2026, 4)
    assert Edition.current(dt.date(2027, 1, 1)) == Edition(2027, 1)
    assert Edition(2027, 2).slug == "2027q2"
    with pytest.raises(UsageError, match="2027Q5.*quarter like 2027Q1"):
        Edition.parse("2027Q5")


def test_default_quotas() -> None:
    assert quotas_for(44) == {"easy": 18, "medium": 18, "hard": 8}
    assert quotas_for(88) == {"easy": 36, "medium": 36, "hard": 16}


@given(st.integers(1, 2000))
def test_quotas_sum_to_items_and_keep_proportions(items: int) -> None:
    q = quotas_for(items)
    assert sum(q.values()) == items
    assert abs(q["easy"] - q["medium"]) <= 1
    assert abs(q["hard"] - items * 8 / 44) < 1


def test_staging_dir_publishes_whole_or_keeps_previous(tmp_path: Path) -> None:
    final = tmp_path / "2027Q1"
    with staging_dir(final) as tmp:
        (tmp / "a.txt").write_text("one")
    assert (final / "a.txt").read_text() == "one"
    with pytest.raises(RuntimeError), staging_dir(final) as tmp:
        (tmp / "a.txt").write_text("two")
        raise RuntimeError("killed mid-way")
    assert (final / "a.txt").read_text() == "one"
    assert not list(tmp_path.glob(".staging-*"))


def test_recover_restores_previous_after_interrupted_swap(tmp_path: Path) -> None:
    final = tmp_path / "ed"
    trash = tmp_path / ".previous-ed"
    trash.mkdir()
    (trash / "x").write_text("previous")
    recover(final)
    assert (final / "x").read_text() == "previous"
    assert not trash.exists()


def test_manifest_detects_changed_missing_and_unlisted_files(tmp_path: Path) -> None:
    (tmp_path / "a.jsonl").write_text("1\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.py").write_text("x = 1\n")
    write_manifest(tmp_path)
    assert check_manifest(tmp_path) == []
    (tmp_path / "a.jsonl").write_text("2\n")
    (tmp_path / "c.txt").write_text("new")
    (tmp_path / "sub" / "b.py").unlink()
    problems = "\n".join(check_manifest(tmp_path))
    assert "a.jsonl: content does not match" in problems
    assert "c.txt: not listed" in problems
    assert "b.py: listed in MANIFEST.sha256 but missing" in problems


def test_a_malformed_secret_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with pytest.raises(UsageError, match="32 hex digits"):
        build_edition(BuildOptions(edition=Edition(2031, 1), items=3, out_dir=out, secret="not-a-secret"))
    assert not out.exists()
