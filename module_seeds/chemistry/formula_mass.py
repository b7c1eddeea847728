"""Chemistry: parse molecular formulas with groups and check a reaction's balance."""
from fractions import Fraction

from hypothesis import strategies as st

MASS_MILLI = {"H": 1008, "C": 12011, "N": 14007, "O": 15999, "Na": 22990, "S": 32060, "Cl": 35450, "Fe": 55845}


def read_count(formula: str, index: int) -> tuple[int, int]:
    """(count, next_index): the decimal number written at formula[index:],
    and the index just after it; a count of 1 and the same index when no digit
    is there (an element or group without a number appears once).

    >>> read_count("H2O", 1), read_count("H2O", 2), read_count("C12", 1)
    ((2, 2), (1, 2), (12, 3))
    """
    end = index
    while end < len(formula) and formula[end].isdigit():
        end += 1
    if end == index:
        return 1, index
    return int(formula[index:end]), end


def atom_counts(formula: str) -> dict[str, int]:
    """How many atoms of each element a formula holds. An element is an
    uppercase letter with an optional lowercase letter; a count follows an
    element or a parenthesised group ("(OH)2" has two O and two H); groups
    nest. Elements with a count of zero are left out. Unbalanced parentheses
    or any other character raise ValueError."""
    stack: list[dict[str, int]] = [{}]
    index = 0
    while index < len(formula):
        char = formula[index]
        if char == "(":
            stack.append({})
            index += 1
        elif char == ")":
            if len(stack) == 1:
                raise ValueError(f"unbalanced ')' in {formula!r}")
            group = stack.pop()
            count, index = read_count(formula, index + 1)
            for element, atoms in group.items():
                stack[-1][element] = stack[-1].get(element, 0) + atoms * count
        elif char.isupper():
            end = index + 1
            if end < len(formula) and formula[end].islower():
                end += 1
            name = formula[index:end]
            count, index = read_count(formula, end)
            stack[-1][name] = stack[-1].get(name, 0) + count
        else:
            raise ValueError(f"unexpected {char!r} in {formula!r}")
    if len(stack) != 1:
        raise ValueError(f"unbalanced '(' in {formula!r}")
    return {element: atoms for element, atoms in stack[0].items() if atoms}


def molar_mass(formula: str) -> Fraction:
    """The molar mass of a formula in grams per mole, exactly: the atom counts
    times the MASS_MILLI masses (thousandths of g/mol). An element without a
    known mass raises KeyError."""
    total = 0
    for element, atoms in atom_counts(formula).items():
        total += MASS_MILLI[element] * atoms
    return Fraction(total, 1000)


def side_counts(side: str) -> dict[str, int]:
    """The atoms of one side of an equation "2H2 + O2": terms separated by
    " + ", each an optional whole-number coefficient (default 1) written
    straight before its formula; an atom's count is multiplied by the
    coefficient and summed over the terms."""
    totals: dict[str, int] = {}
    for term in side.split(" + "):
        coefficient, start = read_count(term, 0)
        for element, atoms in atom_counts(term[start:]).items():
            totals[element] = totals.get(element, 0) + coefficient * atoms
    return totals


def balance_report(equation: str) -> list[str]:
    """What keeps an equation "LEFT -> RIGHT" from balancing, one line per
    element whose atom counts differ, in alphabetical order of the element:
    "X: L left, R right" (a missing element counts 0). [] when it balances. An
    equation without exactly one " -> " raises ValueError."""
    sides = equation.split(" -> ")
    if len(sides) != 2:
        raise ValueError(f"not an equation: {equation!r}")
    left, right = side_counts(sides[0]), side_counts(sides[1])
    lines = []
    for element in sorted(set(left) | set(right)):
        on_left, on_right = left.get(element, 0), right.get(element, 0)
        if on_left != on_right:
            lines.append(f"{element}: {on_left} left, {on_right} right")
    return lines


def clean_balance_report(equation: str) -> list[str]:
    import re
    from collections import Counter

    def expand(formula: str) -> Counter[str]:
        while "(" in formula:
            formula = re.sub(
                r"\(([A-Za-z0-9]*)\)(\d*)",
                lambda m: "".join(f"{e}{int(n or 1) * int(m.group(2) or 1)}" for e, n in re.findall(r"([A-Z][a-z]?)(\d*)", m.group(1))),
                formula,
            )
        found: Counter[str] = Counter()
        for element, number in re.findall(r"([A-Z][a-z]?)(\d*)", formula):
            found[element] += int(number or 1)
        return found

    def side(text: str) -> Counter[str]:
        total: Counter[str] = Counter()
        for term in text.split(" + "):
            coefficient = re.match(r"\d*", term).group()
            for element, n in expand(term[len(coefficient) :]).items():
                total[element] += n * int(coefficient or 1)
        return total

    a, b = equation.split(" -> ")
    left, right = side(a), side(b)
    return [f"{e}: {left[e]} left, {right[e]} right" for e in sorted(set(left) | set(right)) if left[e] != right[e]]


def _formula():
    element = st.sampled_from(sorted(MASS_MILLI))
    count = st.sampled_from(["", "2", "3", "12"])
    atom = st.builds(lambda e, c: e + c, element, count)
    plain = st.lists(atom, min_size=1, max_size=4).map("".join)
    group = st.builds(lambda inner, c: f"({inner}){c}", plain, count)
    return st.lists(st.one_of(atom, group), min_size=1, max_size=4).map("".join)


def _side():
    term = st.builds(lambda c, f: c + f, st.sampled_from(["", "2", "3"]), _formula())
    return st.lists(term, min_size=1, max_size=3).map(" + ".join)


STRATEGIES = {
    "read_count": {"formula": _formula(), "index": st.integers(0, 6)},
    "atom_counts": {"formula": _formula()},
    "molar_mass": {"formula": _formula()},
    "side_counts": {"side": _side()},
    "balance_report": {
        "equation": st.one_of(
            st.builds(lambda a, b: f"{a} -> {b}", _side(), _side()),
            st.sampled_from(["2H2 + O2 -> 2H2O", "Fe2O3 + 3C -> 2Fe + 3CO", "Ca(OH)2 -> CaO + H2O"]),
        )
    },
}


def precondition_read_count(formula: str, index: int) -> bool:
    return index <= len(formula)


PRECONDITIONS = {"read_count": precondition_read_count}
SEED = {
    "domain": "chemistry",
    "keywords": ["molecular formula", "atom count", "molar mass", "coefficient", "balance"],
    "tags": ["parsing", "stack", "index", "dict-building", "fraction"],
    "kind": "module",
}
