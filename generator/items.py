"""What the corpus build produces: candidates (planned work units), their results, and items."""
from __future__ import annotations

from dataclasses import dataclass

from killability.model import Case

from .model import Mutant, Tier
from .seeds import Seed

VARIANTS = ("original", "disguised", "fixed", "clean")
TIER_ORDER: tuple[Tier, ...] = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Candidate:
    """One mutant of one seed, planned for a tier, with the domain its disguise moves to."""

    key: str
    seed: Seed
    mutant: Mutant
    tier: Tier
    operator: str
    domain: str
    disguise_key: str


@dataclass(frozen=True)
class VariantSnippet:
    variant: str
    code: str
    function: str
    defective: bool
    fault_lines: tuple[int, ...]
    domain: str
    reference_code: str = ""  # defective variants: the twin without the defect (witnesses run against it)
    renames: tuple[tuple[str, str], ...] = ()  # (original name, this variant's name): keyword identifiers follow


@dataclass(frozen=True)
class ItemDraft:
    """An accepted candidate: four variants that passed the kill matrix, plus its ground truth."""

    candidate_key: str
    seed_path: str
    seed_name: str
    seed_domain: str
    tier: Tier
    operators: tuple[str, ...]
    mechanisms: tuple[str, ...]
    disguise_domain: str
    variants: tuple[VariantSnippet, ...]
    clean_source: str
    keywords: tuple[tuple[str, ...], ...]
    explanation: str
    witnesses: tuple[str, ...]
    test_code: str
    test_name: str
    rewrites: tuple[str, ...]
    precondition: str = ""  # the seed's precondition as a self-contained module, or ""
    witness_cases: tuple[Case, ...] = ()  # the search's distinguishing cases (evidence for explanations)

    def variant(self, name: str) -> VariantSnippet:
        return next(v for v in self.variants if v.variant == name)


@dataclass(frozen=True)
class UnitResult:
    key: str
    accepted: bool
    stage: str
    verdict: str
    message: str
    item: ItemDraft | None = None
