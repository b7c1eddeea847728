"""The PR track's planner: which module seeds make the edition's PR items, in waves of picklable
work units run on the build's executor.

Quota: ``pr_quotas(n)``: half the items (rounded down) with an easy-family fault (the planted
operator's tier is "easy" and the fault shows on at least ``EASY_EXPOSURE`` of the valid inputs:
tier ``pr-easy``), the rest subtle (tier ``pr-subtle``: a medium- or hard-family operator). Each
unit plants for the tier that most needs items (``make_pr`` takes only that tier's faults). A work unit is one
module to plant, the domains its disguise may be told in (every known one but its own: the
disguise is the module itself told in another domain, ``generator.pr.tell``) and its salt;
``evaluate_pr`` turns it into a PR item or into note lines (file, function, reason) and never
raises for a module that cannot make an item. Units are proposed in the salt's order of the
modules, a wave at a time (as many as the quotas still want), until the quotas are met or the
modules run out. Results are read back in proposal order, so the edition does not depend on
which unit finished first.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from core.errors import RedpenError
from core.model import content_hash
from generator.disguise.domains import known_domains
from generator.pr.item import PRItem, make_pr
from generator.pr.library import ModuleText
from generator.pr.proof import INPUTS
from generator.pr.proof_record import module_hash
from generator.pr.steps import salted_rank

EASY_EXPOSURE = 0.10
SPARE = 4  # PR items a tier makes beyond its quota: the build's audit rounds choose among them
TIERS = ("pr-easy", "pr-subtle")
FAMILIES = {"pr-easy": ("easy",), "pr-subtle": ("medium", "hard")}  # the operator tiers a unit plants


def pr_quotas(items: int) -> dict[str, int]:
    easy = items // 2
    return {"pr-easy": easy, "pr-subtle": items - easy}


def planning_quotas(quotas: dict[str, int]) -> dict[str, int]:
    """What the planner accepts: each tier's quota and :data:`SPARE` more."""
    return {tier: quota + SPARE if quota else 0 for tier, quota in quotas.items()}


def pr_choice(items: Sequence[tuple[PRItem, str]], quotas: dict[str, int], salt: str, number: int) -> list:
    """The PR items of audit round ``number``: each tier's quota of its accepted items, the first
    ones for round 0, a subset drawn from ``salt`` and the round for each later round (as the
    snippet track's rounds choose among its accepted items); in the items' own order."""
    chosen: set[int] = set()
    for tier, quota in quotas.items():
        mine = [i for i, (_item, t) in enumerate(items) if t == tier]
        if number:
            mine.sort(
                key=lambda i: salted_rank(f"{salt}\x00pr-choice\x00{number}", items[i][0].variant("original").module)
            )
        chosen.update(mine[:quota])
    return [pair for i, pair in enumerate(items) if i in chosen]


def pr_tier(item: PRItem) -> str:
    return "pr-easy" if item.family == "easy" and item.exposure >= EASY_EXPOSURE else "pr-subtle"


@dataclass(frozen=True)
class PRUnit:
    """One module to plant: everything its item depends on, as texts (picklable)."""

    module: ModuleText
    domains: tuple[str, ...]  # the domains its disguise may be told in
    salt: str
    inputs: int = INPUTS
    symbolic: bool = True
    recorded: dict = field(default_factory=dict, compare=False)  # the proof record's entries of the module
    tier: str = ""  # the tier the unit plants for ("": any fault)

    def cache_key(self, fingerprint: str) -> str:
        return content_hash(
            fingerprint,
            "pr-unit",
            self.salt,
            self.module.key,
            self.module.text,
            *self.domains,
            str(self.inputs),
            str(self.symbolic),
            json.dumps(self.recorded, sort_keys=True),
            self.tier,
        )


@dataclass(frozen=True)
class PRResult:
    """A unit's outcome: the item (or None) and the note lines it left (cached as a whole)."""

    module: str
    item: PRItem | None
    notes: tuple[str, ...]


def evaluate_pr(unit: PRUnit) -> PRResult:
    """A work unit's PR item; a module that cannot make one is its note lines (one per module or
    refactoring left out), never an exception."""
    try:
        item = make_pr(
            unit.module.ref,
            unit.domains,
            unit.salt,
            inputs=unit.inputs,
            symbolic=unit.symbolic,
            recorded=unit.recorded,
            families=FAMILIES.get(unit.tier, ()),
            min_exposure=EASY_EXPOSURE if unit.tier == "pr-easy" else 0.0,
        )
    except RedpenError as exc:
        return PRResult(unit.module.key, None, (exc.message.splitlines()[0],))
    return PRResult(unit.module.key, item, item.notes)


@dataclass
class PRPlanner:
    """Waves of PR units for ``quotas`` over ``modules``; accepted items per tier."""

    modules: Sequence[ModuleText]
    quotas: dict[str, int]
    salt: str
    inputs: int = INPUTS
    symbolic: bool = True
    recorded: dict = field(default_factory=dict)  # module hash -> step id -> the proof record's entry
    accepted: dict[str, list[PRItem]] = field(default_factory=dict)
    proposed: list[str] = field(default_factory=list)
    rejected: list[tuple[str, str]] = field(default_factory=list)  # (module, why)

    def __post_init__(self) -> None:
        self.order = sorted(self.modules, key=lambda m: salted_rank(f"{self.salt}\x00pr-plan", m.key))
        self.accepted = {tier: [] for tier in self.quotas}

    def wanted(self) -> int:
        return sum(max(0, q - len(self.accepted[t])) for t, q in self.quotas.items())

    def done(self) -> bool:
        return self.wanted() == 0 or len(self.proposed) >= len(self.order)

    def propose(self) -> list[PRUnit]:
        """The next wave: as many untried modules as the quotas still want, each with the domains
        its disguise may be told in (``make_pr`` tries them in its own salt order)."""
        if self.done():
            return []
        wave = [m for m in self.order if m.key not in self.proposed]
        wave = wave[: self.wanted()]
        if not wave:
            self.proposed.extend(m.key for m in self.order if m.key not in self.proposed)
            return []
        self.proposed.extend(m.key for m in wave)
        units = []
        need = {t: max(0, q - len(self.accepted[t])) for t, q in self.quotas.items()}
        for module in wave:
            tier = max(need, key=lambda t: (need[t], -list(self.quotas).index(t)))  # the neediest tier
            need[tier] -= 1
            domains = tuple(d for d in known_domains() if d != module.domain)
            recorded = {k: v for k, v in self.recorded.items() if k == module_hash(module.text)}
            salt = f"{self.salt}:{module.key}"
            units.append(PRUnit(module, domains, salt, self.inputs, self.symbolic, recorded, tier))
        return units

    def offer(self, result: PRResult) -> str | None:
        """The tier an item would fill, or None (no item, or its tier is full: noted)."""
        if result.item is None:
            self.rejected.append((result.module, result.notes[0] if result.notes else "no item"))
            return None
        tier = pr_tier(result.item)
        if len(self.accepted[tier]) >= self.quotas[tier]:
            self.rejected.append((result.module, f"tier {tier} already full"))
            return None
        return tier

    def accept(self, tier: str, item: PRItem) -> None:
        self.accepted[tier].append(item)

    def items(self) -> list[tuple[PRItem, str]]:
        return [(item, tier) for tier in self.quotas for item in self.accepted[tier]]
