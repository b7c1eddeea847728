"""Keyword groups per variant: identifier terms follow the variant's own names.

A keyword phrase may name identifiers of the code (``whole >= 70``, ``total_kg``). The disguised
variant renames them, so its groups are the original's with every identifier renamed through the
disguise's name map; :func:`identifier_problems` is what ``redpen verify`` runs to refuse a group
naming an identifier its snippet does not contain.
"""

from __future__ import annotations

import ast
import builtins
import functools
import keyword
import re
from collections.abc import Iterable, Sequence

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_COMMON = frozenset(dir(builtins)) | frozenset(keyword.kwlist)

Groups = tuple[tuple[str, ...], ...]


@functools.lru_cache(maxsize=1024)
def identifiers(code: str) -> frozenset[str]:
    """Names the code binds or reads (functions, parameters, variables, attributes), minus builtins
    and keywords; empty when the code does not parse."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return frozenset()
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
    return frozenset(names - _COMMON)


def rename_groups(groups: Groups, name_map: Iterable[tuple[str, str]]) -> Groups:
    """``groups`` with every identifier of ``name_map`` (old, new) renamed, at word boundaries."""
    mapping = {old: new for old, new in name_map if old != new}
    if not mapping:
        return groups

    def rename(phrase: str) -> str:
        return _WORD.sub(lambda m: mapping.get(m.group(0), m.group(0)), phrase)

    out: list[tuple[str, ...]] = []
    for group in groups:
        renamed = tuple(dict.fromkeys(rename(p) for p in group))
        out.append(renamed)
    return tuple(out)


def identifier_problems(groups: Sequence[Sequence[str]], code: str, twin_codes: Iterable[str]) -> list[str]:
    """Phrases naming an identifier of the item's code (this snippet's or a twin's) that does not
    occur in this snippet: such a phrase cannot be hit by an explanation of this snippet. A phrase
    counts as naming code only when every word of it is an identifier of the item (``total_kg``,
    ``data[mid]``); a mechanism's prose ("wrong index") may share a word with the twin's names."""
    own = identifiers(code)
    known = set(own)
    for twin in twin_codes:
        known |= identifiers(twin)
    problems = []
    for group in groups:
        for phrase in group:
            words = _WORD.findall(phrase)
            if not all(w in known for w in words):
                continue  # prose ("wrong index"): its words are English, whatever the code names
            missing = sorted({w for w in words if w not in own})
            if missing:
                problems.append(f"keyword phrase {phrase!r} names {', '.join(missing)}, not in its snippet")
    return problems


_INFLECTED_POS = ("NOUN", "VERB", "AUX")
_OWN_SENSE = frozenset(
    {"times"}
)  # "times" (multiplied by) is not a form of "time"  # an adjective's comparatives ("numb" -> "number") are no forms of a defect


@functools.lru_cache(maxsize=4096)
def inflections(word: str) -> tuple[str, ...]:
    """The other real forms of one lower-case word (plural, third person, -ing, past, participle):
    every inflection lemminflect's dictionary lists for each of the word's noun and verb lemmas
    (``missing`` -> miss, misses, missed). A word the dictionary does not know gets none (no form is
    made up by adding suffixes). lemminflect (pinned) is imported on first use: its tables load in
    about 0.2 s, once per process."""
    import lemminflect as lib

    if word in _OWN_SENSE:
        return ()
    forms: list[str] = []
    for upos, lemmas in sorted(lib.getAllLemmas(word).items()):
        if upos not in _INFLECTED_POS:
            continue
        for lemma in sorted(lemmas):
            forms.append(lemma)
            for found in lib.getAllInflections(lemma, upos=upos).values():
                forms.extend(found)
    return tuple(f for f in dict.fromkeys(forms) if f and f != word and f.isalpha() and f.islower())


MAX_PHRASE_FORMS = 16  # forms of one multi-word phrase ("never check" -> "never checks", ...)
_PARTICLES = frozenset(
    ["out", "up", "down", "off", "over", "away", "back", "early", "the", "a", "an", "between", "across"]
)


@functools.lru_cache(maxsize=4096)
def phrase_forms(phrase: str) -> tuple[str, ...]:
    """The phrase and its real inflected forms, the phrase first. A phrase's head word takes each of
    its :func:`inflections`: the last word ("not validate" -> "not validated", "floor division" ->
    "floor divisions"), and the first word of a verb and particle ("leave out" -> "left out", "exit
    the loop" -> "exits the loop"). At most MAX_PHRASE_FORMS; code text is kept as it is."""
    words = phrase.split(" ")
    if is_code_phrase(phrase) or not all(w.replace("-", "").replace("'", "").isalpha() for w in words):
        return (phrase,)
    heads = [len(words) - 1]
    if len(words) > 1 and words[1] in _PARTICLES:
        heads = [0] if words[-1] in _PARTICLES else [0, len(words) - 1]
    forms = [phrase]
    for index in heads:
        word = words[index]
        if word.isalpha() and word.islower():
            forms.extend(" ".join([*words[:index], form, *words[index + 1 :]]) for form in inflections(word))
    return tuple(dict.fromkeys(forms))[:MAX_PHRASE_FORMS]


_CODE_CHARS = frozenset("()[]{}=<>!+*/%&|^~@_0123456789\\")
_CODE_SHAPES = re.compile(r"\w\.\w|(?:^|\s)-|-(?:\s|$)")  # ``items.append``, ``a - b``, ``-x``


def is_code_phrase(phrase: str) -> bool:
    """A phrase that is code text rather than words: it holds an operator, bracket, digit or
    underscore (``int(number)``, ``steps[i + 1]``, ``>=``, ``total_kg``), an attribute dot or a
    minus; hyphenated words (``off-by-one``) and punctuation of prose are words."""
    text = phrase.strip()
    return any(ch in _CODE_CHARS for ch in text) or _CODE_SHAPES.search(text) is not None


def is_token_phrase(phrase: str) -> bool:
    """A phrase of one letter, digit or symbol run (``i``, ``0``, ``<``, ``<=``): it matches text
    that says nothing of the defect (the pronoun, any number, the inside of another operator)."""
    text = phrase.strip()
    return len(text) <= 1 or not any(ch.isalpha() for ch in text)


def fair_groups(groups: Groups) -> Groups:
    """The key's groups as an explanation in words can hit them: no phrase of one letter, digit or
    symbol; no group of code text alone (a group whose every phrase is code is dropped, a group
    with prose keeps its code phrases as alternatives). When every group is code, the groups are
    kept minus their token phrases (a key with no group credits no explanation)."""
    kept = [tuple(p for p in group if not is_token_phrase(p)) for group in groups]
    kept = [g for g in kept if g]
    prose = [g for g in kept if not all(is_code_phrase(p) for p in g)]
    return tuple(prose or kept)


def inflected_groups(groups: Groups) -> Groups:
    """Every group made fair (:func:`fair_groups`), with the inflections of its one-word phrases
    added after the authored ones."""
    out = []
    for group in fair_groups(groups):
        phrases = list(group)
        for phrase in group:
            if phrase.isalpha() and phrase.islower():
                phrases.extend(inflections(phrase))
        out.append(tuple(dict.fromkeys(phrases)))
    return tuple(out)
