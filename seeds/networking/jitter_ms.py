"""Networking: measure the jitter of a series of ping round-trip times."""
from hypothesis import strategies as st


def jitter_ms(rtts: list[int | None]) -> float:
    """rtts are round-trip times in milliseconds in send order; None marks a lost probe.
    Jitter is the mean absolute difference between consecutive RECEIVED round-trip times
    (a lost probe is skipped, so the samples around it are compared with each other),
    rounded to 2 decimals. Fewer than two received samples -> 0.0.
    """
    received = [r for r in rtts if r is not None]
    if len(received) < 2:
        return 0.0
    total = 0
    for i in range(1, len(received)):
        total += abs(received[i] - received[i - 1])
    return round(total / (len(received) - 1), 2)


def clean_jitter_ms(rtts: list[int | None]) -> float:
    """rtts are round-trip times in milliseconds in send order; None marks a lost probe.
    Jitter is the mean absolute difference between consecutive RECEIVED round-trip times
    (a lost probe is skipped, so the samples around it are compared with each other),
    rounded to 2 decimals. Fewer than two received samples -> 0.0.
    """
    previous = None
    diffs = []
    for r in rtts:
        if r is None:
            continue
        if previous is not None:
            diffs.append(max(r, previous) - min(r, previous))
        previous = r
    return round(sum(diffs) / len(diffs), 2) if diffs else 0.0


STRATEGIES = {
    "rtts": st.lists(st.one_of(st.none(), st.integers(1, 400)), max_size=8),
}
SEED = {"domain": "networking", "keywords": ["jitter", "packet loss", "round-trip time"],
        "tags": ["filter", "loop", "index", "division", "guard"]}
