"""Planting: every seed's mutants, grouped by tier, in a deterministic per-edition order."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from core.model import Mutant, Tier, content_hash
from core.seeds import Seed
from core.snippet import extract_function
from generator import local_tells, naturalness, pair_shapes, spec_leaks
from generator.disguise.mechanism import (
    Signature,
    as_key,
    edit_signature,
    mutator_parents,
    pair_signature,
)
from generator.items import Candidate
from generator.surprise import surprise_change
from operators.engine import FunctionMutator, mutator_for
from operators.higher_order import chain, compatible_pair, linked
from operators.registry import all_operators

MAX_PER_TIER = 8
BOUNDARY = {"ROR", "CRP", "UOI", "OBO", "AOR", "TDL"}
MAX_PAIRS = 32  # natural interacting pairs per seed, measured together by the hard work unit (twice as many tried)
KnownPairs = frozenset[frozenset[str]]  # pairs recorded to mask themselves: the ids of their two single faults


def _rng(*parts: str) -> random.Random:
    return random.Random(int(content_hash(*parts, length=16), 16))


def operator_label(operators: tuple[str, ...]) -> str:
    """A fault's operator label: the operator, or a pair's operators joined in order (``AOR+ROR``)."""
    return "+".join(sorted(operators)) if len(operators) > 1 else operators[0]


def _label(mutant: Mutant) -> str:
    return operator_label(mutant.operators)


@dataclass(frozen=True)
class SeedPlan:
    """A seed's candidates per tier, and how many mutants the naturalness filter rejected, by reason."""

    tiers: dict[Tier, list[Candidate]]
    rejected: tuple[tuple[str, int], ...] = ()
    # the single-site mechanism signatures of the seed's natural mutants: what it can host as the
    # second seed of a transplanted disguise (generator/disguise/transplant.py)
    offers: frozenset[str] = frozenset()
    # why the seed plants no item of its own (no independent clean control: generator/disguise/clean.py);
    # it may still host a disguise
    control: str | None = None
    # what the seed's own clean implementation can host (``disguise/clean_host.py``), same form as ``offers``
    clean_offers: frozenset[str] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.tiers)


def _delta(site) -> int:
    """+1/-1 when an edit moves a value up/down by one (``e`` -> ``e + 1``, ``3`` -> ``2``), else 0:
    two opposite moves on one def-use chain undo each other on part of the inputs (a masking pair)."""
    return pair_shapes.shift(site.before, site.after)


_SIGN_FLIPS = frozenset({"`+` -> `-`", "`-` -> `+`", "`+=` -> `-=`", "`-=` -> `+=`", "unary `-` dropped"})


def _inverts(site) -> bool:
    """Does an edit turn a value or a condition into its opposite (a negated comparison or
    condition, a flipped sign, swapped operands of a difference or a comparison)? Two of them on
    one def-use chain cancel wherever only the direction matters: measured over 46 seeds and 6,119
    interacting pairs, 7.0% of such pairs mask themselves against 0.6% of the others."""
    if site.operator == "ROR":
        return dict(site.facts).get("kind") == "negation"
    if site.operator == "UOI":
        return site.mechanism in ("inverted condition", "sign error")
    if site.operator == "ASW":
        return site.description.startswith("operands")
    if site.operator == "AOR":
        return site.description in _SIGN_FLIPS
    return False


def _function_text(mutator: FunctionMutator, source: str) -> str:
    """The target function's text in a module text of this seed (the prefix and suffix never change)."""
    return source[len(mutator._prefix) : len(source) - len(mutator._suffix)]


