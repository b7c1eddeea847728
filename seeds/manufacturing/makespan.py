"""Manufacturing: greedy job scheduling across identical machines."""
import heapq

from hypothesis import strategies as st


def makespan(jobs: list[int], machines: int) -> int:
    """Greedy list scheduling: jobs (durations in minutes) are taken in the given order
    and each is started on the machine that becomes free earliest (the lowest-numbered
    one on ties). Return the time at which the last job finishes. No jobs -> 0. A plant
    with no machines (fewer than one) cannot run anything: return -1.
    Durations are not negative."""
    if machines < 1:
        return -1
    free_at = [0] * machines
    for duration in jobs:
        k = free_at.index(min(free_at))
        free_at[k] += duration
    return max(free_at)


def clean_makespan(jobs: list[int], machines: int) -> int:
    if machines <= 0:
        return -1
    heap = [(0, m) for m in range(machines)]
    finish = 0
    for duration in jobs:
        start, m = heapq.heappop(heap)
        finish = max(finish, start + duration)
        heapq.heappush(heap, (start + duration, m))
    return finish


def precondition(jobs: list[int], machines: int) -> bool:
    return all(duration >= 0 for duration in jobs) and machines <= 1000


STRATEGIES = {
    "jobs": st.lists(st.integers(1, 30), max_size=10),
    "machines": st.integers(-1, 4),
}
SEED = {
    "domain": "manufacturing",
    "keywords": ["scheduling", "makespan", "machines"],
    "tags": ["guard", "loop", "index", "accumulator"],
}
