"""Scheduling: find the earliest finish of a project with task dependencies."""
from hypothesis import strategies as st


def project_finish(tasks: list[tuple[str, int, list[str]]]) -> int:
    """tasks are (name, duration, prerequisites), listed so that every prerequisite comes
    before the tasks that need it; names are unique and prerequisites name earlier tasks.
    A task starts at time 0 or when its last prerequisite finishes, whichever is later, and
    finishes duration later. Return the time at which the last task finishes; no tasks ->
    0.
    """
    finish: dict[str, int] = {}
    end = 0
    for name, duration, needs in tasks:
        start = max((finish[n] for n in needs), default=0)
        finish[name] = start + duration
        end = max(end, finish[name])
    return end


def clean_project_finish(tasks: list[tuple[str, int, list[str]]]) -> int:
    """tasks are (name, duration, prerequisites), listed so that every prerequisite comes
    before the tasks that need it; names are unique and prerequisites name earlier tasks.
    A task starts at time 0 or when its last prerequisite finishes, whichever is later, and
    finishes duration later. Return the time at which the last task finishes; no tasks ->
    0.
    """
    done = {}
    for name, duration, needs in tasks:
        ready = 0
        for need in needs:
            if done[need] > ready:
                ready = done[need]
        done[name] = ready + duration
    return max(done.values()) if done else 0


def precondition(tasks: list[tuple[str, int, list[str]]]) -> bool:
    return all(duration >= 0 and name not in [t[0] for t in tasks[:i]] and all(n in [t[0] for t in tasks[:i]] for n in needs) for i, (name, duration, needs) in enumerate(tasks))


@st.composite
def _projects(draw):
    count = draw(st.integers(0, 6))
    rows = []
    for i in range(count):
        earlier = [f"t{j}" for j in range(i)]
        needs = draw(st.lists(st.sampled_from(earlier), unique=True, max_size=2)) if earlier else []
        rows.append((f"t{i}", draw(st.integers(0, 9)), needs))
    return rows


STRATEGIES = {"tasks": _projects()}
SEED = {"domain": "scheduling", "keywords": ["critical path", "dependencies", "earliest finish"],
        "tags": ["dict", "min-max", "loop", "default"]}
