"""Sports: order the teams of a football league table."""
from hypothesis import strategies as st


def league_table(matches: list[tuple[str, str, int, int]]) -> list[str]:
    """Return team names ordered by league position.

    matches are (home, away, home_goals, away_goals). A win earns 3 points, a draw 1
    point each, a loss nothing. Order: more points first, then the better goal
    difference (scored minus conceded), then the team name alphabetically. Every team
    that played appears once; no matches gives [].
    """
    points = {}
    diff = {}
    for home, away, hg, ag in matches:
        for team in (home, away):
            points.setdefault(team, 0)
            diff.setdefault(team, 0)
        diff[home] += hg - ag
        diff[away] += ag - hg
        if hg > ag:
            points[home] += 3
        elif hg < ag:
            points[away] += 3
        else:
            points[home] += 1
            points[away] += 1
    return sorted(points, key=lambda t: (-points[t], -diff[t], t))


def clean_league_table(matches: list[tuple[str, str, int, int]]) -> list[str]:
    rows: dict[str, list[int]] = {}
    for home, away, hg, ag in matches:
        for team, scored, conceded in ((home, hg, ag), (away, ag, hg)):
            row = rows.setdefault(team, [0, 0])
            row[0] += 3 if scored > conceded else (1 if scored == conceded else 0)
            row[1] += scored - conceded
    ranked = sorted(rows.items(), key=lambda item: item[0])
    ranked.sort(key=lambda item: (item[1][0], item[1][1]), reverse=True)
    return [team for team, _ in ranked]


def precondition(matches: list[tuple[str, str, int, int]]) -> bool:
    return all(home != away for home, away, _, _ in matches)


STRATEGIES = {
    "matches": st.lists(st.tuples(st.sampled_from(["ajax", "bath", "cork", "derby"]),
                                  st.sampled_from(["ajax", "bath", "cork", "derby"]),
                                  st.integers(0, 3), st.integers(0, 3)), max_size=6),
}
SEED = {"domain": "sports", "keywords": ["league table", "points", "goal difference", "tie-break"],
        "tags": ["dict", "sort", "loop", "accumulator"]}
