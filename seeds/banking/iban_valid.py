"""Banking: check an IBAN with the ISO 13616 mod-97 rule."""

from hypothesis import strategies as st


def iban_valid(iban: str) -> bool:
    """Return True when `iban` passes the ISO 13616 mod-97 check.

    Spaces are removed and letters are read case-insensitively. What remains must be 5
    to 34 characters (both bounds inclusive) of ASCII letters and digits only, otherwise
    the result is False. The first four characters move to the end, each letter becomes
    two digits (A=10, B=11, ..., Z=35), and the IBAN is valid when the resulting
    number modulo 97 equals 1.
    """
    text = iban.replace(" ", "").upper()
    if len(text) < 5 or len(text) > 34 or not text.isascii() or not text.isalnum():
        return False
    moved = text[4:] + text[:4]
    remainder = 0
    for ch in moved:
        value = int(ch) if ch.isdigit() else ord(ch) - 55
        remainder = (remainder * (100 if value > 9 else 10) + value) % 97
    return remainder == 1


def clean_iban_valid(iban: str) -> bool:
    alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    text = iban.upper().replace(" ", "")
    if len(text) < 5 or len(text) > 34:
        return False
    digits = ""
    for ch in text[4:] + text[:4]:
        if ch not in alphabet:
            return False
        digits += str(alphabet.index(ch))
    remainder = 0
    for start in range(0, len(digits), 7):
        remainder = int(str(remainder) + digits[start : start + 7]) % 97
    return remainder == 1


STRATEGIES = {
    "iban": st.one_of(
        st.sampled_from(["GB82 WEST 1234 5698 7654 32", "gb82west12345698765432", "DE89 3704 0044 0532 0130 00",
                         "GB82 WEST 1234 5698 7654 33", "GB82W", "NO9386011117947", "AA96A", "AB72", "kz94 a1a1 a1a1 a1",
                         "GB88AAAAAAAAAA11111111111111111111", "GB12AAAAAAAAAA111111111111111111111"]),
        st.text(alphabet="0123456789ABGKZ xé", max_size=36),
    ),
}
SEED = {"domain": "banking", "keywords": ["IBAN", "mod 97", "checksum", "length"],
        "tags": ["guard", "boolean", "string", "loop"]}
