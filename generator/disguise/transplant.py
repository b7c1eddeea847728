"""The transplant disguise: the same defect mechanism planted in another seed of another domain.

An item planted in seed S with signature ``sig`` (``generator/disguise/mechanism.py``) is disguised by a
second seed T (another domain) that has a site with the same signature: the same operator family,
mechanism, structural role and token change. The mechanism is planted there, and the disguised
twin pair is T's own defective and correct function, so the disguised variant carries T's authored
name, parameters and spec. It is proven with T's own kill matrix (``generator/workunit.py``).

``signatures`` lists what a seed offers (computed at plan time, cached with the plan);
``matching_mutants`` rebuilds T's mutants for one signature inside the work unit.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from core.model import Mutant
from core.seeds import Seed
from generator import naturalness, pair_shapes
from generator.disguise.mechanism import (
    Signature,
    as_key,
    edit_signature,
    mutator_parents,
    pair_signature,
)
from operators.engine import FunctionMutator, PlannedEdit, mutator_for
from operators.higher_order import compatible_pair
from operators.registry import all_operators

MAX_PAIR_TRIES = 60


def planned_signatures(mutator: FunctionMutator, edits: list[PlannedEdit]) -> list[Signature]:
    parents = mutator_parents(mutator)
    return [edit_signature(edit, parents) for edit in edits]


@functools.lru_cache(maxsize=32)
def _edits(mutator: FunctionMutator) -> list[PlannedEdit]:
    """First-order edits that build a valid, distinct mutant, in plan order (kept per shared
    mutator, ``engine.mutator_for``: a host seed is offered to several units; callers only read)."""
    seen: set[str] = set()
    out = []
    for edit in mutator.plan(all_operators()):
        mutant = mutator.build([edit])
        if mutant is None or mutant.source in seen:
            continue
        seen.add(mutant.source)
        out.append(edit)
    return out


def signatures(seed: Seed) -> frozenset[str]:
    """Every single-site signature the seed offers (joined into one string each)."""
    mutator = mutator_for(seed.source, seed.function, seed.path)
    return frozenset(" | ".join(sig) for sig in planned_signatures(mutator, _edits(mutator)))


def offers(available: frozenset[str], signature: Signature) -> bool:
    """Can a seed offering ``available`` host a mutant of ``signature``? A single site: the seed
    offers its signature; a pair: the seed offers the pair whole (``as_key``: a compatible pair of
    natural faults of those signatures, ``generator.candidates``)."""
    if len(signature) > 1:
        return as_key(signature) in available
    return all(part in available for part in signature)


def matching_mutants(seed: Seed, signature: Signature, *, limit: int = 3) -> list[Mutant]:
    """T's natural mutants (``generator/naturalness``, one ruff run) whose signature equals
    ``signature`` (first-order: one part; higher-order: a compatible pair whose parts match), in
    T's plan order, at most ``limit``."""
    found = list(_matching(seed, signature, limit=limit * 2))
    verdicts = naturalness.judge(seed.source, [m.source for m in found]) if found else []
    return [m for m, why in zip(found, verdicts) if why is None][:limit]


def _matching(seed: Seed, signature: Signature, *, limit: int) -> Iterator[Mutant]:
    mutator = mutator_for(seed.source, seed.function, seed.path)
    edits = _edits(mutator)
    sigs = [" | ".join(s) for s in planned_signatures(mutator, edits)]
    found = 0
    if len(signature) == 1:
        for edit, sig in zip(edits, sigs):
            if sig == signature[0]:
                mutant = mutator.build([edit])
                if mutant is not None:
                    found += 1
                    yield mutant
                    if found >= limit:
                        return
        return
    tries = 0
    wanted = sorted(signature)
    for i, a in enumerate(edits):
        if sigs[i] not in wanted:
            continue
        for j in range(i + 1, len(edits)):
            if sorted((sigs[i], sigs[j])) != wanted or not compatible_pair(mutator, a, edits[j]):
                continue
            if pair_shapes.rule(mutator.source, mutator.function_name, a.site.span, edits[j].site.span) is not None:
                continue  # a hosted pair keeps the rule of every pair: two statements, MIN_APART lines apart
            tries += 1
            mutant = mutator.build([a, edits[j]])
            if mutant is not None:
                found += 1
                yield mutant
                if found >= limit or tries >= MAX_PAIR_TRIES:
                    return


def mutant_signature(mutator: FunctionMutator, edits: list[PlannedEdit]) -> Signature:
    parents = mutator_parents(mutator)
    return pair_signature(edit_signature(e, parents) for e in edits)


__all__ = ["matching_mutants", "mutant_signature", "offers", "signatures"]
