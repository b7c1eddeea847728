"""Selection: fill tier quotas, spread operators within a tier, balance domains across tiers.

The planner is a deterministic state machine driven in waves: it proposes the next candidates to
evaluate (those that would best improve operator spread and domain balance), the build evaluates a
wave in parallel, then feeds the results back in the proposal order. The outcome depends only on
the results, never on timing.
"""

from __future__ import annotations

import ast
import functools
import math
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from core.model import Mutant, Tier, content_hash
from core.seeds import Seed
from core.surface import bag, cosine, style_distance, style_profile
from core.syntax import ast_function_named
from generator import shape_fill, shape_quota
from generator.candidates import operator_label
from generator.disguise.transplant import offers as offers_signature
from generator.items import TIER_ORDER, Candidate, ItemDraft
from generator.lint_balance import lint_balanced, lint_nets

ALTERNATIVES_PER_UNIT = 4  # faults of one seed measured and tried by one easy or medium unit
TARGETS_PER_CANDIDATE = 1  # target seeds reserved for an easy or medium candidate while its unit runs
# ... and at most this many for a hard one: its unit measures every pair some reserved seed can host
# and proves the least exposed masking one, so each seed that hosts pairs the others cannot widens
# the choice (with one host, a unit kept 5-27 of its seed's up to 32 pairs; 2 of 13 accepted masked)
HARD_TARGETS = 3
# hard units that must prove a masking pair, per place of the hard quota, before units may prove a
# stand-in (the least exposed pair that fits but does not mask): a unit without a masking pair then
# costs its measurement only, so the seeds are searched for maskers before stand-ins are proven
HARD_EXPLORE_PER_PLACE = 8  # 5 left one edition with 3 masking items of 8; with 8 the same secret gave 8 of 8
STAND_IN_FACTOR = 1.25  # units proposed per open hard place once stand-ins may be proven


def quotas_for(items: int) -> dict[Tier, int]:
    """Default 18/18/8 of 44, scaled to ``items`` (largest remainder, deterministic)."""
    base: dict[Tier, int] = {"easy": 18, "medium": 18, "hard": 8}
    if items <= 0:
        raise ValueError("items must be positive")
    raw = {t: base[t] * items / 44 for t in base}
    result = {t: math.floor(v) for t, v in raw.items()}
    leftover = items - sum(result.values())
    for t in sorted(base, key=lambda t: (-(raw[t] - result[t]), TIER_ORDER.index(t)))[:leftover]:
        result[t] += 1
    return result


ORDER_ROUNDS = 2  # at most this many rounds of extra units when the tiers' medians are out of order
ORDER_EXTRA = 0.25  # ... each accepting this share of the quota more items in both tiers of the boundary
RESERVE = 0.5  # accept this share more items than the quota, then keep the least exposed
# (for hard: masking pairs first, then the fallback pairs of seeds without one)
RESERVES = {"easy": RESERVE, "medium": RESERVE, "hard": RESERVE}


def difficulty_rank(item: ItemDraft) -> tuple:
    """Masking pairs before fallback pairs (hard), then least exposed, then most natural (smallest
    token-surprise change), then stable."""
    d = item.difficulty
    if d is None:
        return (1, 1.0, 0.0, item.candidate_key)
    return (0 if getattr(d, "masking", True) else 1, round(d.exposure, 6), round(d.surprise, 6), item.candidate_key)


@dataclass
class TierState:
    quota: int
    accepted: list[ItemDraft] = field(default_factory=list)
    operators: Counter = field(default_factory=Counter)
    domains: Counter = field(default_factory=Counter)
    reserve: float = RESERVE
    shape_rounds: int = 0  # hard: rounds of extra units run for the shape quota (shape_quota.extend)

    @property
    def target(self) -> int:
        return self.quota + math.ceil(self.quota * self.reserve)

    @property
    def open(self) -> int:
        return self.target - len(self.accepted)

    @property
    def missing(self) -> int:
        return max(0, self.quota - len(self.accepted))

    def chosen(self) -> list[ItemDraft]:
        """The quota's worth of accepted items: the least exposed and most natural (hard: within the
        shape quota, ``generator/shape_quota.py``)."""
        return shape_quota.choose(sorted(self.accepted, key=difficulty_rank), self.quota, shape_quota.pair_shape)


@dataclass(frozen=True)
class Rejection:
    seed_path: str
    tier: str
    operator: str
    stage: str
    verdict: str
    message: str


