"""Specs state the contract, not the code: a docstring holding a line's code is flagged, and the
planner plants no fault on that line."""

from __future__ import annotations

from core.seeds import parse_seed
from generator.candidates import plan_seed
from generator.spec_leaks import leaks

SEED = '''"""Logistics: a delivery window."""
from hypothesis import strategies as st


def window_status(arrival_min: int, window_start: int, window_end: int) -> str:
    """Classify an arrival against the window window_start..window_end, both ends inclusive.
    A window with `window_end < (window_start)` is invalid: every arrival is "rejected"."""
    if window_end < window_start:
        return "rejected"
    if arrival_min < window_start:
        return "early"
    if arrival_min > window_end:
        return "late"
    return "on time"


STRATEGIES = {"arrival_min": st.integers(0, 20), "window_start": st.integers(0, 20), "window_end": st.integers(0, 20)}
SEED = {"domain": "logistics", "keywords": ["window"], "tags": ["branch"]}
'''


def test_a_docstring_holding_a_line_s_code_is_found_through_spacing_parentheses_and_backticks() -> None:
    assert leaks(SEED, "window_status") == {8: "window_end < window_start"}
    stated = SEED.replace(
        "A window with `window_end < (window_start)` is invalid", "A window that ends before it starts"
    )
    assert leaks(stated, "window_status") == {}


def test_short_calls_and_words_are_not_code() -> None:
    src = (
        'def f(xs: list[int], n: int) -> int:\n    """The len of xs and n, the length xs."""\n    return len(xs) + n\n'
    )
    assert leaks(src, "f") == {}
    src = 'def f(xs: list[int], n: int) -> int:\n    """Returns len(xs) + n."""\n    return len(xs) + n\n'
    assert leaks(src, "f") == {3: "len(xs) + n"}


def test_the_planner_plants_no_fault_on_a_line_its_docstring_restates() -> None:
    seed = parse_seed(SEED, "seeds/logistics/window_status.py")
    plan = plan_seed(seed, salt="2027Q1:0", choose_domain=lambda domain, key: domain)
    planted = [c.mutant for candidates in plan.tiers.values() for c in candidates]
    assert planted, "the other lines still carry faults"
    assert all(8 not in m.fault_lines for m in planted)
    assert dict(plan.rejected)["spec:restates-code"] >= 3  # ROR, ASW ... on `window_end < window_start`
    stated = parse_seed(
        SEED.replace("A window with `window_end < (window_start)` is invalid", "A window that ends before it starts"),
        "seeds/logistics/window_status.py",
    )
    again = plan_seed(stated, salt="2027Q1:0", choose_domain=lambda domain, key: domain)
    assert any(8 in c.mutant.fault_lines for candidates in again.tiers.values() for c in candidates)
