"""The shared build's edition as readers get it (tests/shared_build.py: the small library's 3-item
2031Q1, built once per run): the card and forms, the key's explanations, witnesses and keyword
groups, `redpen verify` on carried identifiers, and an inspect-ai eval of a form; and the seed
library warnings of `redpen build`. Split from test_corpus_build.py, whose tests add an edition to
the build's output folder and retire this one: these read the pristine copy the build left."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from unittest.mock import patch

import harness_checks
import pytest
from shared_build import small_build, small_library

from generator.corpus.verify import carried_from, verify_edition

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return small_library(tmp_path_factory)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory):
    """(folder, report): a folder holding the shared build's 2031Q1 as the build wrote it (not the
    output folder test_corpus_build.py adds to and retires from), and the build's report."""
    _out, report, state = small_build(tmp_path_factory)
    return state, report


def test_the_card_and_forms_say_what_may_be_shared(built) -> None:
    out, _ = built
    edition = out / "2031Q1"
    card = (edition / "live" / "README.md").read_text()
    assert "Validity audit:" in card and "self-solving" in card and "Must stay private" in card
    forms = sorted((edition / "live" / "forms").glob("*.jsonl"))
    assert [p.stem for p in forms] == ["A", "B", "C", "D"]
    answers = {
        json.loads(line)["snippet_id"]: json.loads(line)
        for line in (edition / "key" / "answers.jsonl").read_text().splitlines()
    }
    held = []
    for path in forms:
        ids = [json.loads(line)["snippet_id"] for line in path.read_text().splitlines()]
        assert sorted(answers[i]["item_id"] for i in ids) == sorted({a["item_id"] for a in answers.values()})
        held += ids
    assert sorted(held) == sorted(answers)  # four forms: every snippet in exactly one


def test_the_shipped_library_warns_and_a_private_one_does_not(library: Path) -> None:
    from generator.secret import tracked_warning

    warning = tracked_warning(ROOT / "seeds")
    assert warning is not None and "--seeds DIR or REDPEN_SEEDS" in warning and "\n" not in warning
    assert tracked_warning(library) is None


