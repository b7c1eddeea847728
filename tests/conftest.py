"""Shared test settings: deterministic hypothesis runs, paths to the project's data folders."""

from __future__ import annotations

import contextlib
import importlib.util
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

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


@pytest.fixture
def constants_loaded(tmp_path: Path) -> Callable[[str, str], contextlib.AbstractContextManager[ModuleType]]:
    """``with constants_loaded(name, extra):`` a module full of constants (300 large integers, then
    ``extra``) is loaded for the block, as in a warm child that ran other seeds before (hypothesis
    mixes in the constants of every local module loaded)."""

    @contextlib.contextmanager
    def loaded(name: str, extra: str) -> Iterator[ModuleType]:
        path = tmp_path / f"{name}.py"
        path.write_text("VALUES = [" + ", ".join(str(10**12 + 7 * i) for i in range(300)) + f", {extra}]\n")
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
            yield module
        finally:
            del sys.modules[name]

    return loaded


# The files whose one shared build (or long search) takes the longest go first: `make test` deals
# whole files to two workers (--dist loadfile) in collection order, and a long file dealt last
# leaves the other worker idle (measured: 5m28 wall for 6m40 of CPU when the corpus build's file
# and the mutmut oracle shared a worker at the end).
LONGEST_FIRST = ("test_corpus_build.py", "test_cluster.py", "test_mutmut_oracle.py", "test_clean_parity.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))
