"""Access control: combine allow and deny entries into effective grants."""
from hypothesis import strategies as st


def merge_acl_entries(acl: list[tuple[str, str, bool]]) -> dict[str, list[str]]:
    """Effective permissions per principal from the (principal, permission, allow)
    entries of acl. A permission is conferred on a principal when at least one entry
    allows it and no entry for that principal denies it: deny overrides allow whatever the
    order. Principals compare exactly (case-sensitive). Returns each principal that ends
    with at least one permission, mapped to its permissions sorted; an empty acl gives {}."""
    allowed: dict[str, set[str]] = {}
    denied: dict[str, set[str]] = {}
    for principal, permission, allow in acl:
        bucket = allowed if allow else denied
        bucket.setdefault(principal, set()).add(permission)
    result = {}
    for principal, permissions in allowed.items():
        effective = permissions - denied.get(principal, set())
        if effective:
            result[principal] = sorted(effective)
    return result


def clean_merge_acl_entries(acl: list[tuple[str, str, bool]]) -> dict[str, list[str]]:
    """Effective permissions per principal from the (principal, permission, allow)
    entries of acl. A permission is conferred on a principal when at least one entry
    allows it and no entry for that principal denies it: deny overrides allow whatever the
    order. Principals compare exactly (case-sensitive). Returns each principal that ends
    with at least one permission, mapped to its permissions sorted; an empty acl gives {}."""
    verdict: dict[tuple[str, str], bool] = {}
    for principal, permission, allow in acl:
        verdict[(principal, permission)] = verdict.get((principal, permission), True) and allow
    result: dict[str, list[str]] = {}
    for (principal, permission), ok in sorted(verdict.items()):
        if ok:
            result.setdefault(principal, []).append(permission)
    return result


STRATEGIES = {
    "acl": st.lists(
        st.tuples(st.sampled_from(["alice", "Alice", "bob", "zoë"]), st.sampled_from(["read", "write", "admin", "exec"]),
                  st.booleans()),
        max_size=8,
    ),
}
SEED = {
    "domain": "access_control",
    "keywords": ["precedence", "override", "effective grants"],
    "tags": ["dict", "set", "guard", "loop", "sort"],
}
