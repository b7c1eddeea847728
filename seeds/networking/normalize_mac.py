"""Networking: normalise a MAC address written in any common notation."""
from hypothesis import strategies as st


def normalize_mac(text: str) -> str:
    """Accept a MAC address as six pairs of hex digits separated by ":" or by "-"
    ("AA:bb:CC:dd:EE:ff", "aa-bb-cc-dd-ee-ff"), as three groups of four hex digits
    separated by "." ("aabb.ccdd.eeff") or as 12 bare hex digits; surrounding white space
    is ignored and hex digits may be in either case. Return it as six lower-case pairs
    joined by ":". Anything else (mixed separators, wrong group sizes) gives "".
    """
    text = text.strip().lower()
    for sep, size in ((":", 2), ("-", 2), (".", 4), ("", 12)):
        groups = text.split(sep) if sep else [text]
        if len(groups) * size != 12 or any(len(g) != size for g in groups):
            continue
        digits = "".join(groups)
        if all(c in "0123456789abcdef" for c in digits):
            return ":".join(digits[i:i + 2] for i in range(0, 12, 2))
    return ""


def clean_normalize_mac(text: str) -> str:
    """Accept a MAC address as six pairs of hex digits separated by ":" or by "-"
    ("AA:bb:CC:dd:EE:ff", "aa-bb-cc-dd-ee-ff"), as three groups of four hex digits
    separated by "." ("aabb.ccdd.eeff") or as 12 bare hex digits; surrounding white space
    is ignored and hex digits may be in either case. Return it as six lower-case pairs
    joined by ":". Anything else (mixed separators, wrong group sizes) gives "".
    """
    import re

    h = "[0-9a-fA-F]"
    raw = text.strip()
    patterns = [rf"{h}{{2}}(:{h}{{2}}){{5}}", rf"{h}{{2}}(-{h}{{2}}){{5}}", rf"{h}{{4}}(\.{h}{{4}}){{2}}", rf"{h}{{12}}"]
    if not any(re.fullmatch(p, raw) for p in patterns):
        return ""
    bare = re.sub("[-:.]", "", raw).lower()
    return ":".join([bare[0:2], bare[2:4], bare[4:6], bare[6:8], bare[8:10], bare[10:12]])


STRATEGIES = {
    "text": st.one_of(
        st.sampled_from(["AA:bb:CC:dd:EE:ff", "aa-bb-cc-dd-ee-ff", "aabb.ccdd.eeff", "AABBCCDDEEFF", " 00:11:22:33:44:55\n",
                         "aa:bb-cc:dd:ee:ff", "aab.bccd.deeff", "aa:bb:cc:dd:ee", "aa:bb:cc:dd:ee:fg", "aabbccddeef",
                         "a:abb:cc:dd:ee:ff", "ÄA:bb:cc:dd:ee:ff", "", "aabb.ccdd.eeff.", "0123.4567.89AB"]),
        st.lists(st.sampled_from(["0f", "A0", "ff"]), min_size=5, max_size=7).map(":".join),
    ),
}
SEED = {"domain": "networking", "keywords": ["MAC address", "normalise", "hex digits", "separator"],
        "tags": ["string", "loop", "parsing", "guard", "slice"]}
