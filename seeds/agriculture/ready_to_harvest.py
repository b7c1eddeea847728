"""Agriculture: list the plots that are ready to harvest."""
from hypothesis import strategies as st


def ready_to_harvest(
    plots: list[tuple[str, int, int]],
    today: int,
    grow_days: int,
    max_moisture: int,
    ready: list[str] | None = None,
) -> list[str]:
    """plots are (name, sown_day, grain_moisture_percent). Append to `ready` (a new
    list when omitted) the name of every plot, in input order, that was sown at least
    grow_days days ago (today - sown_day >= grow_days, inclusive) AND whose grain moisture
    is at most max_moisture percent (inclusive). Returns the list."""
    if ready is None:
        ready = []
    for name, sown, moisture in plots:
        if today - sown >= grow_days and moisture <= max_moisture:
            ready.append(name)
    return ready


def clean_ready_to_harvest(
    plots: list[tuple[str, int, int]],
    today: int,
    grow_days: int,
    max_moisture: int,
    ready: list[str] | None = None,
) -> list[str]:
    out = [] if ready is None else ready
    out.extend(p[0] for p in plots if p[1] + grow_days <= today and not p[2] > max_moisture)
    return out


STRATEGIES = {
    "plots": st.lists(
        st.tuples(st.sampled_from(["north", "south", "east", "west", "mill"]), st.integers(0, 30), st.integers(10, 25)),
        max_size=8,
    ),
    "today": st.integers(20, 50),
    "grow_days": st.integers(10, 30),
    "max_moisture": st.integers(12, 20),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["harvest", "grain moisture", "maturity"],
    "tags": ["loop", "boolean", "boundary", "mutable-default"],
}
