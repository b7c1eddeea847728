"""Sports: call the score of a tennis game."""
from hypothesis import strategies as st


def tennis_call(server_points: int, receiver_points: int) -> str:
    """Return the umpire's call for a game in which the server has won server_points points
    and the receiver receiver_points (both at least 0, and the game not yet past its end).
    Point counts 0, 1, 2, 3 are called "0", "15", "30", "40", server first: "15-30". Equal
    counts of 3 or more are "deuce"; equal counts below 3 are "15-all" style ("0-all" for
    0). Once both have at least 3 points, a one-point lead is "advantage server" or
    "advantage receiver". A player with at least 4 points and a lead of at least two has
    won: "game server" or "game receiver".
    """
    names = ["0", "15", "30", "40"]
    lead = server_points - receiver_points
    if max(server_points, receiver_points) >= 4 and abs(lead) >= 2:
        return "game server" if lead > 0 else "game receiver"
    if server_points >= 3 and receiver_points >= 3:
        if lead == 0:
            return "deuce"
        return "advantage server" if lead > 0 else "advantage receiver"
    if lead == 0:
        return names[server_points] + "-all"
    return names[server_points] + "-" + names[receiver_points]


def clean_tennis_call(server_points: int, receiver_points: int) -> str:
    """Return the umpire's call for a game in which the server has won server_points points
    and the receiver receiver_points (both at least 0, and the game not yet past its end).
    Point counts 0, 1, 2, 3 are called "0", "15", "30", "40", server first: "15-30". Equal
    counts of 3 or more are "deuce"; equal counts below 3 are "15-all" style ("0-all" for
    0). Once both have at least 3 points, a one-point lead is "advantage server" or
    "advantage receiver". A player with at least 4 points and a lead of at least two has
    won: "game server" or "game receiver".
    """
    s, r = server_points, receiver_points
    if s >= 4 and s - r >= 2:
        return "game server"
    if r >= 4 and r - s >= 2:
        return "game receiver"
    if s == r:
        return "deuce" if s >= 3 else {0: "0", 1: "15", 2: "30"}[s] + "-all"
    if s >= 3 and r >= 3:
        return "advantage " + ("server" if s > r else "receiver")
    calls = {0: "0", 1: "15", 2: "30", 3: "40"}
    return f"{calls[s]}-{calls[r]}"


def precondition(server_points: int, receiver_points: int) -> bool:
    s, r = server_points, receiver_points
    if min(s, r) < 0:
        return False
    past = max(s, r) >= 4 and abs(s - r) >= 2
    before = (s - 1, r) if s > r else (s, r - 1)
    was_over = max(before) >= 4 and abs(before[0] - before[1]) >= 2
    return not (past and was_over)


STRATEGIES = {"server_points": st.integers(0, 7), "receiver_points": st.integers(0, 7)}
SEED = {"domain": "sports", "keywords": ["tennis scoring", "game score", "umpire call"],
        "tags": ["branch", "boundary", "lookup", "boolean"]}
