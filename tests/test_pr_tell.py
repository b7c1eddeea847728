"""The PR track's disguise host: every shipped module seed told in another domain is a module seed
of that domain that behaves as the module does under its name map (drawn inputs, every gateable
function), names none of the module's code identifiers any more, and keeps its STRATEGIES and
PRECONDITIONS keyed by the new names, and whose docstring examples still hold; a change told with it is the proven change renamed
(alpha-equivalent), and alpha-equivalence refuses anything but a renaming."""

from __future__ import annotations

import copy
import doctest
import re
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.disguise.domains import choose_domain
from generator.disguise.rename import DisguiseError
from generator.pr.change import STEPS, Change
from generator.pr.module import discover_modules, load_module_seed, presented_text
from generator.pr.steps import candidate_steps, choose, compose, hunks
from generator.pr.tell import tell_module
from generator.pr.told_change import alpha_equal, told_change

ROOT = Path(__file__).resolve().parent.parent
MODULES = discover_modules(ROOT / "module_seeds")


def _namespace(source: str, name: str) -> dict[str, Any]:
    module = types.ModuleType(name)
    sys.modules[name] = module  # dataclasses look their module up
    try:
        exec(compile(source, f"<{name}>", "exec"), module.__dict__)  # shipped, trusted module seeds
    finally:
        del sys.modules[name]
    return module.__dict__


def _outcome(function: Any, kwargs: dict[str, Any]) -> str:
    try:
        return repr(function(**copy.deepcopy(kwargs)))
    except Exception as exc:  # the same error on both sides is the same behaviour
        return f"raises {type(exc).__name__}"


@pytest.mark.parametrize("path", MODULES, ids=[f"{p.parent.name}/{p.stem}" for p in MODULES])
def test_a_told_module_is_a_module_seed_of_another_domain_that_behaves_the_same(path: Path) -> None:
    seed = load_module_seed(path)
    key = f"test:{path.stem}"
    domain = choose_domain(seed.domain, key)
    told = tell_module(seed, domain, key)
    assert told.seed.domain == domain != seed.domain and told.seed.path.startswith(f"{domain}/")
    assert [told.rename(f) for f in seed.gateable] == list(told.seed.gateable)
    code_names = {old for old, new in told.names if old != new and re.search(r"_", old.strip("_"))}
    unquoted = re.sub(r"\"[^\"\n]*\"|'[^'\n]*'", "", told.seed.source)  # string values stay ("regular_cents")
    leftover = {n for n in code_names if re.search(rf"(?<![\w.]){re.escape(n)}(?!\w)", unquoted)}
    assert not leftover, f"{path}: the told module still names {sorted(leftover)}"
    before, after = _namespace(seed.source, "module_before"), _namespace(told.seed.source, "module_told")
    for function in seed.gateable:
        strategies = before["STRATEGIES"][function]
        new = told.rename(function)
        assert set(after["STRATEGIES"][new]) == {told.rename(p) for p in strategies}
        precondition = before.get("PRECONDITIONS", {}).get(function)
        if precondition is not None:
            assert after["PRECONDITIONS"][new].__name__ == told.rename(precondition.__name__)
        _same_behaviour(before[function], after[new], precondition, strategies, told.rename)
    failed = _failing_examples(after, told.seed.gateable)
    assert not failed, f"{path}: told in {domain}, the docstring examples of {failed} fail"


def _failing_examples(namespace: dict[str, Any], functions: tuple[str, ...]) -> list[str]:
    """The functions whose docstring examples do not hold when run in the told module: an example
    that still calls a function by its old name, or names a value the telling changed, fails."""
    finder, failed = doctest.DocTestFinder(recurse=False), []
    for name in functions:
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        for test in finder.find(namespace[name], name, globs=namespace):
            runner.run(test, out=lambda _text: None)
        if runner.failures:
            failed.append(name)
    return failed


