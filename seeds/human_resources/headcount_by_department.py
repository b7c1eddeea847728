"""Human resources: report headcount per department."""
from hypothesis import strategies as st


def headcount_by_department(staff: list[tuple[str, str, str]], include_leave: bool = True) -> list[tuple[str, int]]:
    """staff rows are (name, department, status) with status "active", "leave" or
    "terminated". Count each department's people who are active, plus those on leave when
    include_leave is True; terminated people never count, and a person listed twice counts
    twice. Return (department, count) for departments with a count of at least 1, sorted by
    count descending, ties by department name ascending.
    """
    counts: dict[str, int] = {}
    for _, department, status in staff:
        if status == "active" or (include_leave and status == "leave"):
            counts[department] = counts.get(department, 0) + 1
    return sorted(counts.items(), key=lambda pair: (-pair[1], pair[0]))


def clean_headcount_by_department(staff: list[tuple[str, str, str]], include_leave: bool = True) -> list[tuple[str, int]]:
    """staff rows are (name, department, status) with status "active", "leave" or
    "terminated". Count each department's people who are active, plus those on leave when
    include_leave is True; terminated people never count, and a person listed twice counts
    twice. Return (department, count) for departments with a count of at least 1, sorted by
    count descending, ties by department name ascending.
    """
    counted = {"active"} | ({"leave"} if include_leave else set())
    departments = sorted({row[1] for row in staff})
    table = []
    for department in departments:
        n = len([row for row in staff if row[1] == department and row[2] in counted])
        if n > 0:
            table.append((department, n))
    table.sort(key=lambda pair: pair[1], reverse=True)
    return table


STRATEGIES = {
    "staff": st.lists(st.tuples(st.sampled_from(["Ana", "Bo", "Çelik"]), st.sampled_from(["Ops", "Legal", "IT", "R&D"]),
                                st.sampled_from(["active", "leave", "terminated"])), max_size=9),
    "include_leave": st.booleans(),
}
SEED = {"domain": "human_resources", "keywords": ["headcount", "department", "sort order"],
        "tags": ["dict", "boolean", "sort", "tie"]}
