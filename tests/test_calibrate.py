"""`redpen calibrate` and the 2PL fit (scoring.irt), `redpen score --plot`: recovery of known
parameters, flags, the calibration file on the reference sets, images, and one-line refusals."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from generator.cli.main import app
from scoring.calibrate import item_calibration
from scoring.io import load_key, load_responses
from scoring.irt import fit_2pl, simulate
from scoring.metrics import score_responses

runner = CliRunner()

# The stated tolerance: 500 sets x 20 items, a in [0.8, 2], b in [-1.5, 1.5], 10% unanswered:
# root-mean-square error at most 0.3 on difficulty and on discrimination, at least 60% of the
# nominal 95% intervals holding the truth (they ignore the abilities' uncertainty), and the
# abilities correlating at 0.85 or more with the truth. Measured on 20 seeds: RMSE(b) 0.08-0.24,
# RMSE(a) 0.13-0.23, coverage 0.70-1.00, correlation 0.90-0.93.
TOLERANCE = 0.3


@settings(max_examples=4)
@given(st.integers(0, 2**32 - 1))
def test_the_fit_recovers_known_parameters(seed: int) -> None:
    rng = np.random.default_rng(seed)
    a, b, theta = rng.uniform(0.8, 2.0, 20), rng.uniform(-1.5, 1.5, 20), rng.normal(0, 1, 500)
    fit = fit_2pl(simulate(a, b, theta, rng, missing=0.1))
    assert fit.converged
    assert np.sqrt(np.mean((fit.b - b) ** 2)) <= TOLERANCE
    assert np.sqrt(np.mean((fit.a - a) ** 2)) <= TOLERANCE
    for values, se, truth in ((fit.b, fit.b_se, b), (fit.a, fit.a_se, a)):
        low, high = fit.interval(values, se, 0.95)
        assert np.mean((low <= truth) & (truth <= high)) >= 0.6
    assert np.corrcoef(fit.ability, theta)[0, 1] >= 0.85


def test_a_reversed_item_gets_negative_discrimination_and_easy_items_lower_difficulty() -> None:
    rng = np.random.default_rng(7)
    a = np.array([1.5, 1.5, 1.5, -1.5])
    b = np.array([-1.0, 0.0, 1.0, 0.0])
    fit = fit_2pl(simulate(a, b, rng.normal(0, 1, 400), rng))
    assert fit.a[3] < 0 and (fit.a[:3] > 0).all()
    assert fit.b[0] < fit.b[1] < fit.b[2]


def test_items_solved_by_every_set_stay_finite() -> None:
    data = np.array([[1, 1, 0, 1], [1, 0, 0, 1], [1, 1, 1, 1]], dtype=float)
    fit = fit_2pl(data)
    assert np.isfinite(fit.b).all() and np.isfinite(fit.b_se).all()
    assert fit.b[0] < fit.b[1] < fit.b[2]  # solved by all < by two < by one
    assert fit.ability[2] > fit.ability[1]


def _fail(args: list[str]) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("redpen: error: "), result.stderr
    return lines[0]


@pytest.fixture(scope="module")
def ref(reference_dir: Path) -> Path:
    return reference_dir / "scoring"


def test_calibrate_on_the_reference_sets_flags_what_every_set_solves(ref: Path, tmp_path: Path) -> None:
    out = tmp_path / "calibration.json"
    sets = [ref / "responses-mixed.jsonl", ref / "responses-oracle.jsonl"]
    result = runner.invoke(app, ["calibrate", *map(str, sets), "--key", str(ref), "--out", str(out), "--unit", "item"])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    key = load_key(ref)
    mixed = score_responses(key, load_responses(sets[0]))
    # the oracle solves everything: an item is solved by all exactly when mixed gets all its snippets right
    wrong = {s.item_id for s in mixed.snippets if s.said_yes != s.defective}
    items = {r.item_id for r in key.records}
    assert sorted(data["flagged"]["solved_by_all"]) == sorted(items - wrong)
    assert data["flagged"]["solved_by_none"] == []
    assert [s["label"] for s in data["sets"]] == ["mixed", "oracle"]
    assert data["sets"][1]["ability"] > data["sets"][0]["ability"]
    for unit in data["units"]:
        low, high = unit["difficulty_interval"]
        assert low <= unit["difficulty"] <= high
        assert unit["answered"] == 2
    # the solved-by-all items are the easiest
    easiest = {u["id"] for u in data["units"] if u["difficulty"] <= min(x["difficulty"] for x in data["units"]) + 1e-9}
    assert easiest <= set(data["flagged"]["solved_by_all"])
    per_item = item_calibration(out)
    assert set(per_item) == items
    assert all("solved_by_all" in per_item[i].flags for i in items - wrong)


def test_calibrate_refuses_one_set_another_edition_and_a_missing_extra(
    ref: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "calibration.json"
    one = str(ref / "responses-mixed.jsonl")
    assert "at least two response sets" in _fail(["calibrate", one, "--key", str(ref), "--out", str(out)])
    other = tmp_path / "responses-other.jsonl"
    lines = (ref / "responses-mixed.jsonl").read_text(encoding="utf-8").splitlines()
    for share, says in ((len(lines), "same edition"), (len(lines) // 2, "another edition")):
        renamed = [
            json.dumps({**json.loads(line), "snippet_id": f"rp-2099q1-{i}"}) if i < share else line
            for i, line in enumerate(lines)
        ]
        other.write_text("\n".join(renamed) + "\n", encoding="utf-8")
        line = _fail(["calibrate", one, str(other), "--key", str(ref), "--out", str(out), "--allow-missing"])
        assert "responses-other.jsonl" in line and says in line
    line = _fail(
        [
            "calibrate",
            one,
            str(ref / "responses-oracle.jsonl"),
            "--key",
            str(ref),
            "--out",
            str(out),
            "--plot",
            str(tmp_path / "d.png"),
        ]
    )
    assert "exposure" in line  # the reference key has no items.jsonl
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # the plot extra not installed
    line = _fail(["calibrate", one, one, "--key", str(ref), "--out", str(out), "--plot", str(tmp_path / "d.png")])
    assert "'plot' extra" in line
    assert not out.exists() and not (tmp_path / "d.png").exists()


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_score_plot_writes_an_image_of_its_format_and_size(ref: Path, tmp_path: Path, suffix: str) -> None:
    import matplotlib.image

    image = tmp_path / f"scores{suffix}"
    sets = [str(ref / "responses-mixed.jsonl"), str(ref / "responses-oracle.jsonl")]
    args = ["score", "--key", str(ref), *sets, "--baselines", "--no-witnesses", "--resamples", "50"]
    result = runner.invoke(app, [*args, "--plot", str(image)])
    assert result.exit_code == 0, result.output
    if suffix == ".png":
        assert image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        height, width = matplotlib.image.imread(image).shape[:2]
        assert width >= 600 and 300 <= height <= width
    else:
        root = ET.fromstring(image.read_bytes())
        assert root.tag.endswith("svg")
        width, height = (float(root.get(side, "0").removesuffix("pt")) for side in ("width", "height"))
        assert width >= 400 and 200 <= height <= width
        text = image.read_text(encoding="utf-8")
        assert all(name in text for name in ("mixed", "oracle", "always-no", "twin gap", "disguise gap"))
    again = tmp_path / f"again{suffix}"
    assert runner.invoke(app, [*args, "--plot", str(again)]).exit_code == 0
    assert again.read_bytes() == image.read_bytes()  # no date in it: the same input draws the same bytes
    assert "ending in .png or .svg" in _fail([*args, "--plot", str(tmp_path / "scores.gif")])
    assert not (tmp_path / "scores.gif").exists()