class Planner:
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
                    "no unused seed of another domain has a site of the same mechanism",
                )
            )

    def _standing_in(self, candidate: Candidate) -> Candidate:
        """A hard candidate allowed to prove a stand-in; a seed searched before carries only the pairs
        that its unit found could stand in (so its hosts are chosen for those)."""
        candidate = replace(candidate, key=_stand_in_key(candidate.key), stand_in=True)
        known = self.stand_in_seen.get(candidate.seed.path)
        if known is None:
            return candidate
        return _keeping(candidate, lambda mutant, _signature: mutant.id in known[1])

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

    def _recorded_masking(self, path: str) -> bool:
        """Does the seed have a pair recorded to mask itself (``generator/masking_record.py``)?"""
        return any(c.masking_signatures for c in self.options.get(path, {}).get("hard", ()))

    def _value_as_source(self, path: str) -> tuple[int, int, int]:
        """How much a seed is worth as the planted seed: hard-capable seeds are scarce, and seeds with
        a pair recorded to mask itself the scarcest."""
        by_tier = self.options.get(path, {})
        return (self._recorded_masking(path), 1 if by_tier.get("hard") else 0, sum(1 for t in by_tier if by_tier[t]))

    def _targets(self, candidate: Candidate, busy: set[str], *, waiting: bool = False) -> tuple[Seed, ...]:
        """The seeds to reserve as the candidate's hosts; ``waiting``: also those other units hold now."""
        assert self.hosts is not None
        domain = candidate.seed.domain
        pool = [
            p
            for p, (seed, offered) in self.hosts.items()
            if p not in busy
            and p not in self.assigned
            and (waiting or p not in self.reserved)
            and seed.domain != domain
            and any(offers_signature(offered, sig) for sig in candidate.signatures)
        ]
        mine = bag(candidate.seed.source)
        masking = candidate.masking_signatures
        hosted = {
            p: (
                sum(1 for sig in masking if offers_signature(self.hosts[p][1], sig)),
                sum(1 for sig in candidate.signatures if offers_signature(self.hosts[p][1], sig)),
            )
            for p in pool
        }
        # a hard candidate goes to the seed that can host the most of its pairs recorded to mask
        # themselves, then of all its pairs (an easy or medium unit does not: the seeds offering most
        # sites are the longest, and its disguises would read longer than the other variants); then
        # domain balance
        style = style_profile(candidate.fixed.code)
        pool.sort(
            key=lambda p: (
                (-hosted[p][0], -hosted[p][1]) if candidate.tier == "hard" else (0, 0),
                self.target_domains[self.hosts[p][0].domain],
                self._recorded_masking(p),
                # a host written in its original's surface style (names, numbers, length), so the
                # disguised variants are not a population of their own (disguised-vs-others)
                int(style_distance(style, _function_style(self.hosts[p][0]))),
                self._value_as_source(p),
                _likeness(mine, self.hosts[p][0].source),
                content_hash(self.salt, "host", candidate.key, p),
            )
        )
        if candidate.tier != "hard":
            return tuple(self.hosts[p][0] for p in pool[:TARGETS_PER_CANDIDATE])
        chosen: list[str] = []
        covered: set[int] = set()
        for p in pool:  # in rank order, a seed only when it hosts a pair no seed chosen before hosts
            hosts = {i for i, sig in enumerate(candidate.signatures) if offers_signature(self.hosts[p][1], sig)}
            if hosts - covered:
                chosen.append(p)
                covered |= hosts
            if len(chosen) >= HARD_TARGETS or len(covered) == len(candidate.signatures):
                break
        return tuple(self.hosts[p][0] for p in chosen)

    def _hostable(self, candidate: Candidate) -> Candidate:
        """A hard candidate keeps only the alternative pairs its target seeds can host."""
        if not candidate.alternative_signatures or self.hosts is None:
            return candidate
        offered = [self.hosts[t.path][1] for t in candidate.targets]
        return _keeping(candidate, lambda _mutant, signature: any(offers_signature(o, signature) for o in offered))

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
                median = _median_exposure(ordered_choice(self.tiers[tier], ceiling))
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
                        group=functools.partial(_exposure_group, ceiling=ceiling),
                        keeps=functools.partial(shape_quota.holds, shape=shape_quota.pair_shape),
                    )
                    self.lint_net[tier] = sum(nets[item.candidate_key] for item in chosen[tier])
                ceiling = _median_exposure(chosen[tier]) if chosen[tier] else ceiling
        return [item for tier in TIER_ORDER if tier in chosen for item in chosen[tier]]


