"""The PR stage without the sandbox: every refactoring plug-in's examples, module seed reading (and
its one-line errors), step composition and hunks, the runtime text of a module."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest

from core.errors import SeedError
from core.syntax import top_level_functions
from generator.pr.module import load_module_seed, parse_module_seed, presented_text, runtime_text
from generator.pr.refactor_base import Example, FunctionRewrite, Refactor, allocator
from generator.pr.registry import REFACTORS, for_prs
from generator.pr.steps import candidate_steps, changed_after_lines, choose, compose, hunks, statement_spans

MODULES = sorted((Path(__file__).parent / "fixtures" / "modules").glob("*/*.py"))
PLUGINS = [r for r in REFACTORS.values() if not isinstance(r, FunctionRewrite)]


def _results(refactor: Refactor, before: str) -> list[str]:
    module = cst.parse_module(before)
    return [refactor.apply(module, site, allocator(module)).code for site in refactor.sites(module)]


def _example_id(refactor: Refactor, example: Example) -> str:
    return f"{refactor.name}: {'leaves alone' if example.must_not_fire else 'rewrites'} {example.before.splitlines()[-1].strip()}"


EXAMPLES = [pytest.param(r, e, id=_example_id(r, e)) for r in PLUGINS for e in r.examples]


@pytest.mark.parametrize(("refactor", "example"), EXAMPLES)
def test_refactor_examples(refactor: Refactor, example: Example) -> None:
    produced = _results(refactor, example.before)
    if example.must_not_fire:
        assert produced == [], f"{refactor.name} must not fire on:\n{example.before}\nbut made:\n" + "\n".join(produced)
    for after in example.after:
        assert after in produced, f"{refactor.name} did not produce:\n{after}\ngot:\n" + "\n".join(produced)
        compile(after, "<example>", "exec")


def test_every_plug_in_has_examples_both_ways_and_the_disguise_families_are_registered() -> None:
    names = {r.name for r in PLUGINS}
    assert {"extract_helper", "inline_helper", "rename_local", "de_morgan", "enumerate_loop"} <= names
    assert {"shift_bound", "negative_index", "swap_exclusive_guards"} <= {r.name for r in PLUGINS if r.suspicious}
    for refactor in PLUGINS:
        assert any(e.after for e in refactor.examples), refactor.name
        assert any(e.must_not_fire for e in refactor.examples), refactor.name
    assert {"loop_to_comprehension", "flatten_else", "mirror_comparison", "hoist_length"} <= {r.name for r in for_prs()}
    assert "comprehension_to_loop" not in {r.name for r in for_prs()}


def test_examples_keep_behaviour_on_sample_inputs() -> None:
    """Each example's after text computes what its before text computes (a few literal calls)."""
    calls = {"f": [(0,), (3,), (-2,), ([],), ([1, 5, 2],)]}
    for refactor in PLUGINS:
        for example in refactor.examples:
            for after in example.after:
                before_ns: dict = {}
                after_ns: dict = {}
                exec(example.before, before_ns)  # the plug-ins' own examples
                exec(after, after_ns)
                for args in calls["f"]:
                    for extra in ((), (2,)):
                        outcome = []
                        for ns in (before_ns, after_ns):
                            try:
                                outcome.append(("ok", ns["f"](*args, *extra)))
                            except Exception as exc:
                                outcome.append(("raises", type(exc).__name__))
                        assert outcome[0] == outcome[1], (refactor.name, args, extra, outcome)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_fixture_modules_read_as_module_seeds(path: Path) -> None:
    seed = load_module_seed(path)
    assert seed.domain == path.parent.name
    assert len(seed.gateable) >= 4 and 80 <= seed.source.count("\n") <= 260
    assert any(seed.callees(f) for f in seed.public)  # functions call each other


