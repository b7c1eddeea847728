"""Networking: check an IPv4 address plan against its subnets."""
from hypothesis import strategies as st


def parse_ipv4(text: str) -> int:
    """The 32-bit number of a dotted-quad address "a.b.c.d": four decimal
    fields 0..255 of 1 to 3 ASCII digits, the first field the most significant
    byte. Leading zeros are allowed ("010" is 10). Anything else raises
    ValueError.

    >>> parse_ipv4("10.0.1.2")
    167772418
    """
    parts = text.split(".")
    if len(parts) != 4:
        raise ValueError(f"not an IPv4 address: {text!r}")
    number = 0
    for part in parts:
        if not (1 <= len(part) <= 3 and part.isascii() and part.isdigit()) or int(part) > 255:
            raise ValueError(f"not an IPv4 address: {text!r}")
        number = number * 256 + int(part)
    return number


def format_ipv4(number: int) -> str:
    """The dotted-quad text of a 32-bit address number (0 .. 2**32 - 1),
    without leading zeros in the fields."""
    fields = []
    for shift in (24, 16, 8, 0):
        fields.append(str((number >> shift) & 255))
    return ".".join(fields)


def prefix_mask(length: int) -> int:
    """The 32-bit netmask of a prefix length 0..32: `length` one bits followed
    by zero bits, so /0 is 0 and /32 is 2**32 - 1."""
    return ((1 << length) - 1) << (32 - length)


def parse_cidr(text: str) -> tuple[int, int]:
    """(network, length) of a subnet "a.b.c.d/n" with n in 0..32. The address
    part is masked to its network (host bits cleared), so "10.1.2.3/16" gives
    the number of 10.1.0.0. A missing or bad "/n" raises ValueError."""
    address, sep, length_text = text.partition("/")
    if not sep or not length_text.isascii() or not length_text.isdigit() or int(length_text) > 32:
        raise ValueError(f"not a CIDR subnet: {text!r}")
    length = int(length_text)
    return parse_ipv4(address) & prefix_mask(length), length


def usable_range(subnet: str) -> tuple[str, str]:
    """The first and last usable host addresses of a subnet, as dotted quads,
    inclusive. The network and broadcast addresses are not usable, except in a
    /31 (both addresses usable, RFC 3021) and a /32 (its one address, given as
    both first and last)."""
    network, length = parse_cidr(subnet)
    last = network | (~prefix_mask(length) & 0xFFFFFFFF)
    if length >= 31:
        return format_ipv4(network), format_ipv4(last)
    return format_ipv4(network + 1), format_ipv4(last - 1)


def host_count(subnet: str) -> int:
    """The number of usable host addresses of a subnet (usable_range, both
    ends counted): 2**(32 - n) - 2 for a /n with n up to 30, 2 for a /31 and
    1 for a /32.

    >>> host_count("192.168.1.0/24")
    254
    """
    first, last = usable_range(subnet)
    return parse_ipv4(last) - parse_ipv4(first) + 1


def contains(subnet: str, address: str) -> bool:
    """Whether address lies in subnet, network and broadcast addresses
    included."""
    network, length = parse_cidr(subnet)
    return parse_ipv4(address) & prefix_mask(length) == network


def assign_hosts(subnets: list[str], addresses: list[str]) -> dict[str, list[str]]:
    """For each subnet (by its text as given), the addresses that belong to it,
    in input order. An address belongs to the longest-prefix subnet that
    contains it (on a tie, the subnet listed first); an address in no subnet is
    listed under "unassigned". Every subnet and "unassigned" are keys, even when
    empty."""
    plan: dict[str, list[str]] = {subnet: [] for subnet in subnets}
    plan["unassigned"] = []
    lengths = {subnet: parse_cidr(subnet)[1] for subnet in subnets}
    for address in addresses:
        best = None
        for subnet in subnets:
            if contains(subnet, address) and (best is None or lengths[subnet] > lengths[best]):
                best = subnet
        plan[best if best is not None else "unassigned"].append(address)
    return plan


def clean_assign_hosts(subnets: list[str], addresses: list[str]) -> dict[str, list[str]]:
    import ipaddress

    nets = [ipaddress.ip_network(s, strict=False) for s in subnets]
    result: dict[str, list[str]] = {s: [] for s in subnets}
    result["unassigned"] = []
    for text in addresses:
        value = int(ipaddress.ip_address(".".join(str(int(p)) for p in text.split("."))))
        ranked = sorted(
            (i for i, net in enumerate(nets) if int(net.network_address) <= value <= int(net.broadcast_address)),
            key=lambda i: (-nets[i].prefixlen, i),
        )
        result[subnets[ranked[0]] if ranked else "unassigned"].append(text)
    return result


def _address():
    return st.builds(lambda a, b, c, d: f"{a}.{b}.{c}.{d}", st.sampled_from([10, 192]), st.sampled_from([0, 1, 168]),
                     st.integers(0, 3), st.one_of(st.integers(0, 255), st.sampled_from([0, 1, 254, 255])))


def _subnet():
    return st.builds(lambda a, n: f"{a}/{n}", _address(), st.sampled_from([0, 8, 16, 22, 24, 25, 30, 31, 32]))


STRATEGIES = {
    "parse_ipv4": {"text": _address()},
    "format_ipv4": {"number": st.integers(0, 2**32 - 1)},
    "prefix_mask": {"length": st.integers(0, 32)},
    "parse_cidr": {"text": _subnet()},
    "usable_range": {"subnet": _subnet()},
    "host_count": {"subnet": _subnet()},
    "contains": {"subnet": _subnet(), "address": _address()},
    "assign_hosts": {"subnets": st.lists(_subnet(), max_size=5), "addresses": st.lists(_address(), max_size=10)},
}
SEED = {
    "domain": "networking",
    "keywords": ["IPv4", "CIDR", "netmask", "longest prefix", "broadcast"],
    "tags": ["bit-ops", "parsing", "inclusive-bounds", "tie-breaking", "dict-building"],
    "kind": "module",
}
