"""Sports: order a medal table."""
from hypothesis import strategies as st


def medal_table(results: list[tuple[str, str]]) -> list[tuple[str, int, int, int]]:
    """results are (country, medal) with medal "gold", "silver" or "bronze"; other
    medal values are ignored. Return (country, golds, silvers, bronzes) for every country
    that won at least one medal, ordered by golds, then silvers, then bronzes (all
    descending), then country name ascending.
    """
    tally: dict[str, list[int]] = {}
    slots = {"gold": 0, "silver": 1, "bronze": 2}
    for country, medal in results:
        if medal in slots:
            tally.setdefault(country, [0, 0, 0])[slots[medal]] += 1
    rows = [(country, g, s, b) for country, (g, s, b) in tally.items()]
    rows.sort(key=lambda row: (-row[1], -row[2], -row[3], row[0]))
    return rows


def clean_medal_table(results: list[tuple[str, str]]) -> list[tuple[str, int, int, int]]:
    """results are (country, medal) with medal "gold", "silver" or "bronze"; other
    medal values are ignored. Return (country, golds, silvers, bronzes) for every country
    that won at least one medal, ordered by golds, then silvers, then bronzes (all
    descending), then country name ascending.
    """
    countries = sorted({c for c, m in results if m in ("gold", "silver", "bronze")})
    table = []
    for country in countries:
        won = [m for c, m in results if c == country]
        table.append((country, won.count("gold"), won.count("silver"), won.count("bronze")))
    table.sort(key=lambda row: row[1:], reverse=True)
    return table


STRATEGIES = {
    "results": st.lists(st.tuples(st.sampled_from(["NOR", "USA", "Côte d'Ivoire", "KEN", "JPN"]),
                                  st.sampled_from(["gold", "silver", "bronze", "Gold", "fourth"])), max_size=10),
}
SEED = {"domain": "sports", "keywords": ["medal table", "tie-break", "sort order"],
        "tags": ["dict", "sort", "tie", "lookup"]}
