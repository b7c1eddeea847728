"""Networking: the smallest IPv4 subnet (longest prefix) that fits a number of hosts."""
import math

from hypothesis import strategies as st


def smallest_subnet_prefix(hosts: int) -> int | None:
    """Longest IPv4 prefix length n (i.e. the smallest subnet) whose block can number
    `hosts` devices. A /n block has 2**(32 - n) addresses, of which two (network and
    broadcast) are normally unusable; but a /31 has 2 usable addresses (RFC 3021) and a
    /32 has 1. So 254 hosts need /24 and 255 need /23. One host or none gives 32; more hosts
    than a /0 can hold (2**32 - 2) gives None."""
    if hosts <= 1:
        return 32
    if hosts == 2:
        return 31
    if hosts > 2 ** 32 - 2:
        return None
    bits = math.ceil(math.log2(hosts + 2))
    return 32 - bits


def clean_smallest_subnet_prefix(hosts: int) -> int | None:
    if hosts < 3:
        return 32 if hosts < 2 else 31
    size, prefix = 4, 30
    while size - 2 < hosts:
        size *= 2
        prefix -= 1
    return prefix if prefix >= 0 else None


STRATEGIES = {
    "hosts": st.one_of(
        st.sampled_from([0, 1, 2, 3, 6, 7, 14, 254, 255, 2 ** 32 - 2, 2 ** 32 - 1]),
        st.integers(-2, 5000),
    )
}
SEED = {
    "domain": "networking",
    "keywords": ["subnet", "CIDR prefix", "host count"],
    "tags": ["rounding", "guard", "early-return", "boundary"],
}
