"""A snippet's line offset: where its function's ``def`` stands in the module, found from libcst's
rendering of the function in the text, must equal what libcst's PositionProvider says."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from library_sample import sample

from core.seeds import load_seed, parse_module
from core.snippet import _def_line_by_metadata, def_line, extract_function
from core.syntax import function_named
from operators.engine import enumerate_mutants

ROOT = Path(__file__).resolve().parent.parent
SEEDS = sorted((ROOT / "seeds").glob("*/*.py"))


def _check(source: str, function: str) -> None:
    module = parse_module(source, "<t>")
    target = function_named(module, function)
    assert target is not None
    rendered = cst.Module(body=[target.with_changes(leading_lines=())]).code
    assert def_line(source, module, target, rendered) == _def_line_by_metadata(module, target)


# every 21st seed (tests/library_sample.py); every seed: `python -m bench library`
@pytest.mark.parametrize("path", sample(SEEDS, 21), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_def_line_equals_position_provider_on_seeds_and_their_mutants(path: Path) -> None:
    seed = load_seed(path)
    _check(seed.source, seed.function)
    for mutant in enumerate_mutants(seed.source, function=seed.function, path=str(path), limit=6):
        _check(mutant.source, mutant.function)
        snippet = extract_function(mutant.source, mutant.function, path=str(path), twin=seed.source)
        assert (
            snippet.code.splitlines()[snippet.first_line - snippet.offset - 1]
            .lstrip()
            .startswith(("def ", "async def "))
        )


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(["import os", "# note", "", "X = 1", "@dec", "@dec2(\n    1,\n)", "def h():\n    return 1"]),
        max_size=6,
    ),
    st.booleans(),
    st.booleans(),
)
def test_def_line_holds_for_any_module_layout(before: list[str], decorated: bool, repeated: bool) -> None:
    body = "def f(x):\n    return x\n"
    head = "@dec\n# between\n@dec2(\n    2,\n)\n" if decorated else ""
    # a body repeated in the text (another function with the same text) falls back to metadata
    twin = "def f(x):\n    return x\n\n\n" if repeated else ""
    source = "dec = dec2 = lambda *a: (lambda f: f)\n" + "\n".join(before) + "\n\n" + twin + head + body
    try:
        compile(source, "<t>", "exec")
    except SyntaxError:
        return
    _check(source, "f")
