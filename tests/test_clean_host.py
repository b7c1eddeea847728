"""The disguise planted in the item's own clean implementation (generator/disguise/clean_host.py):
the swapped seed, the planner's own hosts, a proven unit whose clean control and disguise are
one-edit twins told in another domain, and the audit's twin layout."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.classify import VARIANT_ROWS, twin_layout
from core.errors import RedpenError, UsageError
from core.model import changed_lines
from core.seeds import load_seed, parse_seed
from core.snippet import extract_function
from generator.build_types import BuildOptions
from generator.candidates import host_offers, plan_seed
from generator.corpus.edition import Edition
from generator.disguise.clean_host import NoCleanHost, clean_seed, is_clean_host
from generator.disguise.domains import choose_domain
from generator.disguise.transplant import offers
from generator.select import Planner
from generator.workunit import evaluate

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds/logistics/count_late.py"


def test_the_clean_seed_runs_the_clean_body_under_the_targets_name_and_spec() -> None:
    seed = load_seed(SEED)
    swapped = clean_seed(seed)
    assert (swapped.function, swapped.path, swapped.docstring) == (seed.function, seed.path, seed.docstring)
    assert swapped.parameters == seed.parameters and swapped.clean_function == seed.clean_function
    body = extract_function(swapped.source, swapped.function).code
    assert "len([1 for due, got in deliveries" in body and "late += 1" not in body
    former = extract_function(swapped.source, f"clean_{seed.function}").code
    assert "late += 1" in former and '"""' not in former  # the former target, without the spec
    assert is_clean_host(seed, swapped) and not is_clean_host(seed, load_seed(ROOT / "seeds/weather/heatwaves.py"))


def test_a_seed_without_a_clean_implementation_has_no_clean_host() -> None:
    seed = parse_seed('"""Test: x."""\n\n\ndef f(a: int) -> int:\n    """Twice a."""\n    return a * 2\n', "s/t/f.py")
    with pytest.raises(NoCleanHost) as caught:
        clean_seed(seed)
    assert isinstance(caught.value, RedpenError) and "s/t/f.py" in caught.value.message


def test_the_planner_hosts_each_candidate_in_its_own_clean_implementation_or_nowhere() -> None:
    seed = load_seed(ROOT / "seeds/weather/heatwaves.py")
    plan = plan_seed(seed, salt="t", choose_domain=choose_domain)
    own = clean_seed(seed)
    offered = host_offers(own, "t")
    hosts = {seed.path: (own, offered)}
    planner = Planner({seed.path: plan.tiers}, {"easy": 1, "medium": 1}, salt="t", hosts=hosts, own_hosts=True)
    wave = planner.propose()
    assert wave, "heatwaves' clean implementation hosts none of its faults"
    for candidate in wave:
        assert [t.source for t in candidate.targets] == [own.source]
        assert all(offers(offered, sig) for sig in candidate.signatures)
    nowhere = Planner(
        {seed.path: plan.tiers}, {"easy": 1}, salt="t", hosts={seed.path: (own, frozenset())}, own_hosts=True
    )
    assert nowhere.propose() == [] and nowhere.rejections
    assert all("clean implementation" in r.message for r in nowhere.rejections)


@pytest.fixture(scope="module")
def unit(tmp_path_factory: pytest.TempPathFactory):
    """One proven easy unit of count_late with its disguise in its own clean implementation."""
    seed = load_seed(SEED)
    plan = plan_seed(seed, salt="t", choose_domain=choose_domain)
    own = clean_seed(seed)
    hosts = {seed.path: (own, host_offers(own, "t"))}
    results = []
    for tier in ("easy", "medium"):  # the first tier whose measured fault fits it
        (candidate,) = Planner({seed.path: plan.tiers}, {tier: 1}, salt="t", hosts=hosts, own_hosts=True).propose()
        result = evaluate(candidate, str(tmp_path_factory.mktemp("cache")))
        results.append(result.message)
        if result.accepted:
            break
    assert result.accepted, results
    return seed, result.item


def test_the_clean_control_and_the_disguise_are_one_edit_twins_in_another_domain(unit) -> None:
    seed, item = unit
    v = {x.variant: x for x in item.variants}
    assert v["clean"].function == v["disguised"].function != v["original"].function == v["fixed"].function
    assert v["clean"].domain == v["disguised"].domain == item.disguise_domain != seed.domain
    assert changed_lines(v["clean"].code, v["disguised"].code) == v["disguised"].fault_lines
    assert changed_lines(v["fixed"].code, v["original"].code) == v["original"].fault_lines
    assert v["clean"].code != v["fixed"].code and seed.function not in v["clean"].code
    # the clean control is the authored clean implementation, not the fixed function renamed
    assert "len(" in v["clean"].code and "len(" not in v["fixed"].code
    assert item.seeds == (seed.path,)  # one seed spent
    assert item.transplant is not None and item.transplant.function == v["disguised"].function
    assert all(w.startswith(v["disguised"].function + "(") for w in item.transplant.witnesses)


def test_the_audit_reads_the_twin_layout_from_the_names(unit) -> None:
    _seed, item = unit
    names = {x.variant: x.function for x in item.variants}
    assert twin_layout([names])
    assert not twin_layout([{**names, "clean": names["fixed"]}])  # the transplant layout
    assert not twin_layout([])
    assert VARIANT_ROWS[True] == ("disguised-vs-clean", "original-vs-fixed")


def test_an_unknown_disguise_host_is_refused_naming_the_choices() -> None:
    with pytest.raises(UsageError) as caught:
        BuildOptions(edition=Edition(2031, 1), disguise_host="elsewhere")
    assert "'elsewhere'" in caught.value.message and "seed, clean" in caught.value.message
    assert BuildOptions(edition=Edition(2031, 1)).disguise_host == "clean"
