"""`redpen export hf` on small hand-written editions: one config per form and per track (the track
read from each record, "snippet" by default), rows unchanged, bad input refused in one line with
nothing written. Loading with ``datasets`` is tested on a real build (test_corpus_build.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli.main import app

pytest.importorskip("pyarrow", reason="needs the hf extra (make venv installs it)")
import pyarrow.parquet as parquet

runner = CliRunner()
CANARY = "REDPEN CANARY 2031Q1 0123456789abcdef0123456789abcdef"


def _write(path: Path, records: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def _edition(folder: Path) -> tuple[list[dict], list[dict], list[dict]]:
    snippets = [
        {"snippet_id": f"rp-s{i}", "language": "python", "code": f"def f{i}():\n    return {i}\n"} for i in range(4)
    ]
    pull_requests = [
        {"snippet_id": f"rp-p{i}", "track": "pr", "diff": f"+x = {i}\n", "files": [f"a{i}.py"]} for i in range(2)
    ]
    live = folder / "live"
    _write(live / "snippets.jsonl", snippets[:2] + pull_requests + snippets[2:])
    form_a = [snippets[0], pull_requests[0], snippets[2]]
    form_b = [snippets[1], pull_requests[1], snippets[3]]
    _write(live / "forms" / "A.jsonl", form_a)
    _write(live / "forms" / "B.jsonl", form_b)
    (live / "README.md").write_text(f"# redpen edition 2031Q1\n\n{CANARY}\n", encoding="utf-8")
    return snippets, pull_requests, form_a


def _rows(path: Path) -> list[dict]:
    return parquet.read_table(path).to_pylist()


def test_one_config_per_form_and_track_with_the_records_unchanged(tmp_path: Path) -> None:
    snippets, pull_requests, form_a = _edition(tmp_path / "2031Q1")
    out = tmp_path / "hf"
    result = runner.invoke(app, ["export", "hf", str(tmp_path / "2031Q1"), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert _rows(out / "forms" / "A.parquet") == [form_a[0], form_a[2]]  # config form-A: the snippet track
    assert _rows(out / "forms" / "pr-A.parquet") == [form_a[1]]  # config pr-form-A
    assert _rows(out / "tracks" / "snippet.parquet") == snippets
    assert _rows(out / "tracks" / "pr.parquet") == pull_requests
    card = (out / "README.md").read_text(encoding="utf-8")
    head = card.split("---")[1]
    for name, path in [("form-A", "forms/A.parquet"), ("pr-form-B", "forms/pr-B.parquet"), ("pr", "tracks/pr.parquet")]:
        assert f"- config_name: {name}\n" in head and f"path: {path}\n" in head
    assert CANARY in card and "answers" not in head  # a live edition: no solutions
    again = tmp_path / "again"
    runner.invoke(app, ["export", "hf", str(tmp_path / "2031Q1"), "--out", str(again)])
    files = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(again) for p in again.rglob("*") if p.is_file())
    assert all((out / f).read_bytes() == (again / f).read_bytes() for f in files)  # deterministic


@pytest.mark.parametrize("case", ["no-edition", "foreign-out", "no-canary"])
def test_bad_input_is_refused_in_one_line_and_nothing_is_written(tmp_path: Path, case: str) -> None:
    edition = tmp_path / "2031Q1"
    _edition(edition)
    out = tmp_path / "hf"
    if case == "no-edition":
        edition = tmp_path / "nothing"
    elif case == "foreign-out":
        out.mkdir()
        (out / "notes.txt").write_text("mine", encoding="utf-8")
    else:
        (edition / "live" / "README.md").write_text("# a card without its canary\n", encoding="utf-8")
    result = runner.invoke(app, ["export", "hf", str(edition), "--out", str(out)])
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("redpen: error: ") and "Traceback" not in result.output
    if case == "foreign-out":
        assert [p.name for p in out.iterdir()] == ["notes.txt"]
    else:
        assert not out.exists()
