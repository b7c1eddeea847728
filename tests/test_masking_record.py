"""The masking record (generator/masking_record.py): which pairs mask themselves, measured once and
read by every build to plan and propose those pairs first."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from core.paths import ROOT
from core.seeds import discover_seeds, load_seed, parse_seed, read_source
from generator import candidates
from generator.candidates import interacting_pairs, plan_seed
from generator.difficulty import measure_alternatives, tier_problem
from generator.library_stats import library_stats
from generator.masking_record import (
    METHOD,
    RECORD_NAME,
    SHIPPED_RECORD,
    SeedMasking,
    known_pairs,
    measure_seed,
    read_record,
    record_text,
    seed_hash,
    write_record,
)
from generator.select import Planner

MASKING_SEED = "seeds/calendar/age_on.py"  # one pair of its 28 masks itself


def _domain(_domain: str, _key: str) -> str:
    return "retail"


@pytest.fixture(scope="module")
def measured() -> SeedMasking:
    return measure_seed(load_seed(MASKING_SEED))


def test_a_recorded_pair_is_a_planned_pair_that_masks_itself(measured: SeedMasking) -> None:
    seed = load_seed(MASKING_SEED)
    assert measured.path == MASKING_SEED and not measured.problem
    assert measured.masking and measured.measured > len(measured.masking)
    recorded = {frozenset(pair) for pair in measured.masking}
    found = [(parts, mutant) for parts, mutant in interacting_pairs(seed, cap=128) if parts in recorded]
    assert len(found) == len(recorded)
    # measured again in a unit of its own: each recorded pair passes the hard tier's test
    plan = plan_seed(seed, salt="t", choose_domain=_domain, known=frozenset(recorded))
    (hard,) = plan.tiers["hard"]
    unit = replace(hard, alternatives=tuple((m, 0.0) for _parts, m in found))
    figures = measure_alternatives(unit)
    assert isinstance(figures, list)
    assert all(tier_problem("hard", "hard", figure) is None for _m, figure in figures)


def test_a_recorded_pair_is_planned_first_whatever_the_cap(measured: SeedMasking, monkeypatch) -> None:
    seed = load_seed(MASKING_SEED)
    known = frozenset(frozenset(pair) for pair in measured.masking)
    masking_ids = {m.id for parts, m in interacting_pairs(seed, cap=128) if parts in known}
    monkeypatch.setattr(candidates, "MAX_PAIRS", len(known))  # room for the recorded pairs only
    for salt in ("a", "b", "c"):
        (hard,) = plan_seed(seed, salt=salt, choose_domain=_domain, known=known).tiers["hard"]
        assert {m.id for m, _ in hard.alternatives} == masking_ids
        assert hard.masking_signatures == frozenset(hard.alternative_signatures)
        (plain,) = plan_seed(seed, salt=salt, choose_domain=_domain).tiers["hard"]
        assert not plain.masking_signatures
    # recorded with no masking pair: no hard candidate (its unit could only prove a stand-in), the
    # other tiers and what it offers as a host unchanged
    none, unknown = (plan_seed(seed, salt="a", choose_domain=_domain, known=k) for k in (frozenset(), None))
    assert "hard" not in none.tiers and "hard" in unknown.tiers
    assert none.offers == unknown.offers and none.tiers["easy"] == unknown.tiers["easy"]


def test_the_record_reads_back_and_a_record_of_another_method_is_not_read(tmp_path: Path) -> None:
    entries = {
        "k1": SeedMasking("seeds/a/b.py", 12, (("id1", "id2"),)),
        "k2": SeedMasking("seeds/a/c.py", 0, (), "hangs: runs past its call limit"),
    }
    path = write_record(tmp_path, entries)
    assert path == tmp_path / RECORD_NAME and read_record(path) == entries
    assert record_text(entries) == path.read_text(encoding="utf-8")  # byte-identical rewrite
    data = json.loads(path.read_text(encoding="utf-8"))
    data["method"] = METHOD + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_record(path) == {}
    path.write_text("{not json", encoding="utf-8")
    assert read_record(path) == {}


def test_a_library_record_joins_the_shipped_one(tmp_path: Path) -> None:
    write_record(tmp_path, {"mine": SeedMasking("seeds/x/y.py", 3, (("a", "b"),))})
    known = known_pairs([tmp_path])
    assert known["mine"] == frozenset({frozenset({"a", "b"})})
    assert set(known) > {"mine"}  # the shipped record too


def test_the_planner_proposes_recorded_seeds_first_for_hard_and_last_for_easy() -> None:
    options = {}
    for domain in ("retail", "sports", "travel"):  # one seed's text in three domains: alike but for the record
        seed = parse_seed(read_source(ROOT / MASKING_SEED), f"seeds/{domain}/age_on.py")
        options[seed.path] = plan_seed(seed, salt="t", choose_domain=_domain).tiers
    recorded = "seeds/travel/age_on.py"
    (hard,) = options[recorded]["hard"]
    options[recorded]["hard"] = [replace(hard, masking_signatures=frozenset(hard.alternative_signatures[:1]))]
    for salt in ("a", "b", "c", "d"):
        hard_first = Planner(options, {"hard": 1}, salt=salt, wave_factor=1.0).propose()
        assert hard_first[0].seed.path == recorded
        easy = Planner(options, {"easy": 3}, salt=salt, wave_factor=1.0).propose()
        assert easy[-1].seed.path == recorded and len(easy) == 3


def test_library_stats_count_hard_seeds_by_the_record(tmp_path: Path) -> None:
    recorded = read_record(SHIPPED_RECORD)
    shipped = {seed_hash(read_source(p)): p for p in discover_seeds(ROOT / "seeds")}
    masking = sorted(shipped[k] for k, e in recorded.items() if k in shipped and e.masking)
    kept, emptied = (masking[0].relative_to(ROOT / "seeds"), masking[1].relative_to(ROOT / "seeds"))
    library = tmp_path / "seeds"
    for rel in (kept, emptied):
        (library / rel).parent.mkdir(parents=True, exist_ok=True)
        (library / rel).write_text(read_source(ROOT / "seeds" / rel), encoding="utf-8")
    before = {s.path.split("/")[-1]: s for s in library_stats(library).seeds}
    assert all("hard" in s.tiers for s in before.values())
    write_record(library, {seed_hash(read_source(library / emptied)): SeedMasking("x", 5, ())})
    after = {s.path.split("/")[-1]: s for s in library_stats(library).seeds}
    assert "hard" not in after[emptied.name].tiers and after[emptied.name].masking_pairs == 0
    assert "hard" in after[kept.name].tiers  # still by the shipped record


def test_the_shipped_record_covers_the_library() -> None:
    entries = read_record(SHIPPED_RECORD)
    assert entries, f"{SHIPPED_RECORD} is missing: run redpen seeds --masking --write-record"
    shipped = {seed_hash(read_source(p)) for p in discover_seeds(ROOT / "seeds")}
    assert len(shipped & set(entries)) >= 0.8 * len(shipped)  # new seeds are searched by the build
    masking = sorted((e.path, e.masking) for key, e in entries.items() if key in shipped and e.masking)
    assert len(masking) >= 40
    still = 0
    for path, pairs in masking[:: max(1, len(masking) // 4)]:  # a build still plans those pairs first
        known = frozenset(frozenset(pair) for pair in pairs)
        planned = [parts in known for parts, _m in interacting_pairs(load_seed(path), cap=len(known), known=known)]
        # ... those that keep the rule of every pair (generator/pair_shapes.rule: the record is older)
        assert planned == sorted(planned, reverse=True), path
        still += sum(planned)
    assert still > 0


def test_hard_waves_are_sized_by_the_fit_rate_of_their_own_kind_of_unit() -> None:
    seed = parse_seed(read_source(ROOT / MASKING_SEED), "seeds/travel/age_on.py")
    (hard,) = plan_seed(seed, salt="t", choose_domain=_domain).tiers["hard"]
    recorded = replace(hard, masking_signatures=frozenset(hard.alternative_signatures[:1]))
    planner = Planner({seed.path: {"hard": [recorded]}}, {"hard": 1}, salt="t")
    assert planner._factor("hard", recorded=True) < 1.5 and planner._factor("hard") == 2.5
    for _ in range(6):  # six recorded units came back unfit: only their own rate drops
        planner.release(recorded, fitted=False)
    assert planner._factor("hard", recorded=True) > 2.0
    assert planner._factor("hard") == 2.5


def test_a_unit_measures_its_recorded_pairs_alone_first_and_proves_what_the_full_unit_proves(
    measured: SeedMasking, monkeypatch
) -> None:
    from generator import workunit

    seed = load_seed(MASKING_SEED)
    known = frozenset(frozenset(pair) for pair in measured.masking)
    (hard,) = plan_seed(seed, salt="t", choose_domain=_domain, known=known).tiers["hard"]
    assert hard.recorded == len(known) < len(hard.alternatives)
    batches: list[int] = []
    real = workunit.measure_alternatives

    def counted(candidate, cache=None):
        batches.append(len(candidate.alternatives))
        return real(candidate, cache)

    monkeypatch.setattr(workunit, "measure_alternatives", counted)
    # age_on's authored control is not in its target's idioms (an item would not ship it); what is
    # tested here is which pairs a unit measures, so the unit takes the authored control as it is
    authored = workunit.clean_variant
    monkeypatch.setattr(workunit, "clean_variant", lambda seed, *, key, **_kw: authored(seed, key=key))
    first = workunit.evaluate(hard)
    assert first.accepted and batches == [len(known)]  # the other pairs were never measured
    full = workunit.evaluate(replace(hard, recorded=0))
    assert batches[-1] == len(hard.alternatives)
    assert first.item == full.item and first.key == full.key == hard.key
    # a stale record (its "recorded" pair no longer masks): the unit measures every pair, as without one
    stale = next(i for i, (m, _s) in enumerate(hard.alternatives) if i >= hard.recorded)
    order = (hard.alternatives[stale], *(a for i, a in enumerate(hard.alternatives) if i != stale))
    signatures = (
        hard.alternative_signatures[stale],
        *(s for i, s in enumerate(hard.alternative_signatures) if i != stale),
    )
    batches.clear()
    again = workunit.evaluate(replace(hard, alternatives=order, alternative_signatures=signatures, recorded=1))
    assert batches == [1, len(hard.alternatives)]
    assert again.accepted and again.item == full.item
