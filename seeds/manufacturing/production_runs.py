"""Manufacturing: plan production runs when part of each run is scrapped."""
from hypothesis import strategies as st


def production_runs(order_qty: int, batch_size: int, yield_pct: int, on_hand: int = 0) -> list[int]:
    """Plan the batches for an order. Good units already on hand are used first. Each
    full batch makes batch_size units of which yield_pct percent are good, rounded down.
    Return the list of good units credited per batch, one entry per batch, until the order
    is covered; the last batch is credited in full even if it overshoots. Nothing to make
    (on_hand >= order_qty) -> []. A batch that yields no good unit while more are needed
    makes the plan impossible: return [-1].
    batch_size is 1 to 1,000,000, yield_pct is 0-100, order_qty is at most 1,000,000 and on_hand
    is not negative."""
    remaining = order_qty - on_hand
    if remaining <= 0:
        return []
    good = batch_size * yield_pct // 100
    if good == 0:
        return [-1]
    batches = (remaining + good - 1) // good
    return [good] * batches


def clean_production_runs(order_qty: int, batch_size: int, yield_pct: int, on_hand: int = 0) -> list[int]:
    need = order_qty - on_hand
    per_batch = int(batch_size * yield_pct / 100)
    if need > 0 and per_batch < 1:
        return [-1]
    plan = []
    while need > 0:
        plan.append(per_batch)
        need -= per_batch
    return plan


def precondition(order_qty: int, batch_size: int, yield_pct: int, on_hand: int = 0) -> bool:
    return 1 <= batch_size <= 10**6 and 0 <= yield_pct <= 100 and order_qty <= 10**6 and on_hand >= 0


STRATEGIES = {
    "order_qty": st.integers(0, 120),
    "batch_size": st.integers(1, 40),
    "yield_pct": st.sampled_from([0, 2, 50, 75, 90, 95, 100]),
    "on_hand": st.integers(0, 60),
}
SEED = {
    "domain": "manufacturing",
    "keywords": ["batch planning", "scrap", "yield"],
    "tags": ["guard", "rounding", "division", "early-return"],
}
