"""Scheduling: run jobs earliest-deadline-first and report the worst lateness."""
from hypothesis import strategies as st


def max_lateness(jobs: list[tuple[str, int, int]], start: int = 0) -> tuple[list[str], int]:
    """jobs are (name, duration, deadline). Run them back to back from time `start`, in
    order of deadline (earliest first; equal deadlines by name, alphabetically). A job's
    lateness is its finish time minus its deadline, or 0 when it finishes on or before the
    deadline. Return (job names in run order, largest lateness); no jobs -> ([], 0).
    """
    order = sorted(jobs, key=lambda job: (job[2], job[0]))
    clock = start
    worst = 0
    for name, duration, deadline in order:
        clock += duration
        worst = max(worst, clock - deadline)
    return [job[0] for job in order], worst


def clean_max_lateness(jobs: list[tuple[str, int, int]], start: int = 0) -> tuple[list[str], int]:
    """jobs are (name, duration, deadline). Run them back to back from time `start`, in
    order of deadline (earliest first; equal deadlines by name, alphabetically). A job's
    lateness is its finish time minus its deadline, or 0 when it finishes on or before the
    deadline. Return (job names in run order, largest lateness); no jobs -> ([], 0).
    """
    pending = list(jobs)
    names = []
    now = start
    late = []
    while pending:
        pick = min(pending, key=lambda job: (job[2], job[0]))
        pending.remove(pick)
        now += pick[1]
        names.append(pick[0])
        late.append(now - pick[2] if now > pick[2] else 0)
    return names, max(late, default=0)


STRATEGIES = {
    "jobs": st.lists(st.tuples(st.sampled_from(["build", "test", "deploy", "audit", "éval"]), st.integers(1, 6),
                               st.integers(0, 15)), max_size=5),
    "start": st.integers(0, 5),
}
SEED = {"domain": "scheduling", "keywords": ["earliest deadline first", "lateness", "tie-break"],
        "tags": ["sort", "tie", "min-max", "accumulator", "default"]}
