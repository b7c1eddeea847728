"""The structural-distinctness checker: candidate units in, accepted/rejected items and clusters out.

Flow (near-linear in the number of units):

1. every unit's function is fingerprinted (:class:`generator.distinct.fingerprint.Fingerprint`), optionally
   in a process pool;
2. an index holds the *compared* variants (fixed, clean, disguised) of every item of this check and
   of every ledger entry: a hash map on the exact normalized-tree digest, and MinHash-LSH buckets
   (:mod:`generator.distinct.minhash`) over one representative per distinct digest;
3. each item's *probe* (its fixed function; the first unit of an item without one) is looked up in
   the index; every candidate of another item is confirmed exactly (digest equality, else exact
   Jaccard of the shingle bags against ``threshold``), giving duplicate pairs;
4. greedy decision in input order: an item is rejected when its disguised variant has the same
   normalized tree as its original (``disguise-too-close``), or when it pairs with a ledger entry
   or with an earlier *accepted* item (``exact-duplicate`` / ``near-duplicate``); earlier items win;
5. clusters are the connected components of the duplicate pairs.

Variants of the same item are never compared with each other (except the disguise rule).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from core.errors import RedpenError, UsageError
from generator.distinct.fingerprint import Fingerprint
from generator.distinct.ledger import Ledger, LedgerEntry
from generator.distinct.minhash import DEFAULT_BANDS, LSHIndex
from generator.distinct.normalize import DEFAULT_CONFIG, FingerprintConfig
from generator.distinct.report import DISGUISE, EXACT, NEAR, CheckStats, Cluster, DistinctReport, Pair, Ref, Rejection
from generator.distinct.units import COMPARED_ROLES, PROBE_ROLE, ROLES, Unit

DEFAULT_THRESHOLD = 0.65
"""Shingle-Jaccard at or above which two functions are near duplicates (see docs/architecture/distinct.md)."""


@dataclass
class _Node:
    ref: Ref
    order: int
    probe: tuple[str, Fingerprint] | None = None
    variants: dict[str, Fingerprint] = field(default_factory=dict)


_WORKER_CONFIG: FingerprintConfig = DEFAULT_CONFIG


def _init_worker(config: FingerprintConfig) -> None:
    global _WORKER_CONFIG
    _WORKER_CONFIG = config


def _fingerprint_one(args: tuple[str, str | None]) -> Fingerprint:
    code, function = args
    return Fingerprint.of_source(code, function, _WORKER_CONFIG)


def _fingerprint_part(config: FingerprintConfig, part: list[tuple[str, str | None]]) -> list[Fingerprint]:
    return [Fingerprint.of_source(code, function, config) for code, function in part]


class DistinctnessChecker:
    """Checks a set of units for template and near duplicates (and against a ledger).

    ``threshold``: shingle Jaccard at or above which two functions are near duplicates.
    ``ledger``: also compare against every item of this ledger (all editions, live and retired),
    except ``exclude_edition`` (the edition being rebuilt). ``jobs``: processes for fingerprinting.
    """

    def __init__(
        self,
        threshold: float = DEFAULT_THRESHOLD,
        ledger: Ledger | None = None,
        *,
        config: FingerprintConfig = DEFAULT_CONFIG,
        bands: int = DEFAULT_BANDS,
        jobs: int = 1,
        exclude_edition: str | None = None,
        executor: Executor | None = None,
    ) -> None:
        if not 0.0 < threshold <= 1.0:
            raise UsageError(f"threshold {threshold}: use a Jaccard similarity in (0, 1]")
        self.threshold = threshold
        self.ledger = ledger
        self.config = config
        self.bands = bands
        self.jobs = max(1, jobs)
        self.exclude_edition = exclude_edition
        self.executor = executor  # fingerprints large inputs on it (e.g. a Dask cluster's) instead of jobs processes
        # A checker asked again and again with a growing set (the corpus build) fingerprints each
        # snippet once.
        self._memo: dict[tuple[str, str | None], Fingerprint] = {}
        self._entries: list[LedgerEntry] | None = None

    # -- fingerprints ----------------------------------------------------------------------

    def fingerprint(self, units: Sequence[Unit]) -> list[Fingerprint]:
        """Fingerprints of ``units``, in order (in ``jobs`` processes for large inputs)."""
        jobs = [(u.code, u.function) for u in units]
        if self.executor is not None and len(jobs) >= 64:
            try:
                size = max(16, len(jobs) // 64)
                parts = [jobs[start : start + size] for start in range(0, len(jobs), size)]
                found = self.executor.map(functools.partial(_fingerprint_part, self.config), parts)
                return [fingerprint for part in found for fingerprint in part]
            except RedpenError:
                pass  # redo serially to name the failing unit
        elif self.jobs > 1 and len(jobs) >= 64:
            try:
                with ProcessPoolExecutor(
                    max_workers=self.jobs, initializer=_init_worker, initargs=(self.config,)
                ) as pool:
                    return list(pool.map(_fingerprint_one, jobs, chunksize=max(16, len(jobs) // (self.jobs * 8))))
            except RedpenError:
                pass  # redo serially to name the failing unit
        out = []
        for unit, (code, function) in zip(units, jobs):
            memo_key = (code, function)
            fingerprint = self._memo.get(memo_key)
            if fingerprint is None:
                try:
                    fingerprint = Fingerprint.of_source(code, function, self.config)
                except RedpenError as exc:
                    raise type(exc)(f"unit {unit.unit_id} (item {unit.item_id}): {exc.message}") from None
                self._memo[memo_key] = fingerprint
            out.append(fingerprint)
        return out

    # -- the check ---------------------------------------------------------------------------

    def check(self, units: Iterable[Unit | Sequence[str | None]]) -> DistinctReport:
        coerced = [Unit.coerce(u) for u in units]
        nodes: dict[tuple[str | None, str], _Node] = {}
        roles: set[tuple[str, str]] = set()  # (item, role) seen
        for unit in coerced:
            if unit.role not in ROLES:
                raise UsageError(f"unit {unit.unit_id}: role {unit.role!r}; use one of {', '.join(ROLES)}")
            key = (None, unit.item_id)
            nodes.setdefault(key, _Node(Ref(unit.item_id), len(nodes)))
            if (unit.item_id, unit.role) in roles:
                raise UsageError(f"item {unit.item_id} has two {unit.role} units; give each item one unit per role")
            roles.add((unit.item_id, unit.role))
        prints = self.fingerprint(coerced)
        for unit, fp in zip(coerced, prints):
            nodes[(None, unit.item_id)].variants[unit.role] = fp
        if self._entries is None:  # the ledger is read once per checker
            self._entries = self.ledger.entries(self.exclude_edition) if self.ledger is not None else []
        entries: list[LedgerEntry] = self._entries
        ledger_nodes: list[_Node] = []
        for entry in entries:
            node = _Node(Ref(entry.item.item_id, entry.edition, entry.status), -1)
            node.variants = {v.role: v.fingerprint for v in entry.item.variants}
            ledger_nodes.append(node)
        check_nodes = sorted(nodes.values(), key=lambda n: n.order)
        all_nodes = ledger_nodes + check_nodes
        for node in all_nodes:
            if PROBE_ROLE in node.variants:
                node.probe = (PROBE_ROLE, node.variants[PROBE_ROLE])
            elif node.variants:
                role = next(iter(node.variants))
                node.probe = (role, node.variants[role])

        pairs, candidates = self._pairs(all_nodes)
        return self._decide(check_nodes, ledger_nodes, pairs, candidates, len(coerced))

    def _pairs(self, all_nodes: list[_Node]) -> tuple[dict[tuple[int, int], Pair], int]:
        """Confirmed duplicate pairs keyed by (lower node index, higher node index)."""
        targets: list[tuple[int, str, Fingerprint]] = []
        for idx, node in enumerate(all_nodes):
            for role in COMPARED_ROLES:
                if role in node.variants:
                    targets.append((idx, role, node.variants[role]))
        # One representative per distinct normalized tree goes into LSH; members share its shingles.
        by_exact: dict[str, list[int]] = {}
        for t, (_idx, _role, fp) in enumerate(targets):
            by_exact.setdefault(fp.exact, []).append(t)
        groups = list(by_exact.values())
        group_of_exact = {targets[g[0]][2].exact: k for k, g in enumerate(groups)}
        num_perm = self.config.num_perm
        signatures = (
            np.stack([targets[g[0]][2].signature_array() for g in groups])
            if groups
            else np.zeros((0, num_perm), np.uint32)
        )
        lsh = LSHIndex(num_perm, self.bands)
        lsh.add_many(signatures)
        # MinHash estimates below this cannot plausibly reach the threshold (4 standard deviations)
        floor = self.threshold - 4.0 * (0.25 / num_perm) ** 0.5

        best: dict[tuple[int, int], Pair] = {}
        candidates = 0
        for p_idx, node in enumerate(all_nodes):
            if node.probe is None:
                continue
            p_role, p_fp = node.probe
            p_ledger = node.ref.edition is not None
            p_sig = p_fp.signature_array()
            reps = lsh.query_array(p_sig)
            candidates += len(reps)
            if len(reps):
                estimates = np.count_nonzero(signatures[reps] == p_sig, axis=1)
                kept = reps[estimates >= floor * num_perm].tolist()
            else:
                kept = []
            own = group_of_exact.get(p_fp.exact)
            if own is not None and own not in kept:
                kept.append(own)
            for g in sorted(kept):
                members = groups[g]
                g_fp = targets[members[0]][2]
                if g_fp.exact == p_fp.exact:
                    sim, reason = 1.0, EXACT
                else:
                    sim = p_fp.similarity(g_fp)
                    if sim < self.threshold:
                        continue
                    reason = NEAR
                for t in members:
                    t_idx, t_role, _fp = targets[t]
                    if t_idx == p_idx or (p_ledger and all_nodes[t_idx].ref.edition is not None):
                        continue
                    key = (min(p_idx, t_idx), max(p_idx, t_idx))
                    pair = Pair(node.ref, p_role, all_nodes[t_idx].ref, t_role, sim, reason)
                    old = best.get(key)
                    if old is None or _pair_rank(pair) > _pair_rank(old):
                        best[key] = pair
        return best, candidates

    def _decide(
        self,
        check_nodes: list[_Node],
        ledger_nodes: list[_Node],
        pairs: dict[tuple[int, int], Pair],
        candidates: int,
        n_units: int,
    ) -> DistinctReport:
        offset = len(ledger_nodes)
        all_nodes = ledger_nodes + check_nodes
        neighbours: dict[int, list[tuple[int, Pair]]] = {}
        for (a, b), pair in pairs.items():
            neighbours.setdefault(a, []).append((b, pair))
            neighbours.setdefault(b, []).append((a, pair))

        # Clusters: connected components (union-find) of the pair graph.
        parent = list(range(len(all_nodes)))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for a, b in sorted(pairs):
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
        components: dict[int, list[int]] = {}
        for idx in range(len(all_nodes)):
            components.setdefault(find(idx), []).append(idx)
        cluster_lists = [sorted(m) for m in components.values() if len(m) > 1 and m[-1] >= offset]
        cluster_lists.sort(key=lambda m: min(i for i in m if i >= offset))
        cluster_of = {idx: number for number, members in enumerate(cluster_lists) for idx in members}

        accepted: list[str] = []
        accepted_idx: set[int] = set()
        rejections: list[Rejection] = []
        for idx in range(offset, len(all_nodes)):
            node = all_nodes[idx]
            original, disguised = node.variants.get("original"), node.variants.get("disguised")
            if original is not None and disguised is not None and original.exact == disguised.exact:
                rejections.append(
                    Rejection(node.ref.item_id, DISGUISE, 1.0, "disguised", node.ref, "original", cluster_of.get(idx))
                )
                continue
            blockers = [
                (other, pair) for other, pair in neighbours.get(idx, []) if other < offset or other in accepted_idx
            ]
            if not blockers:
                accepted.append(node.ref.item_id)
                accepted_idx.add(idx)
                continue
            other, pair = max(blockers, key=lambda op: (_pair_rank(op[1]), -op[0]))
            mine, theirs = (
                (pair.probe_role, pair.target_role) if pair.probe == node.ref else (pair.target_role, pair.probe_role)
            )
            rejections.append(
                Rejection(
                    node.ref.item_id,
                    pair.reason,
                    pair.similarity,
                    mine,
                    all_nodes[other].ref,
                    theirs,
                    cluster_of.get(idx),
                )
            )

        kept_set = set(accepted)
        pairs_of: dict[int, list[Pair]] = {}
        for key in sorted(pairs):
            if key[0] in cluster_of:
                pairs_of.setdefault(cluster_of[key[0]], []).append(pairs[key])
        clusters = tuple(
            Cluster(
                members=tuple(all_nodes[i].ref for i in members),
                kept=tuple(
                    all_nodes[i].ref.item_id for i in members if i >= offset and all_nodes[i].ref.item_id in kept_set
                ),
                pairs=tuple(pairs_of[number]),
            )
            for number, members in enumerate(cluster_lists)
        )
        return DistinctReport(
            threshold=self.threshold,
            items=tuple(n.ref.item_id for n in check_nodes),
            accepted=tuple(accepted),
            rejections=tuple(rejections),
            clusters=clusters,
            stats=CheckStats(n_units, len(check_nodes), len(ledger_nodes), candidates, len(pairs)),
        )


def _pair_rank(pair: Pair) -> tuple[int, float]:
    return (1 if pair.reason == EXACT else 0, pair.similarity)


def check(
    units: Iterable[Unit | Sequence[str | None]], threshold: float = DEFAULT_THRESHOLD, ledger: Ledger | None = None
) -> DistinctReport:
    """Shorthand for ``DistinctnessChecker(threshold, ledger).check(units)``."""
    return DistinctnessChecker(threshold, ledger).check(units)
