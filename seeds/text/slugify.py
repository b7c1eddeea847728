"""Text: turn an article title into a URL slug of bounded length."""
import re

from hypothesis import strategies as st


def slugify(title: str, max_len: int) -> str:
    """URL slug for title. ASCII letters and digits are kept, letters lower-cased; every run
    of other characters (spaces, punctuation, accented letters) becomes a single "-", and
    the slug never starts or ends with "-". The slug is then cut to its first max_len
    characters, and a "-" left at the end by the cut is removed too (so the result may be
    shorter than max_len). max_len <= 0 gives ""."""
    if max_len <= 0:
        return ""
    slug = ""
    for ch in title:
        if ch.isascii() and ch.isalnum():
            slug += ch.lower()
        elif slug and slug[-1] != "-":
            slug += "-"
    return slug[:max_len].rstrip("-")


def clean_slugify(title: str, max_len: int) -> str:
    if max_len < 1:
        return ""
    dashed = re.sub(r"[^A-Za-z0-9]+", "-", title).strip("-").lower()
    return dashed[:max_len].rstrip("-")


STRATEGIES = {
    "title": st.text(alphabet="aB1 -!é", max_size=16),
    "max_len": st.integers(-1, 12),
}
SEED = {
    "domain": "text",
    "keywords": ["slug", "URL", "normalise"],
    "tags": ["guard", "boolean", "string", "loop", "boundary"],
}
