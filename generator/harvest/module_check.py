"""Do a harvested module's strategies draw inputs its functions accept? (`redpen harvest --modules`)

A public function of a module seed must run on the valid inputs its ``STRATEGIES`` entry draws
(``tests/test_module_seeds.py`` runs 50 of them, the PR track's proofs 500). Inferred strategies
guess types, not contracts (``heappop([])`` raises), so each candidate entry is tried on drawn
inputs (derandomized, as the tests draw), in a sandboxed child, before the function is offered as
public: every call must return, without raising, the same value twice on copies of its input.
A function whose entries all fail stays out of the public set (or stays as a private helper).
"""

from __future__ import annotations

import copy
import functools
import sys
import types

from killability.sandbox import Limits, run_tasks

DRAWS = 200
LIMITS = Limits(wall_seconds=20.0, memory_mb=512)


def accepts_task(text: str, function: str, draws: int = DRAWS) -> str:
    """Sandbox task: exec ``text`` (a module with ``STRATEGIES[function]``) and call ``function`` on
    ``draws`` drawn inputs; "" when every call returns the same value twice, else one line."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import strategies as st

    sys.dont_write_bytecode = True
    module = types.ModuleType("redpen_harvested_module")
    sys.modules[module.__name__] = module  # dataclasses look their module up while the body runs
    try:
        exec(compile(text, "<harvested module>", "exec", dont_inherit=True), vars(module))
    except Exception as exc:
        return f"the module does not run ({type(exc).__name__}: {exc})"[:240]
    fn = getattr(module, function)
    failed: list[str] = []

    @settings(
        derandomize=True,
        database=None,
        deadline=None,
        max_examples=draws,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(st.fixed_dictionaries(module.STRATEGIES[function]))
    def check(kwargs: dict[str, object]) -> None:
        try:
            first = fn(**copy.deepcopy(kwargs))
            second = fn(**copy.deepcopy(kwargs))
        except Exception as exc:
            failed.append(f"raises {type(exc).__name__} on {_short(kwargs)}")
            raise
        if first != second and repr(first) != repr(second):
            failed.append(f"returns two different values on {_short(kwargs)}")
            raise AssertionError(failed[-1])

    try:
        check()
    except Exception as exc:
        return (failed[0] if failed else f"cannot draw its inputs ({type(exc).__name__}: {exc})")[:240]
    return ""


def _short(kwargs: dict[str, object]) -> str:
    text = ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
    return text if len(text) <= 100 else text[:97] + "..."


def check_strategies(trials: list[tuple[str, str]]) -> list[str]:
    """(module text, function) -> "" when the function accepts its drawn inputs, else the reason;
    one sandboxed batch for all."""
    outcomes = run_tasks([functools.partial(accepts_task, text, name) for text, name in trials], LIMITS)
    out = []
    for outcome in outcomes:
        if outcome.status == "ok":
            out.append(str(outcome.value))
        elif outcome.status == "timeout":
            out.append(f"does not return within {LIMITS.wall_seconds:.0f} s on its drawn inputs")
        else:
            out.append(f"its input check crashed ({outcome.status}: {outcome.message})"[:240])
    return out
