"""The small library's build, made once per test run and shared by the test files that need it.

``test_corpus_build.py`` and ``test_cluster.py`` run on two xdist workers (``make test``: whole
files to two workers); each built the same kind of 3-item edition of a small library, about 70-100
s of both cores apiece. :func:`shared` makes a result once per run: the first worker to ask builds
it under a file lock in the run's shared temporary folder (``getbasetemp().parent`` under xdist),
the other waits and loads it.
"""

from __future__ import annotations

import fcntl
import os
import pickle
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generator.build import build_edition
from generator.build_types import BuildOptions
from generator.corpus.edition import Edition

ROOT = Path(__file__).resolve().parent.parent
SMALL_LIBRARY = [
    "logistics/count_late.py",
    "retail/tiered_discount.py",
    "banking/can_withdraw.py",
    "school/letter_grade.py",
    "geometry/tiles_needed.py",
    "games/level_for_xp.py",
    "music/bars_needed.py",
    "weather/heatwaves.py",
    "energy/tiered_bill.py",
    "calendar/calendar_rows.py",
    "healthcare/bmi_category.py",
    "sports/unbeaten_run.py",
    "text/is_palindrome_phrase.py",
    "weather/compass_point.py",  # index arithmetic: it has interacting, partly masking fault pairs (hosts only:
    # its clean control is not in the target's idioms)
    # more seeds with masking pairs: a hard unit proves a stand-in (a pair that does not mask) only after
    # the search for masking ones, and 14 seeds alone came up short on hard for some library folders
    "retail/ean13_check_digit.py",
    "calendar/nth_weekday_day.py",  # masking pairs and an independent clean control
    "library/page_slice.py",
    "agriculture/median_yield.py",
    "security/port_scanners.py",
]

# A tiny library cannot pass the audit's interval rules, so these builds pass allow_leaky: they test the
# pipeline; the audit gate itself is proven on fixtures in test_audit.py and test_audit_build.py.
# The secrets are fixed so the suite's time does not vary with a random draw (a new secret is made and
# kept in test_the_secret_is_made_once_kept_and_decides_every_id). The second edition's (sha256 of "3";
# the first's is of "1") draws a one-item next edition that rejects few units: measured 14 s, where
# sha256 of "2" took 23 s and four more draws 14-20 s.
SECRETS = {1: "6b86b273ff34fce19d6b804eff5a3f57", 2: "4e07408562bedb8b60ce05c1decfe3ad"}


def build_options(library: Path, out: Path, **options: Any) -> BuildOptions:
    """A 3-item 2031Q1 build of the small library on two workers, leaky editions allowed."""
    return BuildOptions(
        **{"edition": Edition(2031, 1), "items": 3, "seeds_dir": library, "out_dir": out, "jobs": 2, **options},
        allow_leaky=True,
    )


def run_folder(factory: pytest.TempPathFactory) -> Path:
    """The folder this test run's workers share (one run's, never an earlier run's)."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def shared(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Any]) -> Any:
    """``make(folder)``'s result, made once per run in ``folder`` whichever worker asks first."""
    root = run_folder(factory)
    folder, done = root / f"shared-{name}", root / f"shared-{name}.pkl"
    with open(root / f"shared-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            value = make(folder)
            done.write_bytes(pickle.dumps(value))
        return pickle.loads(done.read_bytes())


def small_library(factory: pytest.TempPathFactory) -> Path:
    """The small library, copied once per run. Its seeds are keyed relative to the library folder's
    parent (``core.paths.seed_key``): ``seeds/<domain>/<name>.py`` wherever the folder is, so every
    run draws the same edition."""

    def copy(folder: Path) -> Path:
        root = folder / "seeds"
        for rel in SMALL_LIBRARY:
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(ROOT / "seeds" / rel, root / rel)
        return root

    return shared(factory, "library", copy)


def small_build(factory: pytest.TempPathFactory) -> tuple[Path, Any, Path]:
    """(out, report, state): the shared build's output folder (tests of test_corpus_build.py add an
    edition to it and retire this one), its report, and a pristine copy of its edition and result
    cache as the build left them (the killed-build and cluster tests start from it)."""
    library = small_library(factory)

    def build(folder: Path) -> tuple[Path, Any, Path]:
        out, state = folder / "out", folder / "state"
        report = build_edition(build_options(library, out, secret=SECRETS[1]))
        for name in ("2031Q1", ".cache"):
            shutil.copytree(out / name, state / name)
        return out, report, state

    return shared(factory, "build", build)
