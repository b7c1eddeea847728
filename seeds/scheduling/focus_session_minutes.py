"""Scheduling: elapsed time of a pomodoro-style work session including breaks."""
import math

from hypothesis import strategies as st


def focus_session_minutes(work_minutes: int, block: int, short_break: int,
                          long_break: int, long_every: int) -> int:
    """Total elapsed minutes to do work_minutes of focused work in blocks of `block`
    minutes (the last block may be shorter; the number of blocks is work_minutes / block
    rounded UP). A break follows every block except the last one: the break after block k
    (1-based) is long_break when k is a multiple of long_every, otherwise short_break.
    a block length or a long-break period of zero or less is invalid and gives -1; otherwise no positive work time
    takes 0 minutes."""
    if block <= 0 or long_every <= 0:
        return -1
    if work_minutes <= 0:
        return 0
    blocks = math.ceil(work_minutes / block)
    total = work_minutes
    for k in range(1, blocks):
        total += long_break if k % long_every == 0 else short_break
    return total


def clean_focus_session_minutes(
    work_minutes: int, block: int, short_break: int, long_break: int, long_every: int
) -> int:
    if min(block, long_every) < 1:
        return -1
    if work_minutes < 1:
        return 0
    elapsed = work_minutes
    for done in range(block, work_minutes, block):
        if done // block % long_every == 0:
            elapsed += long_break
        else:
            elapsed += short_break
    return elapsed


STRATEGIES = {
    "work_minutes": st.integers(-10, 200),
    "block": st.integers(-1, 50),
    "short_break": st.integers(0, 10),
    "long_break": st.integers(10, 30),
    "long_every": st.integers(-1, 4),
}
SEED = {
    "domain": "scheduling",
    "keywords": ["pomodoro", "breaks", "time blocks"],
    "tags": ["rounding", "guard", "loop", "accumulator", "boolean"],
}
