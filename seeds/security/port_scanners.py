"""Security: detect hosts that scan many ports in a short time."""
from hypothesis import strategies as st


def port_scanners(events: list[tuple[int, str, int]], min_ports: int = 10, window: int = 60) -> list[str]:
    """events are (second, source_ip, port) in non-decreasing time order. A source is a
    scanner when some set of its events spanning less than `window` seconds (last time
    minus first time < window) touches at least min_ports DISTINCT ports. Return the
    scanner IPs sorted ascending.
    """
    by_source: dict[str, list[tuple[int, int]]] = {}
    for second, ip, port in events:
        by_source.setdefault(ip, []).append((second, port))
    flagged = []
    for ip, hits in by_source.items():
        for i, (start, _) in enumerate(hits):
            ports = {port for second, port in hits[i:] if second - start < window}
            if len(ports) >= min_ports:
                flagged.append(ip)
                break
    return sorted(flagged)


def clean_port_scanners(events: list[tuple[int, str, int]], min_ports: int = 10, window: int = 60) -> list[str]:
    """events are (second, source_ip, port) in non-decreasing time order. A source is a
    scanner when some set of its events spanning less than `window` seconds (last time
    minus first time < window) touches at least min_ports DISTINCT ports. Return the
    scanner IPs sorted ascending.
    """
    result = set()
    for second, ip, _ in events:
        seen = set()
        for other_second, other_ip, port in events:
            if other_ip == ip and second <= other_second <= second + window - 1:
                seen.add(port)
        if len(seen) >= min_ports:
            result.add(ip)
    return sorted(result)


def precondition(events: list[tuple[int, str, int]], min_ports: int = 10, window: int = 60) -> bool:
    return window >= 1 and min_ports >= 1 and all(a[0] <= b[0] for a, b in zip(events, events[1:]))


STRATEGIES = {
    "events": st.lists(st.tuples(st.integers(0, 12), st.sampled_from(["10.0.0.1", "10.0.0.2", "192.168.0.9"]),
                                 st.sampled_from([22, 23, 80, 443, 8080])), max_size=12).map(sorted),
    "min_ports": st.integers(1, 4),
    "window": st.sampled_from([1, 3, 5, 10]),
}
SEED = {"domain": "security", "keywords": ["port scan", "distinct ports", "time window"],
        "tags": ["dict", "set", "window", "boundary", "nested"]}
