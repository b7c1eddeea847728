"""Statistics of a seed library: per domain, operator sites, and medium-tier mechanisms."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from core.errors import RedpenError
from core.paths import seed_key
from core.seeds import discover_seeds, load_library_seed
from generator.candidates import KnownPairs
from generator.masking_record import known_pairs
from generator.masking_record import seed_hash as masking_hash
from operators.engine import FunctionMutator
from operators.registry import all_operators

DEFAULT_EDITION = {"easy": 18, "medium": 18, "hard": 8}


@dataclass(frozen=True)
class SeedStats:
    path: str
    domain: str
    has_clean: bool
    operator_sites: dict[str, int]
    mechanisms: frozenset[str]
    tiers: frozenset[str] = frozenset()  # tiers an item of this seed can fill (by operator sites)
    status: str = "ready"
    masking_pairs: int | None = None  # pairs recorded to mask themselves (None: not in the record)


def editions_left(
    tier_sets: list[frozenset[str]], quotas: dict[str, int] = DEFAULT_EDITION, seeds_per_item: int = 1
) -> int:
    """How many more full editions (``quotas`` per tier, no seed used twice) the seeds can fill:
    the largest n for which every set T of tiers has n * sum(quotas[T]) <= the seeds able to fill
    some tier in T (Hall's condition, exact for this assignment), and the whole edition's
    n * items * seeds_per_item seeds exist (a transplanted disguise takes a second seed per item)."""
    total_items = sum(quotas.values())
    tiers = sorted(quotas)
    best = len(tier_sets) // max(1, total_items * seeds_per_item)
    for mask in range(1, 1 << len(tiers)):
        chosen = {t for i, t in enumerate(tiers) if mask >> i & 1}
        need = sum(quotas[t] for t in chosen)
        able = sum(1 for s in tier_sets if s & chosen)
        if need:
            best = min(best, able // need)
    return best


@dataclass(frozen=True)
class LibraryStats:
    seeds: tuple[SeedStats, ...]
    errors: tuple[tuple[str, str], ...]

    @property
    def domains(self) -> Counter:
        return Counter(s.domain for s in self.seeds)

    @property
    def seeds_per_operator(self) -> Counter:
        return Counter(op for s in self.seeds for op, n in s.operator_sites.items() if n)

    @property
    def sites_per_operator(self) -> Counter:
        total: Counter = Counter()
        for s in self.seeds:
            total.update(s.operator_sites)
        return total

    @property
    def seeds_per_mechanism(self) -> Counter:
        return Counter(m for s in self.seeds for m in s.mechanisms)

    @property
    def clean_share(self) -> float:
        return sum(s.has_clean for s in self.seeds) / max(1, len(self.seeds))

    def ready(self, used: frozenset[str] = frozenset()) -> list[SeedStats]:
        """Seeds an edition may use: not needs-spec, not used by an earlier edition."""
        return [s for s in self.seeds if s.status != "needs-spec" and s.path not in used]

    def supply(self, used: frozenset[str] = frozenset()) -> dict:
        ready = self.ready(used)
        tier_sets = [s.tiers for s in ready]
        return {
            "ready_seeds": len(ready),
            "needs_spec": sum(s.status == "needs-spec" for s in self.seeds),
            "used_by_earlier_editions": sum(s.path in used for s in self.seeds),
            "editions_left": editions_left(tier_sets),
            "editions_left_transplant": editions_left(tier_sets, seeds_per_item=2),
            "seeds_per_tier": {t: sum(t in s for s in tier_sets) for t in sorted(DEFAULT_EDITION)},
            "seeds_with_masking_pairs": sum(bool(s.masking_pairs) for s in ready),
            "seeds_not_in_masking_record": sum(s.masking_pairs is None for s in ready),
        }

    def to_dict(self, used: frozenset[str] = frozenset()) -> dict:
        return {
            "seeds": len(self.seeds),
            "supply": self.supply(used),
            "domains": dict(sorted(self.domains.items())),
            "largest_domain_share": round(max(self.domains.values(), default=0) / max(1, len(self.seeds)), 3),
            "clean_controls": round(self.clean_share, 3),
            "seeds_per_operator": dict(sorted(self.seeds_per_operator.items())),
            "sites_per_operator": dict(sorted(self.sites_per_operator.items())),
            "seeds_per_mechanism": dict(sorted(self.seeds_per_mechanism.items())),
            "errors": [{"seed": p, "error": e} for p, e in self.errors],
        }


def seed_stats(path: Path, recorded: dict[str, KnownPairs] | None = None, library: Path | None = None) -> SeedStats:
    """One seed's statistics. The hard tier needs a pair that masks itself: a seed in the masking
    record (``generator/masking_record.py``) can fill it only with a recorded pair; a seed missing
    from it, when it has two sites."""
    seed = load_library_seed(path, library)
    mutator = FunctionMutator(seed.source, function=seed.function, path=seed.path)
    sites: Counter = Counter()
    mechanisms: set[str] = set()
    for edit in mutator.plan(all_operators()):
        sites[edit.operator.name] += 1
        mechanisms.add(edit.site.mechanism)
    tiers = {op.tier for op in all_operators() if sites.get(op.name)}
    known = (recorded or {}).get(masking_hash(seed.source))
    if len(known) > 0 if known is not None else sum(sites.values()) >= 2:
        tiers.add("hard")
    return SeedStats(
        seed.path,
        seed.domain,
        seed.clean_function is not None,
        {op.name: sites.get(op.name, 0) for op in all_operators()},
        frozenset(mechanisms),
        frozenset(tiers),
        seed.status,
        len(known) if known is not None else None,
    )


def library_stats(root: Path) -> LibraryStats:
    seeds, errors = [], []
    recorded = known_pairs([root])
    for path in discover_seeds(root):
        try:
            seeds.append(seed_stats(path, recorded, root))
        except RedpenError as exc:
            errors.append((seed_key(path, root), exc.message))
    return LibraryStats(tuple(seeds), tuple(errors))
