"""Keyword-group matching on explanations (DESIGN "Answer key record").

A group is hit when any of its phrases occurs in the explanation: case-insensitive, runs of white
space count as one space, and a phrase that begins (ends) with a letter or digit must begin (end) at
a word boundary, so ``or`` does not hit ``error`` while ``<=`` hits wherever it occurs.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence

from operators.vocabulary import all_phrases

_BRITISH = re.compile(r"(?<=[a-z]{3})is(e|ed|es|ing|ation|ations)(?![a-z])")


def normalize(text: str) -> str:
    """Lower-case, collapse every run of white space to one space (ends stripped), and spell
    -ise/-isation as -ize/-ization: both sides of every match go through here, so a reviewer's
    "initialise" hits the key's "initialize" (a blind reader wrote it so; words that merge, such as
    "precise", merge on both sides alike).

    ``str.split()`` splits on exactly the characters ``\\s`` matches in a str pattern (Unicode
    white space), and is several times faster than a regex substitution on long explanations."""
    joined = " ".join(text.lower().split())
    return _BRITISH.sub(r"iz\1", joined) if "is" in joined else joined


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
    return _groups_hit_normalized(normalize(explanation), groups)


def _groups_hit_normalized(text: str, groups: Iterable[Sequence[str]]) -> int:
    hits = 0
    for group in groups:
        pattern = group_pattern(tuple(group))
        if pattern is not None and pattern.search(text) is not None:
            hits += 1
    return hits


# Anti-stuffing. A paragraph that names every mechanism hits every group; an explanation of one
# defect names its own mechanism and perhaps one or two others it rules out. Each family below is
# one mechanism, recognised by a few cue phrases (the same matching rule as keyword phrases). An
# explanation naming more than STUFFING_SLACK families that the snippet's own keyword groups do not
# name earns no keyword credit for that snippet. The key's groups define "its own" families, so the
# key-oracle and any explanation of the actual mechanism are never affected.
MECHANISM_FAMILIES: dict[str, tuple[str, ...]] = {
    "boundary": ("off-by-one", "off by one", "fencepost", "boundary", "boundaries", "inclusive", "exclusive"),
    "arithmetic": (
        "arithmetic",
        "multiplication",
        "multiply",
        "multiplies",
        "division",
        "divide",
        "divides",
        "product",
        "quotient",
        "subtraction",
        "subtract",
        "subtracts",
        "addition",
    ),
    "comparison": ("comparison", "comparisons", "greater than", "less than", "strict comparison", "non-strict"),
    "logic": (
        "connector",
        "connectors",
        "logical operator",
        "conjunction",
        "disjunction",
        "and/or",
        "and instead of or",
        "or instead of and",
    ),
    "negation": ("negated", "negation", "inverted", "invert", "inverts"),
    "guard": ("guard", "guards", "edge case", "special case", "corner case", "early return", "missing check"),
    "rounding": ("rounding", "ceil", "floor", "ceiling", "truncate", "truncates", "truncated", "truncation"),
    "default": (
        "mutable default",
        "default argument",
        "sentinel",
        "shared between calls",
        "shared across calls",
        "fresh list",
        "fresh dict",
    ),
    "variable": ("wrong variable", "variable misuse", "wrong name", "shadowed", "shadowing", "shadows"),
    "constant": ("wrong constant", "magic number", "hard-coded", "hardcoded"),
    "sign": ("absolute value", "abs", "sign error", "wrong sign"),
    "overflow": ("overflow", "underflow", "precision"),
    "deletion": ("missing statement", "statement removed", "deleted statement", "removed statement"),
    "exception": ("zerodivisionerror", "indexerror", "keyerror", "typeerror", "exception"),
}
STUFFING_SLACK = (
    5  # a thorough answer rules out a few others (IndexError, floor, a special case); a stuffed one names them all
)


_WORD = re.compile(r"\w+")

# The second count. A key's groups draw on the plain vocabulary of its mechanisms
# (``operators/vocabulary.py``), and one concept's phrases name others too ("boundary" is comparison
# and off-by-one), so a hard item's groups can "own" most families and a paragraph naming all of them
# then names few foreign ones. The vocabulary is public, so the stuffing paragraph copies all of it; an
# explanation of one defect uses a handful of its phrases. An explanation naming more than
# VOCABULARY_SLACK vocabulary phrases (or family cues) that are not phrases of the key's groups is
# stuffed too. Measured on 62 correct explanations written blind (three forms, three editions): at
# most 5 such phrases; the stuffing paragraph names at least 206 on every defective snippet.
VOCABULARY_SLACK = 20


@functools.lru_cache(maxsize=1)
def vocabulary_cues() -> tuple[str, ...]:
    """Every phrase the second count looks for: the public vocabulary and the family cues, normalized."""
    cues = [*all_phrases(), *(cue for cues in MECHANISM_FAMILIES.values() for cue in cues)]
    return tuple(dict.fromkeys(n for n in map(normalize, cues) if n))


Cue = tuple[dict[str, frozenset[int]], dict[str, tuple[tuple[int, re.Pattern[str]], ...]]]


def _index(labelled: Iterable[tuple[int, str]]) -> Cue:
    """Cues indexed by their first word: (one-word cues -> labels, other cues -> (label, matcher)).
    A cue can only match a text holding each of its words as a whole ``\\w+`` run (its ends are word
    boundaries or non-word characters), and a one-word cue matches exactly then."""
    single: dict[str, set[int]] = {}
    multi: dict[str, list[tuple[int, re.Pattern[str]]]] = {}
    for label, cue in labelled:
        pattern = phrase_pattern(cue)
        if pattern is None:
            continue
        norm = normalize(cue)
        words = _WORD.findall(norm)
        if [norm] == words:
            single.setdefault(norm, set()).add(label)
        else:  # a cue with no word at all would be checked on every text ("" is always looked up)
            multi.setdefault(words[0] if words else "", []).append((label, pattern))
    return ({w: frozenset(f) for w, f in single.items()}, {w: tuple(c) for w, c in multi.items()})


@functools.lru_cache(maxsize=1)
def _cue_index() -> Cue:
    return _index((i, cue) for i, cues in enumerate(MECHANISM_FAMILIES.values()) for cue in cues)


@functools.lru_cache(maxsize=1)
def _vocabulary_index() -> Cue:
    return _index(enumerate(vocabulary_cues()))


def _words(text: str) -> set[str]:
    """The text's ``\\w+`` runs, as a set. Most white-space separated tokens are one run already
    (``\\w`` is exactly ``str.isalnum`` plus ``_``): only the others go through the regex."""
    words = set(text.split())
    odd = [word for word in words if not word.isalnum()]
    if odd:
        words.difference_update(odd)
        words.update(_WORD.findall(" ".join(odd)))
    return words


def _named(text: str, index: Cue) -> frozenset[int]:
    """Labels of the cues a (normalized) text names.

    The text's words are collected once (one regex pass); a one-word cue is then a set lookup and a
    longer cue runs its word-boundary matcher only when the text holds its first word, so the cost
    does not grow with the number of cues."""
    single, multi = index
    words = _words(text)
    words.add("")
    found: set[int] = set()
    for word in words.intersection(single):
        found |= single[word]
    for word in words.intersection(multi):
        for label, pattern in multi[word]:
            if label not in found and pattern.search(text) is not None:
                found.add(label)
    return frozenset(found)


def families_named(text: str) -> frozenset[int]:
    """Indices of the mechanism families a (normalized) text names."""
    return _named(text, _cue_index())


def vocabulary_named(text: str) -> frozenset[str]:
    """The vocabulary cues (:func:`vocabulary_cues`) a (normalized) text names."""
    cues = vocabulary_cues()
    return frozenset(cues[i] for i in _named(text, _vocabulary_index()))


@functools.lru_cache(maxsize=65536)
def _own_families(groups: tuple[tuple[str, ...], ...]) -> frozenset[int]:
    return families_named(" ; ".join(normalize(p) for group in groups for p in group))


@functools.lru_cache(maxsize=65536)
def _own_phrases(groups: tuple[tuple[str, ...], ...]) -> frozenset[str]:
    return frozenset(normalize(p) for group in groups for p in group)


def stuffed(explanation: str, groups: Sequence[Sequence[str]]) -> bool:
    """Does the explanation name more than STUFFING_SLACK mechanism families, or more than
    VOCABULARY_SLACK vocabulary phrases, foreign to the key's groups?"""
    return _stuffed_normalized(normalize(explanation), groups)


