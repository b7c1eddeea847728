"""Chemistry: count the drops at which a titrated solution changes colour."""
from hypothesis import strategies as st


def colour_changes(start_excess: int, drops: list[int]) -> int:
    """An indicator is pink while the solution holds more base than acid and colourless at
    neutral or with more acid. start_excess is the base minus acid in the flask, in
    micromoles, before any drop; each drop changes it by the given amount (positive: base
    added, negative: acid added), in order. Return how many drops flip the colour, either
    way."""
    excess = start_excess
    pink = excess > 0
    flips = 0
    for drop in drops:
        excess += drop
        if (excess > 0) != pink:
            flips += 1
            pink = not pink
    return flips


def clean_colour_changes(start_excess: int, drops: list[int]) -> int:
    amount = start_excess
    colours = [amount > 0]
    for drop in drops:
        amount += drop
        colours.append(amount > 0)
    flips = 0
    for i in range(1, len(colours)):
        if colours[i] != colours[i - 1]:
            flips += 1
    return flips


STRATEGIES = {
    "start_excess": st.one_of(st.sampled_from([0, 1, -1, 5]), st.integers(-6, 6)),
    "drops": st.lists(st.integers(-3, 3), max_size=7),
}
SEED = {"domain": "chemistry", "keywords": ["titration", "indicator", "end point"],
        "tags": ["loop", "boundary", "branch", "state"]}
