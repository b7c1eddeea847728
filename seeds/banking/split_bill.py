"""Banking: split a bill into near-equal shares in whole cents."""
from hypothesis import strategies as st


def split_bill(total_cents: int, people: int) -> list[int]:
    """Split total_cents into `people` shares in whole cents that add up exactly to the
    total and differ from each other by at most one cent, the larger shares first
    (1000 among 3 -> [334, 333, 333]). A negative total (a refund) is split the same way
    on its magnitude and every share is negated, so the shares furthest from zero come
    first (-1000 -> [-334, -333, -333]). Fewer than one person gives []."""
    if people < 1:
        return []
    sign = -1 if total_cents < 0 else 1
    base, extra = divmod(abs(total_cents), people)
    shares = []
    for i in range(people):
        share = base + 1 if i < extra else base
        shares.append(sign * share)
    return shares


def clean_split_bill(total_cents: int, people: int) -> list[int]:
    """Split total_cents into `people` shares in whole cents that add up exactly to the
    total and differ from each other by at most one cent, the larger shares first
    (1000 among 3 -> [334, 333, 333]). A negative total (a refund) is split the same way
    on its magnitude and every share is negated, so the shares furthest from zero come
    first (-1000 -> [-334, -333, -333]). Fewer than one person gives []."""
    if people <= 0:
        return []
    magnitude = total_cents if total_cents >= 0 else -total_cents
    each = magnitude // people
    shares = [each] * people
    for i in range(magnitude - each * people):
        shares[i] += 1
    if total_cents < 0:
        shares = [-s for s in shares]
    return shares


STRATEGIES = {
    "total_cents": st.integers(-1000, 1000),
    "people": st.integers(-1, 7),
}
SEED = {
    "domain": "banking",
    "keywords": ["remainder", "refund", "divmod"],
    "tags": ["arithmetic", "guard", "loop", "boundary", "sign"],
}
