"""When an edition fails its own audit: search the accepted pool for a choice the classifiers cannot
separate, before exporting it.

The audit's three surface classifiers (defective vs correct on every snippet, disguised vs the
others, clean vs fixed: ``audit/run.py``) and, in the twin layout, its three pairing rows (the
defective twin of each pair picked by surface probability, by fewer or by more tokens) fail an
edition on which items were chosen, not on any one item: the clean controls of the library lean
to loops and a few ruff smells (measured on four editions: clean - fixed of ``for_loops`` +0.4 to
+0.6 standard deviations), so a choice heavy in such items fails clean-vs-fixed; an accepted pool
whose defective twins are mostly the longer ones fails "more tokens". Random swaps
(``audit_rounds.rechoose``) find a passing choice only by luck. :func:`searched` runs the same classifiers (``audit.classify.cross_validate`` on
``audit.features.feature_table``, the features computed once for every accepted item) on candidate
choices in this process, milliseconds each, and swaps one chosen item for a spare of its tier at a
time, the swap that lowers the worst classifier score most, until every score is below its gate by
``MARGIN`` or no swap helps. A swap keeps the hard tier's shape quota (``shape_quota.no_worse``),
spends no seed twice, never puts the tiers' median exposures out of order, and never raises a
tier's lint net above zero (``generator/lint_balance.py``). Candidate swaps are
taken in an order drawn from the salt: the same secret gives the same search. The export's own
audit stays the judge: this only proposes the choice it audits next.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable, Mapping, Sequence

import numpy as np

from audit.classify import VARIANT_ROWS, cross_validate, twin_layout, variant_classifiers
from audit.features import feature_table
from audit.pairing import SURFACE_PICK, TOKEN_READERS
from audit.report import ACCURACY_MAX, CLASSIFIER_MAX
from generator import shape_quota
from generator.audit_rounds import Search, disjoint_seeds
from generator.corpus.edition import Edition
from generator.corpus.export import export_order, snippet_id
from generator.items import ItemDraft
from generator.lint_balance import lint_nets
from generator.tiers import tier_order_note

MARGIN = 0.05  # stop once every classifier score is this far below its gate
MAX_STEPS = 12  # swaps, at most
TRIED_PER_STEP = 48  # candidate swaps scored per step (in the salt's order)

TWIN_PAIRS = (("original", "fixed"), ("disguised", "clean"))  # (defective, correct) twins of the twin layout
Rows = dict[str, dict[str, np.ndarray]]  # candidate key -> variant -> feature row
SnippetIds = Callable[[str, str], str]  # (candidate key, variant) -> the snippet id the export gives


def item_features(items: Sequence[ItemDraft]) -> tuple[Rows, tuple[str, ...]]:
    """Every variant's feature row, from one feature table over all the items (ruff runs once)."""
    snippets = [(item.candidate_key, v.variant, v.code) for item in items for v in item.variants]
    table = feature_table([code for _, _, code in snippets])
    rows: Rows = {}
    for (key, variant, _), row in zip(snippets, table.matrix):
        rows.setdefault(key, {})[variant] = row
    return rows, table.names


def scores(
    choice: Sequence[ItemDraft], rows: Rows, names: Sequence[str], ids: SnippetIds | None = None
) -> dict[str, float]:
    """Each classifier's score on ``choice``, minus its gate (above 0 fails): the surface
    classifier's accuracy on every snippet, the balanced accuracies of disguised-vs-others and
    clean-vs-fixed, and in the twin layout the pairing rows (``ids``: the snippet ids the export
    will give, which break the pairing readers' ties as the audit does)."""
    # the audit's folds deal items in the order of their ids (``export.assign_ids``): the same here
    number = {item.candidate_key: f"{n:04d}" for n, item in enumerate(sorted(choice, key=export_order))}
    keys, drafts, variants, matrix = [], [], [], []
    for item in choice:
        for v in item.variants:
            keys.append(number[item.candidate_key])
            drafts.append(item.candidate_key)
            variants.append((v.variant, v.defective))
            matrix.append(rows[item.candidate_key][v.variant])
    x = np.array(matrix)
    surface = cross_validate(x, [d for _, d in variants], keys, names)
    twins = twin_layout({v.variant: v.function for v in item.variants} for item in choice)
    others, controls = variant_classifiers(x, [v for v, _ in variants], keys, names, twins=twins)
    assert controls is not None  # every item has a fixed and a clean variant (an original and a fixed one)
    first, second = VARIANT_ROWS[twins]
    found = {
        "surface classifier": surface.correct / len(surface.labels) - ACCURACY_MAX,
        first: others.balanced_accuracy - CLASSIFIER_MAX,
        second: controls.balanced_accuracy - CLASSIFIER_MAX,
    }
    if twins:
        tokens = x[:, list(names).index("tokens")]
        ordering = [ids(key, v) if ids else "" for key, (v, _) in zip(drafts, variants)]
        found.update(pairing_scores(keys, [v for v, _ in variants], surface.probabilities, tokens, ordering))
    return found


