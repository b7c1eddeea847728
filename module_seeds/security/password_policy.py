"""Security: check a new password against a length, class, run and history policy."""
from hypothesis import strategies as st


def char_class(char: str) -> str | None:
    """The class of one character: "lower" and "upper" for the ASCII letters
    a-z and A-Z, "digit" for 0-9, "symbol" for any other printable ASCII
    character from "!" to "~"; None for a space or a non-ASCII character."""
    if "a" <= char <= "z":
        return "lower"
    if "A" <= char <= "Z":
        return "upper"
    if "0" <= char <= "9":
        return "digit"
    if "!" <= char <= "~":
        return "symbol"
    return None


def char_classes(password: str) -> set[str]:
    """The char_class values that occur in the password (None left out)."""
    found = set()
    for char in password:
        kind = char_class(char)
        if kind is not None:
            found.add(kind)
    return found


def longest_run(password: str) -> int:
    """The length of the longest run of one character repeated back to back
    ("aaab" has 3), case-sensitively; 0 for an empty password.

    >>> longest_run("abBBbb"), longest_run("")
    (2, 0)
    """
    best = 0
    current = 0
    previous = None
    for char in password:
        current = current + 1 if char == previous else 1
        previous = char
        best = max(best, current)
    return best


def sequential_run(password: str) -> int:
    """The length of the longest run of characters whose codes go up by one at
    each step ("abcd", "3456"), counting a single character as a run of 1; 0 for
    an empty password. Only ascending runs count ("dcba" has 1)."""
    best = 0
    current = 0
    for index, char in enumerate(password):
        if index > 0 and ord(char) == ord(password[index - 1]) + 1:
            current += 1
        else:
            current = 1
        best = max(best, current)
    return best


def windows(text: str, width: int) -> set[str]:
    """Every substring of text exactly width (>= 1) characters long; empty
    when text is shorter than width.

    >>> sorted(windows("abcab", 2))
    ['ab', 'bc', 'ca']
    """
    return {text[i : i + width] for i in range(len(text) - width + 1)}


def too_similar(password: str, old: str, max_shared: int = 3) -> bool:
    """Whether the password is too close to an old one: they are equal
    ignoring case, or they share a common substring (case-insensitive) longer
    than max_shared characters."""
    a, b = password.lower(), old.lower()
    if a == b:
        return True
    return not windows(a, max_shared + 1).isdisjoint(windows(b, max_shared + 1))


def violations(password: str, history: list[str], min_length: int = 10, min_classes: int = 3,
               max_run: int = 2) -> list[str]:
    """The policy's complaints, in this order, each at most once: "length"
    (fewer than min_length characters), "classes" (fewer than min_classes
    char_classes), "repeats" (a longest_run above max_run), "sequence" (a
    sequential_run above max_run + 1), "history" (too_similar, with the default
    max_shared, to any password of history). [] for an acceptable password."""
    problems = []
    if len(password) < min_length:
        problems.append("length")
    if len(char_classes(password)) < min_classes:
        problems.append("classes")
    if longest_run(password) > max_run:
        problems.append("repeats")
    if sequential_run(password) > max_run + 1:
        problems.append("sequence")
    if any(too_similar(password, old) for old in history):
        problems.append("history")
    return problems


def clean_violations(password: str, history: list[str], min_length: int = 10, min_classes: int = 3,
                     max_run: int = 2) -> list[str]:
    import re

    kinds = 0
    for pattern in (r"[a-z]", r"[A-Z]", r"[0-9]", r"[!-/:-@\[-`{-~]"):
        kinds += re.search(pattern, password) is not None
    repeats = re.search(r"(.)\1{%d}" % max_run, password, re.DOTALL) is not None
    ascending = any(
        all(ord(password[i + k + 1]) - ord(password[i + k]) == 1 for k in range(max_run + 1))
        for i in range(len(password) - max_run - 1)
    )
    low = password.lower()
    similar = False
    for old in history:
        o = old.lower()
        if o == low or any(low[i : i + 4] in o for i in range(len(low) - 3)):
            similar = True
    checks = [
        ("length", len(password) < min_length),
        ("classes", kinds < min_classes),
        ("repeats", repeats),
        ("sequence", ascending),
        ("history", similar),
    ]
    return [name for name, failed in checks if failed]


_PASSWORD = st.text(alphabet="aAbBcd123!? é", max_size=14)

STRATEGIES = {
    "char_class": {"char": st.sampled_from("aZ09!~ é\t")},
    "char_classes": {"password": _PASSWORD},
    "windows": {"text": _PASSWORD, "width": st.integers(1, 5)},
    "longest_run": {"password": _PASSWORD},
    "sequential_run": {"password": _PASSWORD},
    "too_similar": {"password": _PASSWORD, "old": _PASSWORD, "max_shared": st.integers(0, 4)},
    "violations": {
        "password": _PASSWORD,
        "history": st.lists(_PASSWORD, max_size=4),
        "min_length": st.sampled_from([0, 8, 10]),
        "min_classes": st.integers(0, 4),
        "max_run": st.integers(1, 3),
    },
}
SEED = {
    "domain": "security",
    "keywords": ["password policy", "character class", "repeated characters", "sequence", "password history"],
    "tags": ["string", "sliding-window", "keyword-default", "case-folding", "boundary"],
    "kind": "module",
}
