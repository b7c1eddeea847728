"""Games: pair players for one round of a round-robin tournament."""
from hypothesis import strategies as st


def round_robin_pairs(players: list[str], round_no: int) -> list[tuple[str, str]]:
    """Pairings for round `round_no` (0-based) by the circle method. With an odd number
    of players a placeholder bye is appended. The first player stays fixed and the others
    rotate: in round r the rotating players are the list players[1:] rotated right by
    r (modulo their count). Then position i plays position n - 1 - i for i < n / 2 in the
    resulting order (fixed player first). Pairs involving the bye are left out. Fewer
    than two players give []."""
    field = list(players)
    if len(field) % 2 == 1:
        field.append(None)
    if len(field) < 2:
        return []
    rest = field[1:]
    shift = round_no % len(rest)
    order = [field[0]] + rest[len(rest) - shift:] + rest[:len(rest) - shift]
    pairs = []
    for i in range(len(order) // 2):
        home, away = order[i], order[len(order) - 1 - i]
        if home is not None and away is not None:
            pairs.append((home, away))
    return pairs


def clean_round_robin_pairs(players: list[str], round_no: int) -> list[tuple[str, str]]:
    if len(players) < 2:
        return []
    seats = list(players)
    if len(seats) % 2 == 1:
        seats.append(None)
    others = seats[1:]
    cut = -round_no % len(others)
    lineup = seats[:1] + others[cut:] + others[:cut]
    half = len(lineup) // 2
    top = lineup[:half]
    bottom = lineup[half:]
    bottom.reverse()
    result = []
    for home, away in zip(top, bottom):
        if home is not None and away is not None:
            result.append((home, away))
    return result


STRATEGIES = {
    "players": st.lists(st.sampled_from(["ana", "bo", "cy", "dee", "éli", "fox", "gus"]), max_size=7, unique=True),
    "round_no": st.integers(-3, 12),
}
SEED = {
    "domain": "games",
    "keywords": ["round robin", "circle method", "bye", "rotation"],
    "tags": ["index", "slicing", "modulo", "guard", "loop"],
}