def pairing_scores(
    keys: Sequence[str],
    variants: Sequence[str],
    probabilities: Sequence[float],
    tokens: Sequence[float],
    ids: Sequence[str],
) -> dict[str, float]:
    """The twin layout's pairing rows (``audit/pairing.py``) on a choice, minus their gate: of each
    item's two pairs of twins ({original, fixed}, {disguised, clean}), the share where the reader
    picks the defective twin by the higher surface probability (the surface pick), by fewer tokens,
    by more tokens. As in the audit, a tie goes to the twin whose snippet id sorts first (``ids``,
    one per row; where they are not known, "" for all, a tie counts half)."""
    at = {(key, variant): index for index, (key, variant) in enumerate(zip(keys, variants))}
    hits = dict.fromkeys((SURFACE_PICK, *(name for name, _ in TOKEN_READERS)), 0.0)
    pairs = 0
    for key in dict.fromkeys(keys):
        for bad, good in TWIN_PAIRS:
            i, j = at[(key, bad)], at[(key, good)]
            first = 0.5 if ids[i] == ids[j] else float(ids[i] < ids[j])  # the tie goes to the defective twin
            pairs += 1
            hits[SURFACE_PICK] += _picked(probabilities[i], probabilities[j], first)
            for name, sign in TOKEN_READERS:
                hits[name] += _picked(sign * tokens[i], sign * tokens[j], first)
    return {name: hit / pairs - ACCURACY_MAX for name, hit in hits.items()}


def _picked(defective: float, correct: float, tie: float) -> float:
    """1 when a reader who picks the higher of two scores picks the defective twin; ``tie`` when
    the scores are equal."""
    return 1.0 if defective > correct else tie if defective == correct else 0.0


def _excess(found: Mapping[str, float]) -> float:
    """How far the scores stand above ``MARGIN`` below their gates, summed (0: every row is clear)."""
    return sum(max(0.0, score + MARGIN) for score in found.values())


def _draw(salt: str, step: int, out: str, into: str) -> str:
    return hashlib.blake2b(f"choice-search:{salt}:{step}:{out}:{into}".encode(), digest_size=8).hexdigest()


def _lint(items: Sequence[ItemDraft], nets: Mapping[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[item.tier] = out.get(item.tier, 0) + nets.get(item.candidate_key, 0)
    return out


def _allowed(before: Sequence[ItemDraft], after: Sequence[ItemDraft], ordered: bool, nets: Mapping[str, int]) -> bool:
    """No seed spent twice, the tiers' order and the hard tier's shape quota kept, and no tier's lint
    net (``lint_balance``: flagged defective minus flagged correct snippets) above max(0, before's)."""
    if not disjoint_seeds(after):
        return False
    was, now = _lint(before, nets), _lint(after, nets)
    if any(net > max(0, was.get(tier, 0)) for tier, net in now.items()):
        return False
    if ordered and tier_order_note(list(after)) is not None:
        return False
    hard_before = [i for i in before if i.tier == "hard"]
    hard_after = [i for i in after if i.tier == "hard"]
    return shape_quota.no_worse(hard_before, hard_after, shape_quota.pair_shape)


def searched(
    chosen: Sequence[ItemDraft], pools: Mapping[str, Sequence[ItemDraft]], salt: str, edition: Edition | None = None
) -> list[ItemDraft] | None:
    """A choice whose classifier scores are all at least MARGIN below their gates, reached by
    single swaps within a tier from ``chosen``; the best reached when none is; None when no swap
    improved on ``chosen``. The tiers keep their quotas and ``chosen``'s order."""
    everything = {i.candidate_key: i for i in chosen}
    for pool in pools.values():
        everything.update((i.candidate_key, i) for i in pool)
    rows, names = item_features(list(everything.values()))
    nets = lint_nets(list(everything.values()))
    current = list(chosen)
    ordered = tier_order_note(current) is None
    ids = (lambda key, variant: snippet_id(edition, salt, key, variant)) if edition is not None else None
    worst = _excess(scores(current, rows, names, ids))
    moved = False
    for step in range(MAX_STEPS):
        if worst <= 0:
            break
        taken = {i.candidate_key for i in current}
        swaps = [
            (index, spare)
            for index, item in enumerate(current)
            for spare in pools.get(item.tier, ())
            if spare.candidate_key not in taken
        ]
        swaps.sort(key=lambda s: _draw(salt, step, current[s[0]].candidate_key, s[1].candidate_key))
        best: tuple[float, list[ItemDraft]] | None = None
        tried = 0
        for index, spare in swaps:
            if tried >= TRIED_PER_STEP:
                break
            after = [*current[:index], spare, *current[index + 1 :]]
            if not _allowed(current, after, ordered, nets):
                continue
            tried += 1
            score = _excess(scores(after, rows, names, ids))
            if score < worst and (best is None or score < best[0]):
                best = (score, after)
        if best is None:
            break
        worst, current = best
        moved = True
    return current if moved else None


def searched_in(edition: Edition) -> Search:
    """:func:`searched` for ``edition``: its pairing rows break ties by the ids the export gives."""
    return functools.partial(searched, edition=edition)
