"""The site checks run on test_corpus_build's built edition (so the suite builds no edition for
them): retire a copy, write its site, open it in headless Chromium (tests/site_browser.py)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from site_browser import Elements, dump_dom, screenshot
from typer.testing import CliRunner

from generator.cli.main import app
from generator.corpus.edition import Edition
from generator.corpus.retire import retire_edition
from scoring.baselines import baseline_sets
from scoring.io import load_key

EDITION = "2031Q1"
runner = CliRunner()


def _ok(args: list[str]) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return result.output


def _refused(args: list[str]) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("redpen: error: "), result.stderr
    return lines[0]


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _calibration(key: Path, tmp: Path) -> Path:
    """A calibration of the edition from two real responders (always-no and the key's oracle)."""
    files = []
    for responder in baseline_sets(load_key(key))[::2]:
        path = tmp / f"responses-{responder.model}.jsonl"
        path.write_text("".join(json.dumps({"snippet_id": s, "response": r}) + "\n" for s, r in responder.responses))
        files.append(str(path))
    target, image = tmp / "calibration.json", tmp / "difficulty.png"
    _ok(["calibrate", *files, "--key", str(key), "--out", str(target), "--plot", str(image)])
    assert image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    data = json.loads(target.read_text(encoding="utf-8"))
    assert all(u["exposure"] is not None for u in data["units"])  # read from key/items.jsonl
    # the oracle gets every snippet right; always-no the correct ones: those are solved by all
    correct = {a["snippet_id"] for a in _jsonl(key / "answers.jsonl") if not a["defective"]}
    assert set(data["flagged"]["solved_by_all"]) == correct
    return target


def check_site(out: Path, tmp: Path) -> None:
    corpus = tmp / "corpus"
    shutil.copytree(out, corpus, ignore=shutil.ignore_patterns(".cache"))
    if not (corpus / "retired" / EDITION).is_dir():  # test_corpus_build may have retired it already
        retire_edition(Edition.parse(EDITION), out_dir=corpus, rerun=False)
    key = corpus / "retired" / EDITION / "key"
    items = _jsonl(key / "items.jsonl")
    answers = {a["snippet_id"]: a for a in _jsonl(key / "answers.jsonl")}
    site = tmp / "site"
    _ok(["site", EDITION, "--corpus", str(corpus), "--out", str(site), "--calibration", str(_calibration(key, tmp))])

    tier = items[0]["tier"]  # one load of the index, its filter preselected by the query string
    index = Elements(dump_dom((site / "index.html").as_uri() + f"?tier={tier}"))
    text = " ".join(index.text)
    assert f"redpen edition {EDITION}" in text and all(i["item_id"] in text for i in items)
    facets = [a["name"] for t, a in index.tags if t == "select"]
    assert facets == ["tier", "operator", "shape", "domain", "track"]
    rows = [a for t, a in index.tags if t == "tr" and a.get("class") == "item"]
    shown = [r for r in rows if "hidden" not in r]
    assert len(rows) == len(items) and {r["data-tier"] for r in shown} == {tier}
    assert f"{len(shown)} of {len(items)} items" in text  # written by the script, after filtering

    item = items[0]
    page_file = site / "items" / f"{item['item_id']}.html"
    page = Elements(dump_dom(page_file.as_uri()))
    expected = {v: answers[sid]["fault_lines"] for v, sid in item["variants"].items()}
    assert page.fault_lines() == {v: expected[v] for v in ("original", "disguised", "fixed", "clean")}
    assert expected["original"] and expected["disguised"] and not expected["fixed"] and not expected["clean"]
    page_text = " ".join(page.text)
    for needle in (item["explanation"], *item["witnesses"], "original -> fixed", "How reviewers did"):
        assert needle in page_text, needle
    assert "6 of 8 answers right" in page_text  # 2 sets x 4 variants: the oracle 4, always-no the 2 correct
    width, height = screenshot(page_file.as_uri(), tmp / "item.png")
    assert (width, height) == (1600, 1000) and (tmp / "item.png").stat().st_size > 20_000

    _check_pr_track(corpus, key, tmp)

    # refusals: one line, exit 2, nothing written
    assert "not found" in _refused(["site", "2039Q4", "--corpus", str(corpus), "--out", str(tmp / "none")])
    live = tmp / "live"
    shutil.copytree(out / EDITION, live / EDITION)
    assert "--private" in _refused(["site", EDITION, "--corpus", str(live), "--out", str(tmp / "none")])
    assert not (tmp / "none").exists()
    _ok(["site", EDITION, "--corpus", str(live), "--out", str(tmp / "private"), "--private"])
    assert "PRIVATE" in (tmp / "private" / "index.html").read_text(encoding="utf-8")


def _check_pr_track(corpus: Path, key: Path, tmp: Path) -> None:
    """Answer records with "track": "pr" (issue #28's shape): the page shows each PR variant's
    diff and marks its hunks; the index files the item under track pr."""
    answers = _jsonl(key / "answers.jsonl")
    item = _jsonl(key / "items.jsonl")[0]
    original = item["variants"]["original"]
    fixed = (key / "items" / item["item_id"] / "fixed.py").read_text(encoding="utf-8")
    after = (key / "items" / item["item_id"] / "original.py").read_text(encoding="utf-8")
    fault = next(a for a in answers if a["snippet_id"] == original)["fault_lines"][0]
    for a in answers:
        if a["snippet_id"] == original:
            a.update(track="pr", before=fixed, after=after)
            a["hunks"] = [{"lines": [fault, fault], "kind": "defect", "made_by": "operator"}]
    (key / "answers.jsonl").write_text("".join(json.dumps(a) + "\n" for a in answers), encoding="utf-8")
    site = tmp / "site-pr"
    _ok(["site", EDITION, "--corpus", str(corpus), "--out", str(site)])
    page = (site / "items" / f"{item['item_id']}.html").read_text(encoding="utf-8")
    assert "the pull request (before -> after)" in page and "original: before" in page
    assert f'hunk-defect" data-line="{fault}"' in page
    assert 'data-track="pr"' in (site / "index.html").read_text(encoding="utf-8")
