"""What the corpus build produces: candidates (planned work units), their results, and items."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.model import Mutant, Tier, content_hash
from core.seeds import Seed
from core.snippet import Snippet
from generator.cache import toolkit_fingerprint
from killability.model import Case

VARIANTS = ("original", "disguised", "fixed", "clean")
DEFECTIVE = frozenset({"original", "disguised"})  # the variants that carry the planted fault
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
    # the seed's function as a self-contained snippet, extracted once when the seed is planned: the
    # measurement, the search and the clean control read it (a host seed's replaces it with the seed)
    fixed: Snippet
    signature: tuple[str, ...] = ()  # the mechanism signature (generator/disguise/mechanism.py)
    targets: tuple[Seed, ...] = ()  # seeds of other domains that may host the transplant, best first
    family: str = ""  # the operator family's tier ("easy"/"medium"; "hard" for a pair)
    surprise: float = 0.0  # token-surprise change of the mutated lines (generator/surprise.py)
    # hard tier: every natural interacting pair of the seed (most natural first); the work unit
    # measures them all in one sandboxed batch and gates the least exposed masking pairs
    alternatives: tuple[tuple[Mutant, float], ...] = ()
    alternative_signatures: tuple[tuple[str, ...], ...] = ()  # each alternative's mechanism signature
    # hard tier: when no pair masks itself, prove the least exposed pair that fits otherwise (a stand-in,
    # ``masking: false`` in the key); without it such a unit is rejected as not-masking, unproven
    stand_in: bool = False
    # hard tier: the signatures of the alternatives recorded to mask themselves (generator/masking_record.py):
    # the planner proposes such seeds first and picks hosts for those pairs first
    masking_signatures: frozenset[tuple[str, ...]] = frozenset()
    # hard tier: how many leading alternatives are those recorded pairs (measured first, alone)
    recorded: int = 0
    # hard tier: pair shapes the tier has accepted enough of (generator/shape_quota.py): the unit
    # proves a fitting pair of another shape first
    full_shapes: frozenset[str] = frozenset()

    @property
    def signatures(self) -> tuple[tuple[str, ...], ...]:
        """Every mechanism signature this candidate may plant (a hard candidate: any alternative)."""
        return self.alternative_signatures or ((self.signature,) if self.signature else ())

    @property
    def unit_key(self) -> str:
        """The work unit's cache key: the toolkit's code, the candidate and the seeds its disguise
        may use. ``key`` itself leaves the code out: it names the candidate, orders and breaks ties
        in the selection and derives the snippet ids, so an edition rebuilt with its secret does
        not change with code that does not change what a build does (a docstring, a test)."""
        return content_hash(toolkit_fingerprint(), self.key, *(f"{t.path}\x00{t.source}" for t in self.targets))


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
    # defective variants: fault_lines and the lines of every other one-statement repair
    # (generator/repairs.py); () = fault_lines alone
    accepted_lines: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class Transplant:
    """Where the disguised variant comes from: the second seed, the same mechanism planted in it,
    and the proof from that seed's own kill matrix (its generated test, its correct function)."""

    seed_path: str
    seed_name: str
    domain: str
    function: str
    operators: tuple[str, ...]
    mechanisms: tuple[str, ...]
    signature: tuple[str, ...]
    keywords: tuple[tuple[str, ...], ...]
    explanation: str
    witnesses: tuple[str, ...]
    test_code: str
    test_name: str
    fixed_code: str  # the disguised pair's correct member (key only, never live)
    precondition: str = ""  # the host seed's precondition module, or ""
    witness_cases: tuple[Case, ...] = ()  # the host search's distinguishing cases
    difficulty: Any = None  # the host mutant's measured difficulty (generator.difficulty.Difficulty)
    pair_shape: str = ""  # hard: the hosted pair's shape (generator/pair_shapes.py)


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
    transplant: Transplant | None = None
    difficulty: Any = None  # generator.difficulty.Difficulty (measured exposure, crash share, witness)
    pair_shape: str = ""  # hard: the shape of the interacting pair (generator/pair_shapes.py); else ""

    @property
    def seeds(self) -> tuple[str, ...]:
        """Every seed this item spends: the planted seed, and the seed hosting the disguise (none more
        when the disguise is planted in the seed's own clean implementation)."""
        if self.transplant is None or self.transplant.seed_path == self.seed_path:
            return (self.seed_path,)
        return (self.seed_path, self.transplant.seed_path)

    def variant(self, name: str) -> VariantSnippet:
        return next(v for v in self.variants if v.variant == name)

    def cases(self, variant: str) -> tuple[Case, ...]:
        """The distinguishing cases that speak for a variant (a transplant: its host's own)."""
        return self.transplant.witness_cases if variant == "disguised" and self.transplant else self.witness_cases

    def keywords_of(self, variant: str) -> tuple[tuple[str, ...], ...]:
        """A transplanted disguise is keyed by its own mutant's keyword groups."""
        return self.transplant.keywords if variant == "disguised" and self.transplant else self.keywords


@dataclass(frozen=True)
class UnitResult:
    key: str
    accepted: bool
    stage: str
    verdict: str
    message: str
    item: ItemDraft | None = None
    # hard, rejected as not-masking: the exposure of its least exposed stand-in, and the ids of the
    # pairs that could stand in
    stand_in: tuple[float, tuple[str, ...]] | None = None


@dataclass(frozen=True)
class Rejection:
    """A seed the planner left out for a tier, and why (the build report lists them)."""

    seed_path: str
    tier: str
    operator: str
    stage: str
    verdict: str
    message: str
