"""Disputes: a witness on a correct snippet that the snippet does not satisfy is listed by `redpen
score`; `redpen dispute` records the verdict, and an upheld one voids the item everywhere.

The fixture (tests/fixtures/disputes) is a three-item key (slugify easy, overdue_fine easy and
medium) with a one-seed library; the snippet results come from the sandboxed witness run."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from typer.testing import CliRunner

from core.seeds import load_seed
from generator.cli.main import app
from generator.corpus.manifest import check_manifest, write_manifest
from generator.gold_record import (
    SHIPPED_RECORD,
    disputed_entries,
    gold_verdicts,
    read_record,
    record_text,
    with_dispute,
)
from scoring.evaluate import Options, evaluate
from scoring.io import load_key
from scoring.literal_call import read_call
from scoring.model import ResponseSet

FIXTURE = Path(__file__).parent / "fixtures" / "disputes"
SLUGIFY_WITNESS = 'WITNESS: slugify("İ", 10) -> ""'
runner = CliRunner()


@pytest.fixture
def edition(tmp_path: Path) -> Path:
    """A copy of the fixture edition (its key manifest written) beside a copy of its seed library."""
    folder = tmp_path / "2027Q1"
    shutil.copytree(FIXTURE / "edition", folder)
    shutil.copytree(FIXTURE / "seeds", tmp_path / "seeds")
    write_manifest(folder / "key")
    return folder


def _responses(folder: Path, name: str, special: dict[str, str]) -> Path:
    """Always-no on every snippet of the key, except the responses in ``special``."""
    ids = [json.loads(line)["snippet_id"] for line in (FIXTURE / "edition/key/answers.jsonl").read_text().splitlines()]
    path = folder / f"responses-{name}.jsonl"
    lines = [{"snippet_id": i, "response": special.get(i, "DEFECT: no\nLINES: none\nEXPLANATION:")} for i in ids]
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines), encoding="utf-8")
    return path


def _claim(witness: str) -> str:
    return f"DEFECT: yes\nLINES: 9\nEXPLANATION: lower-cases before the ASCII test\n{witness}"


def _ok(args: list[str]) -> str:
    if args[0] == "dispute":  # never the shipped library's record
        args = [*args, "--seeds", str(Path(args[1]).parent / "seeds")]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return result.stdout


def _fail(args: list[str]) -> str:
    if args[0] == "dispute" and "--seeds" not in args:
        args = [*args, "--seeds", str(Path(args[1]).parent / "seeds")]
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("redpen: error: "), result.stderr
    return lines[0]


def _snapshot(root: Path) -> dict[str, bytes]:
    """Every file below ``root`` but the output folder's lock (which any writing command holds)."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != ".redpen.lock"
    }


