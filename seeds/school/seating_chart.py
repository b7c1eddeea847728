"""School: lay out a seating chart in rows."""
from hypothesis import strategies as st


def seating_chart(names: list[str], columns: int) -> list[list[str]]:
    """Seat pupils alphabetically by surname (the last space-separated word of the name,
    compared case-insensitively; equal surnames keep their input order), filling rows of
    `columns` seats from the front. The last row may be shorter. Return the rows front to
    back. No columns or no names -> [].
    """
    if columns < 1:
        return []
    ordered = sorted(names, key=lambda name: name.split()[-1].lower())
    rows = []
    for start in range(0, len(ordered), columns):
        rows.append(ordered[start:start + columns])
    return rows


def clean_seating_chart(names: list[str], columns: int) -> list[list[str]]:
    """Seat pupils alphabetically by surname (the last space-separated word of the name,
    compared case-insensitively; equal surnames keep their input order), filling rows of
    `columns` seats from the front. The last row may be shorter. Return the rows front to
    back. No columns or no names -> [].
    """
    keyed = [(name.rsplit(None, 1)[-1].lower(), index, name) for index, name in enumerate(names)]
    keyed.sort()
    chart: list[list[str]] = []
    for _, _, name in keyed:
        if columns <= 0:
            break
        if not chart or len(chart[-1]) == columns:
            chart.append([])
        chart[-1].append(name)
    return chart


def precondition(names: list[str], columns: int) -> bool:
    return all(name.split() for name in names)


STRATEGIES = {
    "names": st.lists(st.sampled_from(["Ada Lovelace", "alan turing", "Grace Hopper", "Emmy Noether", "Zoë Lovelace",
                                       "Niels Bohr", "Ängel Ode", "Bo"]), max_size=8),
    "columns": st.integers(-1, 4),
}
SEED = {"domain": "school", "keywords": ["seating plan", "alphabetical by surname", "rows"],
        "tags": ["sort", "slice", "loop", "guard", "string"]}
