"""`redpen seeds --audit/--masking --only SEED --write-record`: a part of the library audited or
measured, and only its entries of the records rewritten (generator/gold_record.updated_record_text,
generator/masking_record.update_record)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from core.errors import InputFileError
from generator.cli.main import app
from generator.gold_audit import GoldVerdict
from generator.gold_record import RECORD_NAME as GOLD_NAME
from generator.gold_record import read_record as read_gold
from generator.gold_record import record_text as gold_text
from generator.gold_record import seed_hash as gold_hash
from generator.gold_record import updated_record_text
from generator.masking_record import RECORD_NAME, SeedMasking, read_record, record_text, update_record, write_record
from generator.masking_record import seed_hash as masking_hash

SEED = '''"""Test: {doc}."""
from hypothesis import strategies as st


def {name}(x: int) -> int:
    """Return x plus {step}."""
    return x + {step}


def clean_{name}(x: int) -> int:
    return {step} + x


STRATEGIES = {{"x": st.integers(0, 9)}}
SEED = {{"domain": "test"}}
'''


def _library(root: Path, steps: dict[str, int]) -> dict[str, Path]:
    (root / "test").mkdir(parents=True, exist_ok=True)
    paths = {}
    for name, step in steps.items():
        paths[name] = root / "test" / f"{name}.py"
        paths[name].write_text(SEED.format(doc=name, name=name, step=step), encoding="utf-8")
    return paths


def test_a_masking_update_rewrites_the_seeds_measured_and_keeps_the_others_still_in_the_library(
    tmp_path: Path,
) -> None:
    write_record(
        tmp_path,
        {
            "kept": SeedMasking("seeds/a/kept.py", 9, (("i1", "i2"),)),
            "remeasured": SeedMasking("seeds/a/again.py", 4, ()),
            "gone": SeedMasking("seeds/a/edited.py", 3, (("i3", "i4"),)),
        },
    )
    fresh = {
        "remeasured": SeedMasking("seeds/a/again.py", 5, (("i5", "i6"),), shapes=("guard",)),
        "new": SeedMasking("seeds/a/new.py", 2, ()),
    }
    path = update_record(tmp_path, fresh, {"kept", "remeasured", "new"})
    entries = read_record(path)
    assert set(entries) == {"kept", "remeasured", "new"}  # "gone": its seed's text is no longer in the library
    assert entries["kept"] == SeedMasking("seeds/a/kept.py", 9, (("i1", "i2"),))
    assert entries["remeasured"].masking == (("i5", "i6"),)
    assert entries["remeasured"].shapes == ()  # shapes are printed, not recorded
    assert path.read_text(encoding="utf-8") == record_text(entries)  # the same bytes a whole-library run writes


def test_a_masking_update_refuses_a_file_that_is_not_a_record_of_this_method(tmp_path: Path) -> None:
    (tmp_path / RECORD_NAME).write_text('{"method": 0, "seeds": {}}', encoding="utf-8")
    with pytest.raises(InputFileError, match="measure the whole library"):
        update_record(tmp_path, {"k": SeedMasking("seeds/a/b.py", 0, ())}, {"k"})
    assert json.loads((tmp_path / RECORD_NAME).read_text(encoding="utf-8"))["method"] == 0  # untouched


def test_a_gold_update_rewrites_the_seeds_audited_and_keeps_the_others_still_in_the_library(tmp_path: Path) -> None:
    paths = _library(tmp_path, {"one": 1, "two": 2, "three": 3})
    sources = {str(p): p.read_text(encoding="utf-8") for p in paths.values()}
    first = [GoldVerdict(str(p), "ok", "", "", "", "checked") for p in paths.values()]
    (tmp_path / GOLD_NAME).write_text(gold_text(tmp_path, first, sources), encoding="utf-8")
    paths["three"].write_text(SEED.format(doc="three, edited", name="three", step=4), encoding="utf-8")
    sources[str(paths["three"])] = paths["three"].read_text(encoding="utf-8")
    again = [
        GoldVerdict(str(paths["two"]), "disagree", "broad", "two(1)", "differs", "checked"),
        GoldVerdict(str(paths["three"]), "ok", "", "", "", "checked"),
    ]
    text = updated_record_text(tmp_path, again, sources)
    (tmp_path / GOLD_NAME).write_text(text, encoding="utf-8")
    record = read_gold(tmp_path / GOLD_NAME)
    assert record is not None
    by_path = {v.path: v for v in record.verdicts.values()}
    assert set(record.verdicts) == {gold_hash(t) for t in sources.values()}  # the edited seed's old entry dropped
    assert by_path["test/one.py"].status == "ok" and by_path["test/two.py"].status == "disagree"
    # the same bytes as a whole-library record of the same verdicts
    assert text == gold_text(tmp_path, [first[0], *again], sources)


def test_a_gold_update_refuses_a_record_of_other_audit_code(tmp_path: Path) -> None:
    paths = _library(tmp_path, {"one": 1})
    sources = {str(p): p.read_text(encoding="utf-8") for p in paths.values()}
    verdicts = [GoldVerdict(str(paths["one"]), "ok", "", "", "", "checked")]
    data = json.loads(gold_text(tmp_path, verdicts, sources))
    data["audit_code"] = "another"
    (tmp_path / GOLD_NAME).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InputFileError, match="audit the whole library"):
        updated_record_text(tmp_path, verdicts, sources)


def test_seeds_masking_only_measures_the_seeds_named_and_keeps_the_rest_of_the_record(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    paths = _library(root, {"one": 1, "two": 2})
    keep = masking_hash(paths["two"].read_text(encoding="utf-8"))
    write_record(root, {keep: SeedMasking("lib/test/two.py", 7, (("a", "b"),)), "stale": SeedMasking("x", 1, ())})
    args = ["seeds", "--seeds", str(root), "--masking", "--write-record", "--only", str(paths["one"])]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "one.py: 0 masking pairs of 0 measured (none)" in result.output
    entries = read_record(root / RECORD_NAME)
    assert set(entries) == {keep, masking_hash(paths["one"].read_text(encoding="utf-8"))}
    assert entries[keep].masking == (("a", "b"),)


@pytest.mark.parametrize("args", [["--only", "{seed}"], ["--masking", "--only", "{outside}"]])
def test_seeds_only_refuses_without_audit_or_masking_and_for_a_file_outside_the_library(
    tmp_path: Path, args: list[str]
) -> None:
    root = tmp_path / "lib"
    paths = _library(root, {"one": 1})
    outside = _library(tmp_path / "elsewhere", {"one": 1})["one"]
    shown = [a.format(seed=paths["one"], outside=outside) for a in args]
    result = CliRunner().invoke(app, ["seeds", "--seeds", str(root), *shown])
    assert result.exit_code == 2, result.output
    assert "--only" in result.output and not (root / RECORD_NAME).exists()
