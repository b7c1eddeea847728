"""Chemistry: reduce a molecular formula to its empirical formula."""
import math
import re

from hypothesis import strategies as st


def empirical_formula(formula: str) -> str:
    """Empirical formula of a molecular formula such as "C6H12O6": element symbols (an
    upper-case letter, optionally one lower-case letter) each followed by an optional
    count in ASCII digits (no count means 1). Counts of an element that appears more than
    once are added up. Every count is divided by the greatest common divisor of all the
    counts; elements are written in the order they first appear, and a count of 1 is not
    written ("C6H12O6" gives "CH2O", "HOOH" gives "HO"). The empty formula gives ""."""
    counts: dict[str, int] = {}
    for symbol, digits in re.findall(r"([A-Z][a-z]?)([0-9]*)", formula):
        counts[symbol] = counts.get(symbol, 0) + (int(digits) if digits else 1)
    divisor = 0
    for n in counts.values():
        divisor = math.gcd(divisor, n)
    parts = []
    for symbol, n in counts.items():
        parts.append(symbol if n == divisor else f"{symbol}{n // divisor}")
    return "".join(parts)


def clean_empirical_formula(formula: str) -> str:
    """Empirical formula of a molecular formula such as "C6H12O6": element symbols (an
    upper-case letter, optionally one lower-case letter) each followed by an optional
    count in ASCII digits (no count means 1). Counts of an element that appears more than
    once are added up. Every count is divided by the greatest common divisor of all the
    counts; elements are written in the order they first appear, and a count of 1 is not
    written ("C6H12O6" gives "CH2O", "HOOH" gives "HO"). The empty formula gives ""."""
    order: list[str] = []
    total: dict[str, int] = {}
    i = 0
    while i < len(formula):
        j = i + 1
        if j < len(formula) and formula[j].islower():
            j += 1
        k = j
        while k < len(formula) and formula[k] in "0123456789":
            k += 1
        symbol = formula[i:j]
        if symbol not in total:
            order.append(symbol)
            total[symbol] = 0
        total[symbol] += int(formula[j:k]) if k > j else 1
        i = k
    g = 0
    for symbol in order:
        g = math.gcd(g, total[symbol])
    return "".join(s + ("" if total[s] // g == 1 else str(total[s] // g)) for s in order)


def precondition(formula: str) -> bool:
    return re.fullmatch(r"(?:[A-Z][a-z]?(?:[1-9][0-9]?)?)*", formula) is not None


STRATEGIES = {
    "formula": st.one_of(
        st.lists(st.tuples(st.sampled_from(["C", "H", "O", "N", "Na", "Cl", "S"]),
                           st.sampled_from(["", "", "2", "3", "4", "6", "12"])), max_size=5)
        .map(lambda parts: "".join(s + n for s, n in parts)),
        st.sampled_from(["C6H12O6", "HOOH", "H2O2", "C2H4", "NaCl", "C8H18", "N2O4", "CH3COOH"]),
    ),
}
SEED = {
    "domain": "chemistry",
    "keywords": ["empirical formula", "greatest common divisor", "simplest ratio"],
    "tags": ["regex", "dict", "gcd", "string", "floor-division"],
}
