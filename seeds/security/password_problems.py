"""Security: list the password-policy rules a candidate password breaks."""
import re

from hypothesis import strategies as st


def password_problems(password: str, username: str, min_len: int = 10) -> list[str]:
    """Return the rules the password breaks, in this order: 'short' (fewer than min_len
    characters; exactly min_len is fine), 'classes' (uses fewer than 3 of the 4 classes
    lowercase, uppercase, digit, other), 'username' (contains the username, compared
    case-insensitively; only checked when the username has at least 3 characters),
    'repeat' (the same character 3 or more times in a row). [] means acceptable."""
    problems = []
    if len(password) < min_len:
        problems.append("short")
    kinds = [any(c.islower() for c in password), any(c.isupper() for c in password),
             any(c.isdigit() for c in password), any(not c.isalnum() for c in password)]
    if sum(kinds) < 3:
        problems.append("classes")
    if len(username) >= 3 and username.lower() in password.lower():
        problems.append("username")
    for i in range(2, len(password)):
        if password[i] == password[i - 1] and password[i - 1] == password[i - 2]:
            problems.append("repeat")
            break
    return problems


def clean_password_problems(password: str, username: str, min_len: int = 10) -> list[str]:
    def kind(c: str) -> str:
        return "lower" if c.islower() else "upper" if c.isupper() else "digit" if c.isdigit() else "other"

    checks = [
        ("short", len(password) < min_len),
        ("classes", len({kind(c) for c in password}) <= 2),
        ("username", len(username) > 2 and username.casefold() in password.casefold()),
        ("repeat", re.search(r"(.)\1\1", password, re.DOTALL) is not None),
    ]
    return [name for name, broken in checks if broken]


STRATEGIES = {
    "password": st.one_of(
        st.text(alphabet="aaAB11!-bob", max_size=13),
        st.sampled_from(["aaaa", "aaaB1!xyz", "Aa1!bbb", "aaB!1a", "Ab1!bob", "Bob!1111", "xBOBx-9aa", "Aa1!", "Aa1!Aa1!Aa", "zzzZZZ111"]),
    ),
    "username": st.sampled_from(["", "bo", "bob", "BOB", "ab1"]),
    "min_len": st.integers(4, 12),
}
SEED = {
    "domain": "security",
    "keywords": ["password policy", "character classes", "validation"],
    "tags": ["string", "boolean", "index", "boundary", "early-return"],
}
