"""Sports: score a tennis match point by point, with deuce, tie-breaks and sets."""
from hypothesis import strategies as st

CALLS = ("0", "15", "30", "40")


def tiebreak_winner(a: int, b: int, target: int = 7) -> str | None:
    """The winner of a tie-break: the first to at least target points with a
    lead of 2 or more; None while it goes on."""
    if a >= target and a - b >= 2:
        return "a"
    if b >= target and b - a >= 2:
        return "b"
    return None


def game_winner(a: int, b: int) -> str | None:
    """The winner ("a" or "b") of a regular game in which the players have won
    a and b points: the first to at least 4 points with a lead of 2 or more
    (scored like a tie-break to 4); None while the game goes on."""
    return tiebreak_winner(a, b, target=4)


def game_call(a: int, b: int) -> str:
    """The umpire's call of a regular game in progress (game_winner is None):
    "15-30" style with player a's call first while either has fewer than 3
    points, "deuce" when both have 3 or more and are level, "advantage a" or
    "advantage b" when both have 3 or more and one leads by 1.

    >>> game_call(2, 3), game_call(5, 5), game_call(4, 3), game_call(3, 2)
    ('30-40', 'deuce', 'advantage a', '40-30')
    """
    if a >= 3 and b >= 3:
        if a == b:
            return "deuce"
        return "advantage a" if a > b else "advantage b"
    return f"{CALLS[a]}-{CALLS[b]}"


def set_winner(games_a: int, games_b: int) -> str | None:
    """The winner of a set at games_a to games_b: 6 games with a lead of 2,
    or 7 games (7-5, or 7-6 after the tie-break); None while it goes on."""
    if (games_a == 6 and games_b <= 4) or (games_a == 7 and games_b in (5, 6)):
        return "a"
    if (games_b == 6 and games_a <= 4) or (games_b == 7 and games_a in (5, 6)):
        return "b"
    return None


def sets_won(sets: list[tuple[int, int]], player: str) -> int:
    """How many of the finished sets, each (games_a, games_b), player ("a" or
    "b") won: those in which the player has more games. No sets give 0.

    >>> sets_won([(6, 3), (4, 6), (7, 6)], "a"), sets_won([(6, 3), (4, 6), (7, 6)], "b")
    (2, 1)
    """
    if player == "a":
        return sum(1 for games_a, games_b in sets if games_a > games_b)
    return sum(1 for games_a, games_b in sets if games_b > games_a)


def current_call(score: tuple[int, int], games: tuple[int, int]) -> str:
    """The call of the game in progress at score (points a, b) in a set at
    games (games a, b): in a tie-break (games 6-6) the plain points "N-M",
    else game_call of the score (no game_winner yet).

    >>> current_call((5, 4), (6, 6)), current_call((3, 3), (2, 1))
    ('5-4', 'deuce')
    """
    if games == (6, 6):
        return f"{score[0]}-{score[1]}"
    return game_call(*score)


def play(points: str, sets_to_win: int = 2) -> dict[str, object]:
    """The match after a sequence of points, each "a" or "b" (who won it):
    "sets" the finished sets as (games_a, games_b) tuples, "games" the current
    set's games, "call" the current game's call (game_call; in a tie-break, at
    6-6 games, the points as "N-M"), and "winner", the first player to win
    sets_to_win sets (None before); points after the match is won are ignored.
    A tie-break (first to 7 points, lead of 2: tiebreak_winner) wins the set
    7-6."""
    sets: list[tuple[int, int]] = []
    games = [0, 0]
    score = [0, 0]
    winner = None
    for point in points:
        if winner is not None:
            break
        score[0 if point == "a" else 1] += 1
        tiebreak = games == [6, 6]
        done = tiebreak_winner(*score) if tiebreak else game_winner(*score)
        if done is None:
            continue
        games[0 if done == "a" else 1] += 1
        score = [0, 0]
        finished = set_winner(*games)
        if finished is not None:
            sets.append((games[0], games[1]))
            games = [0, 0]
            if sets_won(sets, finished) == sets_to_win:
                winner = finished
    call = current_call((score[0], score[1]), (games[0], games[1]))
    return {"sets": sets, "games": (games[0], games[1]), "call": call, "winner": winner}


def clean_play(points: str, sets_to_win: int = 2) -> dict[str, object]:
    names = ["0", "15", "30", "40"]
    done_sets: list[tuple[int, int]] = []
    g = {"a": 0, "b": 0}
    p = {"a": 0, "b": 0}
    champion = None
    for who in points:
        if champion:
            break
        other = "b" if who == "a" else "a"
        p[who] += 1
        need = 7 if g["a"] == g["b"] == 6 else 4
        if p[who] >= need and p[who] - p[other] >= 2:
            g[who] += 1
            p = {"a": 0, "b": 0}
            mine, theirs = g[who], g[other]
            if (mine == 6 and theirs <= 4) or (mine == 7 and theirs >= 5):
                done_sets.append((g["a"], g["b"]))
                g = {"a": 0, "b": 0}
                won = sum(1 for x, y in done_sets if (x > y and who == "a") or (y > x and who == "b"))
                if won == sets_to_win:
                    champion = who
    if g["a"] == g["b"] == 6:
        call = f"{p['a']}-{p['b']}"
    elif min(p.values()) >= 3:
        call = "deuce" if p["a"] == p["b"] else "advantage " + max(p, key=lambda k: p[k])
    else:
        call = names[p["a"]] + "-" + names[p["b"]]
    return {"sets": done_sets, "games": (g["a"], g["b"]), "call": call, "winner": champion}


def precondition_game_call(a: int, b: int) -> bool:
    return game_winner(a, b) is None


def precondition_current_call(score: tuple[int, int], games: tuple[int, int]) -> bool:
    if games == (6, 6):
        return tiebreak_winner(*score) is None
    return game_winner(*score) is None


STRATEGIES = {
    "game_winner": {"a": st.integers(0, 8), "b": st.integers(0, 8)},
    "tiebreak_winner": {"a": st.integers(0, 12), "b": st.integers(0, 12), "target": st.sampled_from([7, 10])},
    "game_call": {"a": st.integers(0, 8), "b": st.integers(0, 8)},
    "set_winner": {"games_a": st.integers(0, 7), "games_b": st.integers(0, 7)},
    "sets_won": {"sets": st.lists(st.sampled_from([(6, 3), (4, 6), (7, 6), (6, 7), (7, 5)]), max_size=5),
                 "player": st.sampled_from(["a", "b"])},
    "current_call": {"score": st.tuples(st.integers(0, 8), st.integers(0, 8)),
                     "games": st.sampled_from([(6, 6), (0, 0), (5, 6), (6, 5), (3, 2)])},
    "play": {
        "points": st.one_of(st.text(alphabet="ab", max_size=12), st.text(alphabet="aab", min_size=100, max_size=400)),
        "sets_to_win": st.sampled_from([1, 2, 3]),
    },
}
PRECONDITIONS = {"game_call": precondition_game_call, "current_call": precondition_current_call}
SEED = {
    "domain": "sports",
    "keywords": ["tennis", "deuce", "advantage", "tie-break", "set"],
    "tags": ["state-machine", "lead-by-two", "keyword-default", "early-exit", "tuple-unpacking"],
    "kind": "module",
}