def test_bad_module_input_is_one_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text('"""Retail: broken."""\n\ndef f(:\n    pass\n', encoding="utf-8")
    with pytest.raises(SeedError) as info:
        load_module_seed(broken)
    assert str(broken) in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(SeedError, match="no function can be gated"):
        parse_module_seed('"""Retail: x."""\n\n\ndef f(a: int) -> int:\n    return a\n', "x.py")
    with pytest.raises(SeedError, match="no public top-level function"):
        parse_module_seed('"""Retail: x."""\n\n\ndef _f(a: int) -> int:\n    return a\n', "y.py")


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_steps_compose_and_each_hunk_is_its_step(path: Path) -> None:
    seed = load_module_seed(path)
    steps = candidate_steps(seed.source, seed.path)
    assert len({s.refactor for s in steps}) >= 8
    for step in steps[::7]:
        assert compose(seed.source, [step]) == step.after  # one step composed is the step
    for salt in ("a", "b"):
        chosen = choose(steps, salt, 5)
        assert len(chosen) == 5 and sum(s.suspicious for s in chosen) >= 1
        owned = [s.owns() for s in chosen]
        assert all(not (a & b) for i, a in enumerate(owned) for b in owned[i + 1 :])
        after = compose(seed.source, chosen)
        found = hunks(seed.source, after, chosen)
        assert sorted(h.step for h in found) == sorted(s.id for s in chosen)
        spans = {name: (first, last) for name, first, last in statement_spans(after) if name}
        for hunk in found:
            step = next(s for s in chosen if s.id == hunk.step)
            for line in hunk.lines:  # its first and last line lie in functions the step owns
                assert any(spans[n][0] <= line <= spans[n][1] for n in step.owns() if n in spans)
        assert set(changed_after_lines(seed.source, after)) <= {
            line for h in found for line in range(h.lines[0], h.lines[1] + 1)
        }
    assert choose(steps, "a", 5) == choose(steps, "a", 5) and choose(steps, "a", 5) != choose(steps, "b", 5)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_runtime_text_keeps_every_function_line(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    runtime = runtime_text(source)
    assert len(runtime.splitlines()) == len(source.splitlines())
    for name, first, last in statement_spans(source):
        if name:
            assert runtime.splitlines()[first - 1 : last] == source.splitlines()[first - 1 : last]
    assert "STRATEGIES" not in runtime and "SEED =" not in runtime
    namespace: dict = {}
    exec(runtime, namespace)  # the fixture module's own functions


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_presented_text_leaves_out_controls_and_data_only(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    shown = presented_text(source)
    module, kept = cst.parse_module(source), cst.parse_module(shown)
    names = [f.name.value for f in top_level_functions(kept)]
    assert names == [
        n for n in (f.name.value for f in top_level_functions(module)) if not n.startswith(("clean_", "precondition"))
    ]
    for func in top_level_functions(kept):
        original = next(f for f in top_level_functions(module) if f.name.value == func.name.value)
        assert module.code_for_node(original.body) == kept.code_for_node(func.body)
    assert "STRATEGIES" not in shown and "hypothesis" not in shown and "\n\n\n\n" not in shown
    assert shown == presented_text(shown)  # nothing left to take out


def test_a_step_the_proof_record_refuses_is_never_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refused entry of the record keeps its step out of every change from the start (no round is
    spent drawing it, and no note repeats it); every other step is proven as before (here: by a
    stand-in that proves all, so nothing runs in the sandbox)."""
    from generator.pr import change as change_module
    from generator.pr.proof import Proof
    from generator.pr.proof_record import entry_of, module_hash

    seed = load_module_seed(MODULES[1])
    before = presented_text(seed.source)
    pool = [s for s in candidate_steps(before, seed.path) if seed.callers_of(s.owns())]

    def all_proven(_seed: object, _before: str, variants: list, **_kw: object) -> dict[str, Proof]:
        return {v.name: Proof(v.name, True, "", ()) for v in variants}

    monkeypatch.setattr(change_module, "prove", all_proven)
    for salt in ("a", "b", "c"):
        first, _other = change_module.changes(seed, salt, notes=[], recorded={}, symbolic=False)
        refused = first.steps[0]  # the step this salt draws first without a record
        entry = {**entry_of(refused.after, Proof(refused.id, False, "differs", ())), "inputs_drawn": 500}
        notes: list[str] = []
        drawn = change_module.changes(
            seed, salt, notes=notes, recorded={module_hash(seed.source): {refused.id: entry}}, symbolic=False
        )
        assert all(refused.id not in {s.id for s in c.steps} for c in drawn)
        assert not notes and all(len(c.steps) >= change_module.MIN_HUNKS for c in drawn)
        assert {s.id for s in pool} >= {s.id for c in drawn for s in c.steps}


_CONTRACT_MODULE = """def _slot(days, index):
    return days[index] * 2 + index


def first(days: list[int]) -> int:
    return _slot(days, 0)


def last(days: list[int]) -> int:
    return _slot(days, len(days) - 1) - 1


def middle(days: list[int], k: int) -> int:
    here = _slot(days, k)
    return here + _slot(days, 0)
"""


@pytest.mark.parametrize(
    ("refactoring", "operator", "callers"),
    [
        ("swap_parameters", "ASW", {"first", "last", "middle"}),
        # OBO drops the `- 1` a length needed, CRP the `+ 1` an offset gained; a literal argument
        # (`_slot(days, 1)`) is no operator's site
        ("shift_parameter_base", "OBO,CRP", {"last", "middle"}),
    ],
)
def test_a_caller_left_behind_is_a_fault_the_engine_plants_inside_the_refactored_call(
    refactoring: str, operator: str, callers: set[str]
) -> None:
    """The signature refactorings update every call; the operator engine, planting into the
    refactored module, undoes the update at one call, so that call reads exactly as before the
    change (a line the defective diff does not show) while the helper's contract has moved."""
    from operators.engine import FunctionMutator
    from operators.registry import resolve

    refactor = REFACTORS[refactoring]
    module = cst.parse_module(_CONTRACT_MODULE)
    (site,) = refactor.sites(module)
    after = refactor.apply(module, site, allocator(module)).code
    before_lines = set(_CONTRACT_MODULE.splitlines())
    changed = [line for line in after.splitlines() if line not in before_lines]
    assert any("_slot(" in line and "def " not in line for line in changed)  # the calls moved with it
    left_behind = []
    for function in ("first", "last", "middle"):
        mutator = FunctionMutator(after, function=function, path="m.py")
        for edit in mutator.plan(resolve([operator])):
            mutant = mutator.build([edit])
            if mutant is None:
                continue
            lines = mutant.source.splitlines()
            if all(lines[n - 1] in before_lines for n in mutant.fault_lines):
                left_behind.append((function, mutant.source))
    assert {f for f, _ in left_behind} == callers
    for _function, source in left_behind:  # the helper's new contract is still there
        assert [ln for ln in source.splitlines() if ln.startswith("def _slot")] == [
            ln for ln in after.splitlines() if ln.startswith("def _slot")
        ]


def test_a_step_changing_functions_far_apart_makes_one_hunk_per_run() -> None:
    """A hunk never spans a function its step leaves alone: a fault planted there would otherwise
    count as lying inside a refactored hunk."""
    text = _CONTRACT_MODULE.replace(
        "def last(", "def unrelated(days: list[int]) -> int:\n    return len(days) * 2\n\n\ndef last("
    )
    (step,) = [s for s in candidate_steps(text, "m.py") if s.refactor == "swap_parameters"]
    found = hunks(text, step.after, [step])
    spans = {name: (first, last) for name, first, last in statement_spans(step.after)}
    first, last = spans["unrelated"]
    assert len(found) == 2
    assert all(h.lines[1] < first or h.lines[0] > last for h in found)
    assert [h.function for h in found] == ["_slot", "last"]


def test_the_proof_record_keeps_only_the_library_s_current_module_texts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``redpen pr-proofs`` keeps one entry per module of the library: a module whose text changed
    loses the entry of its old text, and a whole run drops a module the library no longer holds (a
    run with ``--only`` keeps it). Proving is a stand-in here, so nothing runs in the sandbox."""
    import json

    from generator.pr import proof_write
    from generator.pr.proof import Proof

    def all_proven(_seed: object, _before: str, variants: list, **_kw: object) -> dict[str, Proof]:
        return {v.name: Proof(v.name, True, "", ()) for v in variants}

    monkeypatch.setattr(proof_write, "prove", all_proven)
    for path in MODULES[:2]:
        (tmp_path / path.parent.name).mkdir()
        (tmp_path / path.parent.name / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")

    def paths() -> list[str]:
        record = json.loads((tmp_path / "pr_proofs.json").read_text(encoding="utf-8"))
        return sorted(m["path"] for m in record["modules"].values())

    proof_write.write_proofs(tmp_path, symbolic=False)
    first, second = (f"{p.parent.name}/{p.name}" for p in MODULES[:2])
    assert len(paths()) == 2
    edited = tmp_path / first
    edited.write_text(edited.read_text(encoding="utf-8") + "\n\nRATE = 3\n", encoding="utf-8")
    proof_write.write_proofs(tmp_path, symbolic=False, only=first)
    assert len(paths()) == 2 and len(set(paths())) == 2  # the old text's entry went
    (tmp_path / second).unlink()
    proof_write.write_proofs(tmp_path, symbolic=False, only=first)
    assert len(paths()) == 2  # --only: the others are left as they are
    proof_write.write_proofs(tmp_path, symbolic=False)
    assert len(paths()) == 1 and paths()[0].endswith(first)
