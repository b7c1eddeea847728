"""Choosing a tier's items so that a linter does not tell defective from correct.

The lint responder of the audit says "defective" when ruff reports a smell on a snippet. A seed's
own smells show in its original, fixed and clean variants alike, but a transplanted disguise brings
its host seed's smells and a clean control its own, so an item's four variants can be flagged
unevenly: ``net`` = flagged defective variants (original, disguised) minus flagged correct ones
(fixed, clean). Summed over a tier, a positive net is what the lint responder scores above
always-no on that tier. :func:`lint_balanced` swaps chosen items of positive net for spare accepted
items of smaller net (same exposure group, so the tiers' exposure order holds) until the tier's net
is at most zero or no swap is left; one ruff run over every accepted item (:func:`lint_nets`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TypeVar

from audit.lint import ruff_diagnostics, smells
from generator.items import DEFECTIVE, ItemDraft

T = TypeVar("T")


def lint_nets(items: Sequence[ItemDraft]) -> dict[str, int]:
    """Candidate key -> flagged defective variants minus flagged correct ones (the lint responder's
    own rules), from one ruff run over all the items' snippets."""
    snippets = [(item.candidate_key, v.variant, v.code) for item in items for v in item.variants]
    diagnostics = ruff_diagnostics([code for _, _, code in snippets])
    nets: dict[str, int] = {item.candidate_key: 0 for item in items}
    for (key, variant, _), found in zip(snippets, diagnostics):
        if smells(found):
            nets[key] += 1 if variant in DEFECTIVE else -1
    return nets


def lint_balanced(
    chosen: Sequence[T],
    accepted: Sequence[T],
    net: Mapping[Hashable, int],
    *,
    key: Callable[[T], Hashable],
    group: Callable[[T], int],
    keeps: Callable[[list[T]], bool] | None = None,
) -> list[T]:
    """``chosen`` (best first) with items of positive net swapped for spare items of ``accepted``
    (best first) of smaller net in the same ``group``, while the sum of net is positive: each swap
    takes out the chosen item of the largest net (the worst ranked of equals) and brings in the
    spare of the smallest net (the best ranked of equals), so the sum falls with every swap. The
    length never changes; nothing outside ``accepted`` comes in. ``keeps``: a rule the choice holds
    (the hard tier's shape quota) that no swap may break when the choice kept it."""
    result = list(chosen)
    taken = {key(item) for item in result}
    spare = [item for item in accepted if key(item) not in taken]

    def of(item: T) -> int:
        return net.get(key(item), 0)

    rule = keeps if keeps is not None and keeps(result) else None
    while sum(of(item) for item in result) > 0:
        best: tuple[int, int, int] | None = None  # (gain, chosen index, spare index)
        for index in reversed(range(len(result))):
            out = result[index]
            if of(out) <= 0:
                continue
            for number, candidate in enumerate(spare):
                gain = of(out) - of(candidate)
                if gain > 0 and group(candidate) == group(out) and (best is None or gain > best[0]):
                    if rule is not None and not rule([*result[:index], candidate, *result[index + 1 :]]):
                        continue
                    best = (gain, index, number)
        if best is None:
            break
        _, index, number = best
        result[index], spare[number] = spare[number], result[index]
    return result
