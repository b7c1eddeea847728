"""Selection: fill tier quotas, spread operators within a tier, balance domains across tiers.

The planner is a deterministic state machine driven in waves: it proposes the next candidates to
evaluate (those that would best improve operator spread and domain balance), the build evaluates a
wave in parallel, then feeds the results back in the proposal order. The outcome depends only on
the results, never on timing.
"""

from __future__ import annotations

import functools
import math
from collections import Counter, defaultdict
from dataclasses import replace

from core.model import Tier, content_hash
from core.seeds import Seed
from generator import shape_fill, shape_quota
from generator.candidates import operator_label
from generator.host_choice import HostChoice, keeping
from generator.items import TIER_ORDER, Candidate, ItemDraft, Rejection
from generator.lint_balance import lint_balanced, lint_nets
from generator.tiers import (
    ORDER_EXTRA,
    ORDER_ROUNDS,
    RESERVE,
    RESERVES,
    TierState,
    difficulty_rank,
    exposure_group,
    median_exposure,
    ordered_choice,
)

ALTERNATIVES_PER_UNIT = 4  # faults of one seed measured and tried by one easy or medium unit
# hard units that must prove a masking pair, per place of the hard quota, before units may prove a
# stand-in (the least exposed pair that fits but does not mask): a unit without a masking pair then
# costs its measurement only, so the seeds are searched for maskers before stand-ins are proven
HARD_EXPLORE_PER_PLACE = 8  # 5 left one edition with 3 masking items of 8; with 8 the same secret gave 8 of 8
STAND_IN_FACTOR = 1.25  # units proposed per open hard place once stand-ins may be proven


