"""Forms: splits of an edition's live snippets that each hold exactly one variant of every item.

Form ``f`` gives the ``j``-th item (items in tier order, shuffled within a tier by the edition's
secret) its variant ``ROTATION[(j + f) % 4]``: a Latin square over the four variants. Consecutive
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


def assign_forms(items: Sequence[tuple[str, str, Mapping[str, str]]], count: int, salt: str) -> dict[str, list[str]]:
    """``items``: (item id, tier, variant -> snippet id). Returns form name -> snippet ids, each
    form in its own deterministic shuffled order (from ``salt``, the edition's secret)."""
    names = form_names(count)
    rank = {t: i for i, t in enumerate(TIER_ORDER)}
    ordered = sorted(items, key=lambda it: (rank.get(it[1], len(rank)), it[1], content_hash(salt, "form-order", it[0])))
    forms: dict[str, list[str]] = {name: [] for name in names}
    for j, (_, _, variants) in enumerate(ordered):
        for f, name in enumerate(names):
            forms[name].append(variants[ROTATION[(j + f) % len(ROTATION)]])
    return {
        name: sorted(ids, key=lambda sid: content_hash(salt, "form-shuffle", name, sid)) for name, ids in forms.items()
    }
