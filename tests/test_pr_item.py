"""The PR stage end to end, in the sandbox: one PR item from a fixture module (proven refactoring
hunks, the regression inside one of them, the disguise in another domain, F F P P twice), an
unprovable refactoring refused in one line while the build goes on, CrossHair's verdicts, the
prompt and key record, and the preview command's one-line errors."""

from __future__ import annotations

import json
import shutil
import time
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.build import build_edition
from generator.build_types import BuildOptions, BuildReport
from generator.cli.commands.pr import _payload
from generator.cli.main import app
from generator.corpus.edition import Edition
from generator.corpus.manifest import check_manifest
from generator.corpus.pr_export import (
    ExportedPR,
    assign_pr_ids,
    jsonl,
    live_pr_records,
    pr_answer_records,
    pr_prompts,
)
from generator.corpus.pr_write import pr_item_records
from generator.corpus.retire import _publish_retired
from generator.corpus.verify import verify_edition
from generator.distinct.ledger import Ledger
from generator.gold_dealing import _CrossHair
from generator.pr import change as change_module
from generator.pr import track as track_module
from generator.pr.change import STEPS
from generator.pr.item import PRItem
from generator.pr.library import read_library
from generator.pr.module import load_module_seed, presented_text
from generator.pr.plan import PRPlanner, planning_quotas, pr_quotas
from generator.pr.present import after_lines_changed_by_fixed, key_record, render_pr_prompt
from generator.pr.proof import Variant, prove, symbolic_job
from generator.pr.proof_record import RECORD_NAME, entries_for, entry_of, module_hash, record_text, recorded_proofs
from generator.pr.steps import Step, candidate_steps, choose
from generator.pr.track import PRTrack, build_pr_track

ROOT = Path(__file__).resolve().parent.parent
MODULES = Path(__file__).parent / "fixtures" / "modules"
RETAIL = MODULES / "retail" / "stock_ledger.py"
WRONG = "shift_bound_wrong"


def _wrong_step(source: str) -> Step:
    """A refactoring that does not preserve behaviour: the bound tightened without the adjustment."""
    after = source.replace("if index <= limit - 1:", "if index < limit - 1:")
    assert after != source
    return Step(WRONG, 0, "busiest_items", ("busiest_items",), (), after, True)


SNIPPET_SEEDS = (
    "logistics/count_late.py",
    "retail/tiered_discount.py",
    "banking/can_withdraw.py",
    "school/letter_grade.py",
)
SECRET = "6b86b273ff34fce19d6b804eff5a3f57"


@dataclass
class PRBuild:
    report: BuildReport
    track: PRTrack
    bad: dict[str, str]  # the bad modules' keys
    retail: str  # the retail fixture's key
    edition: Path


