"""Which seeds' clean implementations host a masking pair (generator/clean_hosting.py, `redpen
seeds --clean-hosts`): what the hard tier of the clean-host layout needs from the library."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from typer.testing import CliRunner

from core.seeds import load_seed
from generator.candidates import host_offers, interacting_pairs, plan_seed
from generator.clean_hosting import by_shape, clean_hosting
from generator.cli.main import app
from generator.disguise.clean_host import clean_seed
from generator.disguise.domains import choose_domain
from generator.disguise.mechanism import as_key
from generator.masking_record import known_pairs, seed_hash
from generator.select import Planner

ROOT = Path(__file__).resolve().parent.parent
COVARIANCE = ROOT / "seeds/statistics/covariance.py"
# the masking pair of covariance: `n = len(x) + 1` with `if n >= 2`, the count one too high and the
# too-few-points guard inverted
PAIR = "OBO | off-by-one | assignment |  -> + 0 || ROR | wrong comparison operator | guard | < -> >="


def _every_pair(seed) -> frozenset[frozenset[str]]:
    """All of the seed's natural interacting pairs, as if the record had found each to mask itself."""
    return frozenset(parts for parts, _mutant in interacting_pairs(seed, cap=64))


def test_a_pair_is_hosted_when_the_clean_implementation_offers_both_of_its_sites() -> None:
    seed = load_seed(COVARIANCE)
    found = {p.signature: p for p in clean_hosting(seed, _every_pair(seed)).pairs}
    assert found[PAIR].hosted and found[PAIR].shape == "value-flow"
    assert "+    n = len(x) + 1" in found[PAIR].lines and "+    if n >= 2:" in found[PAIR].lines
    # the clean guard written `count <= 1` offers `<= -> >`, another mechanism: the pair is not hosted
    other = dataclasses.replace(seed, source=seed.source.replace("if count < 2:", "if count <= 1:"))
    assert other.source != seed.source
    moved = {p.signature: p for p in clean_hosting(other, _every_pair(other)).pairs}
    assert PAIR in moved and not moved[PAIR].hosted


def test_a_seed_reported_hosting_gets_its_hard_candidate_hosted_in_its_own_clean_implementation() -> None:
    seed = load_seed(COVARIANCE)
    known = known_pairs()[seed_hash(seed.source)]  # the shipped record
    hosting = clean_hosting(seed, known)
    assert hosting.hosted_shapes == {"value-flow"} and not hosting.problem
    plan = plan_seed(seed, salt="t", choose_domain=choose_domain, known=known)
    own = clean_seed(seed)
    planner = Planner(
        {seed.path: plan.tiers}, {"hard": 1}, salt="t", hosts={seed.path: (own, host_offers(own, "t"))}, own_hosts=True
    )
    wave = planner.propose()
    assert [c.tier for c in wave] == ["hard"] and [t.source for t in wave[0].targets] == [own.source]
    hosted = {p.signature for p in hosting.pairs if p.hosted}
    assert {as_key(sig) for sig in wave[0].alternative_signatures} & hosted


def test_what_keeps_a_seed_from_the_clean_layouts_hard_tier_is_named() -> None:
    seed = load_seed(COVARIANCE)
    unrecorded = clean_hosting(seed, None)
    assert (
        not unrecorded.hosted_shapes
        and "--masking --only" in unrecorded.problem
        and "covariance.py" in unrecorded.problem
    )
    assert clean_hosting(seed, frozenset()).problem == "no masking pair recorded"
    # a clean control in idioms its target lacks plants no item: hosting its pairs does not count
    styled = dataclasses.replace(
        seed,
        source=seed.source.replace(
            "    mean_x, mean_y = fsum(x) / count, fsum(y) / count\n",
            "    mean_x, mean_y = (fsum(x) / count, fsum(y) / count) if count else (0.0, 0.0)\n",
        ),
    )
    row = clean_hosting(styled, _every_pair(styled))
    assert "idioms" in row.problem and any(p.hosted for p in row.pairs) and not row.hosted_shapes
    having, hosting = by_shape([row, clean_hosting(seed, known_pairs()[seed_hash(seed.source)])])
    assert having["value-flow"] == 2 and hosting["value-flow"] == 1


def test_the_command_shows_each_pair_of_a_seed_asked_for_and_refuses_a_file_outside_the_library(
    tmp_path: Path,
) -> None:
    result = CliRunner().invoke(app, ["seeds", "--clean-hosts", "--json", "--only", str(COVARIANCE)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [s["path"] for s in data["seeds"]] == ["seeds/statistics/covariance.py"]
    assert data["hosting_seeds_by_shape"] == {"value-flow": 1}
    stray = tmp_path / "stray.py"
    stray.write_text("x = 1\n")
    refused = CliRunner().invoke(app, ["seeds", "--clean-hosts", "--only", str(stray)])
    said = " ".join(refused.output.replace("│", " ").split())  # the error panel wraps its line
    assert refused.exit_code == 2 and "not a seed file of the library" in said and "--only" in said
    assert "Traceback" not in refused.output
