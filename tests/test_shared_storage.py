"""The output folder on shared storage (generator/corpus/storage.py, generator/cache.py): a folder on
a network filesystem is refused in one line before anything is written; cache entries written by
concurrent writers are read whole or not at all."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from generator.cache import ResultCache
from generator.cli.main import app
from generator.corpus import storage

SEGMENT = st.sampled_from(["a", "b", "ab", "a b"])
POINT = st.lists(SEGMENT, max_size=3).map(lambda parts: "/" + "/".join(parts))
KIND = st.sampled_from(["ext4", "nfs4", "tmpfs", "cifs", "overlay"])


def _line(point: str, kind: str) -> str:
    return f"dev {point.replace(' ', chr(92) + '040')} {kind} rw 0 0"


@given(st.lists(st.tuples(POINT, KIND), max_size=6), st.lists(SEGMENT, min_size=1, max_size=4))
def test_a_path_is_on_the_filesystem_of_the_last_mount_of_its_nearest_mount_point(
    mounts: list[tuple[str, str]], parts: list[str]
) -> None:
    table = [("/", "rootfs"), *mounts]
    path = Path("/", *parts)
    holders = [(point, kind) for point, kind in table if point == "/" or Path(point) in (path, *path.parents)]
    nearest = max(len(Path(point).parts) for point, _ in holders)
    expected = [kind for point, kind in holders if len(Path(point).parts) == nearest][-1]
    text = "\n".join(_line(point, kind) for point, kind in table)
    assert storage.mount_type(str(path), text) == expected


def test_an_output_folder_on_nfs_is_refused_in_one_line_with_nothing_written(tmp_path: Path, monkeypatch) -> None:
    mounts = tmp_path / "mounts"
    mounts.write_text(f"/dev/sda1 / ext4 rw 0 0\nserver:/export {tmp_path} nfs4 rw 0 0\n")
    monkeypatch.setattr(storage, "MOUNTS", mounts)
    out = tmp_path / "corpus" / "out"
    result = CliRunner().invoke(app, ["build", "--out", str(out), "--items", "3"])
    assert result.exit_code == 2
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("redpen: error: --out") and "nfs4" in line and str(out) in line
    assert not (tmp_path / "corpus").exists()
    assert storage.filesystem_of(tmp_path, None) == "nfs4"


def _hammer(root: str, key: str, value: bytes, rounds: int) -> None:
    cache = ResultCache(root)
    for _ in range(rounds):
        cache.put("unit", key, value)


def test_concurrent_writers_of_one_entry_leave_it_whole(tmp_path: Path) -> None:
    value = os.urandom(1 << 18)  # big enough that a torn write would show
    context = multiprocessing.get_context("fork")
    writers = [context.Process(target=_hammer, args=(str(tmp_path), "k" * 16, value, 40)) for _ in range(2)]
    for writer in writers:
        writer.start()
    reader = ResultCache(tmp_path)
    seen = [reader.get("unit", "k" * 16) for _ in range(200)]
    for writer in writers:
        writer.join()
    assert all(entry in (None, value) for entry in seen)
    assert reader.get("unit", "k" * 16) == value
    assert [p.name for p in (tmp_path / "unit" / "kk").iterdir()] == ["k" * 16 + ".pkl"]  # no temporary left
