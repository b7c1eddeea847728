"""Agriculture: split a feed delivery among pens in proportion to head count."""
from hypothesis import strategies as st


def split_feed(total_kg: int, heads: dict[str, int]) -> dict[str, int]:
    """Split total_kg whole kilograms of feed among pens in proportion to their head
    counts. Each pen first gets floor(total_kg * heads / all_heads) kg; the kilograms left
    over go one each to the pens with the largest fractional remainders, ties broken by pen
    name ascending. If there are no animals at all (empty dict or every count 0), every pen
    gets 0. The shares always add up to total_kg when there is at least one animal."""
    herd = sum(heads.values())
    if herd == 0:
        return {pen: 0 for pen in heads}
    shares = {pen: total_kg * n // herd for pen, n in heads.items()}
    left = total_kg - sum(shares.values())
    order = sorted(heads, key=lambda pen: (-(total_kg * heads[pen] % herd), pen))
    for pen in order[:left]:
        shares[pen] += 1
    return shares


def clean_split_feed(total_kg: int, heads: dict[str, int]) -> dict[str, int]:
    herd = sum(heads.values())
    result = dict.fromkeys(heads, 0)
    if not herd:
        return result
    ranking = []
    for pen, count in heads.items():
        whole, rest = divmod(total_kg * count, herd)
        result[pen] = whole
        ranking.append((-rest, pen))
    ranking.sort()
    for _, pen in ranking[: total_kg - sum(result.values())]:
        result[pen] += 1
    return result


STRATEGIES = {
    "total_kg": st.integers(0, 200),
    "heads": st.dictionaries(st.sampled_from(["a", "b", "c", "d", "e"]), st.integers(0, 12), max_size=5),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["proration", "largest remainder", "feed ration"],
    "tags": ["guard", "division", "rounding", "sort", "dict"],
}
