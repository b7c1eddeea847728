"""Sports: build a football league table from match results."""
from typing import NamedTuple

from hypothesis import strategies as st


class Row(NamedTuple):
    team: str
    played: int
    won: int
    drawn: int
    lost: int
    goals_for: int
    goals_against: int
    points: int


def parse_result(line: str) -> tuple[str, int, int, str]:
    """(home, home_goals, away_goals, away) from a result line "Home 2-1 Away":
    the home team's name, a space, the score "H-A" of non-negative whole
    numbers, a space, the away team's name. Names may contain spaces but not
    digits. A line without a score raises ValueError.

    >>> parse_result("Real Oviedo 0-3 Ajax")
    ('Real Oviedo', 0, 3, 'Ajax')
    """
    for index, char in enumerate(line):
        if char.isdigit():
            home = line[: index - 1]
            score, _, away = line[index:].partition(" ")
            left, dash, right = score.partition("-")
            if dash and left.isdigit() and right.isdigit() and home and away:
                return home, int(left), int(right), away
            break
    raise ValueError(f"no score in result line {line!r}")


def match_points(goals: int, conceded: int, win: int = 3, draw: int = 1) -> int:
    """The league points one side earns from a match it scored `goals` in and
    conceded `conceded`: `win` for a win, `draw` for a draw, 0 for a loss."""
    if goals > conceded:
        return win
    if goals == conceded:
        return draw
    return 0


def tally(results: list[str], win: int = 3) -> dict[str, list[int]]:
    """Per team, [played, won, drawn, lost, goals_for, goals_against, points],
    counting every parsed result line for both sides (match_points with `win`
    points for a win and 1 for a draw). A team appears once it has played."""
    table: dict[str, list[int]] = {}
    for line in results:
        home, home_goals, away_goals, away = parse_result(line)
        for team, scored, conceded in ((home, home_goals, away_goals), (away, away_goals, home_goals)):
            stats = table.setdefault(team, [0, 0, 0, 0, 0, 0, 0])
            stats[0] += 1
            if scored > conceded:
                stats[1] += 1
            elif scored == conceded:
                stats[2] += 1
            else:
                stats[3] += 1
            stats[4] += scored
            stats[5] += conceded
            stats[6] += match_points(scored, conceded, win=win)
    return table


def standings(results: list[str], win: int = 3) -> list[Row]:
    """The league table, best first: more points, then a better goal difference
    (for minus against), then more goals scored, then the team name in
    alphabetical order. Counted by tally with the same `win`."""
    rows = [Row(team, *stats) for team, stats in tally(results, win=win).items()]
    rows.sort(key=lambda row: (-row.points, row.goals_against - row.goals_for, -row.goals_for, row.team))
    return rows


def positions(results: list[str], win: int = 3) -> dict[str, int]:
    """Each team's 1-based place in the standings, where teams level on points,
    goal difference and goals scored share the better place and the next team
    takes its own place in the list (1, 2, 2, 4)."""
    rows = standings(results, win=win)
    places: dict[str, int] = {}
    previous: tuple[int, int, int] | None = None
    place = 0
    for index, row in enumerate(rows, start=1):
        key = (row.points, row.goals_for - row.goals_against, row.goals_for)
        if key != previous:
            place = index
            previous = key
        places[row.team] = place
    return places


def clean_positions(results: list[str], win: int = 3) -> dict[str, int]:
    import re

    points: dict[str, int] = {}
    scored: dict[str, int] = {}
    against: dict[str, int] = {}
    for line in results:
        found = re.fullmatch(r"(.+) (\d+)-(\d+) (.+)", line)
        assert found is not None
        home, away = found.group(1), found.group(4)
        h, a = int(found.group(2)), int(found.group(3))
        for team, mine, theirs in ((home, h, a), (away, a, h)):
            points[team] = points.get(team, 0) + (win if mine > theirs else 1 if mine == theirs else 0)
            scored[team] = scored.get(team, 0) + mine
            against[team] = against.get(team, 0) + theirs

    def key(team: str) -> tuple[int, int, int]:
        return (points[team], scored[team] - against[team], scored[team])

    return {team: 1 + sum(1 for other in points if key(other) > key(team)) for team in points}


_TEAM = st.sampled_from(["Ajax", "Real Oviedo", "Lyon", "St Pauli", "Porto"])
_RESULT = st.builds(lambda h, x, y, a: f"{h} {x}-{y} {a}", _TEAM, st.integers(0, 5), st.integers(0, 5), _TEAM)

STRATEGIES = {
    "parse_result": {"line": _RESULT},
    "match_points": {"goals": st.integers(0, 6), "conceded": st.integers(0, 6), "win": st.sampled_from([2, 3])},
    "tally": {"results": st.lists(_RESULT, max_size=10), "win": st.sampled_from([2, 3])},
    "standings": {"results": st.lists(_RESULT, max_size=10), "win": st.sampled_from([2, 3])},
    "positions": {"results": st.lists(_RESULT, max_size=10), "win": st.sampled_from([2, 3])},
}
SEED = {
    "domain": "sports",
    "keywords": ["league table", "goal difference", "points", "tie-break", "shared place"],
    "tags": ["parsing", "sorting", "tie-breaking", "namedtuple", "keyword-default", "1-based"],
    "kind": "module",
}
