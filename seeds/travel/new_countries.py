"""Travel: collect the countries visited from passport stamps."""
from hypothesis import strategies as st


def new_countries(stamps: list[str], home: str, seen: list[str] | None = None) -> list[str]:
    """Passport stamps in date order -> countries visited. Each stamp is a country code;
    it is compared case-insensitively and surrounding whitespace is ignored. Append the
    upper-cased code to `seen` (a fresh list when omitted) the first time it appears,
    skipping the home country (`home`, compared the same way: case-insensitively, surrounding
    whitespace ignored) and any code already in `seen`. Blank or whitespace-only stamps are
    ignored. Returns `seen`."""
    if seen is None:
        seen = []
    for stamp in stamps:
        code = stamp.strip().upper()
        if not code or code == home.strip().upper() or code in seen:
            continue
        seen.append(code)
    return seen


def clean_new_countries(stamps: list[str], home: str, seen: list[str] | None = None) -> list[str]:
    out = [] if seen is None else seen
    known = set(out)
    known.add(home.strip().upper())
    known.add("")
    for code in (s.strip().upper() for s in stamps):
        if code not in known:
            known.add(code)
            out.append(code)
    return out


STRATEGIES = {
    "stamps": st.lists(st.sampled_from(["fr", "FR", " de", "it ", "es", "", "  ", "pt", "De"]), max_size=8),
    "home": st.sampled_from(["fr", "DE", "nl", " fr", "de "]),
}
SEED = {
    "domain": "travel",
    "keywords": ["passport", "deduplication", "countries"],
    "tags": ["loop", "string", "boolean", "mutable-default"],
}
