"""One build's inputs and outcome: ``BuildOptions`` (frozen; ``salt`` draws every random choice),
``BuildReport`` (tables, rejections by stage, the shortfall per tier, explained by
``explain_shortfall``), and the small ``Reporter`` protocol the build reports progress through.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from core.errors import UsageError
from core.paths import CORPUS_OUT, MODULE_SEEDS, SEEDS
from generator.corpus.edition import Edition
from generator.difficulty import tier_distribution
from generator.items import TIER_ORDER, ItemDraft, Rejection
from generator.secret import edition_salt


class AuditSummary(Protocol):
    """What the build report reads of the validity audit's report (``audit.report.AuditReport``,
    not imported here: the audit runs on the edition this module describes)."""

    def to_dict(self) -> dict[str, Any]: ...


class Reporter(Protocol):
    def stage(self, name: str, total: int) -> None: ...
    def advance(self, name: str, *, accepted: int = 0, rejected: int = 0, note: str = "") -> None: ...


class NullReporter:
    def stage(self, name: str, total: int) -> None:
        pass

    def advance(self, name: str, *, accepted: int = 0, rejected: int = 0, note: str = "") -> None:
        pass


DISGUISE_HOSTS = ("seed", "clean")  # where a disguise may be planted (BuildOptions.disguise_host)


@dataclass(frozen=True)
class BuildOptions:
    edition: Edition
    items: int = 44
    seed: int = 0
    seeds_dir: Path = SEEDS
    out_dir: Path = CORPUS_OUT
    ledger_path: Path | None = None
    cache_dir: Path | None = None
    use_cache: bool = True
    jobs: int = 0
    allow_short: bool = False
    secret: str | None = None  # None: the ledger's (or the existing key's) for this edition, else a new one
    forms: int = 4
    allow_leaky: bool = False
    # the pairing responder's sandbox mode: reported, never gated, and timing-dependent under load, so
    # the build leaves it to `redpen audit` / `redpen verify` and its key stays byte-identical
    audit_runs: bool = False
    # a calibration file (redpen calibrate): the one calibrated tier rule (generator/calibrated_tiers.py)
    calibration: Path | None = None
    # the PR track (generator/pr/track.py): items, the module-seed library, the proofs' inputs and CrossHair
    pr_items: int = 0
    modules_dir: Path = MODULE_SEEDS
    pr_inputs: int = 500
    pr_symbolic: bool = True
    # where an item's disguise is planted (generator/disguise/clean_host.py): "clean" (the default), the
    # item's own clean implementation, told with the clean control in another domain (every name group
    # of the live set a pair of one-edit twins); "seed", another seed of another domain (the transplant:
    # the live set's name groups then give the defective member away, and its gated audit refuses the
    # edition without allow_leaky; docs/architecture/disguise.md)
    disguise_host: str = "clean"

    def __post_init__(self) -> None:
        if self.disguise_host not in DISGUISE_HOSTS:
            raise UsageError(f"disguise_host {self.disguise_host!r}: use one of {', '.join(DISGUISE_HOSTS)}")

    @property
    def salt(self) -> str:
        """Every random choice of the edition derives from this (the secret, edition and ``seed``)."""
        return edition_salt(self.secret or "", str(self.edition), self.seed)

    @property
    def ledger_file(self) -> Path:
        return self.ledger_path or (self.out_dir / "ledger.sqlite")

    @property
    def cache_root(self) -> Path | None:
        if not self.use_cache:
            return None
        return self.cache_dir or (self.out_dir / ".cache")


@dataclass(frozen=True)
class BuildReport:
    edition: str
    out: str
    quotas: dict[str, int]
    items: tuple[ItemDraft, ...]
    item_ids: tuple[str, ...]
    shortfall: dict[str, int]
    rejections: tuple[Rejection, ...]
    excluded_seeds: tuple[tuple[str, str], ...]
    candidates: dict[str, int]
    cache_hits: int
    seconds: float
    written: bool
    seeds_total: int = 0
    seeds_eligible: int = 0
    notes: tuple[str, ...] = field(default_factory=tuple)
    stage_seconds: dict[str, float] = field(default_factory=dict)
    audit: AuditSummary | None = None  # audit.report.AuditReport of the exported (or refused) edition
    leaky: bool = False  # the audit failed (nothing written unless allow_leaky)
    naturalness: dict[str, int] = field(default_factory=dict)
    gold: dict[str, int] = field(default_factory=dict)  # gold audit: recorded / audited_now / failed seeds
    # clean controls: seeds with an independent one (may plant items) / refused (host only)
    controls: dict[str, int] = field(default_factory=dict)
    lint_net: dict[str, int] = field(default_factory=dict)  # per tier: lint-flagged defective minus correct snippets
    # the PR track: quotas, shortfall and item ids per tier (empty without --pr-items)
    pr_quotas: dict[str, int] = field(default_factory=dict)
    pr_shortfall: dict[str, int] = field(default_factory=dict)
    pr_item_ids: tuple[str, ...] = ()

    def tier_by(self, attribute: Callable[[ItemDraft], str]) -> dict[str, Counter]:
        table: dict[str, Counter] = {t: Counter() for t in TIER_ORDER}
        for item in self.items:
            table[item.tier][attribute(item)] += 1
        return table

    def rejection_counts(self) -> dict[str, Counter]:
        table: dict[str, Counter] = {t: Counter() for t in TIER_ORDER}
        for r in self.rejections:
            table[r.tier][f"{r.stage}:{r.verdict}"] += 1
        return table

    def to_dict(self) -> dict:
        return {
            "edition": self.edition,
            "out": self.out,
            "written": self.written,
            "quotas": self.quotas,
            "selected": {t: sum(1 for i in self.items if i.tier == t) for t in TIER_ORDER},
            "shortfall": self.shortfall,
            "items": len(self.items),
            "snippets": 4 * len(self.items),
            "seeds": {
                "total": self.seeds_total,
                "eligible": self.seeds_eligible,
                "excluded": [{"seed": s, "why": why} for s, why in self.excluded_seeds],
                "gold_audit": self.gold,
                "clean_controls": self.controls,
            },
            "candidates_evaluated": self.candidates,
            "rejections": {t: dict(sorted(c.items())) for t, c in self.rejection_counts().items()},
            "naturalness_rejections": dict(sorted(self.naturalness.items())),
            "local_tell_rejections": {k: v for k, v in sorted(self.naturalness.items()) if k.startswith("tell:")},
            "spec_restates_code_rejections": self.naturalness.get("spec:restates-code", 0),
            "lint_net": self.lint_net,
            "difficulty": tier_distribution(self.items),
            "tier_by_domain": {t: dict(sorted(c.items())) for t, c in self.tier_by(lambda i: i.seed_domain).items()},
            "tier_by_operator": {
                t: dict(sorted(c.items())) for t, c in self.tier_by(lambda i: "+".join(i.operators)).items()
            },
            "cache_hits": self.cache_hits,
            "seconds": round(self.seconds, 2),
            "stage_seconds": self.stage_seconds,
            "notes": list(self.notes),
            "audit": self.audit.to_dict() if self.audit is not None else None,
            "leaky": self.leaky,
            **(
                {"pr": {"quotas": self.pr_quotas, "shortfall": self.pr_shortfall, "items": list(self.pr_item_ids)}}
                if self.pr_quotas
                else {}
            ),
        }


def explain_shortfall(report: BuildReport) -> str:
    """One line per short tier: how many candidates, how many rejected by which gate."""
    counts = report.rejection_counts()
    parts = []
    for tier, missing in report.shortfall.items():
        why = ", ".join(f"{n} {k}" for k, n in counts[tier].most_common()) or "no candidates"
        parts.append(
            f"tier {tier}: {report.quotas[tier] - missing}/{report.quotas[tier]} filled from "
            f"{report.candidates.get(tier, 0)} candidates ({why})"
        )
    for tier, missing in report.pr_shortfall.items():
        parts.append(
            f"tier {tier}: {report.pr_quotas[tier] - missing}/{report.pr_quotas[tier]} PR items filled "
            "(each module left out is a note line)"
        )
    return "; ".join(parts)
