"""The killability gate: differential search verdicts, witnesses, generated tests, kill matrix."""

from __future__ import annotations

import ast
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.model import Mutant, TextPatch, changed_lines
from core.seeds import load_seed
from killability import api, seed_gate
from killability.bytecode import bytecode_key, required_lines
from killability.compare import literal, same
from killability.gate import CellResult, MatrixRaw, decide
from killability.model import Budget, Case, VariantCode
from killability.strategies import Constants, for_type
from operators import registry
from operators.engine import FunctionMutator, enumerate_mutants

FAST = Budget(examples=60, sequence_examples=30, collect=10, search_seconds=20, gate_seconds=30)

CLAMP = (Path(__file__).parent / "fixtures" / "seeds" / "clamp.py").read_text(encoding="utf-8")

COLLECT = '''"""Test seeds: collect items."""
from hypothesis import strategies as st


def collect(item: int, bucket: list[int] | None = None) -> list[int]:
    """Append item to bucket and return it; a new list when bucket is omitted."""
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket


STRATEGIES = {"bucket": st.lists(st.integers(0, 9), max_size=3)}  # passing None would give it away
'''

COLLECT_MDA = '''"""Test seeds: collect items."""
from hypothesis import strategies as st


def collect(item: int, bucket: list[int] = []) -> list[int]:
    """Append item to bucket and return it; a new list when bucket is omitted."""
    bucket.append(item)
    return bucket


STRATEGIES = {"bucket": st.lists(st.integers(0, 9), max_size=3)}  # passing None would give it away
'''

IN_BAND = '''"""Test seeds: inside a closed band."""


def in_band(x: int, lo: int, hi: int) -> bool:
    """True when lo <= x <= hi."""
    if x < lo:
        return False
    if x > hi:
        return False
    return True
'''


