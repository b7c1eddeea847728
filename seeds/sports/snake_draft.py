"""Sports: deal players to teams in a snake draft."""
from itertools import chain, cycle

from hypothesis import strategies as st


def snake_draft(players: list[str], teams: int) -> list[list[str]]:
    """Deal `players` (best first) to `teams` teams in snake order and return the rosters.

    Round 1 picks go to teams 0, 1, ..., teams-1; round 2 runs backwards from teams-1
    down to 0; round 3 forwards again, and so on, so the team that picks last in one
    round picks first in the next. Every team gets a list, possibly empty. teams below 1
    gives [].
    """
    if teams < 1:
        return []
    rosters = [[] for _ in range(teams)]
    for pick, name in enumerate(players):
        lap, slot = divmod(pick, teams)
        if lap % 2 == 1:
            slot = teams - 1 - slot
        rosters[slot].append(name)
    return rosters


def clean_snake_draft(players: list[str], teams: int) -> list[list[str]]:
    if teams <= 0:
        return []
    forward = list(range(teams))
    order = cycle(chain(forward, reversed(forward)))
    rosters: list[list[str]] = [[] for _ in forward]
    for name, team in zip(players, order):
        rosters[team].append(name)
    return rosters


STRATEGIES = {
    "players": st.lists(st.sampled_from(["ace", "bo", "cy", "dan", "eve", "fox", "gus"]), max_size=10),
    "teams": st.integers(-1, 4),
}
SEED = {"domain": "sports", "keywords": ["snake draft", "pick order", "alternating rounds"],
        "tags": ["guard", "index", "rounding", "nested"]}
