"""Chemistry: find the limiting reagent of a reaction."""
from hypothesis import strategies as st


def limiting_reagent(available_mol: dict[str, float], coefficients: dict[str, int]) -> str | None:
    """coefficients maps each reactant to its stoichiometric coefficient (at least 1) and
    available_mol to the moles on hand (a reactant missing from available_mol has 0). The
    limiting reagent is the reactant with the smallest available_mol / coefficient; ties go
    to the name that sorts first. No reactants -> None.
    """
    best = None
    best_ratio = 0.0
    for name in sorted(coefficients):
        ratio = available_mol.get(name, 0.0) / coefficients[name]
        if best is None or ratio < best_ratio:
            best = name
            best_ratio = ratio
    return best


def clean_limiting_reagent(available_mol: dict[str, float], coefficients: dict[str, int]) -> str | None:
    """coefficients maps each reactant to its stoichiometric coefficient (at least 1) and
    available_mol to the moles on hand (a reactant missing from available_mol has 0). The
    limiting reagent is the reactant with the smallest available_mol / coefficient; ties go
    to the name that sorts first. No reactants -> None.
    """
    if not coefficients:
        return None
    ranked = sorted(coefficients.items(), key=lambda kv: (available_mol.get(kv[0], 0.0) / kv[1], kv[0]))
    return ranked[0][0]


_NAMES = st.sampled_from(["H2", "O2", "N2", "CH4", "Cl2"])
STRATEGIES = {
    "available_mol": st.dictionaries(_NAMES, st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.0, 6.0]), max_size=5),
    "coefficients": st.dictionaries(_NAMES, st.integers(1, 3), max_size=4),
}
SEED = {"domain": "chemistry", "keywords": ["limiting reagent", "stoichiometry", "mole ratio"],
        "tags": ["dict", "min-max", "tie", "none-check", "division"]}