def _seed(tmp_path: Path, text: str, name: str = "seed.py"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_seed(path)


def _hand_mutant(original: str, source: str, function: str, operator: str = "HAND") -> Mutant:
    return Mutant(
        function=function,
        operators=(operator,),
        sites=(),
        original=original,
        source=source,
        fault_lines=changed_lines(original, source),
        inverse=TextPatch.between(source, original),
        tier="medium",
        keywords=(),
        explanation="",
    )


def _ror(seed, replacement: str) -> Mutant:
    for mutant in enumerate_mutants(seed.source, function=seed.function, operators=["ROR"]):
        if replacement in mutant.source:
            return mutant
    raise AssertionError(f"no ROR mutant containing {replacement!r}")


def _functions(code: str, name: str):
    namespace: dict = {}
    exec(compile(code, "<test>", "exec"), namespace)  # our own inline seeds
    return namespace[name]


def _eval_args(case: Case) -> list[tuple]:
    return [tuple(ast.literal_eval(a) for a in call.args) for call in case.calls]


# --------------------------------------------------------------------------------------------
# search verdicts


def test_known_equivalent_boundary_mutant_is_rejected(tmp_path: Path) -> None:
    seed = _seed(tmp_path, CLAMP)
    mutant = _ror(seed, "x >= hi")  # returns hi when x == hi: the same value
    result = api.search(seed, mutant, budget=FAST)
    assert result.verdict == "equivalent", result.message
    assert result.witnesses == ()


def test_known_killable_mutant_is_accepted_with_a_true_witness(tmp_path: Path) -> None:
    seed = _seed(tmp_path, CLAMP)
    mutant = _ror(seed, "x <= hi")
    result = api.search(seed, mutant, budget=FAST)
    assert result.verdict == "distinguished", result.message
    fixed = _functions(CLAMP, "clamp")
    broken = _functions(mutant.source, "clamp")
    for case in result.witnesses:
        (args,) = _eval_args(case)
        assert args[1] <= args[2]  # the precondition filtered every input
        assert ast.literal_eval(case.calls[0].expected.value) == fixed(*args)
        assert broken(*args) != fixed(*args)
    for case in result.agreeing:
        (args,) = _eval_args(case)
        assert broken(*args) == fixed(*args)
    report = seed_gate.gate_mutant(seed, mutant, budget=FAST)
    assert report.verdict == "accepted", report.gate.reason
    assert report.gate.variant("original").verdicts == ("killed", "killed")
    assert report.gate.variant("fixed").verdicts == ("survived", "survived")


def test_boundary_witness_sits_on_the_boundary(root: Path) -> None:
    seed = load_seed(root / "seeds" / "logistics" / "count_late.py")
    mutant = _ror(seed, "arrived - promised >= grace_days")
    result = api.search(seed, mutant, budget=FAST)
    assert result.verdict == "distinguished"
    deliveries, *rest = _eval_args(result.witnesses[0])[0]
    grace = rest[0] if rest else 0
    assert any(arrived - promised == grace for promised, arrived in deliveries)


def test_mutable_default_is_killed_only_through_a_call_sequence(tmp_path: Path) -> None:
    seed = _seed(tmp_path, COLLECT)
    mutant = _hand_mutant(COLLECT, COLLECT_MDA, "collect", "MDA")
    result = api.search(seed, mutant, budget=FAST)
    assert result.verdict == "distinguished", result.message
    assert all(len(case.calls) >= 2 for case in result.witnesses)
    report = seed_gate.gate_mutant(seed, mutant, budget=FAST)
    assert report.verdict == "accepted", report.gate.reason
    # single calls alone cannot tell them apart
    single = api.search(seed, mutant, budget=Budget(examples=60, sequence_examples=0, max_calls=1, collect=0))
    assert single.verdict == "equivalent"


def test_same_bytecode_is_dropped_before_search_and_duplicates_are_reported(tmp_path: Path) -> None:
    seed = _seed(tmp_path, CLAMP)
    same_code = _hand_mutant(CLAMP, CLAMP.replace("return lo\n", "return (lo)\n"), "clamp")
    killable = _ror(seed, "x <= hi")
    twin = _hand_mutant(CLAMP, killable.source.replace("return hi\n", "return (hi)\n"), "clamp")
    assert api.search(seed, same_code, budget=FAST).verdict == "equivalent"
    reports = seed_gate.gate_mutants(seed, [same_code, killable, twin], budget=FAST, executor=None)
    assert [r.verdict for r in reports] == ["equivalent", "accepted", "duplicate"]
    assert killable.id in reports[2].gate.reason


def test_search_is_deterministic_and_the_test_file_byte_identical(tmp_path: Path) -> None:
    seed = _seed(tmp_path, CLAMP)
    mutant = _ror(seed, "x <= hi")
    first = api.search(seed, mutant, budget=FAST)
    second = api.search(seed, mutant, budget=FAST)
    assert first == second
    variants = {"original": api._mutant_variant(mutant, seed.path), **api.seed_variants(seed)}
    a = api.gate(variants, first, test_name="clamp_item", budget=FAST)
    b = api.gate(variants, second, test_name="clamp_item", budget=FAST)
    assert a.test_file == b.test_file
    assert a == b


_OTHER_PROCESS = """
import sys
from core.seeds import load_seed
from killability import api
from killability.model import Budget
from operators.planting import plant
seed = load_seed(sys.argv[1])
mutant = next(m for m in plant(seed.source, function=seed.function, operators=["ROR"], path=seed.path) if "x <= hi" in m.source)
budget = Budget(examples=60, sequence_examples=30, collect=10, search_seconds=20, gate_seconds=30)
print(repr(api.search(seed, mutant, budget=budget)))
"""


def test_witnesses_do_not_depend_on_the_process(tmp_path: Path) -> None:
    """Same seed and mutant: same witnesses in another interpreter with another hash seed and
    other modules loaded (hypothesis would otherwise mix in constants of loaded local modules)."""
    seed = _seed(tmp_path, CLAMP)
    here = api.search(seed, _ror(seed, "x <= hi"), budget=FAST)
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    there = subprocess.run(
        [sys.executable, "-c", _OTHER_PROCESS, str(tmp_path / "seed.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert there.returncode == 0, there.stderr
    assert there.stdout.strip() == repr(here)


def test_missing_strategy_names_the_parameter_and_the_fix(tmp_path: Path) -> None:
    text = '"""Test: no hints."""\n\n\ndef area(shape, scale: int) -> int:\n    return shape.area() * scale\n'
    seed = _seed(tmp_path, text)
    mutant = _hand_mutant(text, text.replace("* scale", "+ scale"), "area")
    result = api.search(seed, mutant, budget=FAST)
    assert result.verdict == "no-strategy"
    assert "'shape'" in result.message and "STRATEGIES" in result.message and "type hint" in result.message


def test_clean_control_is_checked_by_differential_search(tmp_path: Path) -> None:
    good = CLAMP + "\n\ndef clean_clamp(x: int, lo: int, hi: int) -> int:\n    return max(lo, min(x, hi))\n"
    bad = CLAMP + "\n\ndef clean_clamp(x: int, lo: int, hi: int) -> int:\n    return max(lo, min(x, hi - 1))\n"
    assert api.check_clean(_seed(tmp_path, good, "good.py"), budget=FAST).verdict == "equivalent"
    verdict = api.check_clean(_seed(tmp_path, bad, "bad.py"), budget=FAST)
    assert verdict.verdict == "bad-control"
    assert verdict.witness is not None and "clean_clamp" in verdict.message


def test_higher_order_mutant_needs_both_faults(tmp_path: Path) -> None:
    seed = _seed(tmp_path, IN_BAND)
    mutator = FunctionMutator(seed.source, function="in_band")
    edits = list(mutator.plan([registry.get("ROR")]))
    lower = next(e for e in edits if e.site.before == "x < lo" and e.site.after == "x <= lo")
    upper = next(e for e in edits if e.site.before == "x > hi" and e.site.after == "x >= hi")
    pair = mutator.build([lower, upper])
    assert pair is not None and pair.order == 2
    result = api.search(seed, pair, budget=FAST)
    assert result.verdict == "distinguished", result.message
    assert [name for name, _ in result.extra_variants] == ["single-1", "single-2"]
    report = seed_gate.gate_mutant(seed, pair, budget=FAST)
    assert report.verdict == "accepted", report.gate.reason
    assert report.gate.variant("single-1").verdict == "killed"
    assert report.gate.variant("single-2").verdict == "killed"


def test_higher_order_mutant_with_an_equivalent_half_is_not_genuine(tmp_path: Path) -> None:
    seed = _seed(tmp_path, CLAMP)
    mutator = FunctionMutator(seed.source, function="clamp")
    edits = list(mutator.plan([registry.get("ROR")]))
    killable = next(e for e in edits if e.site.before == "x < lo" and e.site.after == "x >= lo")
    equivalent = next(e for e in edits if e.site.before == "x > hi" and e.site.after == "x >= hi")
    pair = mutator.build([killable, equivalent])
    assert pair is not None
    result = api.search(seed, pair, budget=FAST)
    assert result.verdict == "not-genuine"
    assert "fault 2" in result.message


# --------------------------------------------------------------------------------------------
# the generated test file


def test_generated_test_runs_standalone_against_any_variant(tmp_path: Path) -> None:
    seed = _seed(tmp_path, CLAMP)
    mutant = _ror(seed, "x <= hi")
    result = api.search(seed, mutant, budget=FAST)
    report = api.gate(api.seed_variants(seed), result, test_name="clamp", budget=FAST, default_subject="fixed.py")
    (tmp_path / "test_generated.py").write_text(report.test_file, encoding="utf-8")
    (tmp_path / "fixed.py").write_text(api.seed_variants(seed)["fixed"].code, encoding="utf-8")
    renamed = api._mutant_variant(mutant, seed.path).code.replace("clamp", "limit").replace("x", "value")
    (tmp_path / "other.py").write_text(renamed, encoding="utf-8")
    compile(report.test_file, "test_generated.py", "exec")
    env = {k: v for k, v in os.environ.items() if not k.startswith("REDPEN_") and k != "PYTEST_ADDOPTS"}
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path / "test_generated.py")]
    ok = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stdout
    env.update(REDPEN_SUBJECT=str(tmp_path / "other.py"), REDPEN_FUNCTION="limit")
    fails = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert fails.returncode == 1, fails.stdout


# --------------------------------------------------------------------------------------------
# verdict logic (pure)


def _cell(passed: int = 0, failed: int = 0, timeouts: int = 0, lines: tuple[int, ...] = ()) -> CellResult:
    return CellResult(passed, failed, timeouts, 0, frozenset(lines))


def _variants() -> dict[str, VariantCode]:
    return {
        "original": VariantCode("", "f", True, (3,)),
        "fixed": VariantCode("", "f", False),
        "clean": VariantCode("", "f", False),
    }


@pytest.mark.parametrize(
    ("original", "fixed", "clean", "verdict"),
    [
        ((_cell(failed=2, lines=(3,)),) * 2, (_cell(passed=3),) * 2, (_cell(passed=3),) * 2, "accepted"),
        (
            (_cell(failed=2, lines=(3,)), _cell(passed=3, lines=(3,))),
            (_cell(passed=3),) * 2,
            (_cell(passed=3),) * 2,
            "flaky",
        ),
        ((_cell(passed=3, lines=(3,)),) * 2, (_cell(passed=3),) * 2, (_cell(passed=3),) * 2, "survived"),
        ((_cell(failed=2, lines=(2,)),) * 2, (_cell(passed=3),) * 2, (_cell(passed=3),) * 2, "uncovered"),
        ((_cell(failed=2, lines=(3,)),) * 2, (_cell(passed=3),) * 2, (_cell(failed=1, passed=2),) * 2, "bad-control"),
        ((_cell(timeouts=1, lines=(3,)),) * 2, (_cell(passed=3),) * 2, (_cell(passed=3),) * 2, "timeout"),
    ],
)
def test_matrix_verdicts(original, fixed, clean, verdict) -> None:
    raw = MatrixRaw((("original", original), ("fixed", fixed), ("clean", clean)))
    decided, reason, reports = decide(_variants(), {"original": (3,)}, raw, runs=2)
    assert decided == verdict, reason
    assert [r.name for r in reports] == ["original", "fixed", "clean"]


def test_incompetent_variant_gets_its_verdict() -> None:
    raw = MatrixRaw(
        (("fixed", (_cell(passed=1),) * 2), ("clean", (_cell(passed=1),) * 2)),
        incompetent=(("original", "does not import: NameError"),),
    )
    decided, _reason, reports = decide(_variants(), {"original": (3,)}, raw, runs=2)
    assert decided == "incompetent"
    assert reports[0].verdicts == ("incompetent", "incompetent")


# --------------------------------------------------------------------------------------------
# building blocks


def test_required_lines_skip_lines_without_bytecode() -> None:
    code = "def f(x):\n    if x:\n        return 1\n    else:\n        return 2\n"
    assert required_lines(code, "f", (3,)) == (3,)
    assert required_lines(code, "f", (4,)) == (5,)  # `else:` carries no bytecode
    signature_fault = "def f(x, acc=[]):\n    acc.append(x)\n    return acc\n"
    assert required_lines(signature_fault, "f", (1,)) == (1,)


def test_bytecode_key_ignores_layout_not_behaviour() -> None:
    a = "def f(x):\n    return x + 1\n"
    assert bytecode_key(a) == bytecode_key("def f(x):\n\n    return (x +\n            1)\n")
    assert bytecode_key(a) != bytecode_key("def f(x):\n    return x + 1.0\n")
    assert bytecode_key("def f(:\n") is None


_HINTS = st.sampled_from(
    [
        int,
        float,
        str,
        bool,
        list[int],
        dict[str, int],
        tuple[int, str],
        set[int],
        list[tuple[int, int]],
        int | None,
        tuple[float, ...],
        dict[str, list[int]],
    ]
)


@given(data=st.data(), hint=_HINTS)
def test_strategy_values_are_small_readable_literals(data: st.DataObject, hint: object) -> None:
    strategy = for_type(hint, Constants(ints=(99, 100, 101), texts=("@",)))
    assert strategy is not None
    value = data.draw(strategy)
    text = literal(value)
    assert text is not None and same(ast.literal_eval(text), value)
    assert len(text) < 200


@given(
    st.recursive(
        st.one_of(st.integers(), st.floats(allow_nan=True), st.text(max_size=3)),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=2),
        max_leaves=6,
    )
)
def test_same_is_reflexive_and_tolerates_rounding(value: object) -> None:
    assert same(value, value)
    if isinstance(value, float) and not math.isnan(value) and abs(value) < 1e300:
        assert same(value, value * (1 + 1e-12))


def test_set_literals_do_not_depend_on_string_hashing() -> None:
    assert literal({"b", "a", "c"}) == "{'a', 'b', 'c'}"
    assert literal(set()) == "set()"
    assert literal(frozenset({"b", "a"})) == "frozenset({'a', 'b'})"  # written as one call (killability.values)
    assert literal(object()) is None


def test_a_seed_whose_snippet_is_not_self_contained_is_reported(tmp_path: Path) -> None:
    text = '"""Test: module table."""\n\n_LIMITS = (1, 2)\n\n\ndef over(x: int) -> bool:\n    return x > max(_LIMITS)\n'
    seed = _seed(tmp_path, text)
    mutant = _hand_mutant(text, text.replace("x > max", "x >= max"), "over")
    result = api.search(seed, mutant, budget=FAST)
    assert result.verdict == "crashed"
    assert "'_LIMITS'" in result.message and "move them into the function" in result.message
