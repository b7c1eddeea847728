"""Banking: validate a nine-digit ABA bank routing number."""
from hypothesis import strategies as st


def routing_number_valid(number: str) -> bool:
    """Return True when `number` is a valid ABA routing number.

    It must be exactly nine ASCII digits d1..d9. It is valid when
    3*(d1 + d4 + d7) + 7*(d2 + d5 + d8) + (d3 + d6 + d9) is a multiple of 10.
    """
    if len(number) != 9 or not (number.isascii() and number.isdigit()):
        return False
    weights = (3, 7, 1)
    total = 0
    for index in range(9):
        total += weights[index % 3] * int(number[index])
    return total % 10 == 0


def clean_routing_number_valid(number: str) -> bool:
    if len(number) != 9:
        return False
    total = 0
    for start, weight in ((0, 3), (1, 7), (2, 1)):
        group = 0
        for index in range(start, 9, 3):
            if number[index] not in "0123456789":
                return False
            group += int(number[index])
        total += weight * group
    return total % 10 == 0


STRATEGIES = {
    "number": st.one_of(st.text(alphabet="0123456789", min_size=9, max_size=9),
                        st.sampled_from(["011000015", "021000021", "111000025", "000000000", "12345678", "0110000x5"]),
                        st.text(alphabet="0123456789 ", max_size=10)),
}
SEED = {"domain": "banking", "keywords": ["routing number", "ABA", "checksum", "weights 3, 7, 1"],
        "tags": ["guard", "boolean", "loop", "index", "string"]}
