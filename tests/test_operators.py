"""The operator engine: every operator's own examples, the contracts of each family, higher-order
pairs, and a property test over the seed library and standard-library modules."""

from __future__ import annotations

import functools
import pkgutil
import sysconfig
import typing
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from library_sample import sample

from core.model import Mutant, Tier
from core.seeds import parse_module
from core.syntax import top_level_functions
from operators import families
from operators.base import Example, Operator
from operators.engine import enumerate_mutants
from operators.higher_order import enumerate_higher_order
from operators.registry import all_operators, names, resolve

ROOT = Path(__file__).resolve().parent.parent
SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))
STDLIB = Path(sysconfig.get_paths()["stdlib"])
STDLIB_MODULES = ("textwrap", "bisect", "heapq", "colorsys", "calendar", "statistics")


def _first_change(before: str, after: str) -> str:
    """The first line ``after`` changes, as ``old -> new`` (what the example shows)."""
    old = before.splitlines()
    for index, line in enumerate(after.splitlines()):
        if index >= len(old) or old[index] != line:
            return f"{old[index].strip() if index < len(old) else ''} -> {line.strip()}"
    return "(lines removed)"


def _example_id(op: Operator, example: Example) -> str:
    if example.must_not_fire:
        body = [line.strip() for line in example.before.splitlines() if line.strip() and not line.startswith("def ")]
        return f"{op.name} leaves alone: {' / '.join(body)}"
    return f"{op.name}: " + " | ".join(_first_change(example.before, after) for after in example.after)


EXAMPLES = [pytest.param(op, example, id=_example_id(op, example)) for op in all_operators() for example in op.examples]
TIERS = set(typing.get_args(Tier))


# -- every registered operator's examples ------------------------------------------------------


@pytest.mark.parametrize(("op", "example"), EXAMPLES)
def test_operator_examples(op: Operator, example: Example) -> None:
    produced = [m.source for m in enumerate_mutants(example.before, operators=[op.name])]
    if example.must_not_fire:
        assert produced == [], f"{op.name} must not fire on:\n{example.before}\nbut made:\n" + "\n".join(produced)
    for after in example.after:
        assert after in produced, f"{op.name} did not produce:\n{after}\nfrom:\n{example.before}\ngot:\n" + "\n".join(
            produced
        )
    for mutant in enumerate_mutants(example.before, operators=[op.name]):
        assert mutant.operators == (op.name,), (op.name, mutant.operators)
        assert mutant.tier == op.tier, (op.name, mutant.tier, op.tier)


def test_example_ids_are_unique_and_say_what_they_show() -> None:
    ids = [param.id for param in EXAMPLES]
    assert len(ids) == len(set(ids))
    assert all("->" in i or "leaves alone" in i for i in ids)


def test_every_operator_has_positive_and_negative_examples() -> None:
    for op in all_operators():
        assert any(e.after for e in op.examples), op.name
        assert any(e.must_not_fire for e in op.examples), op.name


def test_registry_finds_every_plug_in_and_names_each_once() -> None:
    found = names()
    assert found == sorted(set(found))
    modules = {type(op).__module__ for op in all_operators()}
    assert modules == {f"operators.families.{m.name}" for m in pkgutil.iter_modules(families.__path__)}
    assert all(name.isupper() and name.isalpha() for name in found)


def test_operator_tiers_are_single_fault_tiers_and_both_are_used() -> None:
    tiers = {op.tier for op in all_operators()}
    assert tiers <= TIERS - {"hard"}  # hard = two interacting faults, never one operator
    assert tiers == TIERS - {"hard"}


def test_resolve_reads_any_case_comma_lists_and_drops_repeats() -> None:
    first, second = names()[:2]
    chosen = resolve([f"{second.lower()},{first}", second])
    assert [op.name for op in chosen] == [second, first]
    assert [op.name for op in resolve(["all"])] == names()


# -- family contracts ---------------------------------------------------------------------------

GUARDED = '''def mean(xs: list[float]) -> float:
    """Average of xs; 0.0 for an empty list."""
    if not xs:
        return 0.0
    total = 0.0
    for x in xs:
        total += x
    return total / len(xs)
'''


