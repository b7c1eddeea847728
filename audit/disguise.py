"""The disguise measures of issue 13: does a disguised snippet give itself away, or lead back to
its original? (Classifier rows live in :mod:`audit.run`; these are the text measures.)"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from audit.features import docstring_of, words
from audit.similarity import lcs_share
from core.surface import bag, cosine


@dataclass(frozen=True)
class DisguiseText:
    matched: int  # disguised snippets whose most similar original is their own item's
    items: int
    median_overlap: float  # median share of a disguised docstring's words in order in its original's
    overlaps: tuple[float, ...]
    top_opening: str  # the commonest opening three words of the disguised docstrings
    top_opening_count: int


def disguise_text(items: Sequence[Mapping[str, str]]) -> DisguiseText:
    """``items``: per item, variant -> code (at least ``original`` and ``disguised``)."""
    pairs = [(i["original"], i["disguised"]) for i in items if "original" in i and "disguised" in i]
    originals = [bag(o) for o, _ in pairs]
    matched = 0
    overlaps = []
    openings: Counter = Counter()
    for index, (original, disguised) in enumerate(pairs):
        mine = bag(disguised)
        scores = [cosine(mine, other) for other in originals]
        best = max(range(len(scores)), key=lambda k: (scores[k], -k)) if scores else -1
        matched += best == index and scores[best] > 0 and scores.count(scores[best]) == 1
        d_words, o_words = words(docstring_of(disguised)), words(docstring_of(original))
        overlaps.append(lcs_share(d_words, o_words))
        if len(d_words) >= 3:
            openings[" ".join(d_words[:3])] += 1
    top, count = min(openings.items(), key=lambda kv: (-kv[1], kv[0])) if openings else ("", 0)
    return DisguiseText(
        matched=matched,
        items=len(pairs),
        median_overlap=statistics.median(overlaps) if overlaps else 0.0,
        overlaps=tuple(overlaps),
        top_opening=top,
        top_opening_count=count,
    )
