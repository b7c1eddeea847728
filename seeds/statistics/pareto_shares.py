"""Statistics: build the cumulative shares of a Pareto chart."""
from hypothesis import strategies as st


def pareto_shares(counts: dict[str, int]) -> list[tuple[str, float]]:
    """Sort categories by count descending (ties by name ascending) and return
    (category, cumulative_percent) where cumulative_percent is the running total of the
    counts up to and including that category, as a percentage of the grand total, rounded to
    one decimal. Categories with a count of 0 or less are left out. An empty or all-zero
    input gives [].
    """
    kept = [(name, n) for name, n in counts.items() if n > 0]
    grand = sum(n for _, n in kept)
    kept.sort(key=lambda item: (-item[1], item[0]))
    shares = []
    running = 0
    for name, n in kept:
        running += n
        shares.append((name, round(100 * running / grand, 1)))
    return shares


def clean_pareto_shares(counts: dict[str, int]) -> list[tuple[str, float]]:
    """Sort categories by count descending (ties by name ascending) and return
    (category, cumulative_percent) where cumulative_percent is the running total of the
    counts up to and including that category, as a percentage of the grand total, rounded to
    one decimal. Categories with a count of 0 or less are left out. An empty or all-zero
    input gives [].
    """
    names = sorted((name for name in counts if counts[name] >= 1), key=lambda name: (-counts[name], name))
    total = 0
    for name in names:
        total += counts[name]
    result = []
    for i, name in enumerate(names):
        upto = sum(counts[other] for other in names[:i + 1])
        result.append((name, round(upto * 100 / total, 1)))
    return result


STRATEGIES = {
    "counts": st.dictionaries(st.sampled_from(["scratch", "dent", "crack", "stain", "défaut"]), st.integers(-1, 9),
                              max_size=5),
}
SEED = {"domain": "statistics", "keywords": ["Pareto", "cumulative percentage", "ranking"],
        "tags": ["sort", "tie", "accumulator", "filter", "rounding"]}
