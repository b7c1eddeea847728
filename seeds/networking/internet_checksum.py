"""Networking: RFC 1071 internet checksum of a byte sequence."""
from hypothesis import strategies as st


def internet_checksum(data: list[int]) -> int:
    """RFC 1071 checksum of data (bytes, each 0..255): pair the bytes into big-endian 16-bit
    words (an odd final byte is padded with a zero low byte), add the words using
    end-around carry (any overflow above 16 bits is added back into the low 16 bits) and
    return the ones' complement of the sum as an int in 0..0xFFFF. [] gives 0xFFFF."""
    total = 0
    for i in range(0, len(data), 2):
        word = data[i] << 8
        if i + 1 < len(data):
            word += data[i + 1]
        total += word
        if total > 0xFFFF:
            total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


def clean_internet_checksum(data: list[int]) -> int:
    padded = data + [0] * (len(data) % 2)
    total = sum(padded[k] * 256 + padded[k + 1] for k in range(0, len(padded), 2))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return 0xFFFF - total


def precondition(data: list[int]) -> bool:
    return all(0 <= byte <= 255 for byte in data)


STRATEGIES = {
    "data": st.lists(st.one_of(st.sampled_from([0, 1, 255, 254]), st.integers(0, 255)), max_size=9),
}
SEED = {
    "domain": "networking",
    "keywords": ["checksum", "RFC 1071", "ones complement"],
    "tags": ["loop", "index", "boundary", "accumulator"],
}
