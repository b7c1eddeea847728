"""Networking: police packets with a token bucket."""
from hypothesis import strategies as st


def token_bucket(arrivals: list[tuple[int, int]], rate: int, burst: int) -> list[bool]:
    """arrivals are (second, size_bytes) in non-decreasing time order. The bucket starts
    full with `burst` tokens and gains `rate` tokens per whole second elapsed since the
    previous arrival (the first arrival gains nothing), never holding more than `burst`.
    A packet conforms when its size is at most the tokens in the bucket; it then removes
    that many tokens. A non-conforming packet removes nothing. Return, per packet, whether
    it conforms.
    """
    tokens = burst
    last = arrivals[0][0] if arrivals else 0
    verdicts = []
    for second, size in arrivals:
        tokens = min(burst, tokens + (second - last) * rate)
        last = second
        ok = size <= tokens
        if ok:
            tokens -= size
        verdicts.append(ok)
    return verdicts


def clean_token_bucket(arrivals: list[tuple[int, int]], rate: int, burst: int) -> list[bool]:
    """arrivals are (second, size_bytes) in non-decreasing time order. The bucket starts
    full with `burst` tokens and gains `rate` tokens per whole second elapsed since the
    previous arrival (the first arrival gains nothing), never holding more than `burst`.
    A packet conforms when its size is at most the tokens in the bucket; it then removes
    that many tokens. A non-conforming packet removes nothing. Return, per packet, whether
    it conforms.
    """
    result = []
    level = burst
    previous = None
    for second, size in arrivals:
        if previous is not None:
            level += rate * (second - previous)
            if level > burst:
                level = burst
        previous = second
        if level - size >= 0:
            level -= size
            result.append(True)
        else:
            result.append(False)
    return result


STRATEGIES = {
    "arrivals": st.lists(st.tuples(st.integers(0, 6), st.sampled_from([0, 100, 500, 1000, 1500])), max_size=7)
    .map(sorted),
    "rate": st.sampled_from([0, 100, 500, 1000]),
    "burst": st.sampled_from([0, 1000, 1500, 3000]),
}
SEED = {"domain": "networking", "keywords": ["token bucket", "traffic policing", "burst size"],
        "tags": ["loop", "min-max", "boundary", "state", "accumulator"]}
