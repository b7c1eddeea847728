"""Shared test settings: deterministic hypothesis runs, paths to the project's data folders."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "redpen",
    derandomize=True,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.load_profile("redpen")

ROOT = Path(__file__).resolve().parent.parent
# The scoring reference sets are carried in the checkout (copied from ../shared/reference/, which
# test_reference_fixtures_match_shared compares against whenever that folder exists beside it).
REFERENCE = ROOT / "tests" / "fixtures" / "reference"
SHARED_REFERENCE = ROOT.parent / "shared" / "reference"


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def reference_dir() -> Path:
    """The project's own copy of the shared scoring reference sets (`scoring/`, `scoring-v2/`)."""
    return REFERENCE
