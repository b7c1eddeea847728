"""Where the work units of a command run: ``--executor local`` (this machine's process pool, the
default) or the address of an existing Dask distributed scheduler (the optional extra
``redpen[dask]``), for ``redpen build``, ``redpen harvest``, ``redpen seeds --audit`` and
``redpen seeds --masking``.

Every stage already dispatches frozen, picklable work units through a ``concurrent.futures``
executor and applies their results in proposal order, so a cluster changes where a unit runs, never
what it returns or in which order it is used: ``Client.get_executor(pure=False)`` is the executor
(each submission its own task; a unit's verdict is a pure function of its arguments). A worker lost
mid-unit is the scheduler's to handle: its tasks are run again on the workers left
(``distributed.scheduler.allowed-failures`` deaths per task, Dask's own setting), and since the build
collects one result per proposed unit and applies them in proposal order, a rerun unit is neither
lost nor doubled. An exception raised by a unit is a verdict, not retried.

Before any work (and before anything is written), ``cluster_executor`` connects and checks every
worker with one pinned task (``worker_check``): it runs a trivial task in the worker's own kernel
sandbox (the kernel steps run on the worker, in a supervisor it starts for itself) and returns the
fingerprint of the toolkit's code and the interpreter's version. A worker that cannot confine
untrusted code, that runs other redpen code or another Python (the edition would not be
byte-identical), or that cannot run redpen at all is refused in one line naming the worker. An
unreachable address, or an address without the extra installed, is one line and exit 2.
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import functools
import importlib
import os
import platform
from collections.abc import Iterator
from types import ModuleType
from typing import Any

from core.errors import RedpenError, UsageError
from generator.cache import toolkit_fingerprint
from killability.sandbox import UNSAFE_ENV, Limits, run_task, use_unsafe_sandbox

LOCAL = "local"
INSTALL = "pip install 'redpen[dask]'"
CHECK_SECONDS = 300.0  # a worker's check: start a supervisor (imports hypothesis, pytest) and run one task
_PROBE = functools.partial(pow, 2, 10)  # a task any sandbox runs: its answer proves the round trip
_PROBE_VALUE = 1024
TOOLKIT_PACKAGES = ("core", "operators", "killability", "scoring", "audit", "generator")

EXECUTOR_HELP = (
    "Where work units run: 'local' (this machine's process pool) or the address of a Dask scheduler "
    f"(tcp://host:8786; needs {INSTALL})."
)


def worker_check(unsafe: bool) -> dict[str, str]:
    """Run on each worker at connect time: the sandbox's mode set as the command's, one trivial
    task in the worker's kernel sandbox ("" or why it refused), the toolkit's code and Python.

    The toolkit's packages are imported first: the supervisor started here shows its children
    the packages this process has imported (``killability.visible_paths``), and a child unpickles
    a task of any of them (a harvest's import check, ``generator.harvest.run``, needs operators/)."""
    for package in TOOLKIT_PACKAGES:
        importlib.import_module(package)
    if (os.environ.get(UNSAFE_ENV) == "1") != unsafe:  # a change of mode restarts the warm supervisors
        use_unsafe_sandbox(unsafe)
    try:
        outcome = run_task(_PROBE, Limits(wall_seconds=60))
        if outcome.status == "ok" and outcome.value == _PROBE_VALUE:
            problem = ""
        else:
            problem = f"sandbox: a trivial task came back {outcome.status} ({outcome.message})"
    except RedpenError as exc:
        problem = exc.message
    return {"code": toolkit_fingerprint(), "python": platform.python_version(), "problem": problem}


def is_local(spec: str) -> bool:
    return spec.strip().lower() == LOCAL


def _distributed(spec: str) -> ModuleType:
    try:
        import distributed
    except ImportError:
        raise UsageError(
            f"--executor {spec}: the Dask extra is not installed; {INSTALL} (or use --executor local)"
        ) from None
    return distributed


def _connect(distributed: ModuleType, spec: str) -> Any:
    """A client of the scheduler at ``spec`` (Dask's ``distributed.comm.timeouts.connect`` bounds
    the wait), or one line naming the address."""
    try:
        return distributed.Client(spec.strip(), set_as_default=False)
    except Exception as exc:  # OSError/TimeoutError unreachable, ValueError/TypeError a malformed address
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise UsageError(
            f"--executor {spec}: no Dask scheduler answers at that address ({reason[:160]}); start one "
            "(dask scheduler; dask worker ADDRESS) or pass --executor local"
        ) from None


def check_workers(client: Any, spec: str, unsafe: bool = False) -> list[str]:
    """Every worker's check (one task pinned to each); the workers' addresses, or one line naming
    the first worker refused and why."""
    workers = sorted(client.scheduler_info(n_workers=-1)["workers"])
    if not workers:
        raise UsageError(f"--executor {spec}: the scheduler has no workers; start some (dask worker {spec})")
    futures = {
        address: client.submit(worker_check, unsafe, workers=[address], allow_other_workers=False, pure=False)
        for address in workers
    }
    here = {"code": toolkit_fingerprint(), "python": platform.python_version()}
    for address, future in futures.items():
        try:
            found = future.result(timeout=CHECK_SECONDS)
        except Exception as exc:  # redpen missing on the worker, the worker lost, the check timed out
            reason = str(exc).splitlines()[0] if str(exc) else ""
            raise UsageError(
                f"--executor {spec}: worker {address} cannot run redpen's check "
                f"({type(exc).__name__}: {reason[:160]}); install the same redpen on every worker"
            ) from None
        if found["problem"]:
            raise UsageError(f"--executor {spec}: worker {address} refuses: {found['problem']}")
        for what in ("python", "code"):
            if found[what] != here[what]:
                name = "Python" if what == "python" else "redpen code (fingerprint)"
                raise UsageError(
                    f"--executor {spec}: worker {address} runs another {name} ({found[what]}, here "
                    f"{here[what]}): an edition would not be byte-identical; install the same redpen and "
                    "Python on every worker"
                )
    return workers


@contextlib.contextmanager
def cluster_executor(spec: str, *, unsafe: bool = False) -> Iterator[cf.Executor | None]:
    """None for ``local`` (the command keeps its own pool); else an executor on the Dask cluster
    at ``spec``, every worker checked first, the client closed at exit."""
    if is_local(spec):
        yield None
        return
    distributed = _distributed(spec)
    client = _connect(distributed, spec)
    try:
        check_workers(client, spec, unsafe)
        yield client.get_executor(pure=False)
    finally:
        client.close()
