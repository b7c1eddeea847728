"""Determinism, and work units on a Dask distributed cluster (``--executor ADDRESS``,
generator/executors.py) of two worker processes this module starts: the cluster's edition of the
shared build's secret is byte-identical to the local one, also when a worker is killed while it runs
units (that a cold local rebuild is byte-identical too is test_corpus_build's killed-build test); the other commands' units come back as they do locally; a worker whose
kernel refuses namespaces, an unreachable address and a missing extra are each one line and exit 2,
with nothing written."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import dask
import distributed
import pytest
from shared_build import SECRETS, SMALL_LIBRARY, build_options, small_build, small_library
from typer.testing import CliRunner

from core.errors import UsageError
from core.seeds import load_library_seed
from generator import gold_dealing
from generator.build import build_edition
from generator.cli.main import app
from generator.distinct.ledger import Ledger
from generator.executors import INSTALL, cluster_executor
from generator.gold_audit import AuditOptions, audit_loaded
from generator.harvest.run import harvest
from generator.harvest.sources import jobs_for
from generator.masking_record import measure_library, measure_seed
from generator.masking_record import seed_hash as masking_hash

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
PACKAGE = str(FIXTURES / "harvest_pkg" / "minipkg")  # the harvest test's vendored package
RERUN = 3  # units of the local build the cluster build computes again (a worker is killed running one)


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def cluster() -> Iterator[distributed.LocalCluster]:
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
    ) as local:
        yield local


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return small_library(tmp_path_factory)


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The edition built on this machine's own process pool: the corpus test's shared build, as it
    left it (tests/shared_build.py: made once per run, by whichever worker asks first)."""
    _out, report, state = small_build(tmp_path_factory)
    assert report.written and report.items
    return state


def _computed(cluster: distributed.LocalCluster, prefix: str) -> float:
    """Seconds of work the cluster's workers spent on tasks of ``prefix`` (a function's name, less
    leading underscores, as Dask names its tasks)."""
    found = cluster.scheduler.task_prefixes.get(prefix)
    return 0.0 if found is None else float(found.all_durations.get("compute", 0.0))


class _Killer(threading.Thread):
    """Kills (SIGKILL) the first worker process seen running a work unit."""

    def __init__(self, cluster: distributed.LocalCluster) -> None:
        super().__init__(daemon=True)
        self.client = distributed.Client(cluster, set_as_default=False)
        self.pids = self.client.run(os.getpid)
        self.stop = threading.Event()
        self.killed: tuple[str, str] | None = None

    def run(self) -> None:
        while not self.stop.is_set() and self.killed is None:
            for address, keys in self.client.processing().items():
                units = [k for k in keys if str(k).startswith("evaluate-")]
                if units and address in self.pids:
                    os.kill(self.pids[address], signal.SIGKILL)
                    self.killed = (address, str(units[0]))
                    break
            self.stop.wait(0.01)


def test_a_cluster_build_is_byte_identical_to_a_local_one_though_a_worker_is_killed_mid_build(
    cluster, library: Path, reference: Path, tmp_path
) -> None:
    # the local build's cache is reused but for RERUN of its units: those run afresh, on the workers
    # (the executor path is the same for every unit; test_corpus_build's killed-build test proves a
    # cold build's output deterministic), and one worker process is killed (SIGKILL) while it runs one
    shutil.copytree(reference / ".cache", tmp_path / ".cache")
    rerun = sorted((tmp_path / ".cache" / "unit").rglob("*.pkl"))[:RERUN]
    for path in rerun:
        path.unlink()
    before = _computed(cluster, "evaluate")
    killer = _Killer(cluster)
    try:
        with cluster_executor(cluster.scheduler_address) as executor:
            killer.start()
            report = build_edition(build_options(library, tmp_path, secret=SECRETS[1]), executor=executor)
    finally:
        killer.stop.set()
        killer.join()
        killer.client.close()
    assert killer.killed is not None, "no worker was seen running a unit"
    assert _computed(cluster, "evaluate") > before  # the units ran on the workers
    assert all(path.exists() for path in rerun)  # each one computed again (and cached)
    assert report.written and not any("internal error" in note for note in report.notes)
    assert _tree(tmp_path / "2031Q1") == _tree(reference / "2031Q1")
    assert Ledger(tmp_path / "ledger.sqlite").secret("2031Q1") == SECRETS[1]


def test_harvest_masking_and_gold_units_come_back_as_they_do_locally(
    cluster, library: Path, tmp_path, monkeypatch
) -> None:
    seeds = [load_library_seed(library / rel, library) for rel in SMALL_LIBRARY[:3]]  # count_late: 5 pairs
    audit = AuditOptions(symbolic_seconds=0, examples=20)
    monkeypatch.setattr(gold_dealing, "PART_SEEDS", 1)  # one part per seed: put back in order
    local = (
        harvest(jobs_for([PACKAGE]), tmp_path / "local").to_dict(),
        {masking_hash(seeds[0].source): measure_seed(seeds[0])},  # in this process: no pool to start
        audit_loaded(seeds, audit),
    )
    with cluster_executor(cluster.scheduler_address) as executor:
        remote = (
            harvest(jobs_for([PACKAGE]), tmp_path / "remote", executor=executor).to_dict(),
            measure_library(seeds[:1], executor=executor),
            audit_loaded(seeds, audit, executor),
        )
    assert local[0]["written"] and [v.path for v in local[2]] == [s.path for s in seeds]
    assert remote == local
    assert _tree(tmp_path / "remote") == _tree(tmp_path / "local")
    assert _computed(cluster, "check_part") > 0 and _computed(cluster, "measure_seed") > 0


def test_a_worker_whose_kernel_refuses_namespaces_is_refused_in_one_line(library: Path, tmp_path) -> None:
    with distributed.LocalCluster(n_workers=0, processes=True, dashboard_address=None, silence_logs=40) as empty:
        worker = subprocess.Popen(
            [sys.executable, str(FIXTURES / "no_userns_worker.py"), empty.scheduler_address],
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            with distributed.Client(empty, set_as_default=False) as client:
                client.wait_for_workers(1, timeout=120)
                (address,) = client.scheduler_info()["workers"]
            with pytest.raises(UsageError) as refused, cluster_executor(empty.scheduler_address):
                pass
            assert f"worker {address} refuses" in refused.value.message
            assert "cannot confine untrusted code" in refused.value.message
            out = tmp_path / "out"
            result = CliRunner().invoke(
                app,
                [
                    "build",
                    "--seeds",
                    str(library),
                    "--out",
                    str(out),
                    "--pr-items",
                    "0",
                    "--executor",
                    empty.scheduler_address,
                ],
            )
        finally:
            worker.terminate()
            worker.wait(timeout=30)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and address in lines[0] and lines[0].startswith("redpen: error: --executor")
    assert not out.exists()


def test_an_unreachable_address_or_a_missing_extra_is_one_line(library: Path, tmp_path, monkeypatch) -> None:
    out = tmp_path / "out"
    address = "tcp://127.0.0.1:9"  # the discard port: nothing listens there
    command = ["build", "--seeds", str(library), "--out", str(out), "--executor", address]
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        unreachable = CliRunner().invoke(app, command)
    assert unreachable.exit_code == 2
    (line,) = unreachable.stderr.strip().splitlines()
    assert address in line and "no Dask scheduler answers" in line
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if the extra were not installed
    missing = CliRunner().invoke(app, command)
    assert missing.exit_code == 2
    (line,) = missing.stderr.strip().splitlines()
    assert INSTALL in line and address in line
    assert not out.exists()
