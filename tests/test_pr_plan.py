"""The PR planner's rules for every library (hypothesis), and the build's refusal of a missing
module folder (no PR item is made here: the PR build itself is tests/test_pr_item.py's)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from generator.cli.main import app
from generator.disguise.domains import known_domains
from generator.pr.item import PRItem, PRVariant
from generator.pr.library import ModuleText
from generator.pr.plan import SPARE, TIERS, PRPlanner, planning_quotas, pr_choice, pr_quotas

libraries = st.lists(
    st.tuples(st.sampled_from(["retail", "banking", "games", "text"]), st.integers(0, 30)),
    min_size=1,
    max_size=12,
    unique=True,
).map(lambda pairs: [ModuleText(f"modules/{d}/m{n}.py", f"# {d} {n}\n", d) for d, n in pairs])


@settings(max_examples=60, deadline=None)
@given(libraries, st.integers(0, 10), st.text(min_size=1, max_size=8))
def test_waves_plant_each_module_once_and_tell_its_disguise_in_another_domain(
    modules: list[ModuleText], items: int, salt: str
) -> None:
    quotas = pr_quotas(items)
    assert sum(quotas.values()) == items and quotas["pr-easy"] == items // 2
    planner = PRPlanner(modules, quotas, salt)
    wave = planner.propose()
    assert len(wave) == min(items, len(modules))
    planted = {u.module.key for u in wave}
    assert len(planted) == len(wave)
    assert all(sum(u.tier == t for u in wave) <= q for t, q in quotas.items())  # each unit plants for a tier
    for unit in wave:
        assert unit.domains and unit.module.domain not in unit.domains
        assert set(unit.domains) <= set(known_domains())
        assert unit.salt.endswith(unit.module.key)
    again = PRPlanner(list(reversed(modules)), quotas, salt).propose()
    assert [u.module.key for u in again] == [u.module.key for u in wave]  # the salt orders, not the listing


def test_a_missing_module_folder_is_refused_before_any_work(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(
        app, ["build", "--out", str(out), "--pr-items", "2", "--modules", str(tmp_path / "none")]
    )
    assert result.exit_code == 2
    (line,) = result.output.strip().splitlines()
    assert "--modules" in line and str(tmp_path / "none") in line and "Traceback" not in result.output
    assert not out.exists()


def _item(module: str) -> PRItem:
    variants = tuple(
        PRVariant(v, module, "retail", "", "", (), (), "f") for v in ("original", "disguised", "fixed", "clean")
    )
    return PRItem(variants, (), 0.5, 0.5, ())


@given(
    st.lists(st.sampled_from(TIERS), max_size=14),
    st.integers(0, 6),
    st.integers(0, 6),
    st.integers(0, 30),
)
def test_each_audit_round_exports_each_tiers_quota_of_its_accepted_prs(
    tiers: list[str], easy: int, subtle: int, number: int
) -> None:
    items = [(_item(f"retail/m{i}.py"), tier) for i, tier in enumerate(tiers)]
    quotas = {"pr-easy": easy, "pr-subtle": subtle}
    chosen = pr_choice(items, quotas, "salt", number)
    assert chosen == pr_choice(items, quotas, "salt", number)  # deterministic
    assert [pair for pair in items if pair in chosen] == chosen  # the items' own order
    for tier, quota in quotas.items():
        mine = [pair for pair in items if pair[1] == tier]
        picked = [pair for pair in chosen if pair[1] == tier]
        assert len(picked) == min(quota, len(mine))
        if number == 0:
            assert picked == mine[:quota]  # round 0: the planner's first items
    assert planning_quotas(quotas) == {t: q + SPARE if q else 0 for t, q in quotas.items()}


def test_later_rounds_choose_other_prs_when_a_tier_has_spares() -> None:
    items = [(_item(f"retail/m{i}.py"), "pr-easy") for i in range(6)]
    rounds = {
        tuple(m[0].variant("original").module for m in pr_choice(items, {"pr-easy": 4}, "s", n)) for n in range(8)
    }
    assert len(rounds) > 1