def _same_behaviour(old: Any, new: Any, precondition: Any, strategies: dict, rename: Any) -> None:
    """``new`` returns what ``old`` returns (or raises the same error) on drawn valid inputs, its
    arguments renamed."""

    @settings(max_examples=8, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
    @given(st.fixed_dictionaries(strategies))
    def same(kwargs: dict[str, Any]) -> None:
        if precondition is not None and not precondition(**copy.deepcopy(kwargs)):
            return
        renamed = {rename(k): v for k, v in kwargs.items()}
        assert _outcome(old, kwargs) == _outcome(new, renamed), (old.__name__, kwargs)

    same()


def test_a_module_is_never_told_in_its_own_domain() -> None:
    seed = load_module_seed(MODULES[0])
    with pytest.raises(DisguiseError, match=seed.path):
        tell_module(seed, seed.domain, "k")
    with pytest.raises(DisguiseError, match="known domain"):
        tell_module(seed, "no_such_domain", "k")


def test_telling_is_deterministic_and_depends_on_the_key() -> None:
    seed = load_module_seed(MODULES[1])
    domain = choose_domain(seed.domain, "a")
    assert tell_module(seed, domain, "a").seed.source == tell_module(seed, domain, "a").seed.source
    assert tell_module(seed, domain, "a").names != tell_module(seed, domain, "b").names


@pytest.mark.parametrize("path", MODULES[::13], ids=[p.stem for p in MODULES[::13]])
def test_a_change_told_with_the_module_is_the_proven_change_renamed(path: Path) -> None:
    seed = load_module_seed(path)
    before = presented_text(seed.source)
    pool = [s for s in candidate_steps(before, seed.path) if seed.callers_of(s.owns())]
    steps = choose(pool, "told", STEPS)
    after = compose(before, steps)
    change = Change(seed, before, tuple(steps), after, tuple(hunks(before, after, steps)), ())
    told = tell_module(seed, choose_domain(seed.domain, "told"), "told")
    other = told_change(told, change)
    assert other.seed is told.seed and other.before != change.before and other.after != change.after
    assert alpha_equal(change.after, other.after, told.teller.mapping(change.after))
    assert [h.lines[1] - h.lines[0] for h in other.hunks] == [h.lines[1] - h.lines[0] for h in change.hunks]
    assert [h.made_by for h in other.hunks] == [h.made_by for h in change.hunks]
    assert {h.function for h in other.hunks} <= set(told.seed.functions) | {n for s in other.steps for n in s.added}
    # a told text that computes something else is not the proven change renamed
    edited = other.after.replace(" + 1", " + 2", 1) if " + 1" in other.after else other.after.replace(" < ", " <= ", 1)
    assert edited != other.after and not alpha_equal(change.after, edited, told.teller.mapping(change.after))


def test_alpha_equivalence_is_a_renaming_and_nothing_else() -> None:
    a = "def f(x: int) -> int:\n    '''Doc.'''\n    y = x + 1\n    return g(y, key=x)\n"
    b = "def h(u: int) -> int:\n    '''Told.'''\n    v = u + 1\n    return g(v, key=u)\n"
    assert alpha_equal(a, b, {"f": "h", "x": "u", "y": "v"})
    assert not alpha_equal(a, b, {"f": "h", "x": "v", "y": "u"})  # the wrong map
    assert not alpha_equal(a, b, {"f": "h", "x": "u", "y": "u"})  # two names told alike
    assert not alpha_equal(a, b.replace("+ 1", "- 1"), {"f": "h", "x": "u", "y": "v"})


def test_a_name_the_change_adds_never_takes_a_told_name_of_the_module() -> None:
    """A text derived from the module (a change's after) gets new names only for the names it adds,
    and never one the module's map already gives, even to a name the derived text no longer holds
    (a seed's strategy builder, which a PR does not show). A private helper's name is allocated
    bare and gets its underscore back, so a told ``_x`` must keep ``x`` from it: before, an
    extracted ``_running_totals_check`` of bowling_card was told as its ``_game``'s told name, and
    the change told in that domain was refused as no renaming."""
    import libcst as cst

    from generator.disguise.domains import load_pack
    from generator.pr.tell import name_map

    text = (
        "def total(values: list[int]) -> int:\n    return _sum_check(values)\n\n\n"
        "def _sum_check(values: list[int]) -> int:\n    return sum(values)\n"
    )
    module, pack = cst.parse_module(text), load_pack("astronomy")
    for key in ("a", "b", "c", "d"):
        alone = name_map(module, pack, key, {"total": "total_span"})[0]
        helper = alone["_sum_check"]  # what the helper gets when nothing else holds its name
        base = {"total": "total_span", "_builder": helper}  # a name the derived text no longer holds
        told = name_map(module, pack, key, base)[0]
        assert told["_builder"] == helper and told["_sum_check"] != helper
        assert len(set(told.values())) == len(told)
    # a generic name the derived text adds is kept as it is, unless the module's map gives it to
    # another name (monthly_recurrence: ``offset`` told as ``step``, and a renamed local ``step``)
    derived = cst.parse_module("def shift(offset: int, i: int) -> int:\n    step = offset + i\n    return step\n")
    told = name_map(derived, pack, "a", {"shift": "advance", "offset": "step"})[0]
    assert told["offset"] == "step" and told["step"] != "step" and told["i"] == "i"
