"""Astronomy: parse a declination written in degrees, minutes and seconds."""
from hypothesis import strategies as st


def parse_dms(text: str) -> float:
    """Parse a declination written "sDD:MM:SS" into decimal degrees, rounded to 6
    decimals. The sign ("+" or "-") is optional, and minutes and seconds may be left off
    ("-5:30" and "12" are valid); each part is a whole number. The sign applies to the
    whole value, so "-0:30" is -0.5 and "-5:30" is -5.5. Surrounding whitespace is
    ignored. The text is always well formed."""
    body = text.strip()
    sign = -1 if body.startswith("-") else 1
    body = body.lstrip("+-")
    value = 0.0
    scale = 1
    for part in body.split(":"):
        value += int(part) / scale
        scale *= 60
    return round(sign * value, 6)


def clean_parse_dms(text: str) -> float:
    """Parse a declination written "sDD:MM:SS" into decimal degrees, rounded to 6
    decimals. The sign ("+" or "-") is optional, and minutes and seconds may be left off
    ("-5:30" and "12" are valid); each part is a whole number. The sign applies to the
    whole value, so "-0:30" is -0.5 and "-5:30" is -5.5. Surrounding whitespace is
    ignored. The text is always well formed."""
    s = text.strip()
    negative = s[0] == "-"
    if s[0] in "+-":
        s = s[1:]
    fields = [int(p) for p in s.split(":")] + [0, 0]
    degrees = fields[0] + fields[1] / 60 + fields[2] / 3600
    return round(-degrees if negative else degrees, 6)


def _render(parts: tuple[str, int, list[int], str]) -> str:
    sign, degrees, rest, pad = parts
    return pad + sign + ":".join([str(degrees)] + [f"{v:02d}" for v in rest]) + pad


STRATEGIES = {
    "text": st.tuples(
        st.sampled_from(["", "+", "-"]),
        st.integers(0, 89),
        st.lists(st.integers(0, 59), max_size=2),
        st.sampled_from(["", " ", "\t"]),
    ).map(_render),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["declination", "sexagesimal", "sign"],
    "tags": ["string", "loop", "arithmetic", "rounding"],
}
