"""The disguise's host for one work unit (``generator/workunit.py``): the first target seed whose
mutant of the candidate's mechanism signature the differential search distinguishes, and the
transplanted fault's own difficulty on the host's inputs."""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.model import Mutant
from core.seeds import Seed
from core.snippet import extract_function
from generator.cache import ResultCache
from generator.difficulty import Difficulty, measure_candidate, tier_problem
from generator.disguise.transplant import matching_mutants
from generator.disguise.twin import twin_snippets
from generator.items import Candidate
from generator.surprise import surprise_change
from killability import api as gate_api
from killability.model import SearchResult

HOST_MUTANTS = 2  # matching mutants tried per target seed


@dataclass(frozen=True)
class Host:
    seed: Seed
    mutant: Mutant
    search: SearchResult
    defective: str
    fixed: str
    function: str


def find_host(candidate: Candidate) -> Host | str:
    """The first target whose same-signature mutant the differential search distinguishes, or the
    reason none did."""
    reasons = []
    for target in candidate.targets:
        tried = 0
        for mutant in matching_mutants(target, candidate.signature, limit=HOST_MUTANTS):
            tried += 1
            found = gate_api.search(target, mutant)
            if found.verdict == "distinguished":
                fixed, defective = twin_snippets(mutant, target.path)
                return Host(target, mutant, found, defective.code, fixed.code, fixed.function)
            reasons.append(f"{target.path}: {found.verdict}")
        if not tried:
            reasons.append(f"{target.path}: no site of the same signature")
    return "; ".join(reasons) or "no target seed offered"


def measure_host(candidate: Candidate, host: Host, cache: ResultCache) -> Difficulty | tuple[str, str]:
    """The transplanted fault's own difficulty, measured on the host seed's valid inputs like the
    planted one; (verdict, message) when it never shows or shows (or raises) on every input."""
    hosted = replace(
        candidate,
        seed=host.seed,
        mutant=host.mutant,
        fixed=extract_function(host.seed.source, host.seed.function, path=host.seed.path),
        targets=(),
        alternatives=(),
        alternative_signatures=(),
        surprise=surprise_change(host.fixed, host.defective),
    )
    measured = measure_candidate(hosted, cache)
    if not isinstance(measured, Difficulty):
        return measured.verdict, f"{host.seed.path}: {measured.message}"
    problem = tier_problem("", "", measured)
    return (problem[0], f"{host.seed.path}: {problem[1]}") if problem else measured


def has_host(candidate: Candidate, signature: tuple[str, ...]) -> bool:
    return any(matching_mutants(target, signature, limit=1) for target in candidate.targets)