def _natural(
    seed: Seed,
    mutator: FunctionMutator,
    salt: str,
    *,
    known: KnownPairs | None = None,
    pair_cap: int = MAX_PAIRS,
) -> tuple[list[Mutant], list[Mutant], list[tuple], Counter, dict, frozenset[str]]:
    """Every first-order mutant (one per distinct planned edit, in plan order), those that pass the
    naturalness filter, and the interacting pairs that do (ONE ruff run over all of the seed's
    mutants; the cheap smells read the function alone). Pairs of ``known`` (the ids of their two
    single faults, ``generator/masking_record.py``) are built first; at most ``pair_cap`` pairs are
    kept; none when ``known`` is empty (the record found none; None: the seed is not in it)."""
    seen: set[str] = set()
    edits, singles = [], []
    for edit in mutator.plan(all_operators()):
        mutant = mutator.build([edit])
        if mutant is None or mutant.source in seen:
            continue
        seen.add(mutant.source)
        edits.append(edit)
        singles.append(mutant)
    base = naturalness.smells(_function_text(mutator, seed.source))
    cheap = [naturalness.added(base, naturalness.smells(_function_text(mutator, m.source))) for m in singles]
    fixed_function = _function_text(mutator, seed.source)  # a defective line far less expected than its twin
    cheap = [
        why or local_tells.surprising(fixed_function, _function_text(mutator, m.source))
        for why, m in zip(cheap, singles)
    ]
    leaked = set(spec_leaks.leaks(seed.source, seed.function))  # the docstring holds the line's code: refused
    cheap = [why or ("spec:restates-code" if set(m.fault_lines) & leaked else None) for why, m in zip(cheap, singles)]
    rejected = naturalness.tally(cheap)
    ok = [i for i, why in enumerate(cheap) if why is None]
    chains = {i: chain(mutator, edits[i]) for i in ok}
    rng = _rng(salt, seed.path, "pairs")
    recorded_none = known == frozenset()  # the record found no pair that masks itself: build none
    pairs = (
        [] if recorded_none else [(i, j) for n, i in enumerate(ok) for j in ok[n + 1 :] if linked(chains[i], chains[j])]
    )
    # the two faults of a pair sit in different statements, MIN_APART lines apart (generator/pair_shapes.py)
    apart = [pair_shapes.rule(seed.source, seed.function, edits[i].site.span, edits[j].site.span) for i, j in pairs]
    rejected.update(naturalness.tally(apart))
    pairs = [ij for ij, why in zip(pairs, apart) if why is None]
    rng.shuffle(pairs)
    # masking is likeliest between two inversions (one undoes the other where only the direction
    # matters), then two opposite boundary slips, then two boundary faults: those pairs are built first
    deltas = {i: _delta(edits[i].site) for i in ok}
    inverts = {i: _inverts(edits[i].site) for i in ok}
    pairs.sort(
        key=lambda ij: (
            _part_ids(singles, *ij) not in (known or ()),  # recorded to mask itself
            not (inverts[ij[0]] and inverts[ij[1]]),
            not (deltas[ij[0]] and deltas[ij[1]] and deltas[ij[0]] == -deltas[ij[1]]),
            not {edits[ij[0]].site.operator, edits[ij[1]].site.operator} <= BOUNDARY,
        )
    )
    built: list[tuple[int, int, Mutant]] = []
    tried = 0
    for i, j in pairs:
        if len(built) >= pair_cap or tried >= 2 * pair_cap:
            break
        a, b = edits[i], edits[j]
        if not compatible_pair(mutator, a, b):
            continue
        tried += 1
        mutant = mutator.build([a, b])
        if (
            mutant is not None
            and mutant.source not in seen
            and naturalness.added(base, naturalness.smells(_function_text(mutator, mutant.source))) is None
        ):
            seen.add(mutant.source)
            built.append((i, j, mutant))
    texts = [singles[i].source for i in ok] + [m.source for _i, _j, m in built]
    reasons = naturalness.ruff_verdicts(seed.source, texts)
    single_ok = {i for i, why in zip(ok, reasons) if why is None}
    rejected.update(naturalness.tally(reasons))
    natural_pairs = [
        (i, j, m)
        for (i, j, m), why in zip(built, reasons[len(ok) :])
        if why is None and i in single_ok and j in single_ok
    ]
    parents = mutator_parents(mutator)
    of_edit = [edit_signature(edit, parents) for edit in edits]  # each edit's mechanism signature, once
    signatures = _signatures(of_edit, singles, natural_pairs)
    return (
        singles,
        [singles[i] for i in sorted(single_ok)],
        natural_pairs,
        rejected,
        signatures,
        _pair_offers(mutator, edits, of_edit, sorted(single_ok)),
    )


def _part_ids(singles: list[Mutant], i: int, j: int) -> frozenset[str]:
    """The ids of a pair's two single faults (how ``generator/masking_record.py`` names a pair)."""
    return frozenset((singles[i].id, singles[j].id))


def _pair_offers(mutator: FunctionMutator, edits: list, of_edit: list[Signature], natural: list[int]) -> frozenset[str]:
    """The two-site signatures the seed can host (``as_key``): two natural single faults that make a
    compatible pair (disjoint lines, neither inside the other), as the transplant's host search
    (``matching_mutants``) needs. Offering each part alone was not enough: a hard unit's host often
    had both mechanisms on one line, and the unit then found no host for its masking pair."""
    found: set[str] = set()
    for n, i in enumerate(natural):
        for j in natural[n + 1 :]:
            key = as_key(pair_signature([of_edit[i], of_edit[j]]))
            if (
                key not in found
                and compatible_pair(mutator, edits[i], edits[j])
                and pair_shapes.rule(mutator.source, mutator.function_name, edits[i].site.span, edits[j].site.span)
                is None
            ):
                found.add(key)
    return frozenset(found)


def host_offers(seed: Seed, salt: str) -> frozenset[str]:
    """What ``seed`` can host, and nothing more: the signatures of its natural single faults and the
    pairs of them it offers (``SeedPlan.offers`` without planning candidates or building pairs)."""
    mutator = mutator_for(seed.source, seed.function, seed.path)
    _every, singles, _pairs, _rejected, signature, pair_offers = _natural(seed, mutator, salt, known=frozenset())
    return frozenset(signature[m.id][0] for m in singles) | pair_offers


