"""Human resources: measure how deep an organisation chart goes."""
from hypothesis import strategies as st


def reporting_depth(manager_of: dict[str, str | None]) -> dict[str, int]:
    """manager_of maps each employee to their manager, or to None for someone with no
    manager; the chart has no cycles. A manager that is not itself a key counts as a person
    with no manager. Return each employee's depth: the number of managers above them (0 at
    the top). Every key of manager_of appears in the result.
    """
    depth = {}
    for person in manager_of:
        steps = 0
        boss = manager_of[person]
        while boss is not None:
            steps += 1
            boss = manager_of.get(boss)
        depth[person] = steps
    return depth


def clean_reporting_depth(manager_of: dict[str, str | None]) -> dict[str, int]:
    """manager_of maps each employee to their manager, or to None for someone with no
    manager; the chart has no cycles. A manager that is not itself a key counts as a person
    with no manager. Return each employee's depth: the number of managers above them (0 at
    the top). Every key of manager_of appears in the result.
    """
    known: dict[str, int] = {}

    def level(name: str) -> int:
        if name not in manager_of or manager_of[name] is None:
            return 0
        if name not in known:
            known[name] = 1 + level(manager_of[name])
        return known[name]

    return {person: level(person) for person in manager_of}


@st.composite
def _charts(draw):
    people = draw(st.permutations(["ceo", "cto", "dev", "ops", "hr", "zoë"]))
    size = draw(st.integers(0, 6))
    chart = {}
    for i, person in enumerate(people[:size]):
        options = [None, "board"] + list(people[:i])
        chart[person] = draw(st.sampled_from(options))
    return chart


STRATEGIES = {"manager_of": _charts()}
SEED = {"domain": "human_resources", "keywords": ["org chart", "reporting line", "depth"],
        "tags": ["dict", "while-loop", "none-check", "accumulator"]}
