"""Keyword-only parameters are drawn by the search and passed by name: by the differential search,
the exposure measurement and the generated test (killability/inputs.py, compare.py, testgen.py);
a mutated line no drawn input reaches is `unreached`, not `equivalent`."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.seeds import load_seed
from killability import api, seed_gate
from killability.compare import KwArgs, args_literal, call, parse_args, split
from killability.inputs import signature
from killability.strategies import Constants
from operators.engine import enumerate_mutants

SEED = '''"""Demo: clip a reading."""
from hypothesis import strategies as st


def clip(x: int, lo: int, *, hi: int | None = None, scale=None) -> int:
    """Clip x below at lo, and above at hi when hi is given; scale multiplies when given."""
    if scale is not None:
        if x > lo:
            return x * scale
        return lo * scale
    if hi is not None and x > hi:
        return hi
    if x < lo:
        return lo
    return x


STRATEGIES = {"x": st.integers(-30, 30), "lo": st.integers(-30, 30)}
'''


def _fn(source: str, name: str):
    namespace: dict = {}
    exec(compile(source, "<seed>", "exec"), namespace)  # test input
    return namespace[name]


def test_keyword_only_parameters_are_drawn_by_name_and_sometimes_left_out() -> None:
    fn = _fn("def f(a: int, *, need: int, maybe: str = 'x', untyped=None) -> int:\n    return a\n", "f")
    sig = signature(fn, {}, Constants())
    assert sig.names == ("a",)
    assert sig.origins["need"] == sig.origins["maybe"] == "type hint (by keyword)"
    assert sig.origins["untyped"] == "default (not drawn)"
    seen: list[dict] = []

    @settings(max_examples=80, database=None)
    @given(sig.args())
    def draw(args: tuple) -> None:
        positional, keywords = split(args)
        assert len(positional) == 1 and set(keywords) <= {"need", "maybe"} and "need" in keywords
        assert fn(*positional, **keywords) == positional[0]
        seen.append(keywords)

    draw()
    assert any("maybe" in k for k in seen) and any("maybe" not in k for k in seen)


@given(
    st.tuples(st.integers(), st.lists(st.text(max_size=3), max_size=3)),
    st.dictionaries(st.sampled_from(["key", "hi", "lo"]), st.integers() | st.none(), max_size=3),
)
def test_argument_texts_read_back_as_the_same_call(positional: tuple, keywords: dict) -> None:
    args = positional + ((KwArgs(keywords),) if keywords else ())
    text = args_literal(args)
    assert text is not None and parse_args(text) == args
    assert split(parse_args(text)) == (positional, keywords)


def test_call_passes_keywords_by_name() -> None:
    run = call(lambda a, *, k=1: a * k, (3, KwArgs({"k": 4})), 1.0)
    assert run.kind == "returns" and run.value == 12


@pytest.fixture(scope="module")
def seed_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("kwseeds") / "demo" / "clip.py"
    path.parent.mkdir()
    path.write_text(SEED, encoding="utf-8")
    return path


def test_a_keyword_only_branch_is_searched_and_its_test_passes_keywords(seed_file: Path) -> None:
    seed = load_seed(seed_file)
    mutants = {
        (m.sites[0].span.start_line, m.sites[0].after): m
        for m in enumerate_mutants(seed.source, operators=["ROR"], path=str(seed_file))
    }
    found = api.search(seed, mutants[(11, "x >= hi")])  # reached only when hi is passed by name
    assert found.verdict == "distinguished", found.message
    assert any(name == "hi" for case in found.witnesses for c in case.calls for name, _ in c.kwargs)
    assert "hi=" in found.witnesses[0].render("clip")
    never = api.search(seed, mutants[(8, "x >= lo")])  # scale has no strategy: never drawn
    assert never.verdict == "unreached" and "never ran" in never.message
    same = api.search(seed, mutants[(13, "x <= lo")])  # runs on every input; x == lo returns lo either way
    assert same.verdict == "equivalent"
    report = seed_gate.gate_mutant(seed, mutants[(11, "x >= hi")])  # the generated test passes hi by name
    assert report.verdict == "accepted", report.gate.reason
    assert "kwargs={'hi': " in report.gate.test_file
