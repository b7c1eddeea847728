"""Chemistry: check which elements a reaction equation fails to balance."""
from hypothesis import strategies as st


def unbalanced_elements(reactants: list[tuple[int, dict[str, int]]], products: list[tuple[int, dict[str, int]]]) -> list[str]:
    """Each side is a list of (coefficient, atoms) where atoms maps an element symbol to
    its count in one molecule. An element is balanced when coefficient * count summed
    over the reactants equals the same sum over the products (an element absent from a
    side counts 0 there). Return the symbols of the unbalanced elements sorted
    alphabetically; a balanced (or empty) equation gives [].
    """
    net: dict[str, int] = {}
    for coefficient, atoms in reactants:
        for symbol, count in atoms.items():
            net[symbol] = net.get(symbol, 0) + coefficient * count
    for coefficient, atoms in products:
        for symbol, count in atoms.items():
            net[symbol] = net.get(symbol, 0) - coefficient * count
    return sorted(symbol for symbol, left in net.items() if left != 0)


def clean_unbalanced_elements(reactants: list[tuple[int, dict[str, int]]], products: list[tuple[int, dict[str, int]]]) -> list[str]:
    """Each side is a list of (coefficient, atoms) where atoms maps an element symbol to
    its count in one molecule. An element is balanced when coefficient * count summed
    over the reactants equals the same sum over the products (an element absent from a
    side counts 0 there). Return the symbols of the unbalanced elements sorted
    alphabetically; a balanced (or empty) equation gives [].
    """
    def tally(side: list[tuple[int, dict[str, int]]]) -> dict[str, int]:
        totals: dict[str, int] = {}
        for coefficient, atoms in side:
            for symbol in atoms:
                totals[symbol] = totals.get(symbol, 0) + atoms[symbol] * coefficient
        return totals

    left, right = tally(reactants), tally(products)
    symbols = set(left) | set(right)
    return sorted(s for s in symbols if left.get(s, 0) != right.get(s, 0))


_MOLECULE = st.dictionaries(st.sampled_from(["H", "O", "C", "N"]), st.integers(0, 3), max_size=3)
STRATEGIES = {
    "reactants": st.one_of(st.lists(st.tuples(st.integers(1, 3), _MOLECULE), max_size=3),
                           st.just([(2, {"H": 2}), (1, {"O": 2})])),
    "products": st.one_of(st.lists(st.tuples(st.integers(1, 3), _MOLECULE), max_size=3),
                          st.just([(2, {"H": 2, "O": 1})])),
}
SEED = {"domain": "chemistry", "keywords": ["chemical equation", "stoichiometry", "conservation of atoms"],
        "tags": ["dict", "nested", "accumulator", "sort"]}