def tier_order_note(items: list[ItemDraft]) -> str | None:
    """A note when the chosen items' tiers are out of order (median exposure easy > medium > hard
    does not hold), else None."""
    medians = {t: _median_exposure([i for i in items if i.tier == t]) for t in TIER_ORDER}
    present = [t for t in TIER_ORDER if medians[t] is not None]
    wrong = [(a, b) for a, b in zip(present, present[1:]) if medians[a] <= medians[b]]  # type: ignore[operator]
    if not wrong:
        return None
    shown = "; ".join(f"{a} {medians[a]:.3f} <= {b} {medians[b]:.3f}" for a, b in wrong)
    return (
        f"tiers out of order after {ORDER_ROUNDS} extra rounds of units: median exposure {shown} "
        "(the library offers too few such faults: rebuild with another secret or grow the library)"
    )


def _stand_in_key(key: str) -> str:
    """The key of a hard unit allowed to prove a stand-in: another unit than the search's."""
    return content_hash(key, "stand-in")


def _keeping(candidate: Candidate, keep: Callable[[Mutant, tuple[str, ...]], bool]) -> Candidate:
    """A hard candidate with only the alternative pairs ``keep`` accepts (the first of them leads);
    unchanged when it accepts none."""
    kept = [
        (alternative, signature)
        for alternative, signature in zip(candidate.alternatives, candidate.alternative_signatures)
        if keep(alternative[0], signature)
    ]
    if not kept:
        return candidate
    (mutant, surprise), signature = kept[0]
    return replace(
        candidate,
        mutant=mutant,
        surprise=surprise,
        signature=signature,
        alternatives=tuple(a for a, _s in kept),
        alternative_signatures=tuple(s for _a, s in kept),
    )


RECORDED = "hard, recorded"  # the rate of hard units of seeds with a pair recorded to mask itself
WAVE_PRIOR: dict[str, tuple[int, int]] = {"easy": (4, 4), "medium": (4, 4), "hard": (2, 5), RECORDED: (7, 10)}


def _exposure_group(item: ItemDraft, ceiling: float | None) -> int:
    """0 for an item that shows on more inputs than the next harder tier's median (chosen first by
    ``ordered_choice``), else 1."""
    d = item.difficulty
    return 0 if ceiling is None or d is None or d.exposure > ceiling else 1


def _median_exposure(items: list[ItemDraft]) -> float | None:
    figures = sorted(i.difficulty.exposure for i in items if i.difficulty is not None)
    if not figures:
        return None
    middle = len(figures) // 2
    return figures[middle] if len(figures) % 2 else (figures[middle - 1] + figures[middle]) / 2


def ordered_choice(state: TierState, harder_median: float | None) -> list[ItemDraft]:
    """The tier's quota from its accepted items. Hard: the least exposed (masking pairs first).
    Easy and medium: the tiers must stay in order (median exposure easy > medium > hard, measured
    on the edition), so items that show on more inputs than the next harder tier's median come
    first, then the least exposed and most natural of them (``difficulty_rank``); when they are too
    few to carry the median, the rest are filled with the most exposed of the others."""
    if harder_median is None:
        return state.chosen()
    above = sorted((i for i in state.accepted if _exposure_group(i, harder_median) == 0), key=difficulty_rank)
    below = sorted((i for i in state.accepted if _exposure_group(i, harder_median) == 1), key=difficulty_rank)
    if len(above) < state.quota // 2 + 1:  # too few to carry the median: the most exposed of the rest
        below.sort(key=lambda item: -item.difficulty.exposure if item.difficulty is not None else 0.0)
    return (above + below)[: state.quota]


LIKENESS_STEPS = 5


def _function_style(seed: Seed) -> tuple[float, ...]:
    return _style_of(seed.source, seed.function)


@functools.lru_cache(maxsize=4096)
def _style_of(source: str, function: str) -> tuple[float, ...]:
    """The style profile of a seed's target function (``core.surface.style_profile``)."""
    node = ast_function_named(ast.parse(source), function)
    return style_profile((ast.get_source_segment(source, node) or source) if node is not None else source)


def _likeness(mine: Counter, source: str) -> int:
    """How alike two seeds read (word-bag cosine of docstrings and identifier parts, in 5 steps):
    the least alike host is tried first, so the disguise does not lead back to its original (the
    audit's disguise-matching measure uses the same bags)."""
    return int(cosine(mine, bag(source)) * LIKENESS_STEPS)
