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


_NOUNISH = ("ion", "ary", "ity", "ness", "ment", "ance", "ence", "ure", "th", "ing", "ed", "s", "al", "er", "or")


@functools.lru_cache(maxsize=1)
def _engine():  # inflect's engine (pinned in requirements.lock
    """inflect decorates its classes with typeguard's ``@typechecked``, which re-parses and
    recompiles the whole module at import: 1.6 s of CPU in every process that exports an edition.
    Imported with that decorator as a no-op (it only adds argument checks; we pass plain words),
    the import takes about 0.1 s and the engine gives the same words."""
    import sys

    if "inflect" not in sys.modules:
        import typeguard

        checked = typeguard.typechecked
        typeguard.typechecked = _unchecked
        try:
            import inflect
        finally:
            typeguard.typechecked = checked
    import inflect

    return inflect.engine()


def _unchecked(target=None, **_options):  # typeguard.typechecked's signature
    return (lambda decorated: decorated) if target is None else target


@functools.lru_cache(maxsize=4096)
def inflections(word: str) -> tuple[str, ...]:
    """The other forms of one lower-case word that people write: plural / third person (inflect),
    singular, and for verb-like words the -ing and -ed forms."""
    engine = _engine()
    forms = [] if word.endswith(("ed", "ing", "s")) else [engine.plural_noun(word)]
    if word.endswith("s") and not word.endswith(("us", "ss", "is")):
        forms.append(engine.singular_noun(word) or "")
    if not word.endswith(_NOUNISH) and len(word) > 3:
        forms.append(engine.present_participle(word))
        if word.endswith("e"):
            forms.append(word + "d")
        elif word.endswith("y") and word[-2] not in "aeiou":
            forms.append(word[:-1] + "ied")
        else:
            forms.append(word + "ed")
    return tuple(f for f in dict.fromkeys(forms) if f and f != word and f.isalpha())


def inflected_groups(groups: Groups) -> Groups:
    """Every group with the inflections of its single-word phrases added (after the authored ones)."""
    out = []
    for group in groups:
        phrases = list(group)
        for phrase in group:
            if phrase.isalpha() and phrase.islower():
                phrases.extend(inflections(phrase))
        out.append(tuple(dict.fromkeys(phrases)))
    return tuple(out)
