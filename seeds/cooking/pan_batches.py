"""Cooking: how many rounds of searing a pan needs for the pieces in order."""
from hypothesis import strategies as st


def pan_batches(widths_mm: list[int], pan_mm: int) -> int:
    """Number of batches needed to sear pieces of the given widths (mm) side by side in a
    pan pan_mm wide, taking the pieces in the listed order: a piece joins the current batch
    when the widths already in it plus its own add up to at most pan_mm, otherwise it
    starts a new batch (earlier batches are never reopened). A piece wider than the pan is
    seared on its own and the next piece starts a new batch. No pieces need 0 batches."""
    batches = 0
    used = 0
    for width in widths_mm:
        if batches == 0 or used + width > pan_mm:
            batches += 1
            used = 0
        used += width
    return batches


def clean_pan_batches(widths_mm: list[int], pan_mm: int) -> int:
    """Number of batches needed to sear pieces of the given widths (mm) side by side in a
    pan pan_mm wide, taking the pieces in the listed order: a piece joins the current batch
    when the widths already in it plus its own add up to at most pan_mm, otherwise it
    starts a new batch (earlier batches are never reopened). A piece wider than the pan is
    seared on its own and the next piece starts a new batch. No pieces need 0 batches."""
    rounds: list[list[int]] = []
    for width in widths_mm:
        if rounds and sum(rounds[-1]) + width <= pan_mm:
            rounds[-1].append(width)
        else:
            rounds.append([width])
    return len(rounds)


def precondition(widths_mm: list[int], pan_mm: int) -> bool:
    return pan_mm > 0 and all(width > 0 for width in widths_mm)


STRATEGIES = {
    "widths_mm": st.lists(st.one_of(st.integers(1, 120), st.sampled_from([50, 100, 150, 280])), max_size=8),
    "pan_mm": st.sampled_from([100, 200, 280, 300]),
}
SEED = {
    "domain": "cooking",
    "keywords": ["searing", "next fit", "crowding the pan"],
    "tags": ["loop", "accumulator", "boundary", "boolean", "guard"],
}