class Planner(HostChoice):
    """Decides which candidate of which seed to try next for each tier."""

    def __init__(
        self,
        options: dict[str, dict[Tier, list[Candidate]]],
        quotas: dict[Tier, int],
        *,
        salt: str,
        tries_per_seed: int = 3,
        wave_factor: float | None = None,
        reserve: float = RESERVE,
        hosts: dict[str, tuple[Seed, frozenset[str]]] | None = None,
        own_hosts: bool = False,
        balance_lint: bool = True,
    ) -> None:
        self.options = options  # seed path -> tier -> ordered candidates
        self.tiers: dict[Tier, TierState] = {
            t: TierState(q, reserve=min(reserve, RESERVES.get(t, reserve))) for t, q in quotas.items()
        }
        self.salt = salt
        self.tries_per_seed = tries_per_seed
        self.wave_factor = wave_factor
        self.assigned: dict[str, Tier] = {}
        self.tried: dict[tuple[str, Tier], int] = defaultdict(int)
        self.used_keys: set[str] = set()
        self.total_domains: Counter = Counter()
        self.rejections: list[Rejection] = []
        self.candidates_seen: Counter = Counter()
        # transplant: seed path -> (seed, signatures it offers); None plans renaming disguises
        self.hosts = hosts
        # hosts are each seed's own clean implementation, keyed by the seed's path (disguise/clean_host.py)
        self.own_hosts = own_hosts
        self.balance_lint = balance_lint  # choose each tier so a linter does not tell the variants (lint_balance)
        self.lint_net: dict[Tier, int] = {}  # per tier: flagged defective minus flagged correct snippets chosen
        self.reserved: dict[str, str] = {}  # target seed path -> key of the candidate holding it
        self.target_domains: Counter = Counter()
        self.finished: Counter = Counter()  # units of each tier that came back (accepted, released or rejected)
        self.hard_explore = HARD_EXPLORE_PER_PLACE * quotas.get("hard", 0)  # see stand_ins
        self.explored: set[str] = set()  # seeds whose hard unit came back without a masking pair
        self.stand_in_seen: dict[str, tuple[float, tuple[str, ...]]] = {}  # ... offering stand-ins (reject)
        self.fitted: Counter = Counter()  # ... of which fitted the tier (accepted or released)
        self.order_rounds = 0  # rounds of extra units run because the tiers were out of order (done)
        self.failed_hosts: dict[str, set[str]] = {}  # filling hard units failed at a host: seed -> those hosts
        self.host_failures: Counter = Counter()  # ... how many times (a new unit key each time)

    # ---- proposing -------------------------------------------------------------------------
    def _seed_order(self, tier: Tier, state: TierState) -> list[str]:
        fill = self._filling() if tier == "hard" else None
        if fill is not None:  # steered by shape: only seeds offering a pair of a wanted shape
            return shape_fill.order(self, state, fill)
        stand_ins = tier == "hard" and self.stand_ins

        def rank(path: str) -> tuple:
            domain = next(iter(self.options[path][tier])).seed.domain
            balance = (state.domains[domain], self.total_domains[domain], content_hash(self.salt, tier, path))
            if tier != "hard":  # a seed with a pair recorded to mask itself is kept for the hard tier
                return (self._recorded_masking(path), *balance)
            if stand_ins:  # first the seeds known to offer a stand-in, least exposed first
                return ((0, self.stand_in_seen[path][0]) if path in self.stand_in_seen else (1, 0.0)) + balance
            return (not self._recorded_masking(path), *balance)  # seeds with a pair recorded to mask first

        eligible = [
            p
            for p, by_tier in self.options.items()
            if p not in self.assigned
            and p not in self.reserved
            and by_tier.get(tier)
            and self.tried[(p, tier)] < self.tries_per_seed
            and (not stand_ins or p not in self.explored or p in self.stand_in_seen)
            and self._next_candidate(p, tier, state)
        ]
        return sorted(eligible, key=rank)

    def _key(self, candidate: Candidate) -> str:
        """The candidate's key as proposed now (a hard unit allowed a stand-in is another unit)."""
        fill = self._filling() if candidate.tier == "hard" else None
        if fill is not None:
            return shape_fill.key(candidate.key, fill, self.host_failures[candidate.seed.path])
        if candidate.tier == "hard" and self.stand_ins:
            return _stand_in_key(candidate.key)
        return candidate.key

    def _next_candidate(self, path: str, tier: Tier, state: TierState) -> Candidate | None:
        remaining = [c for c in self.options[path][tier] if self._key(c) not in self.used_keys]
        if not remaining:
            return None
        return min(remaining, key=lambda c: (state.operators[c.operator], remaining.index(c)))

    def _filling(self) -> frozenset[str] | None:
        """While the hard tier fills its shape quota (``generator/shape_fill.py``): the shapes its
        units must not bring; else None."""
        state = self.tiers.get("hard")
        if state is None or not shape_fill.active(state):
            return None
        return shape_fill.full(state.accepted, state.quota)

    @property
    def stand_ins(self) -> bool:
        """May hard units prove a stand-in pair? Only once HARD_EXPLORE_PER_PLACE hard units per place
        have come back, or no seed is left to search for a masking pair (``propose``)."""
        return "hard" in self.tiers and self.finished["hard"] >= self.hard_explore

    def _start_stand_ins(self) -> None:
        self.hard_explore = min(self.hard_explore, self.finished["hard"])
        # a stand-in ranks after every masking pair: prove no spare (but the shape quota's extra items)
        self.tiers["hard"].reserve = shape_quota.SHAPE_EXTRA * self.tiers["hard"].shape_rounds

    def propose(self) -> list[Candidate]:
        """The next wave: for each open tier, the best next candidates (one per seed)."""
        wave: list[Candidate] = []
        busy: set[str] = set()
        if self.stand_ins:
            self._start_stand_ins()
        # Scarce tiers first, so hard-capable seeds are not spent on easy items.
        for tier in sorted(self.tiers, key=lambda t: -TIER_ORDER.index(t)):
            state = self.tiers[tier]
            if state.open <= 0:
                continue
            order = self._seed_order(tier, state)
            filling = tier == "hard" and self._filling() is not None
            if (
                tier == "hard" and not order and not self.stand_ins and not filling
            ):  # no seed left to search for maskers
                self._start_stand_ins()
                if state.open <= 0:
                    continue
                order = self._seed_order(tier, state)
            recorded = tier == "hard" and not self.stand_ins and bool(order) and self._recorded_masking(order[0])
            want = max(1, math.ceil(state.open * self._factor(tier, recorded=recorded)))
            for path in order:
                if len([c for c in wave if c.tier == tier]) >= want:
                    break
                if path in busy:
                    continue
                candidate = self._with_targets(path, tier, state, busy)
                if candidate is None:
                    continue
                if tier == "hard" and not filling:
                    candidate = shape_quota.steered(candidate, state.accepted)
                busy.add(path)
                busy.update(t.path for t in candidate.targets)
                wave.append(candidate)
        for candidate in wave:
            self.tried[(candidate.seed.path, candidate.tier)] += 1
            self.candidates_seen[candidate.tier] += 1
            for target in candidate.targets:
                self.reserved[target.path] = candidate.key
        return wave

    def _factor(self, tier: Tier, *, recorded: bool = False) -> float:
        """How many units to propose per open place: the inverse of the success rate so far of such
        units (with a prior: a hard unit fits about two times in five, one of a seed with a pair
        recorded to mask itself seven in ten, an easy or medium unit, which carries all of its
        seed's faults for the tier, nearly always), at most three. A fixed factor over-proposed:
        units past the quota are proven and then thrown away (a third of a build's hard units, once
        the record made most of them fit)."""
        if self.wave_factor is not None:
            return self.wave_factor
        if tier == "hard" and self._filling() is not None:
            return shape_fill.FILL_FACTOR
        if tier == "hard" and self.stand_ins:  # a unit with a stand-in nearly always fits
            return STAND_IN_FACTOR
        kind = RECORDED if recorded else tier
        prior_fit, prior_all = WAVE_PRIOR.get(kind, (1, 1))
        fitted, finished = self.fitted[kind], self.finished[kind]
        if tier == "hard" and not recorded:  # the hard units of seeds not in the record
            fitted, finished = fitted - self.fitted[RECORDED], finished - self.finished[RECORDED]
        rate = (fitted + prior_fit) / (finished + prior_all)
        return min(3.0, 1.0 / max(rate, 1e-9))

    def _with_targets(self, path: str, tier: Tier, state: TierState, busy: set[str]) -> Candidate | None:
        """The seed's next candidate, with the target seeds that could host its transplant (a
        candidate no free seed can host is skipped for good)."""
        while True:
            candidate = self._next_candidate(path, tier, state)
            if candidate is None:
                return None
            before = set(self.used_keys)
            self.used_keys.add(self._key(candidate))
            fill = self._filling() if tier == "hard" else None
            if fill is not None:
                filled = shape_fill.filling(candidate, fill, self.host_failures[path])
                if filled is None:  # none of its pairs is of a wanted shape
                    continue
                candidate = filled
            elif tier != "hard":
                candidate = self._with_alternatives(candidate, path, tier, state)
            elif self.stand_ins:
                candidate = self._standing_in(candidate)
            if self.hosts is None:
                return candidate
            targets = self._targets(candidate, busy | {path} | self.failed_hosts.get(path, set()))
            if targets:
                return self._hostable(replace(candidate, targets=targets))
            if self._targets(candidate, {path}, waiting=True):  # its hosts are held by this wave's units:
                self.used_keys = before  # the seed waits for a later wave (in a small library a hard
                return None  # unit holds up to HARD_TARGETS seeds, and a candidate was lost for good)
            self.rejections.append(
                Rejection(
                    path,
                    tier,
                    candidate.operator,
                    "transplant",
                    "no-host",
                    self.no_host,
                )
            )

    def _standing_in(self, candidate: Candidate) -> Candidate:
        """A hard candidate allowed to prove a stand-in; a seed searched before carries only the pairs
        that its unit found could stand in (so its hosts are chosen for those)."""
        candidate = replace(candidate, key=_stand_in_key(candidate.key), stand_in=True)
        known = self.stand_in_seen.get(candidate.seed.path)
        if known is None:
            return candidate
        return keeping(candidate, lambda mutant, _signature: mutant.id in known[1])

    def _with_alternatives(self, first: Candidate, path: str, tier: Tier, state: TierState) -> Candidate:
        """One work unit of a seed and tier: the chosen candidate and the next unused ones of the
        seed's tier (up to ALTERNATIVES_PER_UNIT), in the order the planner would propose them
        (operator spread). The unit measures them all in one sandboxed batch and proves the ones
        whose exposure fits the tier, so a seed is not proposed wave after wave to find its fitting
        fault; a unit that fails leaves the seed's other faults for a later one (another host)."""
        chosen = [first]
        while (
            len(chosen) < ALTERNATIVES_PER_UNIT and (following := self._next_candidate(path, tier, state)) is not None
        ):
            self.used_keys.add(following.key)
            chosen.append(following)
        if len(chosen) == 1:
            return first
        return replace(
            first,
            key=content_hash(first.key, "unit", *(c.key for c in chosen[1:])),
            alternatives=tuple((c.mutant, c.surprise) for c in chosen),
            alternative_signatures=tuple(c.signature for c in chosen),
        )

    # ---- feeding results back ---------------------------------------------------------------
    def wants(self, candidate: Candidate) -> bool:
        return candidate.seed.path not in self.assigned and self.tiers[candidate.tier].open > 0

    def release(self, candidate: Candidate, *, fitted: bool = True) -> None:
        """Free the target seeds a finished candidate held."""
        self.finished[candidate.tier] += 1
        self.fitted[candidate.tier] += fitted
        if candidate.tier == "hard" and candidate.masking_signatures:
            self.finished[RECORDED] += 1
            self.fitted[RECORDED] += fitted
        for target in candidate.targets:
            if self.reserved.get(target.path) == candidate.key:
                del self.reserved[target.path]

    def accept(self, candidate: Candidate, item: ItemDraft) -> None:
        self.release(candidate)
        if item.transplant is not None:
            self.assigned[item.transplant.seed_path] = candidate.tier
            self.target_domains[item.transplant.domain] += 1
        state = self.tiers[candidate.tier]
        state.accepted.append(item)
        state.operators[operator_label(item.operators)] += 1
        state.domains[candidate.seed.domain] += 1
        self.total_domains[candidate.seed.domain] += 1
        self.assigned[candidate.seed.path] = candidate.tier

    def reject(
        self,
        candidate: Candidate,
        stage: str,
        verdict: str,
        message: str,
        *,
        stand_in: tuple[float, tuple[str, ...]] | None = None,
    ) -> None:
        """``stand_in``: a hard unit that found no masking pair: the exposure of the least exposed pair
        that could stand in for one, and the ids of those pairs (its seed is proposed again with
        them once stand-ins may be proven)."""
        self.release(candidate, fitted=False)
        if candidate.tier == "hard":
            self.explored.add(candidate.seed.path)
            if self._filling() is not None and stage.startswith("host"):  # shape_fill: tried again, other hosts
                self.failed_hosts.setdefault(candidate.seed.path, set()).update(t.path for t in candidate.targets)
                self.host_failures[candidate.seed.path] += 1
            if stand_in is not None and not candidate.stand_in:
                self.stand_in_seen[candidate.seed.path] = stand_in
        self.rejections.append(
            Rejection(candidate.seed.path, candidate.tier, candidate.operator, stage, verdict, message)
        )

    def done(self) -> bool:
        """Every tier has its target; and the tiers are in order (median exposure easy > medium >
        hard), or ORDER_ROUNDS more rounds of units could not put them in order (asked once per
        wave: a tier out of order raises the targets for one more round); and the hard tier's
        accepted items can fill its shape quota, or SHAPE_ROUNDS more rounds could not."""
        if not all(s.open <= 0 for s in self.tiers.values()):
            return False
        if "hard" in self.tiers and shape_quota.extend(self.tiers["hard"]):
            return False
        return not self._extend_for_order()

    def out_of_order(self) -> list[tuple[Tier, Tier]]:
        """The adjacent tiers (easier, harder) whose chosen items' median exposures are not in order."""
        chosen: dict[Tier, float] = {}
        ceiling: float | None = None
        for tier in reversed(TIER_ORDER):
            if tier in self.tiers and self.tiers[tier].accepted:
                median = median_exposure(ordered_choice(self.tiers[tier], ceiling))
                if median is not None:
                    chosen[tier] = ceiling = median
        present = [t for t in TIER_ORDER if t in chosen]
        return [(easier, harder) for easier, harder in zip(present, present[1:]) if chosen[easier] <= chosen[harder]]

    def _extend_for_order(self) -> bool:
        """Tiers out of order: both tiers of each such boundary accept ORDER_EXTRA more of their quota
        (more items to choose from: an easy item showing on more inputs, a medium one on fewer);
        False when they are in order or the rounds are spent."""
        wrong = self.out_of_order()
        if not wrong or self.order_rounds >= ORDER_ROUNDS:
            return False
        self.order_rounds += 1
        for tier in {t for boundary in wrong for t in boundary}:
            self.tiers[tier].reserve += ORDER_EXTRA
        return True

    def shortfall(self) -> dict[Tier, int]:
        return {t: s.missing for t, s in self.tiers.items() if s.missing > 0}

    def items(self) -> list[ItemDraft]:
        """The quota's worth of each tier, harder tiers chosen first (``ordered_choice``)."""
        chosen: dict[Tier, list[ItemDraft]] = {}
        ceiling: float | None = None
        everything = [item for state in self.tiers.values() for item in state.accepted]
        nets = lint_nets(everything) if self.balance_lint and everything else {}
        for tier in reversed(TIER_ORDER):  # hard, medium, easy
            if tier in self.tiers:
                chosen[tier] = ordered_choice(self.tiers[tier], ceiling)
                if nets:
                    chosen[tier] = lint_balanced(
                        chosen[tier],
                        sorted(self.tiers[tier].accepted, key=difficulty_rank),
                        nets,
                        key=lambda item: item.candidate_key,
                        group=functools.partial(exposure_group, ceiling=ceiling),
                        keeps=functools.partial(shape_quota.holds, shape=shape_quota.pair_shape),
                    )
                    self.lint_net[tier] = sum(nets[item.candidate_key] for item in chosen[tier])
                ceiling = median_exposure(chosen[tier]) if chosen[tier] else ceiling
        return [item for tier in TIER_ORDER if tier in chosen for item in chosen[tier]]


def _stand_in_key(key: str) -> str:
    """The key of a hard unit allowed to prove a stand-in: another unit than the search's."""
    return content_hash(key, "stand-in")


RECORDED = "hard, recorded"  # the rate of hard units of seeds with a pair recorded to mask itself
WAVE_PRIOR: dict[str, tuple[int, int]] = {"easy": (4, 4), "medium": (4, 4), "hard": (2, 5), RECORDED: (7, 10)}
