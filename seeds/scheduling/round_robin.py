"""Scheduling: build a round-robin tournament schedule."""
from hypothesis import strategies as st


def round_robin(teams: list[str]) -> list[list[tuple[str, str]]]:
    """Schedule every team against every other exactly once with the circle method. With
    an odd number of teams add "BYE" at the end. Number the teams 0..n-1 (n even); in each of
    the n-1 rounds pair position i with position n-1-i for i < n/2, then keep position 0
    fixed and rotate the others one place clockwise (the team at the last position moves to
    position 1). Pairs involving "BYE" are left out. Fewer than two teams -> [].
    """
    if len(teams) < 2:
        return []
    order = teams + ["BYE"] if len(teams) % 2 else list(teams)
    n = len(order)
    rounds = []
    for _ in range(n - 1):
        pairs = [(order[i], order[n - 1 - i]) for i in range(n // 2)]
        rounds.append([p for p in pairs if "BYE" not in p])
        order = [order[0], order[-1]] + order[1:-1]
    return rounds


def clean_round_robin(teams: list[str]) -> list[list[tuple[str, str]]]:
    """Schedule every team against every other exactly once with the circle method. With
    an odd number of teams add "BYE" at the end. Number the teams 0..n-1 (n even); in each of
    the n-1 rounds pair position i with position n-1-i for i < n/2, then keep position 0
    fixed and rotate the others one place clockwise (the team at the last position moves to
    position 1). Pairs involving "BYE" are left out. Fewer than two teams -> [].
    """
    slots = list(teams)
    if len(slots) % 2 == 1:
        slots.append("BYE")
    size = len(slots)
    schedule = []
    for r in range(size - 1):
        rest = slots[1:]
        shift = r % len(rest) if rest else 0
        rotated = [slots[0]] + (rest[len(rest) - shift:] + rest[:len(rest) - shift])
        games = []
        for i in range(size // 2):
            home, away = rotated[i], rotated[size - 1 - i]
            if home != "BYE" and away != "BYE":
                games.append((home, away))
        schedule.append(games)
    return schedule if len(teams) > 1 else []


STRATEGIES = {
    "teams": st.lists(st.sampled_from(["Ajax", "Benfica", "Celtic", "Dynamo", "Eintracht", "Fenerbahçe", "Genk"]),
                      unique=True, max_size=7),
}
SEED = {"domain": "scheduling", "keywords": ["round robin", "circle method", "fixture rotation"],
        "tags": ["loop", "index", "rotation", "guard", "modular"]}