def test_sdl_guard_deletion_is_medium_missing_guard_and_keeps_docstring_and_final_return() -> None:
    mutants = enumerate_mutants(GUARDED, operators=["SDL"])
    guard = [m for m in mutants if m.sites[0].mechanism == "missing edge-case guard"]
    assert len(guard) == 1 and guard[0].tier == "medium"
    assert "if not xs" not in guard[0].source and guard[0].fault_lines == (3,)
    for m in mutants:
        assert '"""Average of xs' in m.source
        assert m.source.rstrip().endswith("return total / len(xs)")
        compile(m.source, "<m>", "exec")
    plain = [m for m in mutants if m.sites[0].mechanism == "missing statement"]
    assert plain == []  # `total += x` is its loop's only statement: deleting it would leave `pass`


def test_sdl_never_leaves_a_pass_block() -> None:
    src = "def f(xs):\n    n = 0\n    for x in xs:\n        n += x\n    return n\n"
    assert enumerate_mutants(src, operators=["SDL"]) == []
    src = "def f(xs, t):\n    n = 0\n    if t:\n        n += t\n    for x in xs:\n        n += x\n    return n\n"
    (m,) = enumerate_mutants(src, operators=["SDL"])
    assert "pass" not in m.source and "if t" not in m.source and m.fault_lines == (3,)


def test_mda_fault_lines_are_signature_and_guard() -> None:
    src = (
        'def collect(x: int, acc: list[int] | None = None) -> list[int]:\n    """Append x."""\n'
        "    if acc is None:\n        acc = []\n    acc.append(x)\n    return acc\n"
    )
    (m,) = enumerate_mutants(src, operators=["MDA"])
    assert m.source.splitlines()[0] == "def collect(x: int, acc: list[int] = []) -> list[int]:"
    assert m.fault_lines == (1, 3) and m.tier == "medium"
    assert m.sites[0].span.start_line == 1 and m.sites[0].mechanism == "mutable default argument"


def test_obo_plus_minus_one_is_selective() -> None:
    src = "def f(d: dict, key: str, xs: list[int]) -> int:\n    return d[key] + len(xs)\n"
    afters = {m.sites[0].after for m in enumerate_mutants(src, operators=["OBO"])}
    assert afters == {"len(xs) - 1", "len(xs) + 1"}  # never d[key + 1], never -key


def test_vmr_respects_scope_and_targets() -> None:
    src = (
        "def f(xs: list[int], ys: list[int]) -> int:\n    total = 0\n    for i in range(len(xs)):\n"
        "        total += xs[i] * ys[i]\n    return total\n"
    )
    mutants = enumerate_mutants(src, operators=["VMR"])
    descriptions = {m.sites[0].description for m in mutants}
    assert "reads `ys` instead of `xs`" in descriptions and "reads `xs` instead of `ys`" in descriptions
    assert all("total" not in m.sites[0].after or m.sites[0].before != "total" for m in mutants)
    assert not any(m.source.count("for ys in") for m in mutants)  # never an assignment target
    assert len(mutants) <= 2 * 6


def _comment_lines(source: str) -> set[int]:
    """Lines holding a comment token (a '#' inside a string literal is not one)."""
    import io
    import tokenize

    return {t.start[0] for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type == tokenize.COMMENT}


def test_keywords_are_two_or_three_specific_groups_over_the_seed_library() -> None:
    generic = {"code", "bug", "the", "function", "error", "wrong", "issue", "line"}
    seen = 0
    for path in sample(SEED_FILES, 16, 5):  # tests/library_sample.py; every seed: `python -m bench library`
        if not path.exists():
            continue
        for m in enumerate_mutants(path.read_text(encoding="utf-8"), path=str(path)):
            assert 2 <= len(m.keywords) <= 3, (path, m.operators, m.keywords)
            for group in m.keywords:
                assert group and not (set(group) & generic), (m.operators, group)
            assert not (_comment_lines(m.source) & set(m.fault_lines)) - _comment_lines(m.original), (
                path,
                m.fault_lines,
            )
            seen += 1
    assert seen > 50


