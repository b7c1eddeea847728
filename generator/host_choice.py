"""Choosing the seeds that host a candidate's disguise (transplant): the planner's side of it
(``generator/select.py`` mixes :class:`HostChoice` in)."""

from __future__ import annotations

import ast
import functools
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from core.model import Mutant, Tier, content_hash
from core.seeds import Seed
from core.surface import bag, cosine, style_distance, style_profile
from core.syntax import ast_function_named
from generator.disguise.transplant import offers as offers_signature
from generator.items import Candidate

TARGETS_PER_CANDIDATE = 1  # target seeds reserved for an easy or medium candidate while its unit runs
# ... and at most this many for a hard one: its unit measures every pair some reserved seed can host
# and proves the least exposed masking one, so each seed that hosts pairs the others cannot widens
# the choice (with one host, a unit kept 5-27 of its seed's up to 32 pairs; 2 of 13 accepted masked)
HARD_TARGETS = 3


class HostChoice:
    """The planner's host choice. The planner owns the state below (``Planner.__init__``)."""

    options: dict[str, dict[Tier, list[Candidate]]]
    hosts: dict[str, tuple[Seed, frozenset[str]]] | None
    assigned: dict[str, Tier]
    reserved: dict[str, str]
    target_domains: Counter
    salt: str
    own_hosts: bool

    @property
    def no_host(self) -> str:
        """Why a candidate found no host (a rejection's message)."""
        if self.own_hosts:
            return "the seed's clean implementation has no site of the same mechanism"
        return "no unused seed of another domain has a site of the same mechanism"

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
        if self.own_hosts:  # the seed's own clean implementation, when it offers a signature (disguise/clean_host.py)
            own = self.hosts.get(candidate.seed.path)
            offered = own is not None and any(offers_signature(own[1], sig) for sig in candidate.signatures)
            return (own[0],) if own is not None and offered else ()
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
        return keeping(candidate, lambda _mutant, signature: any(offers_signature(o, signature) for o in offered))


def keeping(candidate: Candidate, keep: Callable[[Mutant, tuple[str, ...]], bool]) -> Candidate:
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
