"""Keyword-group matching on explanations (DESIGN "Answer key record").

A group is hit when any of its phrases occurs in the explanation: case-insensitive, runs of white
space count as one space, and a phrase that begins (ends) with a letter or digit must begin (end) at
a word boundary, so ``or`` does not hit ``error`` while ``<=`` hits wherever it occurs.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence

def normalize(text: str) -> str:
    """Lower-case and collapse every run of white space to one space (ends stripped).

    ``str.split()`` splits on exactly the characters ``\\s`` matches in a str pattern (Unicode
    white space), and is several times faster than a regex substitution on long explanations."""
    return " ".join(text.lower().split())


@functools.lru_cache(maxsize=65536)
def phrase_pattern(phrase: str) -> re.Pattern[str] | None:
    """The compiled matcher for one phrase, or None for a phrase that is empty once normalized."""
    norm = normalize(phrase)
    if not norm:
        return None
    body = re.escape(norm)
    head = r"(?<!\w)" if norm[0].isalnum() else ""
    tail = r"(?!\w)" if norm[-1].isalnum() else ""
    return re.compile(head + body + tail)


@functools.lru_cache(maxsize=65536)
def group_pattern(group: tuple[str, ...]) -> re.Pattern[str] | None:
    """One alternation for a whole group (any phrase hits the group)."""
    parts = [p.pattern for p in map(phrase_pattern, group) if p is not None]
    if not parts:
        return None
    return re.compile("|".join(f"(?:{part})" for part in parts))


def phrase_hits(explanation: str, phrase: str) -> bool:
    pattern = phrase_pattern(phrase)
    return pattern is not None and pattern.search(normalize(explanation)) is not None


def groups_hit(explanation: str, groups: Iterable[Sequence[str]]) -> int:
    """How many keyword groups the explanation hits."""
    text = normalize(explanation)
    hits = 0
    for group in groups:
        pattern = group_pattern(tuple(group))
        if pattern is not None and pattern.search(text) is not None:
            hits += 1
    return hits
