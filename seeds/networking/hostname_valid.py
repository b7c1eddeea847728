"""Networking: validate a DNS host name."""
from hypothesis import strategies as st


def hostname_valid(name: str) -> bool:
    """True when `name` is a valid DNS host name: one or more labels separated by single
    dots, optionally followed by one trailing dot (which is not counted in the length).
    Each label is 1 to 63 characters of ASCII letters, digits and "-", and neither starts
    nor ends with "-". The whole name without the trailing dot is at most 253 characters.
    The empty string and a lone "." are invalid.
    """
    if name.endswith("."):
        name = name[:-1]
    if not name or len(name) > 253:
        return False
    allowed = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
    for label in name.split("."):
        if not 1 <= len(label) <= 63 or not set(label) <= allowed:
            return False
        if label[0] == "-" or label[-1] == "-":
            return False
    return True


def clean_hostname_valid(name: str) -> bool:
    """True when `name` is a valid DNS host name: one or more labels separated by single
    dots, optionally followed by one trailing dot (which is not counted in the length).
    Each label is 1 to 63 characters of ASCII letters, digits and "-", and neither starts
    nor ends with "-". The whole name without the trailing dot is at most 253 characters.
    The empty string and a lone "." are invalid.
    """
    import re

    body = name[:-1] if name[-1:] == "." else name
    label = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
    return len(body) < 254 and re.fullmatch(rf"{label}(?:\.{label})*", body, flags=re.ASCII) is not None


STRATEGIES = {
    "name": st.one_of(
        st.text(alphabet="ab-.9Z", max_size=10),
        st.sampled_from(["a" * 63 + ".com", "a" * 64 + ".com", ".".join(["b" * 63] * 4)[:253],
                         ".".join(["b" * 63] * 4)[:254], "example.org.", "ex..org", "-a.b", "a-.b", "münchen.de",
                         "", ".", "a", "x.y..", "a_b.com", "1.2.3.4"]),
    ),
}
SEED = {"domain": "networking", "keywords": ["hostname", "DNS label", "63 characters", "253 characters"],
        "tags": ["string", "boundary", "guard", "boolean", "loop"]}
