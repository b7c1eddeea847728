"""The suite's stride samples of the seed library (tests/library_sample.py): fixed, covering the
seeds they name, and each scanned in full by ``python -m bench library``."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
from library_sample import sample

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the full scans' list lives in bench/
from bench.bench_library import FULL_SCANS  # noqa: E402

PATHS = [ROOT / "seeds" / d / f"{n}.py" for d in ("a", "b", "c") for n in ("x", "y", "z")]


def test_a_sample_is_every_stride_th_from_its_offset_and_the_kept_seeds_in_library_order() -> None:
    got = sample(PATHS, 4, 1, keep=["c/x"])
    assert [f"{p.parent.name}/{p.stem}" for p in got] == ["a/y", "b/z", "c/x"]
    assert sample(PATHS, 4, 1, keep=["c/x"]) == got  # the same on every call
    assert sample(PATHS, 4, 5) == sample(PATHS, 4, 1)
    assert sample(PATHS, 1) == PATHS
    with pytest.raises(AssertionError, match="c/w"):
        sample(PATHS, 4, keep=["c/w"])  # a kept seed that left the library is named


def test_every_file_that_samples_the_library_is_scanned_in_full_by_the_bench() -> None:
    users = set()
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(n, ast.ImportFrom) and n.module == "library_sample" for n in tree.body):
            users.add(f"tests/{path.name}")
    users.discard("tests/test_library_sample.py")
    scanned = {target.split("::")[0] for target in FULL_SCANS}
    assert users and users == scanned, (sorted(users), sorted(scanned))
    for target in FULL_SCANS:  # each named test exists
        file, _, name = target.partition("::")
        assert not name or f"def {name}(" in (ROOT / file).read_text(encoding="utf-8"), target
