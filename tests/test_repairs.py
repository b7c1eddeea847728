"""The accepted line sets of a defective variant: every one-statement repair found by the operator
engine on the defective code that behaves as the fixed twin on the seed's inputs."""

from __future__ import annotations

from pathlib import Path

from core.seeds import load_seed
from generator.repairs import accepted_line_sets

SEED = '''"""Retail: a basket's total."""
from hypothesis import strategies as st


def basket_total(prices: list[int], fee: int) -> int:
    """The sum of prices plus a flat fee."""
    subtotal = 0
    for price in prices:
        subtotal += price
    return subtotal + fee


def clean_basket_total(prices: list[int], fee: int) -> int:
    return fee + sum(prices)


STRATEGIES = {"prices": st.lists(st.integers(0, 50), max_size=6), "fee": st.integers(1, 9)}
'''

FIXED = '''def basket_total(prices: list[int], fee: int) -> int:
    """The sum of prices plus a flat fee."""
    subtotal = 0
    for price in prices:
        subtotal += price
    return subtotal + fee
'''
DEFECTIVE = FIXED.replace("return subtotal + fee", "return subtotal - fee")  # line 6


def test_the_repair_at_the_defect_is_found_and_nothing_that_is_not_a_repair(tmp_path: Path) -> None:
    path = tmp_path / "retail" / "basket_total.py"
    path.parent.mkdir()
    path.write_text(SEED, encoding="utf-8")
    seed = load_seed(path)
    # the key's own set first; told (wrongly) that the fault is on line 3, the search still finds
    # the one line whose change repairs the code, and no line whose change does not
    sets = accepted_line_sets(seed, DEFECTIVE, "basket_total", FIXED, (3,))
    assert sets[0] == (3,)
    assert (6,) in sets[1:]
    assert all(lines == (6,) for lines in sets[1:]), sets
    # the true fault line as the key's own: no other single edit repairs it
    assert accepted_line_sets(seed, DEFECTIVE, "basket_total", FIXED, (6,)) == ((6,),)
