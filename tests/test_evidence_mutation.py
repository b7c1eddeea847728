"""A defect that only changes what a function does to its arguments is explained by the arguments it
leaves, never by "returns None; the docstring requires None"."""

from __future__ import annotations

from generator.corpus.evidence import evidence, explanation
from killability.compare import Run
from killability.model import Call, Case, Outcome


def test_a_run_that_differs_only_in_its_arguments_names_them():
    fixed = Run("returns", None, ([-1, 0], -1))
    defective = Run("returns", None, ([0, -1], -1))
    assert defective.describe_against(fixed) == "changes its arguments to ([0, -1], -1)"
    assert Run("returns", 3, ([0],)).describe_against(Run("returns", 4, ([0],))) == "returns 3"
    assert Run("raises", "ValueError", ()).describe_against(fixed) == "raises ValueError"


def test_the_explanation_quotes_the_arguments_the_docstring_requires():
    call = Call(("[0]", "-1"), Outcome("returns", "None"), after=("[-1, 0]", "-1"))
    case = Case((call,), note="the other function changes its arguments to ([0, -1], -1)")
    found = evidence(case, "heappush")
    assert found is not None
    assert (found.got, found.requires, found.witness) == ("changes its arguments to ([0, -1], -1)", "([-1, 0], -1)", "")
    text = explanation("def f():\n    return 1\n", "def f():\n    return 2\n", [2], case, "heappush")
    assert text.endswith(
        "For example, `heappush([0], -1)` changes its arguments to ([0, -1], -1); the docstring requires ([-1, 0], -1)."
    )


def test_a_different_value_is_still_explained_by_the_value():
    call = Call(("[3]",), Outcome("returns", "4"), after=("[3]",))
    found = evidence(Case((call,), note="the other function returns 5"), "total")
    assert found is not None and (found.got, found.requires) == ("returns 5", "4")
