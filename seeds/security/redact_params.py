"""Security: redact secret values from a query string before logging it."""
from hypothesis import strategies as st


def redact_params(query: str, secrets: tuple[str, ...] = ("password", "token", "api_key")) -> str:
    """query is a URL query string "k1=v1&k2=v2..." (no leading "?"). Replace the value of
    every parameter whose name is in `secrets` (compared case-insensitively) with "***";
    everything else, including parameters without "=", empty values and the order of
    parameters, is kept as is. An empty value of a secret parameter is also replaced.
    "" -> "".
    """
    wanted = {name.lower() for name in secrets}
    parts = []
    for pair in query.split("&"):
        name, sep, _ = pair.partition("=")
        if sep and name.lower() in wanted:
            pair = name + "=***"
        parts.append(pair)
    return "&".join(parts)


def clean_redact_params(query: str, secrets: tuple[str, ...] = ("password", "token", "api_key")) -> str:
    """query is a URL query string "k1=v1&k2=v2..." (no leading "?"). Replace the value of
    every parameter whose name is in `secrets` (compared case-insensitively) with "***";
    everything else, including parameters without "=", empty values and the order of
    parameters, is kept as is. An empty value of a secret parameter is also replaced.
    "" -> "".
    """
    lowered = [s.lower() for s in secrets]
    pieces = query.split("&")
    for i, piece in enumerate(pieces):
        if "=" not in piece:
            continue
        key = piece[:piece.index("=")]
        if key.lower() in lowered:
            pieces[i] = key + "=***"
    return "&".join(pieces)


STRATEGIES = {
    "query": st.one_of(
        st.lists(st.sampled_from(["password=hunter2", "Token=abc", "user=bob", "api_key=", "token", "a=b=c",
                                  "PASSWORD=x&y", "ключ=значение", "", "q=café"]), max_size=4).map("&".join),
    ),
    "secrets": st.sampled_from([("password", "token", "api_key"), ("TOKEN",), ()]),
}
SEED = {"domain": "security", "keywords": ["redaction", "query string", "secrets in logs"],
        "tags": ["string", "loop", "boolean", "case-insensitive", "default"]}
