"""The calibrated tier rule (generator/calibrated_tiers.py): an easy-family operator reviewers found
hard fills the medium tier; `redpen seeds --stats --calibration` and the build's planned candidates."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from core.seeds import load_seed
from generator.calibrated_tiers import (
    calibrated_candidates,
    calibrated_seed_tiers,
    operator_calibration,
    promoted_operators,
)
from generator.candidates import plan_seed
from generator.cli.main import app
from generator.library_stats import seed_stats
from operators.registry import all_operators

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "logistics" / "count_late.py"
EASY = {op.name for op in all_operators() if op.tier == "easy"}
runner = CliRunner()


def _unit(uid: str, operator: str, variant: str, difficulty: float) -> dict:
    return {"id": uid, "item_id": uid[:3], "tier": "easy", "variant": variant, "operators": [operator]} | {
        "difficulty": difficulty,
        "answered": 2,
        "solved": 1,
        "flags": [],
    }


def _calibration(tmp_path: Path, units: list[dict]) -> Path:
    path = tmp_path / "calibration.json"
    path.write_text(json.dumps({"version": 1, "unit": "snippet", "units": units}), encoding="utf-8")
    return path


def test_only_easy_operators_found_hard_on_enough_defective_units_are_promoted(tmp_path: Path) -> None:
    path = _calibration(
        tmp_path,
        [
            _unit("r1o", "ROR", "original", 0.5),
            _unit("r1d", "ROR", "disguised", 0.0),  # at the threshold: counts as hard
            _unit("r1f", "ROR", "fixed", -5.0),  # a correct variant: not the operator's difficulty
            _unit("a1o", "AOR", "original", 2.0),  # one unit only
            _unit("o1o", "OBO", "original", -1.0),
            _unit("o1d", "OBO", "disguised", 0.5),  # mean -0.25: easy for reviewers
            _unit("l1o", "LCR", "original", 2.0),
            _unit("l1d", "LCR", "disguised", 2.0),  # already medium-family
        ],
    )
    figures = {c.operator: c for c in operator_calibration(path)}
    assert figures["ROR"].units == 2 and figures["ROR"].mean_difficulty == 0.25
    assert {c.operator: c.calibrated_family for c in figures.values()} == {
        "ROR": "medium",
        "AOR": "easy",
        "OBO": "easy",
        "LCR": "medium",
    }
    assert promoted_operators(path) == {"ROR"}
    assert promoted_operators(None) == frozenset()


def test_promoted_candidates_leave_easy_and_are_medium_family_in_medium() -> None:
    seed = load_seed(SEED)
    tiers = plan_seed(seed, salt="t", choose_domain=lambda domain, key: "music").tiers
    easy_ops = sorted({c.operator for c in tiers.get("easy", [])})
    assert easy_ops, "the seed plans easy candidates"
    promoted = frozenset(easy_ops[:1])
    after = calibrated_candidates(tiers, promoted)
    assert calibrated_candidates(tiers, frozenset()) is tiers  # no calibration: nothing changes
    assert not [c for c in after.get("easy", []) if c.operator in promoted]
    before_medium = [c for c in tiers["medium"] if c.operator in promoted]
    moved = [c for c in after["medium"] if c.operator in promoted]
    assert len(moved) == len(before_medium) and all(c.family == "medium" for c in moved)
    assert {c.key for c in moved}.isdisjoint(c.key for c in before_medium)  # their cached verdicts are not reused
    untouched = [c for t in tiers.values() for c in t if c.operator not in promoted]
    assert untouched == [c for t in after.values() for c in t if c.operator not in promoted]
    stats = seed_stats(SEED)
    every_easy = frozenset(op for op, n in stats.operator_sites.items() if n and op in EASY)
    assert (
        "easy" in stats.tiers and calibrated_seed_tiers(stats.operator_sites, stats.tiers, frozenset()) == stats.tiers
    )
    demoted = calibrated_seed_tiers(stats.operator_sites, stats.tiers, every_easy)
    assert "easy" not in demoted and "medium" in demoted and ("hard" in demoted) == ("hard" in stats.tiers)


def test_seeds_stats_reads_a_calibration_file(tmp_path: Path) -> None:
    library = tmp_path / "seeds" / "logistics"
    library.mkdir(parents=True)
    shutil.copy(SEED, library / SEED.name)
    stats = seed_stats(SEED)
    easy = sorted(op for op, n in stats.operator_sites.items() if n and op in EASY)
    units = [_unit(f"{op}{v}", op, v, 1.0) for op in easy for v in ("original", "disguised")]
    path = _calibration(tmp_path, units)
    args = ["seeds", "--seeds", str(tmp_path / "seeds"), "--ledger", str(tmp_path / "none.sqlite"), "--json"]
    plain = json.loads(runner.invoke(app, args).output)
    result = runner.invoke(app, [*args, "--calibration", str(path)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [c["operator"] for c in data["calibration"]["operators"]] == easy
    assert all(c["calibrated_family"] == "medium" for c in data["calibration"]["operators"])
    assert plain["supply"]["seeds_per_tier"]["easy"] == 1 and data["supply"]["seeds_per_tier"]["easy"] == 0
    assert data["supply"]["seeds_per_tier"]["medium"] == 1
    bad = runner.invoke(app, [*args, "--calibration", str(tmp_path / "missing.json")])
    assert bad.exit_code == 2 and "no such calibration file" in bad.stderr
