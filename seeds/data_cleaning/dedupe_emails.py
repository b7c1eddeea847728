"""Data cleaning: normalise and de-duplicate a list of e-mail addresses."""
import re

from hypothesis import strategies as st


def dedupe_emails(emails: list[str], kept: list[str] | None = None) -> list[str]:
    """Append to kept (a new list when kept is None) each address from emails after trimming
    surrounding whitespace and lower-casing it, unless an equal address is already in kept.
    An entry is skipped unless it has exactly one "@" with at least one character on each
    side of it (blank entries are skipped too). Order of first appearance is kept.
    Returns kept."""
    if kept is None:
        kept = []
    for raw in emails:
        email = raw.strip().lower()
        user, _, host = email.partition("@")
        if not user or not host or "@" in host:
            continue
        if email not in kept:
            kept.append(email)
    return kept


def clean_dedupe_emails(emails: list[str], kept: list[str] | None = None) -> list[str]:
    result = [] if kept is None else kept
    for address in (e.strip().lower() for e in emails):
        if re.fullmatch(r"[^@]+@[^@]+", address) and address not in result:
            result.append(address)
    return result


STRATEGIES = {
    "emails": st.lists(
        st.one_of(st.text(alphabet="aB@ .", max_size=7), st.sampled_from(["a@b", " A@B ", "@b", "a@"])),
        max_size=7,
    )
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["deduplication", "e-mail", "normalise"],
    "tags": ["mutable-default", "boolean", "string", "loop"],
}
