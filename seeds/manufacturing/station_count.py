"""Manufacturing: balance an assembly line against the takt time."""
from hypothesis import strategies as st


def station_count(task_seconds: list[int], takt: int) -> int:
    """Assign tasks, in the given order, to workstations: a task joins the current station
    when the station's total time stays at or below takt seconds, otherwise it opens a new
    station. Return the number of stations used. No tasks -> 0. When any task alone takes
    longer than takt the line cannot be balanced: -1. Task times are at least 1 second.
    """
    if any(t > takt for t in task_seconds):
        return -1
    stations = 0
    load = takt
    for t in task_seconds:
        if load + t > takt:
            stations += 1
            load = 0
        load += t
    return stations


def clean_station_count(task_seconds: list[int], takt: int) -> int:
    """Assign tasks, in the given order, to workstations: a task joins the current station
    when the station's total time stays at or below takt seconds, otherwise it opens a new
    station. Return the number of stations used. No tasks -> 0. When any task alone takes
    longer than takt the line cannot be balanced: -1. Task times are at least 1 second.
    """
    loads: list[int] = []
    for t in task_seconds:
        if t > takt:
            return -1
        if loads and loads[-1] + t <= takt:
            loads[-1] += t
        else:
            loads.append(t)
    return len(loads)


def precondition(task_seconds: list[int], takt: int) -> bool:
    return all(t >= 1 for t in task_seconds)


STRATEGIES = {
    "task_seconds": st.lists(st.integers(1, 60), max_size=8),
    "takt": st.sampled_from([30, 45, 59, 60, 90]),
}
SEED = {"domain": "manufacturing", "keywords": ["line balancing", "takt time", "workstations"],
        "tags": ["loop", "boundary", "accumulator", "guard", "greedy"]}