def test_redpen_seeds_names_the_library(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from generator.cli.main import app

    empty = tmp_path / "private-seeds"
    empty.mkdir()
    result = CliRunner().invoke(app, ["build", "--out", str(tmp_path / "out")], env={"REDPEN_SEEDS": str(empty)})
    assert result.exit_code == 2 and str(empty) in result.output and "no seed files" in result.output


def test_key_explanations_name_only_fault_lines_and_their_witnesses_are_valid(built) -> None:
    """Every explanation is rendered from the item's evidence: each line number it names is a fault
    line of that snippet, it quotes the witness call, and that witness, run by the scorer against
    the snippet and its reference, is valid."""
    import re

    from scoring.evaluate import Options, evaluate
    from scoring.io import load_key
    from scoring.model import ResponseSet

    out, _ = built
    key_dir = out / "2031Q1" / "key"
    items = {i["item_id"]: i for i in map(json.loads, (key_dir / "items.jsonl").read_text().splitlines())}
    key = load_key(key_dir)
    responses, quoted = [], 0
    for record in key.records:
        item = items[record.item_id]
        if not record.defective:
            responses.append((record.snippet_id, "DEFECT: no\nWITNESS: none"))
            continue
        text = item["explanations"][record.variant]
        named = {int(n) for n in re.findall(r"\blines? ((?:\d+(?:, | and )?)+)", text) for n in re.findall(r"\d+", n)}
        assert named and named <= set(record.fault_lines), (record.item_id, record.variant, text)
        found = item["evidence"][record.variant]
        assert f"`{found['call']}`" in text or found["call"].split("; ")[-1] in text
        assert record.function in found["call"]
        quoted += bool(found["witness"])
        responses.append((record.snippet_id, f"DEFECT: yes\nWITNESS: {found['witness'] or 'none'}"))
    (run,) = evaluate(key, [ResponseSet("key", "", tuple(responses))], Options(resamples=0)).runs
    statuses = dict(run.witnesses.statuses)
    assert quoted >= 2 and statuses.get("valid") == quoted, statuses


def test_every_key_witness_holds_when_run_against_its_variant(built) -> None:
    """Each witness the key states for a defective variant (the item's, and the transplant's for the
    disguised one) is run in the sandbox: the stated result is the fixed function's and the variant
    differs from it; and the result it says the defective version gives is the variant's own (the
    witnesses of hard items once described a single-fault half, not the variant)."""
    import re

    from killability.witness import WitnessJob, check_witnesses
    from scoring.witness import read_witness

    out, _ = built
    key_dir = out / "2031Q1" / "key"
    items = {i["item_id"]: i for i in map(json.loads, (key_dir / "items.jsonl").read_text().splitlines())}
    answers = [json.loads(line) for line in (key_dir / "answers.jsonl").read_text().splitlines()]
    jobs, what = [], []
    for record in answers:
        if not record["defective"]:
            continue
        item = items[record["item_id"]]
        stated = item["transplant"]["witnesses"] if record["variant"] == "disguised" else item["witnesses"]
        code = (key_dir / record["code"]).read_text()
        reference = (key_dir / record["reference"]).read_text()
        precondition = (key_dir / record["precondition"]).read_text() if record.get("precondition") else ""
        for witness in stated:
            claim = re.fullmatch(r"(.*) == (.*?)(?: \(the defective version: (returns|raises) (.*)\))?", witness, re.S)
            assert claim, witness
            call, expected, how, defective = claim.groups()
            read = read_witness(f"{call} -> {expected}", record["function"])
            assert not isinstance(read, str), (witness, read)
            fn = record["function"]
            jobs.append(WitnessJob(code, fn, reference, fn, precondition, read.args, read.kwargs, read.expected))
            what.append((record["item_id"], record["variant"], witness, "fixed result"))
            if defective is not None:  # the variant's own result, checked with the roles swapped
                raises = how == "raises"  # the variant raising is its reference raising (any literal stands)
                jobs.append(
                    WitnessJob(
                        reference,
                        fn,
                        code,
                        fn,
                        precondition,
                        read.args,
                        read.kwargs,
                        read.expected if raises else defective,
                    )
                )
                what.append(
                    (
                        record["item_id"],
                        record["variant"],
                        witness,
                        "defective raises" if raises else "defective result",
                    )
                )
    want = {"fixed result": "valid", "defective result": "valid", "defective raises": "reference-raised"}
    assert len(jobs) >= 12 and any(items[i]["tier"] == "hard" for i, *_ in what)
    statuses = check_witnesses(jobs)
    wrong = [(w, s) for w, s in zip(what, statuses) if s != want[w[3]]]
    assert not wrong, wrong


def test_disguised_keyword_groups_name_the_disguised_identifiers(built, library: Path) -> None:
    """Identifier terms follow the variant: no disguised snippet's groups name an identifier of the
    code it was renamed from (the seed's clean implementation, in the default layout) that its own
    code lacks."""
    from core.seeds import load_seed
    from core.snippet import extract_function
    from generator.corpus.keyterms import identifier_problems, identifiers

    out, _ = built
    edition = out / "2031Q1"
    snippets = {
        s["snippet_id"]: s["code"]
        for s in map(json.loads, (edition / "live" / "snippets.jsonl").read_text().splitlines())
    }
    answers = {
        a["snippet_id"]: a for a in map(json.loads, (edition / "key" / "answers.jsonl").read_text().splitlines())
    }
    for item in map(json.loads, (edition / "key" / "items.jsonl").read_text().splitlines()):
        seed = load_seed(library.parent / item["seed"])
        source = extract_function(seed.source, f"clean_{seed.function}").code
        disguised = answers[item["variants"]["disguised"]]
        code = snippets[disguised["snippet_id"]]
        assert identifier_problems(disguised["keywords"], code, [source]) == []
        # a group naming the source's identifier fails the check on the disguised snippet
        names = sorted(identifiers(source) - identifiers(code))
        assert names, "the disguise renames its source's names"
        assert identifier_problems([[names[0]]], code, [source])


def test_only_a_renamed_twin_is_checked_for_its_sources_identifiers() -> None:
    functions = {"original": "f", "fixed": "f", "disguised": "g", "clean": "h"}
    renamed = {"seeds": ["seeds/a/f.py"], "functions": functions}
    assert carried_from(renamed, "disguised") == ("original",) and carried_from(renamed, "original") == ("disguised",)
    transplanted = {"seeds": ["seeds/a/f.py", "seeds/b/g.py"], "functions": functions}
    clean_host = {"seeds": ["seeds/a/f.py"], "functions": {**functions, "clean": "g"}}
    assert carried_from(transplanted, "disguised") == () == carried_from(clean_host, "disguised")


@pytest.mark.parametrize("layout, flagged", [("clean host", False), ("renamed", True)])
def test_verify_checks_carried_identifiers_only_for_renamed_twins(
    built, tmp_path: Path, layout: str, flagged: bool
) -> None:
    """A disguise planted in the clean implementation derives its groups from that other body: a
    name the original happens to use is no carried identifier of its; a renamed twin's group naming
    its source's identifier is (the layout read from the key: ``carried_from``)."""
    from generator.corpus.keyterms import identifiers

    out, _ = built
    copy = tmp_path / "2031Q1"
    shutil.copytree(out / "2031Q1", copy)
    snippets = {
        s["snippet_id"]: s["code"] for s in map(json.loads, (copy / "live" / "snippets.jsonl").read_text().splitlines())
    }
    item = next(json.loads(line) for line in (copy / "key" / "items.jsonl").read_text().splitlines())
    original, disguised = item["variants"]["original"], item["variants"]["disguised"]
    assert len(item["seeds"]) == 1 and item["functions"]["clean"] == item["functions"]["disguised"]  # as built
    name = sorted(identifiers(snippets[original]) - identifiers(snippets[disguised]))[0]
    answers = [json.loads(line) for line in (copy / "key" / "answers.jsonl").read_text().splitlines()]
    for answer in answers:
        if answer["snippet_id"] == disguised:
            answer["keywords"] = [*answer["keywords"], [name]]
    (copy / "key" / "answers.jsonl").write_text("".join(json.dumps(a) + "\n" for a in answers))
    if layout == "renamed":  # read as the original renamed: its twin's names are carried identifiers
        with patch("generator.corpus.verify.carried_from", lambda item, variant: ("original",)):
            report = verify_edition(copy, rerun=False)
    else:
        report = verify_edition(copy, rerun=False)
    carried = [p for p in report.problems if item["item_id"] in p and f"names {name}," in p]
    assert bool(carried) is flagged, report.problems


def test_inspect_eval_of_a_form_with_the_mock_model_scores_as_redpen_score(built, tmp_path: Path) -> None:
    pytest.importorskip("inspect_ai", reason="needs the inspect extra (make venv installs it)")
    out, _ = built
    edition = out / "2031Q1"
    figures, responses, log = harness_checks.inspect_run(edition, "A", tmp_path / "logs")
    form = harness_checks.jsonl(edition / "live" / "forms" / "A.jsonl")
    assert sorted(r["snippet_id"] for r in responses) == sorted(r["snippet_id"] for r in form)
    run = harness_checks.redpen_score_json(edition, responses, tmp_path)
    assert run["forms"] == ["A"]
    assert figures == harness_checks.as_figures(run)
    # the empty response and the failed generation are parse failures, not "no"
    failed = [s for s in log.samples if s.error]
    empty = [s for s in log.samples if not s.error and not s.output.completion]
    assert failed and empty
    assert figures["parse_failures"] == len(failed) + len(empty)
    assert all(s.scores["redpen"].metadata["verdict"] == "unparsed" for s in empty)