def test_formatting_and_comments_elsewhere_are_untouched() -> None:
    src = (
        "import math  # used below\n\n\ndef f(a,b):   # odd spacing kept\n    # a comment\n"
        "    x = a+b   # sum\n    return math.floor( x /2 )\n\n# trailing comment\n"
    )
    mutants = enumerate_mutants(src)
    assert mutants
    for m in mutants:
        original, mutated = src.splitlines(), m.source.splitlines()
        if len(original) == len(mutated):
            assert [i + 1 for i, (a, b) in enumerate(zip(original, mutated)) if a != b] == list(m.fault_lines)
        assert m.inverse.apply(m.source) == src


def test_higher_order_pairs_record_both_sites_on_disjoint_lines() -> None:
    mutants = enumerate_higher_order(GUARDED, limit=30)
    assert len(mutants) == 30 and mutants == enumerate_higher_order(GUARDED, limit=30)
    for m in mutants:
        assert m.order == 2 and m.tier == "hard" and len(m.operators) == 2
        a, b = m.sites
        assert a.span.end_line < b.span.start_line or b.span.end_line < a.span.start_line
        assert m.inverse.apply(m.source) == GUARDED
        assert len(m.fault_lines) >= 2
        compile(m.source, "<m>", "exec")


# -- property: every mutant parses, differs exactly in fault_lines, inverse restores -------------


def check_mutant(m: Mutant) -> None:
    compile(m.source, "<mutant>", "exec", dont_inherit=True)
    assert m.source != m.original
    # byte for byte; since the patch checks every line it removes, nothing outside its hunks differs
    assert m.inverse.apply(m.source) == m.original
    rewritten: set[int] = set()
    deletion_points: list[int] = []
    for edit in m.inverse.edits:
        if edit.remove:
            rewritten.update(range(edit.start, edit.start + len(edit.remove)))
        else:  # the mutant lost lines here: attributed to the line now standing there, else the block header
            deletion_points.append(edit.start)
    faults = set(m.fault_lines)
    assert rewritten <= faults, (m.operators, m.fault_lines, m.inverse)
    extra = faults - rewritten
    assert len(extra) == len(deletion_points), (m.operators, m.fault_lines, m.inverse)
    lines = m.source.splitlines()
    for point in deletion_points:
        headers = {n for n in extra if n < point and lines[n - 1].split("#")[0].rstrip().endswith(":")}
        assert {point} & extra or headers or {point - 1} & extra, (m.operators, m.fault_lines, m.inverse)
    for site in m.sites:
        assert site.span.start_line <= site.span.end_line


def _targets() -> list[tuple[str, str | None]]:
    found: list[tuple[str, str | None]] = [(str(p), None) for p in SEED_FILES]
    for name in STDLIB_MODULES:
        path = STDLIB / f"{name}.py"
        module = parse_module(path.read_text(encoding="utf-8"), str(path))
        found.extend((str(path), f.name.value) for f in top_level_functions(module))
    return found


TARGETS = _targets()


@functools.cache
def _mutants(path: str, function: str | None) -> tuple[Mutant, ...]:
    if not Path(path).exists():  # the seed library is edited concurrently
        return ()
    return tuple(enumerate_mutants(Path(path).read_text(encoding="utf-8"), function=function, path=path))


@settings(max_examples=30)
@given(st.sampled_from(TARGETS), st.data())
def test_every_mutant_is_valid(target: tuple[str, str | None], data: st.DataObject) -> None:
    mutants = _mutants(*target)
    if not mutants:
        return
    picks = data.draw(st.lists(st.integers(0, len(mutants) - 1), min_size=1, max_size=6, unique=True))
    for index in picks:
        check_mutant(mutants[index])


def test_stdlib_targets_are_covered() -> None:
    modules = {Path(p).stem for p, f in TARGETS if f is not None}
    assert modules == set(STDLIB_MODULES)
    assert sum(1 for _p, f in TARGETS if f is None) == len(SEED_FILES)
