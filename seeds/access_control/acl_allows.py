"""Access control: evaluate an ordered first-match access-control list."""
from hypothesis import strategies as st


def acl_allows(rules: list[tuple[str, str, bool]], user: str, path: str) -> bool:
    """Evaluate an ordered access-control list for user on path: the first rule
    (user_pattern, path_pattern, allow) matching both decides, returning its allow flag. A
    user pattern matches when it is "*" or equals the user. A path pattern matches when it
    is "*", equals the path, or ends with "/*" and the path starts with the pattern minus
    its final "*" (so "docs/*" matches "docs/a" and "docs/b/c" but not "docs"). When no
    rule matches, access is denied (False)."""
    for i in range(len(rules)):
        who, where, allow = rules[i]
        if who != "*" and who != user:
            continue
        if where == "*" or where == path or (where.endswith("/*") and path.startswith(where[:-1])):
            return allow
    return False


def clean_acl_allows(rules: list[tuple[str, str, bool]], user: str, path: str) -> bool:
    def covers(pattern: str) -> bool:
        if pattern in ("*", path):
            return True
        return pattern[-2:] == "/*" and path[: len(pattern) - 1] == pattern[:-1]

    return next((allow for who, where, allow in rules if who in ("*", user) and covers(where)), False)


_PATTERN = st.sampled_from(["*", "docs", "docs/a", "docs/*", "docs/b/*", "src/*"])
STRATEGIES = {
    "rules": st.lists(st.tuples(st.sampled_from(["*", "ann", "bob"]), _PATTERN, st.booleans()), max_size=5),
    "user": st.sampled_from(["ann", "bob", "cy"]),
    "path": st.sampled_from(["docs", "docs/a", "docs/b/c", "src/x", "docs/"]),
}
SEED = {
    "domain": "access_control",
    "keywords": ["ACL", "first match", "wildcard"],
    "tags": ["boolean", "early-return", "index", "loop", "string"],
}
