"""Chemistry: compute the molar mass of a simple chemical formula."""
from hypothesis import strategies as st


def molar_mass(formula: str, masses: dict[str, float]) -> float:
    """Return the molar mass of `formula`, rounded to 3 decimals.

    A formula is a sequence of element symbols (one upper-case letter optionally followed
    by one lower-case letter), each optionally followed by a count in ASCII digits; a
    missing count means 1 ("H2O" is two H and one O, "NaCl" one Na and one Cl). Masses come
    from `masses`. An unknown symbol or any other character makes the result -1.0. The
    empty formula weighs 0.0.
    """
    total = 0.0
    i = 0
    while i < len(formula):
        if not formula[i].isupper():
            return -1.0
        j = i + 1
        if j < len(formula) and formula[j].islower():
            j += 1
        symbol = formula[i:j]
        k = j
        while k < len(formula) and formula[k] in "0123456789":
            k += 1
        if symbol not in masses:
            return -1.0
        total += masses[symbol] * (int(formula[j:k]) if k > j else 1)
        i = k
    return round(total, 3)


def clean_molar_mass(formula: str, masses: dict[str, float]) -> float:
    """Return the molar mass of `formula`, rounded to 3 decimals.

    A formula is a sequence of element symbols (one upper-case letter optionally followed
    by one lower-case letter), each optionally followed by a count in ASCII digits; a
    missing count means 1 ("H2O" is two H and one O, "NaCl" one Na and one Cl). Masses come
    from `masses`. An unknown symbol or any other character makes the result -1.0. The
    empty formula weighs 0.0.
    """
    import re

    tokens = re.findall(r"([A-Z][a-z]?)([0-9]*)", formula)
    if "".join(symbol + count for symbol, count in tokens) != formula:
        return -1.0
    total = 0.0
    for symbol, count in tokens:
        if symbol not in masses:
            return -1.0
        total += masses[symbol] * int(count or "1")
    return round(total, 3)


STRATEGIES = {
    "formula": st.one_of(
        st.lists(st.tuples(st.sampled_from(["H", "O", "C", "Na", "Cl", "Xe"]), st.sampled_from(["", "", "1", "2", "12"])),
                 max_size=4).map(lambda parts: "".join(a + b for a, b in parts)),
        st.sampled_from(["H2O", "NaCl", "C6H12O6", "h2o", "2H", "Cl-", "Ö2", "CO2", ""]),
    ),
    "masses": st.just({"H": 1.008, "O": 15.999, "C": 12.011, "Na": 22.99, "Cl": 35.45, "N": 14.007}),
}
SEED = {"domain": "chemistry", "keywords": ["molar mass", "formula parsing", "element symbol"],
        "tags": ["while-loop", "string", "index", "parsing", "guard"]}