def test_the_slugify_witness_is_a_dispute_and_upholding_it_voids_the_item(edition: Path) -> None:
    key, seeds = edition / "key", edition.parent / "seeds"
    shipped = SHIPPED_RECORD.read_bytes()
    alpha = _responses(
        edition.parent,
        "alpha",
        {"s1-clean": _claim(SLUGIFY_WITNESS), "s1-fixed": _claim("WITNESS: slugify('a b', 5) -> 'a-b'")},
    )
    beta = _responses(edition.parent, "beta", {"s1-clean": _claim("WITNESS: slugify('İ',10) -> ''")})
    data = json.loads(_ok(["score", "--key", str(key), str(alpha), str(beta), "--resamples", "0", "--json"]))
    assert data["disputes"] == [
        {
            "snippet_id": "s1-clean",
            "item_id": "i001",
            "variant": "clean",
            "call": "slugify('İ', 10)",
            "result": "'i'",
            "claimed": "''",
            "raised_by": 2,
            "runs": ["alpha", "beta"],
            "adjudication": "open",
        }
    ]
    witnesses = data["runs"][0]["witnesses"]["groups"]["all"]
    # a witness the correct snippet satisfies claims nothing: a false witness; the dispute is not one
    assert (witnesses["disputed"], witnesses["false"]) == (1, 1)
    _ok(["score", "--key", str(key), str(alpha), str(beta), "--resamples", "0", "--out", str(edition.parent / "t")])
    rows = [line.split() for line in (edition.parent / "t").read_text(encoding="utf-8").splitlines()]
    assert ["s1-clean", "clean", "slugify('İ',", "10)", "'i'", "''", "2", "open"] in rows

    said = _ok(["dispute", str(edition), "s1-clean", "--upheld", "--call", 'slugify("İ", 10)', "--note", "İ"])
    assert "voided" in said
    (line,) = (key / "adjudications.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(line) == {
        "snippet_id": "s1-clean",
        "item_id": "i001",
        "verdict": "upheld",
        "call": "slugify('İ', 10)",
        "note": "İ",
    }
    assert check_manifest(key) == []  # the adjudication is listed in the key's manifest
    seed = load_seed(seeds / "text" / "slugify.py")
    selection = gold_verdicts([seed], seeds, None)
    (verdict,) = selection.failed().values()
    assert selection.audited_now == 0
    assert (verdict.status, verdict.detail) == ("failed", "upheld dispute 2027Q1/s1-clean: slugify('İ', 10)")
    assert SHIPPED_RECORD.read_bytes() == shipped  # the record of the library given (--seeds), no other

    table = _ok(["score", "--key", str(key), str(alpha), str(beta), "--baselines", "--resamples", "0"])
    assert "voided by an upheld dispute: i001" in table and "disputes:" not in table
    after = json.loads(_ok(["score", "--key", str(key), str(alpha), str(beta), "--baselines", "--json"]))
    assert after["voided"] == [{"item_id": "i001", "snippet_id": "s1-clean", "call": "slugify('İ', 10)", "note": "İ"}]
    assert after["disputes"] == [] and after["runs"][0]["tiers"]["easy"]["items"] == 1
    expected = {"always-no": Fraction(1, 6), "always-yes": Fraction(-1, 2), "key-oracle": Fraction(1)}
    for row in after["baselines"]:
        assert {t: v["score"] for t, v in row["tiers"].items()} == dict.fromkeys(
            ("easy", "medium"), float(expected[row["model"]])
        )
    # the audit and the baselines read the same voided key
    voided = load_key(key)
    assert voided.voided == ("i001",) and not any(r.item_id == "i001" for r in voided.records)
    assert all("s1-" not in sid for _, ids in voided.forms for sid in ids)


def test_a_rejected_dispute_keeps_the_item_and_is_listed_as_rejected(edition: Path) -> None:
    key = edition / "key"
    record_before = (edition.parent / "seeds" / "gold_audit.json").exists()
    _ok(["dispute", str(edition), "s1-clean", "--rejected", "--call", "slugify('İ', 10) -> ''"])
    loaded = load_key(key)
    assert loaded.voided == () and len(loaded.records) == 12
    assert (edition.parent / "seeds" / "gold_audit.json").exists() == record_before
    responses = ResponseSet(
        "m",
        "",
        tuple(
            (r.snippet_id, _claim(SLUGIFY_WITNESS) if r.snippet_id == "s1-clean" else "DEFECT: no")
            for r in loaded.records
        ),
    )
    (row,) = evaluate(loaded, [responses], Options(resamples=0)).disputes
    assert (row.dispute.snippet_id, row.adjudication, row.raised_by) == ("s1-clean", "rejected", 1)
    # the same verdict again changes nothing; another verdict on it is refused
    _ok(["dispute", str(edition), "s1-clean", "--rejected", "--call", "slugify('İ', 10)"])
    assert len((key / "adjudications.jsonl").read_text().splitlines()) == 1
    assert "already adjudicated" in _fail(
        ["dispute", str(edition), "s1-clean", "--upheld", "--call", "slugify('İ',10)"]
    )


def test_what_the_correct_snippet_gives_decides(edition: Path) -> None:
    key = load_key(edition / "key")
    special = {
        "s2-fixed": "overdue_fine(3, -5) -> 0",  # outside the seed's precondition: claims nothing
        "s2-clean": "overdue_fine(2, 3) -> 6",  # the snippet gives it: claims nothing
        "s3-fixed": "overdue_fine('x', 1) -> 0",  # the snippet raises
        "s3-clean": "overdue_fine(days_late=2, rate=3) -> 7",
        "s1-fixed": "slugify(1, 2, 3) -> ''",  # does not fit the signature
        "s1-clean": "other(1) -> 2",
    }
    responses = ResponseSet(
        "m",
        "",
        tuple((r.snippet_id, "DEFECT: yes\nWITNESS: " + special.get(r.snippet_id, "none")) for r in key.records),
    )
    evaluation = evaluate(key, [responses], Options(resamples=0))
    found = {(r.dispute.snippet_id, r.dispute.call, r.dispute.result, r.dispute.claimed) for r in evaluation.disputes}
    assert found == {
        ("s3-fixed", "overdue_fine('x', 1)", "raises TypeError", "0"),
        ("s3-clean", "overdue_fine(days_late=2, rate=3)", "6", "7"),
    }
    witnesses = evaluation.runs[0].witnesses
    assert witnesses is not None and witnesses.rows[0].disputed == 2 and witnesses.rows[0].false == 4