@pytest.fixture(scope="session")
def pr_build(tmp_path_factory: pytest.TempPathFactory) -> PRBuild:
    """One small build with a PR track (the suite's only PR build): a one-item snippet track and
    two PR items wanted from a module library holding the three fixtures, one module that does not
    parse and one with no function to gate; the retail fixture offers an unprovable refactoring
    among its candidate steps (100 inputs, no CrossHair)."""
    root = tmp_path_factory.mktemp("prbuild")
    modules, seeds = root / "modules", root / "seeds"
    shutil.copytree(MODULES, modules)
    (modules / "retail" / "broken.py").write_text('"""Retail: broken."""\n\ndef f(:\n', encoding="utf-8")
    (modules / "retail" / "ungated.py").write_text(
        '"""Retail: no strategies."""\n\n\ndef f(a: int) -> int:\n    return a\n', encoding="utf-8"
    )
    for rel in SNIPPET_SEEDS:
        (seeds / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "seeds" / rel, seeds / rel)
    library = read_library(modules)
    retail = next(m for m in library.modules if m.key.endswith("retail/stock_ledger.py"))
    wrong = _wrong_step(presented_text(retail.text))
    pool = [*candidate_steps(presented_text(retail.text), retail.key), wrong]

    def options(seed: int) -> BuildOptions:
        return BuildOptions(
            edition=Edition(2031, 1),
            items=1,
            seed=seed,
            seeds_dir=seeds,
            out_dir=root / "out",
            jobs=2,
            allow_short=True,
            allow_leaky=True,
            secret=SECRET,
            pr_items=2,
            modules_dir=modules,
            pr_inputs=100,
            pr_symbolic=False,
        )

    def draws_wrong(seed: int) -> bool:  # found without running anything
        salt = options(seed).salt
        wave = PRPlanner(library.modules, planning_quotas(pr_quotas(2)), salt).propose()
        # the retail fixture planted for the subtle tier (its subtle faults gate)
        retail_subtle = any(u.module.key == retail.key and u.tier == "pr-subtle" for u in wave)
        return retail_subtle and wrong in choose(pool, f"{salt}:{retail.key}:0", STEPS)

    seed = next(n for n in range(300) if draws_wrong(n))
    tracks: list[PRTrack] = []

    def captured(*args: object, **kwargs: object) -> PRTrack:
        tracks.append(build_pr_track(*args, **kwargs))  # type: ignore[arg-type]
        return tracks[-1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            change_module,
            "candidate_steps",
            lambda source, path: [*candidate_steps(source, path), *([wrong] if path == retail.key else [])],
        )
        patch.setattr(track_module, "build_pr_track", captured)
        report = build_edition(options(seed))
    bad = {"broken": library_key(modules, "broken"), "ungated": library_key(modules, "ungated")}
    return PRBuild(report, tracks[0], bad, retail.key, Path(report.out))


def library_key(modules: Path, name: str) -> str:
    return f"{modules.name}/retail/{name}.py"


@pytest.fixture(scope="session")
def pr_batch(pr_build: PRBuild) -> tuple[list[PRItem], list[str], dict[str, str]]:
    items = [item for item, _tier in pr_build.track.items]
    return items, list(pr_build.report.notes), pr_build.bad


@pytest.fixture(scope="session")
def pr_item(pr_build: PRBuild) -> PRItem:
    items = [item for item, _tier in pr_build.track.items if item.variant("original").module == pr_build.retail]
    assert len(items) == 1
    return items[0]


def test_bad_modules_are_one_line_each_and_the_build_goes_on(
    pr_batch: tuple[list[PRItem], list[str], dict[str, str]], pr_build: PRBuild
) -> None:
    items, notes, bad = pr_batch
    assert pr_build.retail in [item.variant("original").module for item in items]
    assert pr_build.report.written and pr_build.report.pr_item_ids
    broken = [n for n in notes if bad["broken"] in n]
    ungated = [n for n in notes if bad["ungated"] in n]
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
    original, fixed, clean, disguised = (pr_item.variant(n) for n in ("original", "fixed", "clean", "disguised"))
    assert after_lines_changed_by_fixed(pr_item)
    assert original.before == fixed.before and clean.before == disguised.before != fixed.before
    # the told layout: {original, fixed} on module A, {disguised, clean} on A told in another domain
    assert original.module == fixed.module != clean.module == disguised.module
    assert disguised.domain == clean.domain != original.domain
    assert pr_item.host_after == clean.after
    assert {(h.made_by, h.function) for h in clean.hunks if h.kind == "refactor"} != {
        (h.made_by, h.function) for h in fixed.hunks if h.kind == "refactor"
    }
    assert all(p.proven and all(f.inputs >= 100 and f.differing == 0 for f in p.functions) for p in pr_item.proofs)
    assert 0 < pr_item.exposure < 1 and 0 < pr_item.transplant_exposure < 1


