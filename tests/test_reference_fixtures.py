"""The scoring reference sets the tests use are the project's own copy of ../shared/reference/."""

from __future__ import annotations

import filecmp
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tests" / "fixtures" / "reference"
SHARED_REFERENCE = ROOT.parent / "shared" / "reference"


def _files(top: Path) -> list[str]:
    return sorted(str(p.relative_to(top)) for p in top.rglob("*") if p.is_file())


def test_reference_fixtures_are_complete() -> None:
    for name in ("scoring", "scoring-v2"):
        assert (REFERENCE / name / "answers.jsonl").is_file()
        assert (REFERENCE / name / "expected.json").is_file()


@pytest.mark.skipif(not SHARED_REFERENCE.is_dir(), reason="no ../shared/reference beside this checkout")
def test_reference_fixtures_match_shared() -> None:
    ours, theirs = _files(REFERENCE), _files(SHARED_REFERENCE)
    assert ours == theirs
    _, mismatch, errors = filecmp.cmpfiles(REFERENCE, SHARED_REFERENCE, ours, shallow=False)
    assert mismatch == [] and errors == [], f"copy {SHARED_REFERENCE} into {REFERENCE} again"
