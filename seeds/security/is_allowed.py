"""Security: role-based access check with explicit denies and owner rights."""
from hypothesis import strategies as st


def is_allowed(user_roles: list[str], action: str, grants: dict[str, list[str]], denies: dict[str, list[str]], is_owner: bool = False) -> bool:
    """Decide whether a user may perform `action`. If any of the user's roles explicitly
    denies the action (denies[role] contains it), the answer is False, even for the
    owner. Otherwise the owner of the resource may always 'read' and 'write', and anyone
    is allowed when one of their roles grants the action or grants '*' (everything). Roles
    missing from a map grant or deny nothing. Everything else is refused."""
    for role in user_roles:
        if action in denies.get(role, []):
            return False
    if is_owner and (action == "read" or action == "write"):
        return True
    for role in user_roles:
        granted = grants.get(role, [])
        if action in granted or "*" in granted:
            return True
    return False


def clean_is_allowed(user_roles: list[str], action: str, grants: dict[str, list[str]], denies: dict[str, list[str]], is_owner: bool = False) -> bool:
    denied = {a for r in user_roles for a in denies.get(r, ())}
    allowed = {a for r in user_roles for a in grants.get(r, ())}
    if action in denied:
        return False
    return bool(allowed & {action, "*"}) or (is_owner and action in {"read", "write"})


ROLES = ["admin", "editor", "viewer", "guest"]
ACTIONS = ["read", "write", "delete", "share"]
STRATEGIES = {
    "user_roles": st.lists(st.sampled_from(ROLES), min_size=1, max_size=3),
    "action": st.sampled_from(["read", "read", "write", "delete", "share"]),
    "grants": st.dictionaries(st.sampled_from(ROLES), st.lists(st.sampled_from(ACTIONS + ["*"]), min_size=1, max_size=3), max_size=3),
    "denies": st.dictionaries(st.sampled_from(ROLES), st.lists(st.sampled_from(ACTIONS), max_size=2), max_size=2),
    "is_owner": st.booleans(),
}
SEED = {
    "domain": "security",
    "keywords": ["access control", "roles", "deny overrides"],
    "tags": ["boolean", "dict", "early-return", "loop"],
}
