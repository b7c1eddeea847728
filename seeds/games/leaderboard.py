"""Games: rank players on a leaderboard with shared ranks for ties."""
from hypothesis import strategies as st


def leaderboard(scores: dict[str, int]) -> list[tuple[int, str, int]]:
    """Rank players by score, highest first, using standard competition ranking: tied
    players share a rank and the next rank skips accordingly (scores 9, 7, 7, 5 get ranks
    1, 2, 2, 4). Tied players are listed by name ascending. Returns (rank, name, score)
    tuples; no players -> []."""
    order = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    table = []
    for i in range(len(order)):
        name, score = order[i]
        if i > 0 and score == order[i - 1][1]:
            rank = table[-1][0]
        else:
            rank = i + 1
        table.append((rank, name, score))
    return table


def clean_leaderboard(scores: dict[str, int]) -> list[tuple[int, str, int]]:
    rows = [(1 + sum(other > s for other in scores.values()), name, s) for name, s in scores.items()]
    return sorted(rows, key=lambda row: (row[0], row[1]))


STRATEGIES = {
    "scores": st.dictionaries(st.sampled_from(["ada", "bob", "cat", "dan", "eve", "fay"]), st.integers(0, 6), max_size=6),
}
SEED = {
    "domain": "games",
    "keywords": ["leaderboard", "ranking", "ties"],
    "tags": ["sort", "index", "boolean", "loop"],
}
