"""The transplant disguise's parts: mechanism signatures, host mutants, and the planner that spends
two seeds per item and never gives one out twice."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.seeds import load_seed, parse_seed
from generator.candidates import plan_seed
from generator.disguise.domains import choose_domain
from generator.disguise.mechanism import edit_signature, mutator_parents, token_change
from generator.disguise.transplant import matching_mutants, offers, signatures
from generator.distinct.ledger import LedgerItem
from generator.select import Planner
from operators.engine import FunctionMutator
from operators.registry import all_operators

ROOT = Path(__file__).resolve().parent.parent

ROLES = '''"""Test: roles."""


def f(xs: list[int], limit: int = 3, extra: list[int] = []) -> int:
    """Doc."""
    if not xs:
        return 0
    total = 0
    for i in range(len(xs) - 1):
        if xs[i] > limit and xs[i] < 100:
            total += xs[i]
    while total > 1000:
        total -= 1000
    return total
'''


def _roles(source: str) -> dict[str, set[str]]:
    mutator = FunctionMutator(source, function="f")
    parents = mutator_parents(mutator)
    out: dict[str, set[str]] = {}
    for edit in mutator.plan(all_operators()):
        sig = edit_signature(edit, parents)
        out.setdefault(sig[2], set()).add(sig[0])
    return out


def test_signatures_name_the_structural_role() -> None:
    roles = _roles(ROLES)
    assert "AOR" in roles["accumulator update"]
    assert "OBO" in roles["loop bound"]
    assert "LCR" in roles["connector in a guard"]
    assert "ROR" in roles["loop bound"]  # the while test
    assert "CRP" in roles["default argument"]
    assert "SDL" in roles["edge-case guard"]


@pytest.mark.parametrize(
    "before, after, change",
    [
        ("a < b", "a <= b", "< -> <="),
        ("total += x", "total = x", "+= -> ="),
        ("n - 1", "n - 2", "constant up"),
        ("n + 1", "n + 0", "constant down"),
        ("a", "b", "name swapped"),
    ],
)
def test_token_change_abstracts_names_and_values(before: str, after: str, change: str) -> None:
    assert token_change(before, after) == change


def test_host_mutants_carry_the_same_signature_in_another_seed() -> None:
    source = load_seed(ROOT / "seeds/logistics/count_late.py")
    plan = plan_seed(source, salt="t", choose_domain=choose_domain)
    host = load_seed(ROOT / "seeds/weather/heatwaves.py")
    offered = signatures(host)
    shared = [c for tier in plan.tiers.values() for c in tier if len(c.signature) == 1 and offers(offered, c.signature)]
    assert shared, "count_late and heatwaves share no mechanism"
    candidate = shared[0]
    mutants = matching_mutants(host, candidate.signature, limit=2)
    assert mutants and all(m.operators == candidate.mutant.operators for m in mutants)
    mutator = FunctionMutator(host.source, function=host.function)
    parents = mutator_parents(mutator)
    host_sigs = {" | ".join(edit_signature(e, parents)) for e in mutator.plan(all_operators())}
    assert candidate.signature[0] in host_sigs


def _seed(domain: str, name: str, op: str) -> object:
    text = f'''"""{domain.title()}: x."""


def {name}(a: int, b: int) -> bool:
    """True when a stands before b in the order the function tests."""  # the contract, not the line
    return a {op} b
'''
    return parse_seed(text, f"seeds/{domain}/{name}.py")


def test_planner_spends_two_seeds_per_item_across_domains() -> None:
    seeds = [_seed(d, f"f_{d}", "<") for d in ("alpha", "beta", "gamma", "delta", "eps")]
    options = {}
    hosts = {}
    for s in seeds:
        plan = plan_seed(s, salt="t", choose_domain=lambda _d, _k: "retail")
        options[s.path] = plan.tiers
        hosts[s.path] = (s, plan.offers)
    planner = Planner(options, {"easy": 2}, salt="t", hosts=hosts)
    wave = planner.propose()
    assert len(wave) == 2
    used = [c.seed.path for c in wave] + [t.path for c in wave for t in c.targets]
    assert len(used) == len(set(used))  # no seed is planted and hosting, nor hosts twice, at once
    assert all(t.domain != c.seed.domain for c in wave for t in c.targets)


def test_ledger_item_lists_both_seeds() -> None:
    item = LedgerItem("i", "seeds/a/x.py;seeds/b/y.py", ())
    assert item.seeds == ("seeds/a/x.py", "seeds/b/y.py")
    assert LedgerItem("i", "seeds/a/x.py", ()).seeds == ("seeds/a/x.py",)


def _worded(domain: str, name: str, words: str) -> object:
    text = f'''"""{domain.title()}: x."""


def {name}({words.replace(" ", ": int, ")}: int) -> bool:
    """True when {words} hold."""
    return {" < ".join(words.split())}
'''
    return parse_seed(text, f"seeds/{domain}/{name}.py")


def test_planner_hosts_the_transplant_in_the_least_alike_seed() -> None:
    """The disguise must not lead back to its original: of two equally good hosts, the one whose
    docstring and identifiers share fewer words with the planted seed is taken, whatever the salt
    (the tie-breaking hash alone picks the alike one for some of these salts)."""
    source = _worded("alpha", "f_alpha", "voltage current resistance")
    alike = _worded("beta", "f_beta", "voltage current resistance")
    unlike = _worded("gamma", "f_gamma", "apples pears plums")
    options, hosts = {}, {}
    for s in (source, alike, unlike):
        plan = plan_seed(s, salt="t", choose_domain=lambda _d, _k: "retail")
        options[s.path] = plan.tiers if s is source else {}
        hosts[s.path] = (s, plan.offers)
    for salt in map(str, range(8)):
        (candidate,) = Planner(options, {"easy": 1}, salt=salt, hosts=hosts).propose()
        assert [t.path for t in candidate.targets] == [unlike.path], salt
