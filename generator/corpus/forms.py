"""Forms: splits of an edition's live snippets that each hold exactly one variant of every item.

Form ``f`` gives the ``j``-th item (items in tier order, shuffled within a tier by the edition's
secret, then traded within their tier to balance the audit panel's verdicts over the forms) its
variant ``ROTATION[(j + f) % 4]``: a Latin square over the four variants. Consecutive
items cycle through the variants, so every form holds (to within one) as many originals, disguised,
fixed and clean snippets as the others, in every tier; the rotation alternates defective and correct
variants, so in every tier of every form the defective and correct snippets differ by at most one
(always-no scores 1/6 on a form's tier of even size, as on the live set). Nobody who
holds one form can pair twins; the whole live set is self-solving by construction (minimal pairs
plus an independent correct version) and must stay private.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence

from core.errors import UsageError
from core.model import content_hash
from generator.items import TIER_ORDER, VARIANTS

MAX_FORMS = len(VARIANTS)
ROTATION = ("original", "fixed", "disguised", "clean")  # defective and correct alternate


def form_names(count: int) -> tuple[str, ...]:
    if not 0 <= count <= MAX_FORMS:
        raise UsageError(
            f"--forms {count}: give 0 to {MAX_FORMS} (a Latin square over the {MAX_FORMS} variants "
            f"has {MAX_FORMS} rows)"
        )
    return tuple(string.ascii_uppercase[:count])


def assign_forms(
    items: Sequence[tuple[str, str, Mapping[str, str]]],
    count: int,
    salt: str,
    balance: Sequence[Mapping[str, bool]] = (),
) -> dict[str, list[str]]:
    """``items``: (item id, tier, variant -> snippet id). Returns form name -> snippet ids, each
    form in its own deterministic shuffled order (from ``salt``, the edition's secret).

    ``balance``: per attacker of the audit panel, snippet id -> whether its verdict is right. Items
    then trade places within their tier (which changes only which variant each form gets) while that
    brings every form's count of right verdicts, overall and per tier, closer to a quarter of the
    count over all four variants: a form is then no easier for the panel than the whole live set, on
    which the audit's flat limits judge the leak (see :func:`balanced_order`)."""
    names = form_names(count)
    rank = {t: i for i, t in enumerate(TIER_ORDER)}
    ordered = sorted(items, key=lambda it: (rank.get(it[1], len(rank)), it[1], content_hash(salt, "form-order", it[0])))
    if balance:
        ordered = balanced_order(ordered, balance, salt)
    forms: dict[str, list[str]] = {name: [] for name in names}
    for j, (_, _, variants) in enumerate(ordered):
        for f, name in enumerate(names):
            forms[name].append(variants[ROTATION[(j + f) % len(ROTATION)]])
    return {
        name: sorted(ids, key=lambda sid: content_hash(salt, "form-shuffle", name, sid)) for name, ids in forms.items()
    }


def balanced_order(
    ordered: Sequence[tuple[str, str, Mapping[str, str]]], balance: Sequence[Mapping[str, bool]], salt: str
) -> list[tuple[str, str, Mapping[str, str]]]:
    """Local search over the Latin square's rows: swap two items of one tier when that lowers the
    sum over attackers, forms (all four rows of the square) and scopes (all tiers, each tier) of the
    squared distance between a form's right verdicts and their mean over the forms. Swaps are tried
    in an order drawn from ``salt``; deterministic, and it keeps every form's variant balance."""
    order = list(ordered)
    width = len(ROTATION)
    tiers = sorted({tier for _, tier, _ in order})
    scopes = {tier: 1 + i for i, tier in enumerate(tiers)}  # scope 0: all tiers

    def row(position: int) -> list[list[int]]:
        """For each attacker, each form f: 1 when the variant form f gets from this position is right."""
        _, _, variants = order[position]
        return [
            [int(bool(right.get(variants[ROTATION[(position + f) % width]], False))) for f in range(width)]
            for right in balance
        ]

    counts = [[[0] * (len(tiers) + 1) for _ in range(width)] for _ in balance]
    for position in range(len(order)):
        scope = scopes[order[position][1]]
        for a, forms in enumerate(row(position)):
            for f, hit in enumerate(forms):
                counts[a][f][0] += hit
                counts[a][f][scope] += hit

    def spread() -> float:
        total = 0.0
        for per_attacker in counts:
            for scope in range(len(tiers) + 1):
                values = [per_attacker[f][scope] for f in range(width)]
                mean = sum(values) / width
                total += sum((v - mean) ** 2 for v in values)
        return total

    def move(position: int, sign: int) -> None:
        scope = scopes[order[position][1]]
        for a, forms in enumerate(row(position)):
            for f, hit in enumerate(forms):
                counts[a][f][0] += sign * hit
                counts[a][f][scope] += sign * hit

    def swap(p: int, q: int) -> None:
        move(p, -1)
        move(q, -1)
        order[p], order[q] = order[q], order[p]
        move(p, 1)
        move(q, 1)

    pairs = [
        (p, q)
        for p in range(len(order))
        for q in range(p + 1, len(order))
        if order[p][1] == order[q][1] and (q - p) % width
    ]
    pairs.sort(key=lambda pq: content_hash(salt, "form-balance", str(pq[0]), str(pq[1])))
    best = spread()
    for _ in range(MAX_PASSES):
        improved = False
        for p, q in pairs:
            swap(p, q)
            now = spread()
            if now < best - 1e-9:
                best, improved = now, True
            else:
                swap(p, q)
        if not improved:
            break
    return order


MAX_PASSES = 8
