"""Reference oracle: mutmut 3.8.1's own mutators, run on the same functions, make no arithmetic,
comparison or boolean mutant that redpen's AOR/ROR/LCR (and CFR, for ``//`` -> ``/``) do not also
make (equal ASTs), apart from the exclusions listed here with their reasons."""

from __future__ import annotations

import collections
import sys
import sysconfig
from pathlib import Path

import libcst as cst
from library_sample import sample

from core.seeds import parse_module
from core.syntax import top_level_functions
from operators.engine import FunctionMutator, enumerate_mutants
from operators.families.aor import _textual
from operators.registry import resolve

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the reference oracle lives in bench/ (mutmut is a dev dependency)
from bench.mutmut_reference import ReferenceMutant, mutmut_mutants, normalized_dump  # noqa: E402

SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))
STDLIB = Path(sysconfig.get_paths()["stdlib"])
STDLIB_MODULES = ("bisect", "heapq", "colorsys")
# mutmut mutant kind -> the redpen operators allowed to cover it
COVERING = {"arithmetic": {"AOR", "CFR"}, "comparison": {"ROR"}, "boolean": {"LCR"}}
COMPARED = ["AOR", "CFR", "ROR", "LCR"]
BEYOND_STRIDE = 40


def _parses(code: str) -> bool:
    try:
        compile(code, "<m>", "exec", dont_inherit=True)
    except SyntaxError:
        return False
    return True


def _textual_plus_minus(ref: ReferenceMutant) -> bool:
    node = ref.original
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract)):
        return _textual(node.left) or _textual(node.right)
    if isinstance(node, cst.AugAssign) and isinstance(node.operator, (cst.AddAssign, cst.SubtractAssign)):
        return ref.mutator == "operator_swap_op" and _textual(node.value)
    return False


# Deliberately not produced, each with its reason.
EXCLUSIONS = {
    "`+`/`-` swap on a string, list or tuple literal operand (or a `+` chain holding one): "
    "`'a' - x` raises TypeError on the first call; it is not a defect a reviewer could miss": _textual_plus_minus,
}


def _targets() -> list[tuple[Path, str | None]]:
    # every eighth seed keeps the test fast (tests/library_sample.py); bench/bench_operators.py and
    # `python -m bench library` compare on all of them
    found: list[tuple[Path, str | None]] = [(p, None) for p in sample(SEED_FILES, 8)]
    for name in STDLIB_MODULES:
        path = STDLIB / f"{name}.py"
        module = parse_module(path.read_text(encoding="utf-8"), str(path))
        found.extend((path, f.name.value) for f in top_level_functions(module))
    return found


def test_mutmut_arithmetic_comparison_boolean_mutants_are_all_produced() -> None:
    covered: collections.Counter[tuple[str, str]] = collections.Counter()
    excluded: collections.Counter[str] = collections.Counter()
    other_kinds: collections.Counter[str] = collections.Counter()
    beyond: collections.Counter[str] = collections.Counter()
    missing: list[str] = []
    for path, function in _targets():
        if not path.exists():  # the seed library is edited concurrently
            continue
        source = path.read_text(encoding="utf-8")
        mutator = FunctionMutator(source, function=function, path=str(path))
        ours: dict[str, str] = {}
        for edit in mutator.plan(resolve(COMPARED)):
            function_code, _module = mutator.render([edit])
            if _parses(function_code):  # compare the function alone: the rest of the module is untouched
                ours.setdefault(normalized_dump(function_code), edit.operator.name)
        for ref in mutmut_mutants(source, function=function, path=str(path), kinds=frozenset(COVERING)):
            if ref.kind is None:
                other_kinds[ref.mutator] += 1
                continue
            try:
                dump = normalized_dump(ref.function_source)
            except SyntaxError:
                other_kinds["(does not parse)"] += 1
                continue
            if dump in ours and ours[dump] in COVERING[ref.kind]:
                covered[(ref.kind, ours[dump])] += 1
                continue
            reason = next((r for r, applies in EXCLUSIONS.items() if applies(ref)), None)
            if reason is not None:
                excluded[reason] += 1
            else:
                missing.append(f"{path.name}:{function or 'target'}: {ref.mutator} on {ref.node_type}")
    for path in sample(SEED_FILES, BEYOND_STRIDE):  # what redpen adds, on a sample of the seed library
        if not path.exists():
            continue
        source = path.read_text(encoding="utf-8")
        theirs = {
            normalized_dump(r.source)
            for r in mutmut_mutants(source, path=str(path), whole_module=True)
            if _parses(r.source)
        }
        for mutant in enumerate_mutants(source, path=str(path)):
            if normalized_dump(mutant.source) not in theirs:
                beyond[mutant.operators[0]] += 1
    summary = (
        f"covered (mutmut kind, redpen operator): {dict(sorted(covered.items()))}\n"
        f"excluded: {dict(excluded)}\n"
        f"mutmut kinds outside the comparison: {dict(sorted(other_kinds.items()))}\n"
        f"redpen mutants mutmut does not make, per operator (every {BEYOND_STRIDE}th seed): {dict(sorted(beyond.items()))}"
    )
    print(summary)
    assert not missing, f"{len(missing)} mutmut mutants not produced:\n" + "\n".join(missing[:20]) + "\n" + summary
    assert sum(covered.values()) > 300, summary
    assert {op for _kind, op in covered} >= {"AOR", "ROR", "LCR"}, summary
    assert {"SDL", "UOI", "VMR", "CRP", "ABS"} <= set(beyond), summary  # redpen goes beyond mutmut's set