def test_kill_matrix_is_f_f_p_p_twice(pr_item: PRItem) -> None:
    matrix = pr_item.matrix()
    assert matrix["original"] == ("killed", "killed") and matrix["disguised"] == ("killed", "killed")
    assert matrix["fixed"] == ("survived", "survived") and matrix["clean"] == ("survived", "survived")
    own, told = pr_item.gates
    assert [r.name for r in own.variants] == ["original", "fixed"]
    assert [r.name for r in told.variants] == ["disguised", "clean"]
    assert all(gate.accepted for gate in pr_item.gates)


def test_an_unprovable_refactoring_is_refused_in_one_line_and_the_build_goes_on(pr_item: PRItem) -> None:
    refused = [note for note in pr_item.notes if WRONG in note]
    assert len(refused) == 1
    assert refused[0].startswith("modules/retail/stock_ledger.py: busiest_items:") and "differs on" in refused[0]
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


HARVESTED = (
    ("package", "python-stdlib"),
    ("version", "3.11.7"),
    ("licence", "PSF-2.0"),
    ("module", "heapq"),
    ("file", "heapq.py"),
)


def test_the_key_keeps_a_harvested_modules_licence_and_provenance(pr_item: PRItem) -> None:
    """``make_pr`` copies the module's HARVEST (``ModuleSeed.provenance``) into the item; the key
    record carries it, the live records never; an authored module's record has neither field."""
    assert pr_item.provenance == ()  # the fixture module is authored
    edition = Edition.parse("2027Q1")
    (authored,) = pr_item_records(assign_pr_ids([(pr_item, "easy")], edition, "salt"))
    assert "licence" not in authored and "provenance" not in authored
    harvested = replace(pr_item, provenance=HARVESTED)
    exported = assign_pr_ids([(harvested, "easy")], edition, "salt")
    (record,) = pr_item_records(exported)
    assert record["licence"] == "PSF-2.0" and record["provenance"] == dict(HARVESTED)
    assert {k: v for k, v in record.items() if k not in ("licence", "provenance")} == authored
    live = jsonl(live_pr_records(exported, edition, "salt"))
    assert "PSF-2.0" not in live and "python-stdlib" not in live


