"""Travel: compute the checked-baggage charge for a booking."""
import math

from hypothesis import strategies as st


def baggage_fee(bag_kg: list[int], free_bags: int = 1, limit_kg: int = 23, bag_fee: int = 40, per_5kg: int = 15) -> int:
    """Checked-bag charge in euros. The first free_bags bags (in list order) carry no bag
    fee; every later bag costs bag_fee. Independently, a bag heavier than limit_kg
    (strictly) pays per_5kg for every started 5 kg over the limit: 1 to 5 kg over is one
    block, 6 to 10 kg over is two blocks. A bag heavier than 32 kg is refused outright: the
    whole booking then returns -1."""
    total = 0
    for i, kg in enumerate(bag_kg):
        if kg > 32:
            return -1
        if i >= free_bags:
            total += bag_fee
        over = kg - limit_kg
        if over > 0:
            total += math.ceil(over / 5) * per_5kg
    return total


def clean_baggage_fee(bag_kg: list[int], free_bags: int = 1, limit_kg: int = 23, bag_fee: int = 40, per_5kg: int = 15) -> int:
    if any(kg > 32 for kg in bag_kg):
        return -1
    paid_bags = max(0, len(bag_kg) - max(free_bags, 0))
    blocks = sum((kg - limit_kg + 4) // 5 for kg in bag_kg if kg > limit_kg)
    return paid_bags * bag_fee + blocks * per_5kg


STRATEGIES = {
    "bag_kg": st.lists(st.integers(5, 34), max_size=5),
    "free_bags": st.integers(0, 3),
    "limit_kg": st.integers(15, 25),
    "bag_fee": st.integers(0, 60),
    "per_5kg": st.integers(1, 30),
}
SEED = {
    "domain": "travel",
    "keywords": ["baggage", "overweight", "fee"],
    "tags": ["loop", "early-return", "rounding", "boundary", "index"],
}
