"""Transit: charge tap-ins under a daily fare cap."""
from hypothesis import strategies as st


def daily_fare_cap(taps: list[int], fare: int, cap: int) -> list[int]:
    """taps are the day numbers of a card's tap-ins in time order. Each tap costs `fare`
    cents until the total charged on that day reaches `cap` cents: the tap that would pass
    the cap is charged only what is left up to the cap, and later taps that day cost 0.
    Charges start again from 0 on a new day. Return the charge of every tap, in order.
    fare and cap are at least 0.
    """
    charges = []
    spent = 0
    day = None
    for tap_day in taps:
        if tap_day != day:
            day = tap_day
            spent = 0
        charge = min(fare, cap - spent)
        charges.append(charge)
        spent += charge
    return charges


def clean_daily_fare_cap(taps: list[int], fare: int, cap: int) -> list[int]:
    """taps are the day numbers of a card's tap-ins in time order. Each tap costs `fare`
    cents until the total charged on that day reaches `cap` cents: the tap that would pass
    the cap is charged only what is left up to the cap, and later taps that day cost 0.
    Charges start again from 0 on a new day. Return the charge of every tap, in order.
    fare and cap are at least 0.
    """
    out = []
    for i, tap_day in enumerate(taps):
        earlier = 0
        j = i - 1
        while j >= 0 and taps[j] == tap_day:
            earlier += 1
            j -= 1
        before = min(cap, earlier * fare)
        out.append(min(cap, before + fare) - before)
    return out


def precondition(taps: list[int], fare: int, cap: int) -> bool:
    return fare >= 0 and cap >= 0 and taps == sorted(taps)


STRATEGIES = {
    "taps": st.lists(st.integers(1, 3), max_size=9).map(sorted),
    "fare": st.integers(0, 300),
    "cap": st.sampled_from([0, 250, 500, 600, 700]),
}
SEED = {"domain": "transit", "keywords": ["fare capping", "daily cap", "partial fare"],
        "tags": ["loop", "min-max", "accumulator", "reset"]}