def _jsonl_file(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_build_writes_both_tracks_in_the_record_format(pr_build: PRBuild) -> None:
    live, key = pr_build.edition / "live", pr_build.edition / "key"
    answers = _jsonl_file(key / "answers.jsonl")
    assert {a["track"] for a in answers} == {"snippet", "pr"}
    snippets = {r["snippet_id"] for r in _jsonl_file(live / "snippets.jsonl")}
    assert {a["snippet_id"] for a in answers if a["track"] == "snippet"} == snippets
    prs = {r["snippet_id"]: r for r in _jsonl_file(live / "pr.jsonl")}
    pr_answers = [a for a in answers if a["track"] == "pr"]
    assert {a["snippet_id"] for a in pr_answers} == set(prs) and len(prs) == 4 * len(pr_build.report.pr_item_ids)
    for record in pr_answers:
        after = record["after"]
        assert prs[record["snippet_id"]]["code"] == after and record["before"] != after
        assert (key / record["code"]).read_text(encoding="utf-8") == after
        assert len(record["hunks"]) >= 3 and all(h["kind"] in ("refactor", "defect") for h in record["hunks"])
        assert all(1 <= line <= len(after.splitlines()) for line in record["fault_lines"])
        assert record["defective"] == bool(record["fault_lines"]) == (record["variant"] in ("original", "disguised"))
        assert record["tier"] in ("pr-easy", "pr-subtle")
    for prompt in _jsonl_file(live / "pr_prompts.jsonl"):
        record = prs[prompt["snippet_id"]]
        assert "\n@@ -" in prompt["prompt"] and record["diff"] in prompt["prompt"]
        assert not any(i in prompt["prompt"] for i in pr_build.report.pr_item_ids)
    items = _jsonl_file(key / "pr_items.jsonl")
    for item in items:
        folder = key / "items" / item["item_id"]
        assert sorted(p.name for p in folder.iterdir()) == sorted(
            ["original.py", "disguised.py", "fixed.py", "clean.py", "disguised_fixed.py"]
            + ["test_item.py", "test_disguised.py"]
        )
    forms = json.loads((key / "forms.json").read_text(encoding="utf-8"))
    for form in sorted((live / "pr_forms").glob("*.jsonl")):
        ids = [r["snippet_id"] for r in _jsonl_file(form)]
        assert sorted(next(i["item_id"] for i in items if s in i["variants"].values()) for s in ids) == sorted(
            i["item_id"] for i in items
        )
        assert set(ids) <= set(forms[form.stem])
    assert "PR track" in (live / "README.md").read_text(encoding="utf-8")
    assert check_manifest(live) == [] and check_manifest(key) == []
    assert "pr.jsonl" in (live / "MANIFEST.sha256").read_text(encoding="utf-8")


def test_verify_reruns_every_pr_kill_matrix_from_the_key(pr_build: PRBuild, tmp_path: Path) -> None:
    report = verify_edition(pr_build.edition, audit=False)
    # a one-item snippet track cannot keep its twins apart; every other check holds
    assert [p for p in report.problems if "neighbouring snippets share an item" not in p] == []
    assert report.checked["pr_items"] == len(pr_build.report.pr_item_ids) >= 1
    broken = tmp_path / pr_build.edition.name
    shutil.copytree(pr_build.edition, broken)
    item_id = pr_build.report.pr_item_ids[0]
    folder = broken / "key" / "items" / item_id
    (folder / "original.py").write_text((folder / "fixed.py").read_text(encoding="utf-8"), encoding="utf-8")
    problems = verify_edition(broken, audit=False).problems
    assert any("MANIFEST" in p or "differ" in p for p in problems)  # the edit shows
    assert f"{item_id}: PR kill matrix: original survived, expected killed" in problems, problems


def test_a_rerun_redoes_no_pr_unit_and_writes_the_same_bytes(pr_build: PRBuild, tmp_path: Path) -> None:
    out = pr_build.edition.parent
    again = build_edition(
        BuildOptions(
            edition=Edition(2031, 1),
            items=1,
            seed=int(json.loads((pr_build.edition / "key" / "edition.json").read_text())["seed"]),
            seeds_dir=out.parent / "seeds",
            out_dir=tmp_path,
            cache_dir=out / ".cache",
            jobs=2,
            allow_short=True,
            allow_leaky=True,
            secret=SECRET,
            pr_items=2,
            modules_dir=out.parent / "modules",
            pr_inputs=100,
            pr_symbolic=False,
        )
    )
    assert again.pr_item_ids == pr_build.report.pr_item_ids
    assert again.notes == pr_build.report.notes  # the cached units (the injected refusal included)

    def tree(folder: Path) -> dict[str, bytes]:
        return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}

    assert tree(Path(again.out)) == tree(pr_build.edition)


def test_the_proof_record_serves_only_current_entries(pr_build: PRBuild, pr_item: PRItem, tmp_path: Path) -> None:
    text = (pr_build.edition.parent.parent / pr_build.retail).read_text(encoding="utf-8")
    steps = {s.id: s for s in candidate_steps(presented_text(text), pr_build.retail)}
    proofs = {p.variant: p for p in pr_item.proofs if p.variant in steps}
    assert len(proofs) >= 3
    module = {"path": pr_build.retail, "steps": {sid: entry_of(steps[sid].after, p) for sid, p in proofs.items()}}
    (tmp_path / RECORD_NAME).write_text(
        record_text({module_hash(text): module}, inputs=100, symbolic=False), encoding="utf-8"
    )
    entries = entries_for([text], tmp_path)
    served = recorded_proofs(text, list(steps.values()), entries, inputs=100, symbolic=False)
    assert {sid: (p.proven, p.reason, p.functions) for sid, p in served.items()} == {
        sid: (p.proven, p.reason, p.functions) for sid, p in proofs.items()
    }
    stale = [replace(steps[sid], after=steps[sid].after + "\n# edited\n") for sid in proofs]
    assert recorded_proofs(text, stale, entries, inputs=100, symbolic=False) == {}
    assert recorded_proofs(text, list(steps.values()), entries, inputs=500, symbolic=False) == {}
    assert recorded_proofs(text, list(steps.values()), entries, inputs=100, symbolic=True) == {}
    assert recorded_proofs(text + "\n", list(steps.values()), entries, inputs=100, symbolic=False) == {}
    data = json.loads((tmp_path / RECORD_NAME).read_text(encoding="utf-8"))
    data["proof_code"] = "0" * 16  # made by other proof code: stale as a whole
    (tmp_path / RECORD_NAME).write_text(json.dumps(data), encoding="utf-8")
    assert entries_for([text], tmp_path) == {}


