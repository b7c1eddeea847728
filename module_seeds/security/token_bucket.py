"""Security: throttle API requests per client with token buckets and report the abusers."""
from hypothesis import strategies as st


def parse_request(line: str) -> tuple[int, str]:
    """(millisecond, client) of an access-log line "MS CLIENT": a whole number
    of milliseconds since the log started (0 or more) and the client's name
    (the rest of the line, not empty), separated by one space. Raises
    ValueError for a malformed line or a negative time.

    >>> parse_request("1500 alice")
    (1500, 'alice')
    """
    stamp, _, client = line.partition(" ")
    if not client or not stamp.isdigit():
        raise ValueError(f"bad log line: {line!r}")
    return int(stamp), client


def refill(tokens_milli: int, elapsed_ms: int, rate_per_s: int, capacity: int) -> int:
    """A bucket's tokens, in thousandths of a token, after elapsed_ms (>= 0)
    milliseconds of refilling at rate_per_s tokens a second: every millisecond
    adds rate_per_s thousandths, and the bucket never holds more than
    capacity whole tokens (capacity * 1000 thousandths).

    >>> refill(0, 250, 2, 5), refill(4500, 1000, 2, 5), refill(700, 0, 9, 1)
    (500, 5000, 700)
    """
    return min(capacity * 1000, tokens_milli + elapsed_ms * rate_per_s)


def take(tokens_milli: int, cost: int = 1) -> tuple[bool, int]:
    """(allowed, tokens left in thousandths): a request costs cost (>= 1)
    whole tokens; it is allowed when the bucket holds at least that much
    (exactly enough is enough), which is then taken out; a refused request
    leaves the bucket as it was.

    >>> take(1000), take(999), take(2500, cost=2)
    ((True, 0), (False, 999), (True, 500))
    """
    if tokens_milli >= cost * 1000:
        return True, tokens_milli - cost * 1000
    return False, tokens_milli


def decide(requests: list[tuple[int, str]], rate_per_s: int, capacity: int) -> list[bool]:
    """Whether each (millisecond, client) request is allowed, in the order
    given (times never decrease). Each client has a bucket of its own, full
    (capacity tokens) at the client's first request; before every later
    request it is refilled for the milliseconds since that client's previous
    request (allowed or not), then the request takes one token."""
    buckets: dict[str, tuple[int, int]] = {}
    verdicts = []
    for stamp, client in requests:
        if client in buckets:
            tokens, last = buckets[client]
            tokens = refill(tokens, stamp - last, rate_per_s, capacity)
        else:
            tokens = capacity * 1000
        allowed, tokens = take(tokens)
        buckets[client] = (tokens, stamp)
        verdicts.append(allowed)
    return verdicts


def refusals(requests: list[tuple[int, str]], verdicts: list[bool]) -> dict[str, int]:
    """How many requests of each client were refused, from the requests and
    their verdicts (one per request, in the same order); only clients with at
    least one refusal are keys, in the order of their first refusal.

    >>> refusals([(0, "a"), (1, "b"), (2, "a")], [True, False, False])
    {'b': 1, 'a': 1}
    """
    counts: dict[str, int] = {}
    for (_, client), allowed in zip(requests, verdicts):
        if not allowed:
            counts[client] = counts.get(client, 0) + 1
    return counts


def busiest(requests: list[tuple[int, str]]) -> str | None:
    """The client that sent the most requests, the alphabetically first one
    on a tie; None when there are no requests.

    >>> busiest([(0, "bob"), (5, "amy"), (9, "bob"), (9, "amy")]), busiest([])
    ('amy', None)
    """
    counts: dict[str, int] = {}
    for _, client in requests:
        counts[client] = counts.get(client, 0) + 1
    if not counts:
        return None
    return min(counts, key=lambda client: (-counts[client], client))


def throttle_report(lines: list[str], rate_per_s: int, capacity: int, block_after: int = 3) -> dict[str, object]:
    """The log's throttling summary: "allowed" and "refused", how many
    requests decide lets through and turns away; "blocked", the clients with
    at least block_after (>= 1) refusals, sorted by name; "busiest", the
    busiest client (None for an empty log). The lines are parse_request lines
    in time order."""
    requests = [parse_request(line) for line in lines]
    verdicts = decide(requests, rate_per_s, capacity)
    refused = refusals(requests, verdicts)
    return {
        "allowed": sum(verdicts),
        "refused": len(verdicts) - sum(verdicts),
        "blocked": sorted(client for client, count in refused.items() if count >= block_after),
        "busiest": busiest(requests),
    }


def clean_throttle_report(lines: list[str], rate_per_s: int, capacity: int, block_after: int = 3) -> dict[str, object]:
    from collections import Counter

    level: dict[str, int] = {}
    seen_at: dict[str, int] = {}
    sent: Counter[str] = Counter()
    denied: Counter[str] = Counter()
    ok = 0
    for line in lines:
        ms_text, who = line.split(" ", 1)
        ms = int(ms_text)
        sent[who] += 1
        full = 1000 * capacity
        have = full if who not in level else min(full, level[who] + rate_per_s * (ms - seen_at[who]))
        if have < 1000:
            denied[who] += 1
        else:
            have -= 1000
            ok += 1
        level[who], seen_at[who] = have, ms
    top = sorted(sent.items(), key=lambda item: (-item[1], item[0]))
    return {
        "allowed": ok,
        "refused": len(lines) - ok,
        "blocked": sorted(who for who, n in denied.items() if n >= block_after),
        "busiest": top[0][0] if top else None,
    }


def precondition_decide(requests: list[tuple[int, str]], rate_per_s: int, capacity: int) -> bool:
    return all(a[0] <= b[0] for a, b in zip(requests, requests[1:]))


_CLIENT = st.sampled_from(["amy", "bob", "cy", "dee"])
_REQUESTS = st.lists(st.tuples(st.one_of(st.integers(0, 40), st.integers(0, 900)), _CLIENT), max_size=12).map(
    lambda raw: [(sum(gap for gap, _ in raw[: i + 1]), client) for i, (_, client) in enumerate(raw)]
)
_LINES = st.builds(lambda requests: [f"{stamp} {client}" for stamp, client in requests], _REQUESTS)
_RATE = st.sampled_from([0, 1, 2, 5])
_CAPACITY = st.integers(1, 4)

STRATEGIES = {
    "parse_request": {"line": st.builds(lambda ms, who: f"{ms} {who}", st.integers(0, 10**6), _CLIENT)},
    "refill": {"tokens_milli": st.integers(0, 5000), "elapsed_ms": st.integers(0, 5000), "rate_per_s": _RATE,
               "capacity": _CAPACITY},
    "take": {"tokens_milli": st.integers(0, 5000), "cost": st.integers(1, 3)},
    "decide": {"requests": _REQUESTS, "rate_per_s": _RATE, "capacity": _CAPACITY},
    "refusals": {"requests": st.lists(st.tuples(st.integers(0, 99), _CLIENT), min_size=12, max_size=12),
                 "verdicts": st.lists(st.booleans(), max_size=12)},
    "busiest": {"requests": _REQUESTS},
    "throttle_report": {"lines": _LINES, "rate_per_s": _RATE, "capacity": _CAPACITY,
                        "block_after": st.integers(1, 4)},
}
PRECONDITIONS = {"decide": precondition_decide}
SEED = {
    "domain": "security",
    "keywords": ["rate limit", "token bucket", "refill", "throttle", "abuse"],
    "tags": ["state", "milli-units", "cap", "dict-building", "tie-breaking"],
    "kind": "module",
}
