"""Scheduling: which jobs miss their deadline under earliest-deadline-first."""
import itertools

from hypothesis import strategies as st


def missed_deadlines(jobs: list[tuple[int, int]]) -> list[int]:
    """Run jobs given as (duration, deadline) one after another on one machine from time 0,
    in earliest-deadline-first order (ties: shorter duration first, then lower input index).
    A job that finishes after its deadline is missed; finishing exactly at the deadline is
    on time. Returns the input indices of the missed jobs in ascending order."""
    order = sorted(range(len(jobs)), key=lambda i: (jobs[i][1], jobs[i][0], i))
    clock = 0
    missed = []
    for i in order:
        clock += jobs[i][0]
        if clock > jobs[i][1]:
            missed.append(i)
    return sorted(missed)


def clean_missed_deadlines(jobs: list[tuple[int, int]]) -> list[int]:
    queue = sorted((deadline, duration, index) for index, (duration, deadline) in enumerate(jobs))
    finish_times = itertools.accumulate(duration for _, duration, _ in queue)
    return sorted(index for (deadline, _, index), done in zip(queue, finish_times) if done > deadline)


STRATEGIES = {
    "jobs": st.lists(st.tuples(st.integers(0, 6), st.integers(0, 15)), max_size=7),
}
SEED = {
    "domain": "scheduling",
    "keywords": ["earliest deadline first", "lateness", "job queue"],
    "tags": ["sort", "accumulator", "boundary", "loop"],
}
