"""The PR stage end to end, in the sandbox: one PR item from a fixture module (proven refactoring
hunks, the regression inside one of them, the disguise in another domain, F F P P twice), an
unprovable refactoring refused in one line while the build goes on, CrossHair's verdicts, the
prompt and key record, and the preview command's one-line errors."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli.commands.pr import _payload
from generator.cli.main import app
from generator.corpus.edition import Edition
from generator.corpus.pr_export import assign_pr_ids, jsonl, live_pr_records, pr_answer_records, pr_prompts
from generator.gold_dealing import _CrossHair
from generator.pr import item as item_module
from generator.pr.batch import make_prs, module_salt
from generator.pr.item import STEPS, PRItem
from generator.pr.module import load_module_seed, presented_text
from generator.pr.present import after_lines_changed_by_fixed, key_record, render_pr_prompt
from generator.pr.proof import Variant, prove, symbolic_job
from generator.pr.steps import Step, candidate_steps, choose

MODULES = Path(__file__).parent / "fixtures" / "modules"
RETAIL = MODULES / "retail" / "stock_ledger.py"
HOSTS = [str(MODULES / "weather" / "rain_gauges.py"), str(MODULES / "education" / "gradebook.py")]
WRONG = "shift_bound_wrong"


def _wrong_step(source: str) -> Step:
    """A refactoring that does not preserve behaviour: the bound tightened without the adjustment."""
    after = source.replace("if index <= limit - 1:", "if index < limit - 1:")
    assert after != source
    return Step(WRONG, 0, "busiest_items", ("busiest_items",), (), after, True)


@pytest.fixture(scope="session")
def pr_batch(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[PRItem], list[str], dict[str, Path]]:
    """A batch of three modules: one that does not parse, one with no function to gate, and the
    retail fixture with an unprovable refactoring among its candidate steps."""
    folder = tmp_path_factory.mktemp("modules") / "retail"
    folder.mkdir()
    bad = {"broken": folder / "broken.py", "ungated": folder / "ungated.py"}
    bad["broken"].write_text('"""Retail: broken."""\n\ndef f(:\n', encoding="utf-8")
    bad["ungated"].write_text(
        '"""Retail: no strategies."""\n\n\ndef f(a: int) -> int:\n    return a\n', encoding="utf-8"
    )
    before = presented_text(load_module_seed(RETAIL).source)
    wrong = _wrong_step(before)
    pool = [*candidate_steps(before, str(RETAIL)), wrong]
    # a salt whose first change draws the wrong step (found without running anything)
    salt = next(f"t{n}" for n in range(200) if wrong in choose(pool, f"{module_salt(f't{n}', str(RETAIL))}:0", STEPS))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            item_module,
            "candidate_steps",
            lambda source, path: [*candidate_steps(source, path), *([wrong] if path == str(RETAIL) else [])],
        )
        items, notes = make_prs(
            [str(bad["broken"]), str(bad["ungated"]), str(RETAIL)], salt, hosts=HOSTS, inputs=100, symbolic=False
        )
    return items, notes, bad


@pytest.fixture(scope="session")
def pr_item(pr_batch: tuple[list[PRItem], list[str], dict[str, Path]]) -> PRItem:
    items, _notes, _bad = pr_batch
    assert len(items) == 1
    return items[0]


def test_bad_modules_are_one_line_each_and_the_batch_goes_on(
    pr_batch: tuple[list[PRItem], list[str], dict[str, Path]],
) -> None:
    items, notes, bad = pr_batch
    assert [v.module for v in items[0].variants][0] == str(RETAIL)
    broken = [n for n in notes if str(bad["broken"]) in n]
    ungated = [n for n in notes if str(bad["ungated"]) in n]
    assert len(broken) == 1 and "syntax error" in broken[0]
    assert len(ungated) == 1 and "no function can be gated" in ungated[0] and "f" in ungated[0]
    assert all("\n" not in n for n in notes)


def test_pr_item_has_three_proven_hunks_and_the_fault_inside_one(pr_item: PRItem) -> None:
    for variant in pr_item.variants:
        assert len(variant.hunks) >= 3, variant.name
        assert variant.after.count("\n") >= 80
        defects = [h for h in variant.hunks if h.kind == "defect"]
        assert len(defects) == (1 if variant.name in ("original", "disguised") else 0)
        for line in variant.fault_lines:
            assert defects[0].lines[0] <= line <= defects[0].lines[1]
        if variant.defective:
            assert defects[0].made_by == variant.operators[0]
    original, fixed, clean = (pr_item.variant(n) for n in ("original", "fixed", "clean"))
    assert after_lines_changed_by_fixed(pr_item)
    assert original.before == fixed.before == clean.before and clean.after != fixed.after
    assert {h.step for h in clean.hunks}.isdisjoint({h.step for h in fixed.hunks})
    assert pr_item.variant("disguised").domain != original.domain
    assert all(p.proven and all(f.inputs >= 100 and f.differing == 0 for f in p.functions) for p in pr_item.proofs)
    assert 0 < pr_item.exposure < 1 and 0 < pr_item.transplant_exposure < 1


def test_kill_matrix_is_f_f_p_p_twice(pr_item: PRItem) -> None:
    matrix = pr_item.matrix()
    assert matrix["original"] == ("killed", "killed") and matrix["disguised"] == ("killed", "killed")
    assert matrix["fixed"] == ("survived", "survived") and matrix["clean"] == ("survived", "survived")
    assert matrix["disguised-fixed"] == ("survived", "survived")
    assert all(gate.accepted for gate in pr_item.gates)


def test_an_unprovable_refactoring_is_refused_in_one_line_and_the_build_goes_on(pr_item: PRItem) -> None:
    refused = [note for note in pr_item.notes if WRONG in note]
    assert len(refused) == 1
    assert str(RETAIL) in refused[0] and "busiest_items" in refused[0] and "differs on" in refused[0]
    assert "\n" not in refused[0]
    assert all(WRONG not in h.step for v in pr_item.variants for h in v.hunks)


def test_prompt_and_key_record(pr_item: PRItem) -> None:
    original = pr_item.variant("original")
    prompt = render_pr_prompt("rp-test-i001", original)
    assert "--- a/retail/stock_ledger.py" in prompt and "+++ b/retail/stock_ledger.py" in prompt
    assert "\n@@ -" in prompt
    after_lines = original.after.splitlines()
    width = len(str(len(after_lines)))
    for number, text in enumerate(after_lines, 1):  # the whole after file, numbered as LINES counts
        assert (f"{number:>{width}} | {text}" if text else f"{number:>{width}} |") + "\n" in prompt
    assert "DEFECT: yes|no" in prompt and "any public function of the module" in prompt
    for variant in pr_item.variants:
        record = key_record(pr_item, variant, snippet_id="s", item_id="i", tier="easy")
        assert record["track"] == "pr" and record["before"] == variant.before and record["after"] == variant.after
        assert record["fault_lines"] == list(variant.fault_lines)
        for hunk in record["hunks"]:
            first, last = hunk["lines"]
            assert 1 <= first <= last <= len(variant.after.splitlines())
            assert hunk["kind"] in ("refactor", "defect") and hunk["made_by"]
        json.dumps(record)
    json.dumps(_payload(pr_item))


def test_a_non_preserving_refactoring_fails_its_proof_and_crosshair_checks_the_rest() -> None:
    seed = load_module_seed(MODULES / "education" / "gradebook.py")
    wrong = seed.source.replace("if percent >= 90:", "if percent > 90:")
    proofs = prove(seed, seed.source, [Variant("wrong", wrong, frozenset({"letter_grade"}))], inputs=100)
    proof = proofs["wrong"]
    assert not proof.proven and proof.reason.startswith("letter_grade: differs on")
    crosshair = _CrossHair()
    try:
        found = crosshair.ask(symbolic_job(seed, seed.source, wrong, "letter_grade"), time.monotonic() + 120)
        same = crosshair.ask(symbolic_job(seed, seed.source, seed.source, "letter_grade"), time.monotonic() + 120)
    finally:
        crosshair.close()
    assert found is not None and found["status"] == "disagree" and "percent=90" in found["input"]
    assert same is not None and same["status"] == "ok"


def test_preview_command_refuses_bad_modules_in_one_line(tmp_path: Path) -> None:
    broken = tmp_path / "retail" / "broken.py"
    broken.parent.mkdir()
    broken.write_text('"""Retail: broken."""\n\ndef f(:\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["pr", str(broken)])
    assert result.exit_code == 2 and "broken.py" in result.output and "syntax error" in result.output
    ungated = tmp_path / "retail" / "ungated.py"
    ungated.write_text('"""Retail: no strategies."""\n\n\ndef f(a: int) -> int:\n    return a\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["pr", str(ungated)])
    assert result.exit_code == 2 and "no function can be gated" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_pr_export_records_are_blind_and_deterministic(pr_item: PRItem) -> None:
    edition = Edition.parse("2027Q1")
    exported = assign_pr_ids([(pr_item, "easy")], edition, "salt")
    live = live_pr_records(exported, edition, "salt")
    assert live == live_pr_records(assign_pr_ids([(pr_item, "easy")], edition, "salt"), edition, "salt")
    assert {tuple(sorted(r)) for r in live} == {("code", "diff", "language", "path", "snippet_id", "track")}
    assert len({r["snippet_id"] for r in live}) == 4
    assert all("original" not in r["snippet_id"] and r["track"] == "pr" for r in live)
    answers = pr_answer_records(exported)
    assert [a["variant"] for a in answers] == ["original", "disguised", "fixed", "clean"]
    assert {a["snippet_id"] for a in answers} == {r["snippet_id"] for r in live}
    prompts = pr_prompts(exported, live)
    assert [p["snippet_id"] for p in prompts] == [r["snippet_id"] for r in live]
    assert all(r["diff"] in p["prompt"] for r, p in zip(live, prompts))
    assert jsonl(answers).count("\n") == 4
