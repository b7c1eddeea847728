"""Statistics of a seed library: per domain, operator sites, and medium-tier mechanisms."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from operators.engine import FunctionMutator
from operators.registry import all_operators

from .errors import RedpenError
from .seeds import discover_seeds, load_seed


@dataclass(frozen=True)
class SeedStats:
    path: str
    domain: str
    has_clean: bool
    operator_sites: dict[str, int]
    mechanisms: frozenset[str]


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

    def to_dict(self) -> dict:
        return {
            "seeds": len(self.seeds),
            "domains": dict(sorted(self.domains.items())),
            "largest_domain_share": round(max(self.domains.values(), default=0) / max(1, len(self.seeds)), 3),
            "clean_controls": round(self.clean_share, 3),
            "seeds_per_operator": dict(sorted(self.seeds_per_operator.items())),
            "sites_per_operator": dict(sorted(self.sites_per_operator.items())),
            "seeds_per_mechanism": dict(sorted(self.seeds_per_mechanism.items())),
            "errors": [{"seed": p, "error": e} for p, e in self.errors],
        }


def seed_stats(path: Path) -> SeedStats:
    seed = load_seed(path)
    mutator = FunctionMutator(seed.source, function=seed.function, path=seed.path)
    sites: Counter = Counter()
    mechanisms: set[str] = set()
    for edit in mutator.plan(all_operators()):
        sites[edit.operator.name] += 1
        mechanisms.add(edit.site.mechanism)
    return SeedStats(seed.path, seed.domain, seed.clean_function is not None,
                     {op.name: sites.get(op.name, 0) for op in all_operators()}, frozenset(mechanisms))


def library_stats(root: Path) -> LibraryStats:
    seeds, errors = [], []
    for path in discover_seeds(root):
        try:
            seeds.append(seed_stats(path))
        except RedpenError as exc:
            errors.append((str(path), exc.message))
    return LibraryStats(tuple(seeds), tuple(errors))
