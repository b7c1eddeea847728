"""The child-side per-call bound (``killability.call_timer.time_limit``): with ``cpu`` a call is judged
by the CPU it burns, so a verdict does not depend on how busy the machine is, and a call that waits
instead of computing is still ended by the wall-clock backstop."""

from __future__ import annotations

import time

import pytest

from killability.call_timer import CallTimeout, time_limit


def _spin() -> None:
    while True:
        pass


def test_cpu_bound_ends_a_busy_loop() -> None:
    with pytest.raises(CallTimeout), time_limit(0.05, cpu=True):
        _spin()


def test_wall_bound_ends_a_busy_loop() -> None:
    with pytest.raises(CallTimeout), time_limit(0.05):
        _spin()


def test_cpu_bound_does_not_count_waiting() -> None:
    # waits four times the CPU bound without burning CPU: a wall-clock bound would end it
    with time_limit(0.05, cpu=True):
        time.sleep(0.2)
    with pytest.raises(CallTimeout), time_limit(0.05):
        time.sleep(0.2)


def test_cpu_bound_backstop_ends_a_call_that_only_waits() -> None:
    with pytest.raises(CallTimeout), time_limit(0.01, cpu=True):  # backstop: one second more than the bound
        time.sleep(30)


def test_a_timer_disarmed_on_exit_never_fires_later() -> None:
    with time_limit(0.05, cpu=True):
        pass
    with time_limit(0.05):
        pass
    started = time.process_time()
    while time.process_time() - started < 0.2:  # past both bounds: nothing may raise here
        pass


@pytest.mark.parametrize(
    "load, cores, factor", [(0.3, 2, 1.0), (6.0, 2, 3.0), (40.0, 2, 8.0)], ids=["idle", "busy", "capped"]
)
def test_task_wall_clock_stretches_with_the_run_queue_per_core(
    monkeypatch: pytest.MonkeyPatch, load: float, cores: int, factor: float
) -> None:
    from killability import batch_runner

    monkeypatch.setattr(batch_runner.os, "getloadavg", lambda: (load, load, load))
    monkeypatch.setattr(batch_runner.os, "cpu_count", lambda: cores)
    assert batch_runner.busy_factor() == factor
