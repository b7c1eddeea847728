"""Chemistry: plan a dilution from a stock solution."""
from hypothesis import strategies as st


def dilution_plan(stock_conc: float, target_conc: float, final_ml: float) -> tuple[float, float] | None:
    """Make final_ml millilitres at target_conc from a stock at stock_conc (same units),
    using C1 * V1 = C2 * V2. Return (stock_ml, diluent_ml): stock_ml is
    target_conc * final_ml / stock_conc rounded to 0.1 mL, and diluent_ml is final_ml minus
    that rounded stock volume, also rounded to 0.1 mL. A target of 0 needs no stock. A target
    above the stock concentration, a stock concentration of 0 or less, or a negative target
    is impossible: None.
    """
    if stock_conc <= 0 or target_conc < 0 or target_conc > stock_conc:
        return None
    stock_ml = round(target_conc * final_ml / stock_conc, 1)
    return stock_ml, round(final_ml - stock_ml, 1)


def clean_dilution_plan(stock_conc: float, target_conc: float, final_ml: float) -> tuple[float, float] | None:
    """Make final_ml millilitres at target_conc from a stock at stock_conc (same units),
    using C1 * V1 = C2 * V2. Return (stock_ml, diluent_ml): stock_ml is
    target_conc * final_ml / stock_conc rounded to 0.1 mL, and diluent_ml is final_ml minus
    that rounded stock volume, also rounded to 0.1 mL. A target of 0 needs no stock. A target
    above the stock concentration, a stock concentration of 0 or less, or a negative target
    is impossible: None.
    """
    possible = stock_conc > 0 and 0 <= target_conc <= stock_conc
    if not possible:
        return None
    v1 = round(target_conc * final_ml / stock_conc, 1)
    rest = final_ml - v1
    return (v1, round(rest, 1))


def precondition(stock_conc: float, target_conc: float, final_ml: float) -> bool:
    return all(v == v and abs(v) < 1e300 for v in (stock_conc, target_conc, final_ml))


STRATEGIES = {
    "stock_conc": st.sampled_from([-1.0, 0.0, 1.0, 2.5, 10.0]),
    "target_conc": st.sampled_from([-0.5, 0.0, 0.25, 1.0, 2.5, 10.0, 12.0]),
    "final_ml": st.sampled_from([0.0, 50.0, 100.0, 250.0]),
}
SEED = {"domain": "chemistry", "keywords": ["dilution", "C1V1 = C2V2", "stock solution"],
        "tags": ["guard", "boundary", "arithmetic", "rounding", "none"]}
