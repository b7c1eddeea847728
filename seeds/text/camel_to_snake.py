"""Text: convert a camelCase identifier to snake_case."""
from hypothesis import strategies as st


def camel_to_snake(name: str) -> str:
    """Convert a camelCase or PascalCase identifier (ASCII letters and digits) to
    snake_case. An "_" goes before an upper-case letter when the character before it is a
    lower-case letter or a digit, or when the character before it is upper-case and the one
    after it is lower-case (so acronyms stay together: "parseHTTPResponse" ->
    "parse_http_response", "userID2" -> "user_id2"). No "_" is ever put at the start. The
    result is all lower-case. "" -> "".
    """
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i > 0:
            before = name[i - 1]
            after = name[i + 1] if i + 1 < len(name) else ""
            if before.islower() or before.isdigit() or (before.isupper() and after.islower()):
                out.append("_")
        out.append(ch.lower())
    return "".join(out)


def clean_camel_to_snake(name: str) -> str:
    """Convert a camelCase or PascalCase identifier (ASCII letters and digits) to
    snake_case. An "_" goes before an upper-case letter when the character before it is a
    lower-case letter or a digit, or when the character before it is upper-case and the one
    after it is lower-case (so acronyms stay together: "parseHTTPResponse" ->
    "parse_http_response", "userID2" -> "user_id2"). No "_" is ever put at the start. The
    result is all lower-case. "" -> "".
    """
    import re

    step = re.sub(r"([A-Z])([A-Z][a-z])", r"\1_\2", name)
    step = re.sub(r"([A-Z])([A-Z][a-z])", r"\1_\2", step)
    step = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", step)
    return step.lower()


def precondition(name: str) -> bool:
    return name.isascii() and (name.isalnum() or name == '')


STRATEGIES = {
    "name": st.one_of(st.text(alphabet="aBCd1", max_size=8),
                      st.sampled_from(["parseHTTPResponse", "userID2", "HTMLParser", "getX", "X", "already_snake",
                                       "ABC", "aB", "version2Beta", ""])),
}
SEED = {"domain": "text", "keywords": ["camelCase", "snake_case", "acronym boundary"],
        "tags": ["string", "index", "boolean", "loop", "boundary"]}
