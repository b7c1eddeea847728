"""Networking: how many IPv4 fragments a payload needs."""
from hypothesis import strategies as st


def fragments_needed(payload: int, mtu: int, header: int) -> int:
    """Number of packets needed to send payload bytes when each packet may be at most mtu
    bytes including a header of header bytes. The data carried per packet is the space left
    after the header rounded DOWN to a multiple of 8 bytes (fragment offsets count 8-byte
    units); the last packet may carry less. An empty payload (0 or less) still needs 1
    packet. Returns -1 when no data fits (less than 8 bytes of room)."""
    room = (mtu - header) // 8 * 8
    if room <= 0:
        return -1
    if payload <= 0:
        return 1
    return (payload + room - 1) // room


def clean_fragments_needed(payload: int, mtu: int, header: int) -> int:
    room = mtu - header
    room -= room % 8
    if room < 8:
        return -1
    count = 1
    remaining = payload - room
    while remaining > 0:
        count += 1
        remaining -= room
    return count


STRATEGIES = {
    "payload": st.one_of(st.sampled_from([0, 1, 8, 40]), st.integers(-5, 400)),
    "mtu": st.integers(20, 120),
    "header": st.integers(20, 60),
}
SEED = {
    "domain": "networking",
    "keywords": ["MTU", "fragmentation", "packets"],
    "tags": ["rounding", "division", "guard", "early-return"],
}
