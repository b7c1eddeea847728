"""Library: count call numbers per Dewey main class."""
from hypothesis import strategies as st


def dewey_class_counts(call_numbers: list[str]) -> dict[int, int]:
    """Count call numbers per Dewey main class (0, 100, 200, ..., 900). A call number
    starts, after optional leading whitespace, with exactly three ASCII digits, followed
    by the end of the text, a "." or a space (e.g. "823.914 TOL", "500", "004 KNU"); its
    class is those three digits as a number rounded down to a hundred. Anything else is
    skipped. Only classes that occur are keys."""
    counts: dict[int, int] = {}
    for raw in call_numbers:
        text = raw.lstrip()
        head = text[:3]
        if len(head) < 3 or not (head.isascii() and head.isdigit()):
            continue
        if len(text) > 3 and text[3] not in ". ":
            continue
        main = int(head) // 100 * 100
        counts[main] = counts.get(main, 0) + 1
    return counts


def clean_dewey_class_counts(call_numbers: list[str]) -> dict[int, int]:
    """Count call numbers per Dewey main class (0, 100, 200, ..., 900). A call number
    starts, after optional leading whitespace, with exactly three ASCII digits, followed
    by the end of the text, a "." or a space (e.g. "823.914 TOL", "500", "004 KNU"); its
    class is those three digits as a number rounded down to a hundred. Anything else is
    skipped. Only classes that occur are keys."""
    result: dict[int, int] = {}
    for number in call_numbers:
        body = number.lstrip() + " "
        if all(ch in "0123456789" for ch in body[:3]) and body[3] in ". " and len(body) >= 4:
            key = int(body[0]) * 100
            result[key] = result.get(key, 0) + 1
    return result


STRATEGIES = {
    "call_numbers": st.lists(
        st.one_of(
            st.sampled_from(["823.914 TOL", "500", "004 KNU", " 199.1", "99", "1000", "82a", "٣٠٠", "900.", "abc", "",
                             "300 ", "099.9", "12.3"]),
            st.text(alphabet="0189. x", max_size=6),
        ),
        max_size=6,
    ),
}
SEED = {
    "domain": "library",
    "keywords": ["Dewey", "classification", "hundreds"],
    "tags": ["string", "dict", "guard", "boolean", "floor-division"],
}