def _stuffed_normalized(text: str, groups: Sequence[Sequence[str]]) -> bool:
    if not text:
        return False
    key = tuple(tuple(g) for g in groups)
    if len(families_named(text) - _own_families(key)) > STUFFING_SLACK:
        return True
    return len(vocabulary_named(text) - _own_phrases(key)) > VOCABULARY_SLACK


def anchored(explanation: str, anchors: Sequence[str]) -> bool:
    """Does the explanation name one of the snippet's anchors (its names, in code or in words)?
    True when there are none (a key without anchors has no such rule)."""
    return _anchored_normalized(normalize(explanation), anchors)


def _anchored_normalized(text: str, anchors: Sequence[str]) -> bool:
    if not anchors:
        return True
    pattern = group_pattern(tuple(anchors))
    return pattern is None or pattern.search(text) is not None


def credited_groups(explanation: str, groups: Sequence[Sequence[str]], anchors: Sequence[str] = ()) -> int:
    """Keyword groups hit, or 0 for a stuffed explanation (see MECHANISM_FAMILIES) and for one that
    names nothing of its snippet (none of the key's ``anchors``: a paragraph written for no snippet
    in particular, however few mechanisms it names)."""
    text = normalize(explanation)  # once for all checks
    hits = _groups_hit_normalized(text, groups)
    if hits and (_stuffed_normalized(text, groups) or not _anchored_normalized(text, anchors)):
        return 0
    return hits
