"""Which seeds' own clean implementations host a masking pair of their target.

In the default layout (``--disguise-host clean``, ``generator/disguise/clean_host.py``) a hard
item's disguise is its masking pair planted in the seed's own ``clean_<name>``: the planner hosts a
hard candidate there only when the clean implementation offers the pair's mechanism signature
(``candidates.host_offers``). A seed whose clean implementation hosts none of its masking pairs
gives the hard tier a stand-in at best, and the hard tier's shapes (``generator/shape_quota.py``)
come from the seeds that do. ``redpen seeds --clean-hosts`` counts them by shape, and with
``--only`` shows a seed author each masking pair, its signature and its two edited lines, and
whether the clean implementation hosts it: the library work that the default layout's hard tier
needs, measured.

It reads the masking record (``generator/masking_record.py``), which is keyed by the seed's exact
text: a seed edited since it was measured is reported as such, to be measured again with
``redpen seeds --masking --only FILE --write-record``.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from concurrent import futures as cf
from dataclasses import dataclass

from core.seeds import Seed
from generator.candidates import KnownPairs, host_offers, plan_seed
from generator.disguise.clean import control_problem
from generator.disguise.clean_host import clean_seed
from generator.disguise.domains import choose_domain
from generator.disguise.mechanism import as_key
from generator.disguise.transplant import offers as offers_signature
from generator.masking_record import seed_hash
from generator.pair_shapes import classify

SALT = "clean-hosting"  # offers do not depend on it; it only orders the pairs a plan builds


@dataclass(frozen=True)
class MaskingPair:
    """One masking pair of a seed's target: its shape, signature, edited lines, and whether hosted."""

    shape: str
    signature: str
    hosted: bool
    lines: tuple[str, ...]  # the unified diff's changed lines, fixed "-" then faulty "+"


@dataclass(frozen=True)
class CleanHosting:
    """A seed's masking pairs and which its clean implementation hosts; ``problem`` says why the
    seed cannot give the clean layout a hard item at all (not in the record, no masking pair in its
    plan, or a clean control that is not independent or not in the target's idioms)."""

    path: str
    pairs: tuple[MaskingPair, ...] = ()
    problem: str = ""

    @property
    def hosted_shapes(self) -> frozenset[str]:
        return frozenset(p.shape for p in self.pairs if p.hosted) if not self.problem else frozenset()

    @property
    def shapes(self) -> frozenset[str]:
        return frozenset(p.shape for p in self.pairs)


def _changed(before: str, after: str) -> tuple[str, ...]:
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    return tuple(line for line in diff if line[:1] in "+-" and not line.startswith(("---", "+++")))


def clean_hosting(seed: Seed, known: KnownPairs | None) -> CleanHosting:
    """``seed``'s recorded masking pairs (``known``: None when the record does not hold its text)
    and whether its ``clean_<name>`` offers each one's signature (the planner's own rule,
    ``transplant.offers``)."""
    if known is None:
        return CleanHosting(
            seed.path,
            problem="not in the masking record (edited since measured): "
            f"redpen seeds --masking --only {seed.path} --write-record",
        )
    if not known:
        return CleanHosting(seed.path, problem="no masking pair recorded")
    plan = plan_seed(seed, salt=SALT, choose_domain=choose_domain, known=known)
    hard = (plan.tiers.get("hard") or [None])[0]
    if hard is None or not hard.masking_signatures:
        return CleanHosting(seed.path, problem="no recorded masking pair is natural today")
    offers = host_offers(clean_seed(seed), SALT)
    pairs = tuple(
        MaskingPair(classify(mutant), as_key(sig), offers_signature(offers, sig), _changed(seed.source, mutant.source))
        for (mutant, _surprise), sig in zip(hard.alternatives, hard.alternative_signatures)
        if sig in hard.masking_signatures
    )
    return CleanHosting(seed.path, pairs, control_problem(seed) or "")


def _one(args: tuple[Seed, KnownPairs | None]) -> CleanHosting:
    return clean_hosting(*args)


def library_hosting(
    seeds: Sequence[Seed], known: Mapping[str, KnownPairs], *, jobs: int = 2, only_recorded: bool = True
) -> list[CleanHosting]:
    """``clean_hosting`` of every seed (those with a recorded masking pair when ``only_recorded``),
    in the seeds' order, on ``jobs`` local processes."""
    work = [(s, known.get(seed_hash(s.source))) for s in seeds]
    if only_recorded:
        work = [(s, k) for s, k in work if k]
    with cf.ProcessPoolExecutor(max(1, jobs)) as pool:
        return list(pool.map(_one, work, chunksize=4))


def by_shape(rows: Iterable[CleanHosting]) -> tuple[Counter, Counter]:
    """(seeds with a masking pair of each shape, those of them whose clean implementation hosts
    one of that shape and gives no control problem)."""
    having: Counter = Counter()
    hosting: Counter = Counter()
    for row in rows:
        having.update(row.shapes)
        hosting.update(row.hosted_shapes)
    return having, hosting
