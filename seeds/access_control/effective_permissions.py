"""Access control: collect a role's permissions through its inheritance chain."""
import itertools

from hypothesis import strategies as st


def effective_permissions(role: str, grants: dict[str, list[str]], parent: dict[str, str],
                          out: list[str] | None = None) -> list[str]:
    """Collect the permissions of role and of every ancestor reached by following parent
    (role -> its parent role) until a role has no parent entry. Each permission is appended
    to out (a new list when out is None) at most once, in the order met: the role's own
    grants first, then its parent's, and so on; a permission already in out is not added.
    A cycle in parent stops the walk at the first role seen again. Returns out."""
    if out is None:
        out = []
    seen: set[str] = set()
    current: str | None = role
    while current is not None and current not in seen:
        seen.add(current)
        for perm in grants.get(current, []):
            if perm not in out:
                out.append(perm)
        current = parent.get(current)
    return out


def clean_effective_permissions(role: str, grants: dict[str, list[str]], parent: dict[str, str],
                                out: list[str] | None = None) -> list[str]:
    result = [] if out is None else out
    chain = [role]
    while chain[-1] in parent and parent[chain[-1]] not in chain:
        chain.append(parent[chain[-1]])
    for perm in itertools.chain.from_iterable(grants.get(r, []) for r in chain):
        if perm not in result:
            result.append(perm)
    return result


_ROLES = st.sampled_from(["guest", "member", "mod", "admin"])
STRATEGIES = {
    "role": _ROLES,
    "grants": st.dictionaries(_ROLES, st.lists(st.sampled_from(["read", "post", "ban", "delete"]), max_size=3)),
    "parent": st.dictionaries(_ROLES, _ROLES),
}
SEED = {
    "domain": "access_control",
    "keywords": ["role inheritance", "permissions", "cycle"],
    "tags": ["mutable-default", "boolean", "loop", "nested", "dict"],
}
