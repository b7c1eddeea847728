"""Networking: compute the broadcast address of an IPv4 subnet."""
from hypothesis import strategies as st


def broadcast_address(ip: str, prefix: int) -> str:
    """Return the broadcast address (all host bits set) of the subnet ip/prefix as a
    dotted quad. ip is a valid dotted-quad IPv4 address and prefix is 0..32: /32 gives the
    address itself and /0 gives 255.255.255.255.
    """
    value = 0
    for part in ip.split("."):
        value = (value << 8) | int(part)
    host_bits = 32 - prefix
    value |= (1 << host_bits) - 1
    octets = []
    for shift in (24, 16, 8, 0):
        octets.append(str((value >> shift) & 255))
    return ".".join(octets)


def clean_broadcast_address(ip: str, prefix: int) -> str:
    """Return the broadcast address (all host bits set) of the subnet ip/prefix as a
    dotted quad. ip is a valid dotted-quad IPv4 address and prefix is 0..32: /32 gives the
    address itself and /0 gives 255.255.255.255.
    """
    result = []
    bits_left = prefix
    for part in ip.split("."):
        keep = min(max(bits_left, 0), 8)
        mask = (0xFF << (8 - keep)) & 0xFF
        result.append(str(int(part) & mask | (~mask & 0xFF)))
        bits_left -= 8
    return ".".join(result)


def precondition(ip: str, prefix: int) -> bool:
    return 0 <= prefix <= 32 and len(ip.split('.')) == 4 and all(p.isascii() and p.isdigit() and int(p) <= 255 for p in ip.split('.'))


STRATEGIES = {
    "ip": st.one_of(st.tuples(*[st.integers(0, 255)] * 4).map(lambda t: ".".join(map(str, t))),
                    st.sampled_from(["10.0.0.1", "192.168.1.130", "255.255.255.255", "0.0.0.0"])),
    "prefix": st.one_of(st.integers(0, 32), st.sampled_from([0, 1, 7, 8, 9, 24, 31, 32])),
}
SEED = {"domain": "networking", "keywords": ["broadcast address", "subnet mask", "host bits"],
        "tags": ["bitwise", "loop", "arithmetic", "formatting"]}
