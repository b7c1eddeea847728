"""core.atomic: the one writer. Files and folders appear whole or not at all; nothing is left behind."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.atomic import staging_dir, write_atomic


@settings(max_examples=30, deadline=None)
@given(data=st.one_of(st.text(), st.binary()))
def test_write_atomic_writes_exactly_the_data(tmp_path_factory: pytest.TempPathFactory, data: str | bytes) -> None:
    target = tmp_path_factory.mktemp("w") / "sub" / "out.txt"
    write_atomic(target, data)
    expected = data.encode("utf-8") if isinstance(data, str) else data
    assert target.read_bytes() == expected
    assert sorted(p.name for p in target.parent.iterdir()) == ["out.txt"]


@pytest.mark.parametrize("durable", [pytest.param(True, id="fsynced"), pytest.param(False, id="cache-entry")])
def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, durable: bool
) -> None:
    target = tmp_path / "key.json"
    target.write_text("old")

    def refuse(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, "new", durable=durable)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["key.json"]


def test_staging_dir_keep_adds_files_to_an_existing_folder_all_or_nothing(tmp_path: Path) -> None:
    out = tmp_path / "mutants"
    out.mkdir()
    (out / "a.py").write_text("a")
    with pytest.raises(RuntimeError), staging_dir(out, keep=True) as staging:
        assert (staging / "a.py").read_text() == "a"  # starts as a copy of the folder
        (staging / "b.py").write_text("b")
        raise RuntimeError("killed between two files")
    assert sorted(p.name for p in out.iterdir()) == ["a.py"]
    with staging_dir(out, keep=True) as staging:
        (staging / "b.py").write_text("b")
        (staging / "a.py").write_text("a2")
    assert {p.name: p.read_text() for p in out.iterdir()} == {"a.py": "a2", "b.py": "b"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mutants"]  # no staging or previous copy left
