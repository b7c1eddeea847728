"""Chemistry: count the significant figures of a measured value."""
from hypothesis import strategies as st


def significant_figures(value: str) -> int:
    """Count the significant figures of a measurement written as ASCII digits 0-9 with at
    most one decimal point (an optional leading "-" is ignored). Leading zeros are never
    significant; zeros after the last non-zero digit are significant only when the value
    contains a decimal point ("1200" has 2, "1200." has 4, "0.0120" has 3). A value with no
    non-zero digit has 0 significant figures; so does a malformed value (empty, no digit,
    two decimal points or any other character).
    """
    digits = value.removeprefix("-")
    if digits.count(".") > 1 or set(digits) - set("0123456789."):
        return 0
    body = digits.replace(".", "").lstrip("0")
    if not body:
        return 0
    if "." not in digits:
        body = body.rstrip("0")
    return len(body)


def clean_significant_figures(value: str) -> int:
    """Count the significant figures of a measurement written as ASCII digits 0-9 with at
    most one decimal point (an optional leading "-" is ignored). Leading zeros are never
    significant; zeros after the last non-zero digit are significant only when the value
    contains a decimal point ("1200" has 2, "1200." has 4, "0.0120" has 3). A value with no
    non-zero digit has 0 significant figures; so does a malformed value (empty, no digit,
    two decimal points or any other character).
    """
    if value.startswith("-"):
        value = value[1:]
    points = 0
    for char in value:
        if char == ".":
            points += 1
        elif char not in "0123456789":
            return 0
    if points > 1:
        return 0
    nonzero = [i for i, char in enumerate(value) if char in "123456789"]
    if not nonzero:
        return 0
    end = len(value) if points else nonzero[-1] + 1
    return sum(1 for char in value[nonzero[0]:end] if char != ".")


STRATEGIES = {
    "value": st.one_of(
        st.text(alphabet="0012.", max_size=7),
        st.sampled_from(["1200", "1200.", "0.0120", "-0.50", "", ".", "--1", "1.2.3", "١٢", "12a", "100", "0.000"]),
    ),
}
SEED = {"domain": "chemistry", "keywords": ["sig figs", "measurement precision", "decimal point"],
        "tags": ["string", "guard", "boolean", "parsing"]}
