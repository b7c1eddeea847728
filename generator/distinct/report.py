"""What a distinctness check reports: duplicate pairs, rejections, clusters, statistics, and the
report that renders them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

EXACT = "exact-duplicate"
NEAR = "near-duplicate"
DISGUISE = "disguise-too-close"


@dataclass(frozen=True)
class Ref:
    """One side of a pair: an item of this check (``edition`` None) or of a ledger edition."""

    item_id: str
    edition: str | None = None
    status: str | None = None

    @property
    def label(self) -> str:
        if self.edition is None:
            return self.item_id
        return f"ledger:{self.edition}/{self.item_id} ({self.status})"


@dataclass(frozen=True)
class Pair:
    """A confirmed duplicate pair: ``probe`` (a fixed function) against ``target``'s variant."""

    probe: Ref
    probe_role: str
    target: Ref
    target_role: str
    similarity: float
    reason: str


@dataclass(frozen=True)
class Rejection:
    """Why ``item_id`` was rejected: the pair (``against`` and roles), the similarity, the reason."""

    item_id: str
    reason: str
    similarity: float
    role: str
    against: Ref
    against_role: str
    cluster: int | None

    def describe(self) -> str:
        if self.reason == DISGUISE:
            return f"{self.item_id}: {DISGUISE} (similarity {self.similarity:.2f}): its disguised variant has the same normalized tree as its original"
        return f"{self.item_id}: {self.reason} (similarity {self.similarity:.2f}): {self.role} ~ {self.against_role} of {self.against.label}"


@dataclass(frozen=True)
class Cluster:
    """Items (and ledger entries) linked by duplicate pairs; ``kept`` are the accepted ones."""

    members: tuple[Ref, ...]
    kept: tuple[str, ...]
    pairs: tuple[Pair, ...]

    @property
    def similarity_range(self) -> tuple[float, float]:
        sims = [p.similarity for p in self.pairs]
        return min(sims), max(sims)


@dataclass(frozen=True)
class CheckStats:
    units: int
    items: int
    ledger_items: int
    candidates: int
    pairs: int


@dataclass(frozen=True)
class DistinctReport:
    """The checker's verdict: accepted and rejected items, clusters, and a readable rendering."""

    threshold: float
    items: tuple[str, ...]
    accepted: tuple[str, ...]
    rejections: tuple[Rejection, ...]
    clusters: tuple[Cluster, ...]
    stats: CheckStats = field(compare=False)

    @property
    def ok(self) -> bool:
        return not self.rejections

    @property
    def rejected(self) -> tuple[str, ...]:
        return tuple(r.item_id for r in self.rejections)

    def to_dict(self) -> dict[str, object]:
        def ref(r: Ref) -> dict[str, object]:
            return {"item_id": r.item_id, "edition": r.edition, "status": r.status}

        return {
            "threshold": self.threshold,
            "ok": self.ok,
            "stats": {k: getattr(self.stats, k) for k in ("units", "items", "ledger_items", "candidates", "pairs")},
            "accepted": list(self.accepted),
            "rejected": [
                {
                    "item_id": r.item_id,
                    "reason": r.reason,
                    "similarity": round(r.similarity, 4),
                    "role": r.role,
                    "against": ref(r.against),
                    "against_role": r.against_role,
                    "cluster": r.cluster,
                }
                for r in self.rejections
            ],
            "clusters": [
                {
                    "members": [ref(m) for m in c.members],
                    "kept": list(c.kept),
                    "pairs": [
                        {
                            "a": ref(p.probe),
                            "a_role": p.probe_role,
                            "b": ref(p.target),
                            "b_role": p.target_role,
                            "similarity": round(p.similarity, 4),
                            "reason": p.reason,
                        }
                        for p in c.pairs
                    ],
                }
                for c in self.clusters
            ],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2, sort_keys=True)

    def render_text(self) -> str:
        s = self.stats
        lines = [
            f"distinct: {s.items} items ({s.units} units) checked against {s.ledger_items} ledger items, threshold {self.threshold:.2f}",
            f"{len(self.accepted)} accepted, {len(self.rejections)} rejected, {len(self.clusters)} clusters",
        ]
        by_item = {r.item_id: r for r in self.rejections}
        for number, cluster in enumerate(self.clusters, 1):
            low, high = cluster.similarity_range
            lines.append("")
            lines.append(f"cluster {number}: {len(cluster.members)} members, similarity {low:.2f}-{high:.2f}")
            for member in cluster.members:
                if member.edition is not None:
                    lines.append(f"  ledger    {member.label}")
                elif member.item_id in by_item:
                    r = by_item[member.item_id]
                    lines.append(
                        f"  rejected  {member.item_id}  {r.reason} {r.similarity:.2f}: {r.role} ~ {r.against_role} of {r.against.label}"
                    )
                else:
                    lines.append(f"  kept      {member.item_id}")
        lonely = [r for r in self.rejections if r.cluster is None]
        if lonely:
            lines.append("")
            lines.append("rejected outside clusters:")
            lines.extend(f"  {r.describe()}" for r in lonely)
        return "\n".join(lines) + "\n"
