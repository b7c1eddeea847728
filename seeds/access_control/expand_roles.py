"""Access control: expand a role into every role it inherits."""
from hypothesis import strategies as st


def expand_roles(inherits: dict[str, list[str]], role: str) -> list[str]:
    """Return every role that `role` confers, directly or through inheritance, sorted
    alphabetically. `inherits[r]` lists the roles that r includes (transitively, so a role
    included by an included role is conferred too); a role always confers itself, even when
    `inherits` has no entry for it. Cycles are allowed and each role is listed once."""
    granted = {role}
    pending = [role]
    while pending:
        current = pending.pop()
        for parent in inherits.get(current, []):
            if parent not in granted:
                granted.add(parent)
                pending.append(parent)
    return sorted(granted)


def clean_expand_roles(inherits: dict[str, list[str]], role: str) -> list[str]:
    """Return every role that `role` confers, directly or through inheritance, sorted
    alphabetically. `inherits[r]` lists the roles that r includes (transitively, so a role
    included by an included role is conferred too); a role always confers itself, even when
    `inherits` has no entry for it. Cycles are allowed and each role is listed once."""
    seen = [role]
    index = 0
    while index < len(seen):
        for child in inherits.get(seen[index], ()):
            if child not in seen:
                seen.append(child)
        index += 1
    return sorted(seen)


_ROLES = st.sampled_from(["admin", "editor", "viewer", "auditor", "rôle", "guest"])
STRATEGIES = {
    "inherits": st.dictionaries(_ROLES, st.lists(_ROLES, max_size=3), max_size=6),
    "role": _ROLES,
}
SEED = {
    "domain": "access_control",
    "keywords": ["inheritance", "transitive", "cycle"],
    "tags": ["graph", "while-loop", "membership", "sort"],
}
