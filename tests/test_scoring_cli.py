"""`redpen score` and `redpen prompts` through typer's CliRunner on generator.cli.main.app."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli.main import app

runner = CliRunner()


@pytest.fixture(scope="module")
def ref(reference_dir: Path) -> Path:
    return reference_dir / "scoring"


def _fail(args: list[str]) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("redpen: error: "), result.stderr
    return lines[0]


def test_score_table_for_the_reference_sets(ref: Path) -> None:
    result = runner.invoke(
        app,
        [
            "score",
            "--key",
            str(ref),
            str(ref / "responses-mixed.jsonl"),
            str(ref / "responses-always-no.jsonl"),
            "--resamples",
            "50",
        ],
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "mixed" in out and "always-no" in out
    assert "15.3%" in out and "-20.8%" in out and "6.5%" in out  # mixed easy, hard, average
    assert "parse failures: 4 of 20" in out
    assert "mixed vs always-no" in out  # two models: paired comparison printed automatically


def test_score_json_reproduces_expected(ref: Path) -> None:
    files = [str(ref / f"responses-{n}.jsonl") for n in ("always-no", "always-yes", "mixed", "oracle")]
    result = runner.invoke(app, ["score", "--key", str(ref), *files, "--json", "--resamples", "20"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    expected = json.loads((ref / "expected.json").read_text())
    for run in data["runs"]:
        want = expected[run["model"]]
        assert run["parse_failures"] == want["parse_failures"]
        for tier in ("easy", "medium", "hard"):
            for term in ("det", "f1", "kw", "fp", "score"):
                assert run["tiers"][tier][term] == pytest.approx(want[tier][term], abs=1e-15)
        assert run["average"] == pytest.approx(want["average"], abs=1e-15)
    assert data["comparisons"] == []  # four models and no --compare


def test_score_csv_and_out_file(ref: Path, tmp_path: Path) -> None:
    target = tmp_path / "scores.csv"
    result = runner.invoke(
        app,
        [
            "score",
            "--key",
            str(ref / "answers.jsonl"),
            str(ref / "responses-mixed.jsonl"),
            "--csv",
            "--out",
            str(target),
            "--resamples",
            "0",
        ],
    )
    assert result.exit_code == 0 and result.stdout == ""
    rows = list(csv.DictReader(io.StringIO(target.read_text())))
    average = next(r for r in rows if r["section"] == "average")
    assert float(average["score"]) == pytest.approx(7 / 108) and average["parse_failures"] == "4"
    assert {r["section"] for r in rows} >= {"tier", "average", "operator", "domain", "variant"}
    assert [p.name for p in tmp_path.iterdir()] == ["scores.csv"]  # no temp file left behind


def test_baselines_alone(ref: Path) -> None:
    result = runner.invoke(app, ["score", "--baselines", "--key", str(ref)])
    assert result.exit_code == 0, result.output
    for name, shown in (("always-no", "16.7%"), ("always-yes", "-50.0%"), ("key-oracle", "100.0%")):
        line = next(row for row in result.stdout.splitlines() if name in row)
        assert line.split()[1:] == [shown] * 4


def test_compare_option(ref: Path) -> None:
    files = [str(ref / f"responses-{n}.jsonl") for n in ("always-no", "mixed", "oracle")]
    result = runner.invoke(
        app, ["score", "--key", str(ref), *files, "--compare", "oracle", "mixed", "--json", "--resamples", "100"]
    )
    assert result.exit_code == 0, result.output
    (comparison,) = json.loads(result.stdout)["comparisons"]
    assert comparison["model_a"] == "oracle" and comparison["difference"] == pytest.approx(1 - 7 / 108)


def test_bad_json_line_is_one_line_error(ref: Path, tmp_path: Path) -> None:
    lines = (ref / "responses-oracle.jsonl").read_text().splitlines()
    lines[16] = lines[16][:-5]
    path = tmp_path / "responses.jsonl"
    path.write_text("\n".join(lines) + "\n")
    message = _fail(["score", "--key", str(ref), str(path)])
    assert message.startswith(f"redpen: error: {path}:17: not valid JSON (")


def test_missing_ids_refused_unless_allowed(ref: Path, tmp_path: Path) -> None:
    path = tmp_path / "partial.jsonl"
    path.write_text("\n".join((ref / "responses-oracle.jsonl").read_text().splitlines()[:-2]) + "\n")
    message = _fail(["score", "--key", str(ref), str(path)])
    assert "2 snippet id(s) of the key have no response: rp-test-0b8e90e9, rp-test-6cc6be18" in message
    args = ["score", "--key", str(ref), str(path), "--allow-missing", "--json", "--resamples", "0"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0 and json.loads(result.stdout)["runs"][0]["missing"] == 2


def test_duplicated_ids_refused_even_when_missing_allowed(ref: Path, tmp_path: Path) -> None:
    lines = (ref / "responses-oracle.jsonl").read_text().splitlines()
    path = tmp_path / "dup.jsonl"
    path.write_text("\n".join([*lines, lines[2]]) + "\n")
    message = _fail(["score", "--key", str(ref), str(path), "--allow-missing"])
    assert "1 snippet id(s) answered more than once: rp-test-dae85d09" in message


def test_usage_errors(ref: Path, tmp_path: Path) -> None:
    assert "give at least one responses file" in _fail(["score", "--key", str(ref)])
    assert "choose one output format" in _fail(["score", "--key", str(ref), "--baselines", "--json", "--csv"])
    assert "no answers.jsonl here" in _fail(["score", "--key", str(tmp_path), "--baselines"])
    assert "no such file" in _fail(["score", "--key", str(ref), str(tmp_path / "nope.jsonl")])


def _edition(tmp_path: Path) -> Path:
    live = tmp_path / "2027Q1" / "live"
    live.mkdir(parents=True)
    snippets = [
        {"snippet_id": "rp-2027q1-aa", "language": "python", "code": "def f(x):\n    return x + 1\n"},
        {"snippet_id": "rp-2027q1-bb", "language": "python", "code": "def g():\n    pass\n"},
    ]
    (live / "snippets.jsonl").write_text("".join(json.dumps(s) + "\n" for s in snippets))
    return tmp_path / "2027Q1"


def test_prompts_jsonl_text_and_out(tmp_path: Path) -> None:
    edition = _edition(tmp_path)
    result = runner.invoke(app, ["prompts", str(edition)])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["snippet_id"] for r in records] == ["rp-2027q1-aa", "rp-2027q1-bb"]
    assert "2 |     return x + 1" in records[0]["prompt"]
    text = runner.invoke(app, ["prompts", str(edition), "--format", "text"]).stdout
    assert "===== rp-2027q1-bb =====" in text and "DEFECT: yes|no" in text
    target = tmp_path / "prompts.jsonl"
    assert runner.invoke(app, ["prompts", str(edition), "--out", str(target)]).exit_code == 0
    assert target.read_text() == result.stdout


def test_prompts_errors(tmp_path: Path) -> None:
    assert "no live/snippets.jsonl here" in _fail(["prompts", str(tmp_path)])
    edition = _edition(tmp_path)
    (edition / "live" / "snippets.jsonl").write_text('{"snippet_id": "a"}\n')
    assert _fail(["prompts", str(edition)]).endswith('snippets.jsonl:1: missing field "code"')
