"""Networking: TCP retransmission timeout from round-trip-time samples (RFC 6298)."""
from hypothesis import strategies as st


def retransmit_timeout(rtt_samples: list[int], min_rto: int, max_rto: int) -> int:
    """TCP retransmission timeout in ms after the given round-trip samples (RFC 6298 in
    whole milliseconds; every division rounds down). The first sample R sets SRTT = R and
    RTTVAR = R // 2. Each later sample R first updates RTTVAR = (3 * RTTVAR + |SRTT - R|)
    // 4 and then SRTT = (7 * SRTT + R) // 8 (so RTTVAR uses the SRTT from before this
    sample). RTO = SRTT + max(1, 4 * RTTVAR), clamped into [min_rto, max_rto]. With no
    samples the RTO is 1000 before clamping. min_rto <= max_rto.
    Samples are not negative."""
    if not rtt_samples:
        rto = 1000
    else:
        srtt = rtt_samples[0]
        rttvar = srtt // 2
        for r in rtt_samples[1:]:
            rttvar = (3 * rttvar + abs(srtt - r)) // 4
            srtt = (7 * srtt + r) // 8
        rto = srtt + max(1, 4 * rttvar)
    return max(min_rto, min(rto, max_rto))


def clean_retransmit_timeout(rtt_samples: list[int], min_rto: int, max_rto: int) -> int:
    state: tuple[int, int] | None = None
    for r in rtt_samples:
        if state is None:
            state = (r, r // 2)
        else:
            s, v = state
            state = ((7 * s + r) // 8, (3 * v + (s - r if s > r else r - s)) // 4)
    rto = 1000 if state is None else state[0] + max(1, 4 * state[1])
    return min(max(rto, min_rto), max_rto)


def precondition(rtt_samples: list[int], min_rto: int, max_rto: int) -> bool:
    return min_rto <= max_rto and all(r >= 0 for r in rtt_samples)


STRATEGIES = {
    "rtt_samples": st.lists(st.integers(0, 600), max_size=7),
    "min_rto": st.integers(0, 300),
    "max_rto": st.integers(300, 2500),
}
SEED = {
    "domain": "networking",
    "keywords": ["TCP", "RTO", "round-trip time"],
    "tags": ["guard", "rounding", "accumulator", "loop", "division"],
}
