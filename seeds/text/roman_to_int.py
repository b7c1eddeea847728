"""Text: read a Roman numeral."""
from hypothesis import strategies as st


def roman_to_int(numeral: str) -> int:
    """Return the value of a Roman numeral written with I, V, X, L, C, D and M (upper case).

    Each symbol adds its value, except that a symbol placed immediately before a symbol of larger
    value is subtracted instead (IV is 4, XC is 90, MCMXC is 1990). No further validity rules are
    checked (IIII reads as 4). Returns 0 for an empty string and -1 when any other character
    appears.
    """
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    if any(ch not in values for ch in numeral):
        return -1
    total = 0
    for i in range(len(numeral)):
        value = values[numeral[i]]
        if i + 1 < len(numeral) and values[numeral[i + 1]] > value:
            total -= value
        else:
            total += value
    return total


def clean_roman_to_int(numeral: str) -> int:
    table = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    if not set(numeral) <= set(table):
        return -1
    worth = [table[ch] for ch in numeral]
    total = 0
    for current, following in zip(worth, [*worth[1:], 0]):
        total += -current if current < following else current
    return total


STRATEGIES = {"numeral": st.one_of(st.text(alphabet="IVXLCDM", max_size=8),
                                   st.sampled_from(["MCMXC", "XLII", "IX", "MMXXIV", "iv", "X-I"]))}
SEED = {"domain": "text", "keywords": ["Roman numeral", "subtractive", "IV", "symbol value"],
        "tags": ["guard", "loop", "index", "accumulator", "string"]}
