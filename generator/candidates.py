"""Planting: every seed's mutants, grouped by tier, in a deterministic per-edition order."""
from __future__ import annotations

import random
from typing import Callable

from operators.engine import FunctionMutator
from operators.higher_order import compatible_pair
from operators.registry import all_operators

from .cache import toolkit_fingerprint
from .items import Candidate
from .model import Mutant, Tier, content_hash
from .seeds import Seed

MAX_PER_TIER = 8
MAX_PAIRS_TRIED = 40


def _rng(*parts: str) -> random.Random:
    return random.Random(int(content_hash(*parts, length=16), 16))


def _label(mutant: Mutant) -> str:
    return "+".join(sorted(mutant.operators)) if len(mutant.operators) > 1 else mutant.operators[0]


def plan_seed(seed: Seed, *, salt: str, choose_domain: Callable[[str, str], str]) -> dict[Tier, list[Candidate]]:
    """Candidates of one seed per tier: at most MAX_PER_TIER each, operators interleaved."""
    mutator = FunctionMutator(seed.source, function=seed.function, path=seed.path)
    by_tier: dict[Tier, list[Mutant]] = {"easy": [], "medium": [], "hard": []}
    seen: set[str] = set()
    edits = []
    for edit in mutator.plan(all_operators()):
        mutant = mutator.build([edit])
        if mutant is None or mutant.source in seen:
            continue
        seen.add(mutant.source)
        edits.append(edit)
        by_tier[mutant.tier].append(mutant)
    rng = _rng(salt, seed.path, "pairs")
    pairs = [(a, b) for i, a in enumerate(edits) for b in edits[i + 1:]]
    rng.shuffle(pairs)
    tried = 0
    for a, b in pairs:
        if len(by_tier["hard"]) >= MAX_PER_TIER or tried >= MAX_PAIRS_TRIED:
            break
        if not compatible_pair(mutator, a, b):
            continue
        tried += 1
        mutant = mutator.build([a, b])
        if mutant is not None and mutant.source not in seen:
            seen.add(mutant.source)
            by_tier["hard"].append(mutant)
    result: dict[Tier, list[Candidate]] = {}
    fingerprint = toolkit_fingerprint()
    for tier, mutants in by_tier.items():
        rng = _rng(salt, seed.path, tier)
        groups: dict[str, list[Mutant]] = {}
        for mutant in mutants:
            groups.setdefault(_label(mutant), []).append(mutant)
        for group in groups.values():
            rng.shuffle(group)
        labels = sorted(groups)
        rng.shuffle(labels)
        ordered: list[Mutant] = []
        while any(groups.values()) and len(ordered) < MAX_PER_TIER:
            for label in labels:
                if groups[label] and len(ordered) < MAX_PER_TIER:
                    ordered.append(groups[label].pop(0))
        candidates = []
        for mutant in ordered:
            disguise_key = f"{salt}:{seed.path}:{mutant.id}"
            domain = choose_domain(seed.domain, disguise_key)
            key = content_hash(fingerprint, seed.path, seed.source, mutant.source, domain, disguise_key)
            candidates.append(Candidate(key, seed, mutant, tier, _label(mutant), domain, disguise_key))
        if candidates:
            result[tier] = candidates
    return result
