"""Data cleaning: normalise column headers into unique snake_case names."""
from hypothesis import strategies as st


def unique_headers(headers: list[str]) -> list[str]:
    """Normalise column headers: lower-case (str.lower), turn each run of characters that
    are not letters or digits (str.isalnum) into a single underscore, and drop underscores
    at either end; a header that leaves nothing becomes "unnamed". When a header repeats, its
    second occurrence gets "_2", its third "_3", and so on, counted per header in input
    order (a suffixed header may coincide with another header; that is not checked)."""
    seen: dict[str, int] = {}
    result = []
    for raw in headers:
        name = ""
        for ch in raw.lower():
            if ch.isalnum():
                name += ch
            elif not name.endswith("_"):
                name += "_"
        name = name.strip("_") or "unnamed"
        seen[name] = seen.get(name, 0) + 1
        result.append(name if seen[name] == 1 else f"{name}_{seen[name]}")
    return result


def clean_unique_headers(headers: list[str]) -> list[str]:
    """Normalise column headers: lower-case (str.lower), turn each run of characters that
    are not letters or digits (str.isalnum) into a single underscore, and drop underscores
    at either end; a header that leaves nothing becomes "unnamed". When a header repeats, its
    second occurrence gets "_2", its third "_3", and so on, counted per header in input
    order (a suffixed header may coincide with another header; that is not checked)."""
    counts: dict[str, int] = {}
    out = []
    for header in headers:
        pieces = []
        word = ""
        for ch in header.lower():
            if ch.isalnum():
                word += ch
            elif word:
                pieces.append(word)
                word = ""
        if word:
            pieces.append(word)
        base = "_".join(pieces) or "unnamed"
        counts[base] = counts.get(base, 0) + 1
        out.append(base if counts[base] < 2 else base + "_" + str(counts[base]))
    return out


STRATEGIES = {
    "headers": st.lists(
        st.one_of(
            st.sampled_from(["Name", " name ", "NAME", "First Name", "first_name", "e-mail", "", "--", "Größe", "Zip Code!"]),
            st.text(alphabet="aB _-1é", max_size=6),
        ),
        max_size=6,
    ),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["snake_case", "duplicate suffix", "headers"],
    "tags": ["string", "dict", "accumulator", "loop", "boolean"],
}
