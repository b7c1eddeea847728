"""Access control: resolve inherited roles and check wildcard permissions with explicit denials."""
from hypothesis import strategies as st


def expand_roles(role: str, parents: dict[str, list[str]]) -> list[str]:
    """The role followed by every role it inherits from, directly or through
    other roles (parents maps a role to the roles it inherits), each once, in
    breadth-first order: the role, its parents in listed order, then their
    parents. Cycles are allowed and never loop.

    >>> expand_roles("editor", {"editor": ["writer", "reader"], "writer": ["reader", "guest"]})
    ['editor', 'writer', 'reader', 'guest']
    """
    order = [role]
    seen = {role}
    index = 0
    while index < len(order):
        for parent in parents.get(order[index], []):
            if parent not in seen:
                seen.add(parent)
                order.append(parent)
        index += 1
    return order


def matches(pattern: str, permission: str) -> bool:
    """Whether a permission "a:b:c" is covered by a pattern of the same form,
    in which a "*" part matches any one part and a final "**" part matches one
    or more remaining parts. Parts are compared exactly (case matters).

    >>> matches("docs:*:read", "docs:42:read"), matches("docs:**", "docs"), matches("docs:**", "docs:1:x")
    (True, False, True)
    """
    wanted = pattern.split(":")
    parts = permission.split(":")
    for index, piece in enumerate(wanted):
        if piece == "**" and index == len(wanted) - 1:
            return len(parts) > index
        if index >= len(parts) or piece not in ("*", parts[index]):
            return False
    return len(parts) == len(wanted)


def parse_rule(rule: str) -> tuple[bool, str]:
    """(allows, pattern) of a rule string: "+PATTERN" allows (True) and
    "-PATTERN" denies (False) the permissions PATTERN matches. A rule that
    starts with neither sign raises ValueError.

    >>> parse_rule("+docs:*:read"), parse_rule("-docs:**")
    ((True, 'docs:*:read'), (False, 'docs:**'))
    """
    if rule[:1] not in ("+", "-"):
        raise ValueError(f"a rule starts with + or -: {rule!r}")
    return rule[0] == "+", rule[1:]


def role_rules(role: str, grants: dict[str, list[str]], parents: dict[str, list[str]]) -> list[str]:
    """All rule strings of a role and the roles it inherits, in expand_roles
    order and each role's listed order. A rule is "+PATTERN" (allow) or
    "-PATTERN" (deny)."""
    rules = []
    for name in expand_roles(role, parents):
        rules.extend(grants.get(name, []))
    return rules


def is_allowed(roles: list[str], permission: str, grants: dict[str, list[str]], parents: dict[str, list[str]]) -> bool:
    """Whether a user holding `roles` has `permission`: some rule of some held
    role (role_rules) allows it, and no rule of any held role denies it (a
    denial anywhere wins over every allow). No matching rule: not allowed."""
    allowed = False
    for role in roles:
        for rule in role_rules(role, grants, parents):
            allows, pattern = parse_rule(rule)
            if not matches(pattern, permission):
                continue
            if not allows:
                return False
            allowed = True
    return allowed


def distinct_sorted(items: list[str]) -> list[str]:
    """The items sorted (plain string order, so "docs:10" before "docs:2")
    with duplicates removed; an empty list gives [].

    >>> distinct_sorted(["docs:2", "docs:10", "docs:2"])
    ['docs:10', 'docs:2']
    """
    return sorted(set(items))


def audit(roles: list[str], permissions: list[str], grants: dict[str, list[str]],
          parents: dict[str, list[str]]) -> dict[str, list[str]]:
    """The permissions split into "allowed" and "denied" by is_allowed, each
    list sorted and without duplicates; both keys are always present."""
    result: dict[str, list[str]] = {"allowed": [], "denied": []}
    for permission in distinct_sorted(permissions):
        key = "allowed" if is_allowed(roles, permission, grants, parents) else "denied"
        result[key].append(permission)
    return result


def clean_audit(roles: list[str], permissions: list[str], grants: dict[str, list[str]],
                parents: dict[str, list[str]]) -> dict[str, list[str]]:
    import re

    held = set()
    frontier = list(roles)
    while frontier:
        role = frontier.pop()
        if role not in held:
            held.add(role)
            frontier.extend(parents.get(role, []))
    rules = [rule for role in held for rule in grants.get(role, [])]

    def regex(pattern: str) -> str:
        pieces = pattern.split(":")
        out = []
        for i, piece in enumerate(pieces):
            if piece == "**" and i == len(pieces) - 1:
                out.append("[^:]*(:[^:]*)*")
            elif piece == "*":
                out.append("[^:]*")
            else:
                out.append(re.escape(piece))
        return ":".join(out)

    verdict: dict[str, list[str]] = {"allowed": [], "denied": []}
    for p in sorted(set(permissions)):
        hits = [r[0] for r in rules if re.fullmatch(regex(r[1:]), p)]
        verdict["allowed" if hits and "-" not in hits else "denied"].append(p)
    return verdict


_PERMISSION = st.builds(
    lambda parts: ":".join(parts),
    st.lists(st.sampled_from(["docs", "1", "2", "read", "write"]), min_size=1, max_size=4),
)
_PATTERN = st.builds(
    lambda parts, tail: ":".join(parts + tail),
    st.lists(st.sampled_from(["docs", "1", "read", "write", "*"]), min_size=1, max_size=3),
    st.sampled_from([[], [], ["**"]]),
)
_RULE = st.builds(lambda sign, p: sign + p, st.sampled_from(["+", "+", "-"]), _PATTERN)
_ROLE = st.sampled_from(["admin", "editor", "writer", "reader", "guest"])
_PARENTS = st.dictionaries(_ROLE, st.lists(_ROLE, max_size=3), max_size=5)
_GRANTS = st.dictionaries(_ROLE, st.lists(_RULE, max_size=3), max_size=5)

STRATEGIES = {
    "expand_roles": {"role": _ROLE, "parents": _PARENTS},
    "matches": {"pattern": _PATTERN, "permission": _PERMISSION},
    "parse_rule": {"rule": _RULE},
    "distinct_sorted": {"items": st.lists(_PERMISSION, max_size=8)},
    "role_rules": {"role": _ROLE, "grants": _GRANTS, "parents": _PARENTS},
    "is_allowed": {"roles": st.lists(_ROLE, max_size=3), "permission": _PERMISSION, "grants": _GRANTS,
                   "parents": _PARENTS},
    "audit": {"roles": st.lists(_ROLE, max_size=3), "permissions": st.lists(_PERMISSION, max_size=8),
              "grants": _GRANTS, "parents": _PARENTS},
}
SEED = {
    "domain": "access_control",
    "keywords": ["role inheritance", "wildcard", "deny overrides", "permission", "audit"],
    "tags": ["graph", "breadth-first", "pattern-matching", "early-return", "sorting"],
    "kind": "module",
}
