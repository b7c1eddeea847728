"""The per-seed tests over the whole library: the full scans `make test` samples.

``make test`` runs each per-seed test on a fixed stride of the seed library (or of the module
seeds), tests/library_sample.py; this runs the same tests on every seed (``REDPEN_FULL_SCAN=1``),
on two workers, and prints the time each file took. ``.venv/bin/python -m bench library``; a
failure is pytest's report, and the exit status is pytest's.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# every test that samples the library through tests/library_sample.py (tests/test_library_sample.py
# checks that each file using it is named here)
FULL_SCANS = (
    "tests/test_seed_library.py",
    "tests/test_disguise_library.py",
    "tests/test_disguise_docstrings.py::test_docstring_keeps_meaning_and_renames",
    "tests/test_snippet_lines.py::test_def_line_equals_position_provider_on_seeds_and_their_mutants",
    "tests/test_module_seeds.py::test_module_seed_runs_and_agrees",
    "tests/test_operators.py::test_keywords_are_two_or_three_specific_groups_over_the_seed_library",
    "tests/test_mutmut_oracle.py",
    "tests/test_clean_parity.py::test_a_control_ships_only_when_independent_and_in_the_house_idioms",
    "tests/test_clean_parity.py::test_the_library_has_independent_controls_for_most_seeds",
)


def run(targets: tuple[str, ...] = FULL_SCANS) -> int:
    """Run ``targets`` on every seed; pytest's exit status."""
    env = {**os.environ, "REDPEN_FULL_SCAN": "1"}
    command = [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadfile", "--durations=5", *targets]
    started = time.perf_counter()
    status = subprocess.run(command, cwd=ROOT, env=env, check=False).returncode
    print(f"full library scans: {len(targets)} tests, exit {status}, {time.perf_counter() - started:.1f} s")
    return status


def main() -> None:
    status = run()
    if status:
        raise SystemExit(status)


if __name__ == "__main__":
    main()
