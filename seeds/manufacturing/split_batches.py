"""Manufacturing: split an order into balanced production batches."""
from hypothesis import strategies as st


def split_batches(quantity: int, max_batch: int) -> list[int]:
    """Split `quantity` units into the fewest batches of at most max_batch units each,
    with sizes as equal as possible (any two differ by at most 1); larger batches come
    first. A quantity of zero or less -> []. max_batch is at least 1.
    """
    if quantity <= 0:
        return []
    count = (quantity + max_batch - 1) // max_batch
    base, extra = divmod(quantity, count)
    batches = []
    for i in range(count):
        batches.append(base + 1 if i < extra else base)
    return batches


def clean_split_batches(quantity: int, max_batch: int) -> list[int]:
    """Split `quantity` units into the fewest batches of at most max_batch units each,
    with sizes as equal as possible (any two differ by at most 1); larger batches come
    first. A quantity of zero or less -> []. max_batch is at least 1.
    """
    sizes: list[int] = []
    while len(sizes) * max_batch < quantity:
        sizes.append(0)
    left = max(quantity, 0)
    slot = 0
    while left > 0:
        sizes[slot] += 1
        left -= 1
        slot = (slot + 1) % len(sizes)
    return sizes


STRATEGIES = {
    "quantity": st.one_of(st.integers(-3, 60), st.sampled_from([0, 1, 12, 13, 24, 25])),
    "max_batch": st.sampled_from([1, 5, 12, 13, 50]),
}
SEED = {"domain": "manufacturing", "keywords": ["batch sizing", "balanced split", "ceiling division"],
        "tags": ["arithmetic", "ceil", "loop", "guard", "index"]}
