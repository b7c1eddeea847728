"""Security: check an IPv4 address against an allow-list of CIDR blocks."""
import re

from hypothesis import strategies as st


def ip_allowed(ip: str, cidrs: list[str]) -> bool:
    """True when the dotted-quad IPv4 address `ip` lies inside any of the allow-listed
    CIDR blocks 'a.b.c.d/n' (0 <= n <= 32): the first n bits of the address must equal
    the first n bits of the block's address. /0 matches every address, /32 only the exact
    address. A malformed ip (not exactly four dot-separated parts of ASCII digits 0-9,
    each 0..255) is never allowed. An empty allow-list allows nothing."""
    parts = ip.split(".")
    if len(parts) != 4 or not all(p.isascii() and p.isdigit() and int(p) <= 255 for p in parts):
        return False
    addr = 0
    for p in parts:
        addr = addr * 256 + int(p)
    for block in cidrs:
        base, bits = block.split("/")
        net = 0
        for p in base.split("."):
            net = net * 256 + int(p)
        shift = 32 - int(bits)
        if addr >> shift == net >> shift:
            return True
    return False


def clean_ip_allowed(ip: str, cidrs: list[str]) -> bool:
    if not re.fullmatch(r"[0-9]+(\.[0-9]+){3}", ip) or any(int(p) > 255 for p in ip.split(".")):
        return False
    value = int.from_bytes(bytes(int(p) for p in ip.split(".")), "big")
    for block in cidrs:
        net_text, length = block.split("/")
        net = int.from_bytes(bytes(int(p) for p in net_text.split(".")), "big")
        mask = (0xFFFFFFFF << (32 - int(length))) & 0xFFFFFFFF
        if value & mask == net & mask:
            return True
    return False


def precondition(ip: str, cidrs: list[str]) -> bool:
    """Every allow-list block is well formed: four octets of ASCII digits 0..255, then /0../32."""
    for block in cidrs:
        found = re.fullmatch(r"([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})/([0-9]{1,2})", block)
        if not found or any(int(g) > 255 for g in found.groups()[:4]) or int(found.group(5)) > 32:
            return False
    return True


def _quad(nums: tuple[int, int, int, int]) -> str:
    return ".".join(str(n) for n in nums)


_OCTET = st.sampled_from([0, 1, 10, 127, 128, 192, 255])
_IP = st.tuples(_OCTET, _OCTET, _OCTET, _OCTET).map(_quad)
STRATEGIES = {
    "ip": st.one_of(_IP, st.sampled_from(["10.0.0", "0.10", "10.0.0.256", "256.0.0.1", "1.2.3.256", "1..2.3", "10.0.0.1.5", "", "a.b.c.d", "1.2.3.\u00b2", "\u0661.\u0662.\u0663.\u0664"])),
    "cidrs": st.lists(st.tuples(_IP, st.sampled_from([0, 0, 1, 8, 9, 16, 24, 31, 32])).map(lambda pair: f"{pair[0]}/{pair[1]}"), min_size=1, max_size=3),
}
SEED = {
    "domain": "security",
    "keywords": ["CIDR", "allow-list", "IPv4"],
    "tags": ["guard", "boolean", "string", "early-return", "loop"],
}
