"""Chemistry: write a molecular formula in Hill order."""
from hypothesis import strategies as st


def hill_formula(atoms: dict[str, int]) -> str:
    """Molecular formula in Hill order from a mapping of element symbol to atom count.
    When carbon is present, "C" comes first, then "H" if present, then the other elements
    in alphabetical order; without carbon every element, hydrogen included, is in
    alphabetical order. A count of 1 is not written, and elements with a count of 0 or
    less are left out. Examples: {"O": 1, "H": 2} gives "H2O", {"H": 4, "C": 1} gives "CH4"."""
    present = {element: n for element, n in atoms.items() if n > 0}
    if "C" in present:
        rest = sorted(e for e in present if e not in ("C", "H"))
        order = ["C"] + (["H"] if "H" in present else []) + rest
    else:
        order = sorted(present)
    text = ""
    for element in order:
        n = present[element]
        text += element if n == 1 else f"{element}{n}"
    return text


def clean_hill_formula(atoms: dict[str, int]) -> str:
    """Molecular formula in Hill order from a mapping of element symbol to atom count.
    When carbon is present, "C" comes first, then "H" if present, then the other elements
    in alphabetical order; without carbon every element, hydrogen included, is in
    alphabetical order. A count of 1 is not written, and elements with a count of 0 or
    less are left out. Examples: {"O": 1, "H": 2} gives "H2O", {"H": 4, "C": 1} gives "CH4"."""
    keep = sorted(e for e in atoms if atoms[e] > 0)
    if atoms.get("C", 0) > 0:
        keep.remove("C")
        front = ["C"]
        if atoms.get("H", 0) > 0:
            keep.remove("H")
            front.append("H")
        keep = front + keep
    return "".join(e + (str(atoms[e]) if atoms[e] > 1 else "") for e in keep)


STRATEGIES = {
    "atoms": st.dictionaries(st.sampled_from(["C", "H", "O", "N", "Cl", "Ca", "He", "S"]), st.integers(-1, 12),
                             max_size=5),
}
SEED = {
    "domain": "chemistry",
    "keywords": ["Hill system", "molecular formula", "element order"],
    "tags": ["dict", "sort", "string", "boolean", "comprehension"],
}
