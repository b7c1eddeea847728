"""The PR track's disguise host: every shipped module seed told in another domain is a module seed
of that domain that behaves as the module does under its name map (drawn inputs, every gateable
function), names none of the module's code identifiers any more, and keeps its STRATEGIES and
PRECONDITIONS keyed by the new names."""

from __future__ import annotations

import copy
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
from generator.pr.module import discover_modules, load_module_seed
from generator.pr.tell import tell_module

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


def _same_behaviour(old: Any, new: Any, precondition: Any, strategies: dict, rename: Any) -> None:
    """``new`` returns what ``old`` returns (or raises the same error) on drawn valid inputs, its
    arguments renamed."""

    @settings(max_examples=15, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
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
