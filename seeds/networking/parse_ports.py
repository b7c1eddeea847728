"""Networking: expand a firewall port specification into port numbers."""
from hypothesis import strategies as st


def parse_ports(spec: str, ports: list[int] | None = None) -> list[int]:
    """Append to ports (a new list when ports is None) every port named in spec, a
    comma-separated list of single ports ("80") and inclusive ranges ("8000-8002").
    Whitespace around items is ignored. Items that are blank or not made of digits, ranges
    whose start is above their end, and items with any port outside 1..65535 are skipped
    whole. A port already in ports is not added again. Returns ports."""
    if ports is None:
        ports = []
    for item in spec.split(","):
        lo, dash, hi = item.strip().partition("-")
        if not dash:
            hi = lo
        if not lo.isdigit() or not hi.isdigit():
            continue
        first, last = int(lo), int(hi)
        if first < 1 or last > 65535 or first > last:
            continue
        for port in range(first, last + 1):
            if port not in ports:
                ports.append(port)
    return ports


def clean_parse_ports(spec: str, ports: list[int] | None = None) -> list[int]:
    found = [] if ports is None else ports
    for item in (part.strip() for part in spec.split(",")):
        bounds = item.split("-") if item.count("-") == 1 else [item]
        if not all(b.isdigit() for b in bounds):
            continue
        first, last = int(bounds[0]), int(bounds[-1])
        if 1 <= first <= last <= 65535:
            found.extend(p for p in range(first, last + 1) if p not in found)
    return found


_ITEM = st.one_of(
    st.sampled_from(["0", "1", "80", "65535", "65536", "abc", "", " 22 ", "5-", "-5", "1-2-3"]),
    st.tuples(st.sampled_from([0, 1, 79, 80, 65533, 65535]), st.integers(-1, 3)).map(
        lambda p: f"{p[0]}-{p[0] + p[1]}"
    ),
)
STRATEGIES = {"spec": st.lists(_ITEM, max_size=5).map(",".join)}
SEED = {
    "domain": "networking",
    "keywords": ["firewall", "port ranges", "parsing"],
    "tags": ["mutable-default", "boolean", "boundary", "string", "loop"],
}