def test_retire_publishes_pr_solutions_and_the_ledger_spends_the_module(pr_build: PRBuild, tmp_path: Path) -> None:
    out = tmp_path / "out"
    shutil.copytree(pr_build.edition.parent, out, ignore=shutil.ignore_patterns(".cache"))
    ledger = Ledger(out / "ledger.sqlite")
    spent = {path for e in ledger.entries() for path in e.item.seeds}
    item = next(i for i, _tier in pr_build.track.items if i.variant("original").module == pr_build.retail)
    assert pr_build.retail in spent and item.variant("disguised").module not in spent  # a told path, no seed
    # publishing as `redpen retire` does once verify passes (a one-item snippet track cannot keep its
    # twins apart, which verify reports)
    # the retail module as if harvested: its key record as the writer makes it for such an item
    records_path = out / "2031Q1" / "key" / "pr_items.jsonl"
    records = _jsonl_file(records_path)
    at = next(n for n, r in enumerate(records) if r["module"] == pr_build.retail)
    harvested = ExportedPR(records[at]["item_id"], records[at]["variants"], replace(item, provenance=HARVESTED), "easy")
    records[at] = {
        **records[at],
        **{k: v for k, v in pr_item_records([harvested])[0].items() if k in ("licence", "provenance")},
    }
    records_path.write_text(jsonl(records), encoding="utf-8")
    target = _publish_retired(Edition(2031, 1), out / "2031Q1", out, ledger)
    for item_id in pr_build.report.pr_item_ids:
        card = (target / "solutions" / f"{item_id}.md").read_text(encoding="utf-8")
        assert "## original" in card and "defective, fault lines" in card and "def test_" in card
        named = "Module harvested from real code: heapq (heapq.py) of python-stdlib 3.11.7, licence PSF-2.0." in card
        assert named == (item_id == records[at]["item_id"]), card[:400]
    assert Ledger(out / "ledger.sqlite").status("2031Q1") == "retired"


def test_prompts_of_a_pr_form_are_the_pr_prompts(pr_build: PRBuild, tmp_path: Path) -> None:
    """`redpen prompts` on a PR form renders each PR as the edition's own PR prompt (the diff and
    the numbered after file), not as a snippet."""
    live = pr_build.edition / "live"
    written = {p["snippet_id"]: p["prompt"] for p in _jsonl_file(live / "pr_prompts.jsonl")}
    form = sorted((live / "pr_forms").glob("*.jsonl"))[0]
    out = tmp_path / "prompts.jsonl"
    result = CliRunner().invoke(app, ["prompts", str(form), "--out", str(out)])
    assert result.exit_code == 0, result.output
    rendered = _jsonl_file(out)
    assert [p["snippet_id"] for p in rendered] == [r["snippet_id"] for r in _jsonl_file(form)]
    for prompt in rendered:
        assert prompt["prompt"] == written[prompt["snippet_id"]]
        assert "```diff" in prompt["prompt"] and "\n@@ -" in prompt["prompt"]
