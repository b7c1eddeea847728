"""Networking: turn a dotted IPv4 address into its 32-bit number."""
from hypothesis import strategies as st


def ipv4_to_int(address: str) -> int:
    """Return the 32-bit unsigned number of a dotted-quad IPv4 address ("10.0.0.1" -> 167772161).

    The address must be exactly four dot-separated parts, each one to three ASCII digits with a
    value from 0 to 255 (leading zeros allowed); the first part is the most significant byte.
    Returns -1 for anything else.
    """
    parts = address.split(".")
    if len(parts) != 4:
        return -1
    number = 0
    for part in parts:
        if not (1 <= len(part) <= 3 and part.isascii() and part.isdigit()):
            return -1
        octet = int(part)
        if octet > 255:
            return -1
        number = number * 256 + octet
    return number


def clean_ipv4_to_int(address: str) -> int:
    pieces = address.split(".")
    if len(pieces) != 4 or any(not p or len(p) > 3 or any(c not in "0123456789" for c in p) for p in pieces):
        return -1
    octets = [int(p) for p in pieces]
    if max(octets) > 255:
        return -1
    return (octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]


STRATEGIES = {
    "address": st.one_of(
        st.tuples(*[st.integers(0, 300)] * 4).map(lambda t: ".".join(map(str, t))),
        st.sampled_from(["10.0.0.1", "255.255.255.255", "0.0.0.0", "1.2.3", "1.2.3.4.5", "01.002.3.4", "1..2.3",
                         "256.1.1.1", "1.2.3.-4", "a.b.c.d"]),
        st.text(alphabet="0129.", max_size=12)),
}
SEED = {"domain": "networking", "keywords": ["IPv4", "octet", "dotted quad", "255"],
        "tags": ["guard", "loop", "arithmetic", "string"]}
