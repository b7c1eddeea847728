"""Access control: report separation-of-duty violations."""
from hypothesis import strategies as st


def duty_conflicts(assignments: dict[str, list[str]],
                   forbidden: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """Report separation-of-duty violations: for each user (in name order) and each
    forbidden (role_a, role_b) pair (in the given order) where the user holds both roles,
    one (user, role_a, role_b) entry. A pair naming the same role twice is violated by
    holding that one role. Duplicate roles in a user's list count once; a pair listed
    twice in `forbidden` is reported twice. No violations: []."""
    found = []
    for user in sorted(assignments):
        held = set(assignments[user])
        for first, second in forbidden:
            if first in held and second in held:
                found.append((user, first, second))
    return found


def clean_duty_conflicts(assignments: dict[str, list[str]],
                         forbidden: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """Report separation-of-duty violations: for each user (in name order) and each
    forbidden (role_a, role_b) pair (in the given order) where the user holds both roles,
    one (user, role_a, role_b) entry. A pair naming the same role twice is violated by
    holding that one role. Duplicate roles in a user's list count once; a pair listed
    twice in `forbidden` is reported twice. No violations: []."""
    rows = []
    for user, roles in sorted(assignments.items()):
        for pair in forbidden:
            if all(role in roles for role in pair):
                rows.append((user, pair[0], pair[1]))
    return rows


_ROLES = st.sampled_from(["approve", "pay", "audit", "create", "prüfen"])
STRATEGIES = {
    "assignments": st.dictionaries(st.sampled_from(["ana", "ben", "chloé", "dev"]), st.lists(_ROLES, max_size=4), max_size=4),
    "forbidden": st.lists(st.tuples(_ROLES, _ROLES), max_size=4),
}
SEED = {
    "domain": "access_control",
    "keywords": ["separation of duties", "conflicting roles", "toxic combination"],
    "tags": ["nested-loop", "boolean", "membership", "sort"],
}
