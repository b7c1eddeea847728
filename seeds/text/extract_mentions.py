"""Text: collect the @mentions of a chat message."""
import re

from hypothesis import strategies as st


def extract_mentions(text: str, out: list[str] | None = None) -> list[str]:
    """Append to out (a new list when out is None) each @mention of text, lower-cased and
    without the "@", in order of first appearance. A mention is "@" followed by one or more
    letters, digits or underscores (the name ends at the first other character) and counts
    only when the "@" starts the text or follows whitespace, so "bob@site" is not a mention.
    A name already present in out is not added again. Returns out."""
    if out is None:
        out = []
    for token in text.split():
        if not token.startswith("@"):
            continue
        name = ""
        for ch in token[1:]:
            if not (ch.isalnum() or ch == "_"):
                break
            name += ch
        name = name.lower()
        if name and name not in out:
            out.append(name)
    return out


def clean_extract_mentions(text: str, out: list[str] | None = None) -> list[str]:
    found = [] if out is None else out
    for match in re.findall(r"(?<!\S)@(\w+)", text):
        if match.lower() not in found:
            found.append(match.lower())
    return found


STRATEGIES = {"text": st.text(alphabet="@aB_1 .", max_size=24)}
SEED = {
    "domain": "text",
    "keywords": ["mentions", "chat", "tokenize"],
    "tags": ["mutable-default", "loop", "string", "boolean", "nested"],
}
