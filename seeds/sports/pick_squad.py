"""Sports: pick a match squad, fittest first, with a cap per position."""
from hypothesis import strategies as st


def pick_squad(players: list[tuple[str, str, int]], caps: dict[str, int],
               squad: dict[str, list[str]] | None = None) -> dict[str, list[str]]:
    """Add players to `squad` (position -> names; a new dict when omitted) and return it.

    players are (name, position, fitness from 0 to 100). They are considered from the
    fittest down; equal fitness keeps list order. A player joins when fitness is at least
    60 and the position holds fewer than caps[position] names so far (names already in
    `squad` count; a position missing from caps takes nobody). A position appears in
    `squad` only once someone joins it. Each name is appended at the end of its list.
    """
    if squad is None:
        squad = {}
    for name, position, fitness in sorted(players, key=lambda p: -p[2]):
        if fitness < 60:
            break
        if len(squad.get(position, [])) < caps.get(position, 0):
            squad.setdefault(position, []).append(name)
    return squad


def clean_pick_squad(players: list[tuple[str, str, int]], caps: dict[str, int],
                     squad: dict[str, list[str]] | None = None) -> dict[str, list[str]]:
    picked = {} if squad is None else squad
    fit = [p for p in players if p[2] >= 60]
    fit.sort(key=lambda p: p[2], reverse=True)
    for name, position, _ in fit:
        room = caps.get(position, 0) - len(picked.get(position, ()))
        if room > 0:
            picked[position] = picked.get(position, []) + [name]
    return picked


STRATEGIES = {
    "players": st.lists(st.tuples(st.sampled_from(["kim", "lee", "max", "ola", "pat"]),
                                  st.sampled_from(["GK", "DF", "FW"]),
                                  st.one_of(st.sampled_from([59, 60]), st.integers(30, 100))),
                        max_size=8),
    "caps": st.dictionaries(st.sampled_from(["GK", "DF", "FW"]), st.integers(0, 3), max_size=3),
}
SEED = {"domain": "sports", "keywords": ["squad selection", "fitness", "position cap"],
        "tags": ["mutable-default", "dict", "sort", "early-return", "boundary"]}
