"""Chemistry: count the atoms of each element in a simple formula."""
from hypothesis import strategies as st


def count_atoms(formula: str) -> dict[str, int]:
    """Return the number of atoms of each element in a formula without brackets ("C6H12O6" ->
    {"C": 6, "H": 12, "O": 6}).

    An element is an upper-case ASCII letter optionally followed by one lower-case letter; a
    count of one or more ASCII digits may follow it (no count means 1). An element may appear
    more than once (its counts add up). Returns {} for an empty formula and for a formula that
    does not follow these rules (a leading digit, a lone lower-case letter, any other character).
    """
    counts: dict[str, int] = {}
    i = 0
    while i < len(formula):
        ch = formula[i]
        if not ("A" <= ch <= "Z"):
            return {}
        symbol = ch
        i += 1
        if i < len(formula) and "a" <= formula[i] <= "z":
            symbol += formula[i]
            i += 1
        start = i
        while i < len(formula) and "0" <= formula[i] <= "9":
            i += 1
        number = int(formula[start:i]) if i > start else 1
        counts[symbol] = counts.get(symbol, 0) + number
    return counts


def clean_count_atoms(formula: str) -> dict[str, int]:
    import re

    if re.fullmatch(r"(?:[A-Z][a-z]?[0-9]*)*", formula, flags=re.ASCII) is None:
        return {}
    totals: dict[str, int] = {}
    for symbol, digits in re.findall(r"([A-Z][a-z]?)([0-9]*)", formula):
        totals[symbol] = totals.get(symbol, 0) + (int(digits) if digits else 1)
    return totals


STRATEGIES = {"formula": st.one_of(st.text(alphabet="CHONae0129", max_size=8),
                                   st.sampled_from(["C6H12O6", "H2O", "NaCl", "CH3COOH", "Fe2O3", "2H", "he", "C0"]))}
SEED = {"domain": "chemistry", "keywords": ["chemical formula", "element symbol", "atom count", "subscript"],
        "tags": ["loop", "index", "dict", "string", "accumulator"]}
