"""Access control: convert a symbolic permission string to a numeric file mode."""
from hypothesis import strategies as st


def mode_to_octal(symbolic: str) -> int:
    """Convert a 9-character permission string such as "rwxr-x---" to its numeric mode
    (0o750 for that example). Characters 0-2 are owner, 3-5 group, 6-8 others; within each
    triple the characters must be "r", "w", "x" in that order, each either present or "-".
    Any other character, a letter in the wrong position, or a length other than 9 gives -1."""
    if len(symbolic) != 9:
        return -1
    mode = 0
    for i, ch in enumerate(symbolic):
        mode <<= 1
        if ch == "rwx"[i % 3]:
            mode |= 1
        elif ch != "-":
            return -1
    return mode


def clean_mode_to_octal(symbolic: str) -> int:
    """Convert a 9-character permission string such as "rwxr-x---" to its numeric mode
    (0o750 for that example). Characters 0-2 are owner, 3-5 group, 6-8 others; within each
    triple the characters must be "r", "w", "x" in that order, each either present or "-".
    Any other character, a letter in the wrong position, or a length other than 9 gives -1."""
    if len(symbolic) != 9:
        return -1
    digits = []
    for group in (symbolic[0:3], symbolic[3:6], symbolic[6:9]):
        value = 0
        for ch, letter, weight in zip(group, "rwx", (4, 2, 1)):
            if ch == letter:
                value += weight
            elif ch != "-":
                return -1
        digits.append(value)
    return digits[0] * 64 + digits[1] * 8 + digits[2]


STRATEGIES = {
    "symbolic": st.one_of(
        st.sampled_from(["rwxr-x---", "rw-r--r--", "---------", "rwxrwxrwx", "r--------", "--------x"]),
        st.text(alphabet="rwx-", min_size=9, max_size=9),
        st.sampled_from(["rwxr-x--", "rwxrwxrwxr", "", "rw-r--r-- "]),
        st.text(alphabet="rwx-", max_size=12),
        st.text(alphabet="rwx-Zé", min_size=7, max_size=10),
    ),
}
SEED = {
    "domain": "access_control",
    "keywords": ["permission bits", "octal mode", "rwx", "bit shift"],
    "tags": ["string", "bitwise", "index", "early-return", "guard"],
}