def _signatures(
    of_edit: list[Signature], singles: list[Mutant], pairs: list[tuple[int, int, Mutant]]
) -> dict[str, Signature]:
    """Mutant id -> mechanism signature (generator/disguise/mechanism.py), from each edit's own."""
    out = {mutant.id: pair_signature([of_edit[i]]) for i, mutant in enumerate(singles)}
    out.update({m.id: pair_signature([of_edit[i], of_edit[j]]) for i, j, m in pairs})
    return out


def plan_seed(
    seed: Seed, *, salt: str, choose_domain: Callable[[str, str], str], known: KnownPairs | None = None
) -> SeedPlan:
    """Candidates of one seed per tier: at most MAX_PER_TIER each, operators interleaved. Only
    natural mutants (``generator/naturalness``); hard candidates are interacting pairs, those
    ``known`` to mask themselves (``generator/masking_record.py``) planned first, none when the
    record found none (``known`` empty; None: not recorded). An easy-family fault is planned for
    medium too: measured low exposure makes it a medium item."""
    mutator = mutator_for(seed.source, seed.function, seed.path)
    every_single, singles, pairs, rejected, signature, pair_offers = _natural(
        seed, mutator, salt, known=known, pair_cap=MAX_PAIRS
    )
    by_tier: dict[Tier, list[Mutant]] = {"easy": [], "medium": [], "hard": []}
    for mutant in singles:
        by_tier[mutant.tier].append(mutant)
        if mutant.tier == "easy":
            by_tier["medium"].append(mutant)
    result: dict[Tier, list[Candidate]] = {}
    fixed_text = _function_text(mutator, seed.source)
    fixed = extract_function(seed.source, seed.function, path=seed.path)
    surprise: dict[str, float] = {}

    def figure(mutant: Mutant) -> float:
        if mutant.source not in surprise:
            surprise[mutant.source] = surprise_change(fixed_text, _function_text(mutator, mutant.source))
        return surprise[mutant.source]

    for tier, mutants in by_tier.items():
        rng = _rng(salt, seed.path, tier)
        groups: dict[str, list[Mutant]] = {}
        for mutant in mutants:
            groups.setdefault(_label(mutant), []).append(mutant)
        for group in groups.values():
            rng.shuffle(group)
            del group[2 * MAX_PER_TIER :]  # enough to choose from; the rest are never proposed
            group.sort(key=lambda m: round(figure(m), 3))  # most natural first (stable: ties stay shuffled)
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
            key = content_hash(seed.path, seed.source, mutant.source, domain, disguise_key, tier)
            candidates.append(
                Candidate(
                    key,
                    seed,
                    mutant,
                    tier,
                    _label(mutant),
                    domain,
                    disguise_key,
                    fixed,
                    signature=signature[mutant.id],
                    family=mutant.tier,
                    surprise=figure(mutant),
                )
            )
        if candidates:
            result[tier] = candidates
    if pairs:
        masking = {m.id for i, j, m in pairs if known and _part_ids(every_single, i, j) in known}
        scored = sorted(
            ((m, figure(m)) for _i, _j, m in pairs), key=lambda ms: (ms[0].id not in masking, round(ms[1], 3), ms[0].id)
        )
        first, first_surprise = scored[0]
        disguise_key = f"{salt}:{seed.path}:{first.id}"
        key = content_hash(seed.path, seed.source, "hard", disguise_key, *(m.source for m, _ in scored))
        result["hard"] = [
            Candidate(
                key,
                seed,
                first,
                "hard",
                _label(first),
                choose_domain(seed.domain, disguise_key),
                disguise_key,
                fixed,
                signature=signature[first.id],
                family="hard",
                surprise=first_surprise,
                alternatives=tuple(scored),
                alternative_signatures=tuple(signature[m.id] for m, _ in scored),
                masking_signatures=frozenset(signature[m.id] for m, _ in scored if m.id in masking),
                recorded=sum(m.id in masking for m, _ in scored),
            )
        ]
    offers = frozenset(signature[m.id][0] for m in singles) | pair_offers
    return SeedPlan(result, tuple(sorted(rejected.items())), offers)


def interacting_pairs(
    seed: Seed, *, cap: int = MAX_PAIRS, known: KnownPairs | None = None
) -> list[tuple[frozenset[str], Mutant]]:
    """Up to ``cap`` natural interacting pairs of ``seed`` in plan order (``known`` ones first), each
    with the ids of its two single faults (how ``generator/masking_record.py`` names a pair)."""
    mutator = mutator_for(seed.source, seed.function, seed.path)
    every_single, _natural_singles, pairs, *_rest = _natural(seed, mutator, "masking-record", known=known, pair_cap=cap)
    return [(_part_ids(every_single, i, j), mutant) for i, j, mutant in pairs]
