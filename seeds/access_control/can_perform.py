"""Access control: role-based permission check on a document."""
from hypothesis import strategies as st


def can_perform(role: str, action: str, is_owner: bool, suspended: bool) -> bool:
    """Whether a user may perform action ("read", "edit", "delete" or anything else) on a
    document. Suspended users may do nothing at all. Otherwise "admin" may do any action;
    the owner of the document may "edit" or "delete" it whatever the role; "editor" may
    "read" and "edit"; "viewer" may only "read". Any other role or action is refused."""
    if suspended:
        return False
    if role == "admin":
        return True
    if is_owner and (action == "edit" or action == "delete"):
        return True
    if role == "editor":
        return action == "read" or action == "edit"
    return role == "viewer" and action == "read"


def clean_can_perform(role: str, action: str, is_owner: bool, suspended: bool) -> bool:
    table = {"editor": {"read", "edit"}, "viewer": {"read"}}
    allowed = set(table.get(role, set()))
    if is_owner:
        allowed |= {"edit", "delete"}
    return not suspended and (role == "admin" or action in allowed)


STRATEGIES = {
    "role": st.sampled_from(["admin", "editor", "viewer", "guest"]),
    "action": st.sampled_from(["read", "edit", "delete", "share"]),
    "is_owner": st.booleans(),
    "suspended": st.booleans(),
}
SEED = {
    "domain": "access_control",
    "keywords": ["RBAC", "permissions", "ownership"],
    "tags": ["boolean", "early-return", "guard"],
}