@pytest.mark.parametrize(
    "line, message",
    [
        ("{not json", "adjudications.jsonl:1: not valid JSON"),
        ('{"snippet_id": "s1-clean", "call": "slugify(1, 2)"}', 'adjudications.jsonl:1: missing field "verdict"'),
        ('{"snippet_id": "nope", "verdict": "upheld", "call": "f(1)"}', "snippet nope is not in the key"),
        ('{"snippet_id": "s1-clean", "verdict": "maybe", "call": "slugify(1, 2)"}', 'verdict "maybe"'),
        ('{"snippet_id": "s1-clean", "verdict": "upheld", "call": "slugify(x)"}', "is not a call of slugify"),
        ('{"snippet_id": "s1-original", "verdict": "upheld", "call": "slugify(1, 2)"}', "defective (original)"),
    ],
)
def test_a_malformed_adjudication_is_one_line_and_exit_2(edition: Path, line: str, message: str) -> None:
    (edition / "key" / "adjudications.jsonl").write_text(line + "\n")
    before = _snapshot(edition.parent)
    assert message in _fail(["score", "--key", str(edition / "key"), "--baselines"])
    assert message in _fail(["dispute", str(edition), "s2-clean", "--rejected", "--call", "overdue_fine(1, 2)"])
    assert _snapshot(edition.parent) == before


@pytest.mark.parametrize(
    "args, message",
    [
        (["nope", "--upheld", "--call", "slugify('a', 1)"], "snippet nope is not in the key"),
        (["s1-clean", "--upheld", "--call", "slugify(title)"], "is not a call of slugify with literal arguments"),
        (["s1-clean", "--upheld", "--call", "os.system('x')"], "is not a call of slugify"),
        (["s1-clean", "--upheld", "--rejected", "--call", "slugify('a', 1)"], "exactly one of --upheld and --rejected"),
        (["s1-clean", "--call", "slugify('a', 1)"], "exactly one of --upheld and --rejected"),
        (["s1-disguised", "--rejected", "--call", "tag_for('a', 1)"], "defective (disguised) snippet"),
        (["s2-clean", "--upheld", "--call", "overdue_fine(1, 1)"], "holds no seed seeds/library/overdue_fine.py"),
    ],
)
def test_bad_dispute_input_changes_nothing(edition: Path, args: list[str], message: str) -> None:
    before = _snapshot(edition.parent)
    assert message in _fail(["dispute", str(edition), *args])
    assert _snapshot(edition.parent) == before


@pytest.mark.parametrize(
    "text, call",
    [
        ('slugify("İ", 10)', "slugify('İ', 10)"),
        ("`slugify('İ',10) -> ''`", "slugify('İ', 10)"),
        ("slugify('a->b', max_len=3)", "slugify('a->b', max_len=3)"),
        ("slugify('a') -> x", None),
        ("slugify(x)", None),
        ("other(1)", None),
    ],
)
def test_an_adjudicated_call_is_read_alone_or_as_a_witness(text: str, call: str | None) -> None:
    assert read_call(text, "slugify") == call


def test_an_upheld_dispute_survives_a_rewritten_gold_record_while_its_seed_is_unchanged(tmp_path: Path) -> None:
    seeds = tmp_path / "seeds"
    shutil.copytree(FIXTURE / "seeds", seeds)
    path, text = with_dispute(seeds, "seeds/text/slugify.py", "2027Q1", "s1-clean", "slugify('İ', 10)")
    path.write_text(text, encoding="utf-8")
    record = read_record(path)
    assert record is not None and [v.status for v in record.verdicts.values()] == ["failed"]
    kept = disputed_entries(path)
    source = (seeds / "text" / "slugify.py").read_text(encoding="utf-8")
    assert json.loads(record_text(seeds, [], {"text/slugify.py": source}, kept))["seeds"] == kept
    # an edited seed is another seed: its dispute is not carried over
    assert json.loads(record_text(seeds, [], {"text/slugify.py": source + "\n"}, kept))["seeds"] == {}
