"""The disguise renderer: the same defect mechanism in another domain, names, docstring and shape.

Flow for one mutant (see docs/architecture/disguise.md)::

    mutant.original / mutant.source --extract_function--> fixed / defective snippets
      --roles + domain pack--> one name map (decided on both twins' names)
      --rename + docstring (templates/docstring.j2)--> renamed twins
      --rewrites, decided on the fixed twin, applied identically--> disguised twins
      --changed_lines--> fault_lines (1-based lines of defective_code that differ from fixed_code)

Everything is deterministic from the ``key`` string.
"""
from __future__ import annotations

import functools
import inspect
import random
import re
import textwrap
from dataclasses import dataclass
from typing import Iterable, Sequence

import libcst as cst

from . import rewrites as rewrite_registry
from .domains import DomainPack, choose_domain, known_domains, load_pack, stable_index
from .model import Mutant, changed_lines
from .render import render
from .rename import RESERVED, DisguiseError, allocate_names, apply_renames, identifiers_in
from .rewrites.base import Rewrite
from .rewrites.engine import Accept, rewrite_twins
from .roles import NameRole, function_roles, guess_role
from .seeds import Seed
from .snippet import Snippet, extract_function

__all__ = ["Disguise", "DisguiseError", "SpecVocabulary", "choose_domain", "disguise_code", "disguise_docstring",
           "disguise_mutant", "rewrite_plan", "rewrite_spec"]


@dataclass(frozen=True)
class Disguise:
    """One disguised twin pair. ``fault_lines`` are lines of ``defective_code`` that differ from
    ``fixed_code``; ``name_map`` pairs (original name, new name)."""

    domain: str
    function: str
    defective_code: str
    fixed_code: str
    fault_lines: tuple[int, ...]
    name_map: tuple[tuple[str, str], ...]
    rewrites: tuple[str, ...]
    docstring: str
    source_function: str
    key: str

    @property
    def names(self) -> dict[str, str]:
        return dict(self.name_map)


# ----------------------------------------------------------------------------- docstrings

def _case_like(template: str, word: str) -> str:
    if template.isupper() and len(template) > 1 and not word.isupper():
        return word.upper() if "_" not in word else word
    if template[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


@dataclass(frozen=True)
class SpecVocabulary:
    """What a seed says about its own domain, beyond its pack: ``SEED['keywords']`` and the module
    docstring (``"Retail: charge a basket after the best applicable discount tier."``)."""

    keywords: tuple[str, ...] = ()
    module_doc: str = ""


# Words that carry the rules of a spec (or are plain English) and are never moved as domain words,
# even when a pack lists them (retail's "order" is also "in any order"). Parameters and locals with
# these names are still renamed as identifiers.
_GENERIC = frozenset("""
    a about above across active add added after again against age all along also amount amounts an and any
    apart are area as ascending at average axis base be before below best between bin bins bit bits block
    blocks both bound bounds but by byte bytes calendar can case cell cells cent cents character characters
    check checked classify clock clockwise close closed code codes col column columns collect compare complete
    completed consecutive convert count counted counts cumulative current cycle daily data date dates day days
    decimal decimals default degree degrees descending difference digit digits display distance divide divided
    division does dollar dollars double doubled down draw drop dropped each earliest edge edges elapsed else
    empty end ends entries entry equal equals estimate euro euros evaluate even every exact exactly except
    exclusive fail failed false fewer field fill fills final fine first five floor for format formula four
    fraction free frequent from front full gap gaps gauge given gives good gram grams greater greedily greedy
    group groups half halves has have head height high higher highest hold holds hour hours how however
    ignored in inclusive index indices input integer interval intervals into is it item items its just kept
    key keys kilometre kwh label largest last late later least left length lengths less letter letters level
    levels limit limits line lines list lists listing local long longer longest low lower lowest main make map
    maps mark max maximum mean median merge merged metre metres middle min minimum minus minute minutes missing
    mod modulo month monthly months more most moving multiple name names nearest need needed needs negative
    never new next no none not nothing now number numbers odd of off on once one ones only open opens or order
    ordered orders other out outside over own pair pairs part partial parts pass passes pct per percent
    percentage percentile period plain rfc iso ieee plus point points position positive present previous range ranges
    rank rate rates ratio reached read remaining rest result results return returned returns right round
    rounded rounding row rows rule rules run running runs same scale second seconds sequence series set side
    sides simple single size sizes sliding slot slots small smaller smallest sort sorted split square squares
    start starts stay step steps strictly string strings sub sum ten text than that the their them then there
    these they this three through time times title to today too total totals trailing true two under unit
    units unless until up upper used valid value values week weekday weekdays weeks when whether which while
    whole whose width window windows with within word words year years yes zero
""".split())
_FUNCTION_WORDS = frozenset({"a", "an", "i", "in", "is", "at", "by", "to", "or", "on", "as", "it", "be", "of", "no"})
_AFTER_IDENTIFIER = frozenset({"is", "are", "and", "or", "has", "have", "to", "with", "as", "if", "then", "equals",
                               "in", "of", "by", "for", "than", "was", "were", "comes", "goes", "gives", "may",
                               "must", "does", "do", "can", "holds", "lies", "means"})
_PROSE_ROLES = ("amounts", "counts", "limits", "rates")  # quantities; every other role reads as a noun
_QUOTED = r'(?<![\w])"[^"\n]*"|(?<![\w])\'[^\'\n]*\'(?![\w])'
_SNAKE_WORD = re.compile(r"(?<![\w])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w])")
_TUPLE = re.compile(r"\(\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+)\s*\)")
_WORD = re.compile(r"[A-Za-z]+")


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _plural(phrase: str) -> str:
    head, _, last = phrase.rpartition(" ")
    if last.endswith("y") and len(last) > 2 and last[-2] not in "aeiou":
        last = last[:-1] + "ies"
    elif last.endswith(("s", "x", "ch", "sh")):
        last += "es"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def _prose(word: str) -> str:
    return word.replace("_", " ")


_UNITS = frozenset("cents cent pct percent bp".split())  # X_cents is "X in cents"; bag_grams is not "bag"


def _unit_core(name: str) -> tuple[str, ...]:
    """The words of an identifier without unit words: ``subtotal_cents`` -> ``('subtotal',)``."""
    return tuple(w for w in re.split(r"[_\d]+", name.lower()) if w and w not in _UNITS)


def _is_notation(name: str) -> bool:
    """``x_i``, ``upper_1``, ``name_j``: maths notation (a one-letter or numeric part), not a name."""
    return any(len(part) <= 1 or part.isdigit() for part in name.lower().split("_"))


def _present(text: str, phrase: str) -> bool:
    return re.search(r"(?<![\w])" + re.escape(phrase) + r"(?![\w])", text, re.IGNORECASE) is not None


_DETERMINERS = r"(?:a|an|the|each|every|no|its|their|any|one|per|this|of|two|all|same|later|first|last)"
_VERB_CUES = r"(?:not|may|must|do|does|did|can|cannot|will|would|never|it|they|who|then|also|still)"
# "to charge" is a verb, "append to ports" is not
_TO_NOT_VERB = r"(?:append|appended|appends|add|added|adds|go|goes|back|up|equal|compared|belongs|from|close|next|" \
    r"due|relative|moved|moves|sent|assigned|given|handed|applied|applies|converted|set|wraps|clamped|rounded)"


_OBJECT_CUES = frozenset("the a an its their it them nothing anything every each both all when no".split())
_NOUN_CONTEXT = frozenset("of the a an no each every its their in on for per all any many few more fewer two three "
                          "and or , ( ; :".split())


@functools.lru_cache(maxsize=512)
def _cued(text: str, cues: str) -> frozenset[str]:
    found = set(re.findall(rf"(?<![\w]){cues}\s+(?=([a-z]+)(?![\w]))", text))  # overlapping: 'do not overlap'
    if cues == _VERB_CUES:
        found |= set(re.findall(rf"(?<![\w])(?!{_TO_NOT_VERB}\s)[a-z]+\s+to\s+(?=([a-z]+)(?![\w]))", text))
    return frozenset(found)


@functools.lru_cache(maxsize=512)
def _before_object(text: str) -> frozenset[str]:
    """Words used like a verb with an object (``a pattern matches the path``): followed by an
    article or pronoun and not preceded by a determiner or preposition."""
    tokens = ["."] + re.findall(r"[a-z_0-9]+|[^\sa-z_0-9]", text)  # a sentence start ('Plan the ...') counts
    return frozenset(tokens[i] for i in range(1, len(tokens) - 1)
                     if tokens[i + 1] in _OBJECT_CUES and tokens[i - 1] not in _NOUN_CONTEXT)


def _used_as_noun(text: str, word: str) -> bool:
    """Evidence that ``word`` (or its plural) is a noun in ``text``: a determiner before it, or a
    plural form."""
    forms = {word, _singular(word), _plural(_singular(word))}
    return bool(forms & _cued(text, _DETERMINERS)) \
        or (word != _singular(word) and word in set(_WORD.findall(text)) and not _used_as_verb(text, word))


def _used_as_verb(text: str, word: str) -> bool:
    """Evidence that ``word`` is (also) a verb in ``text``: ``to charge``, ``do not overlap``,
    ``matches the path``, ``breaks when``."""
    return word in _cued(text, _VERB_CUES) or word in _before_object(text)


def _domain_candidates(text: str, identifiers: dict[str, str], source: DomainPack | None,
                       vocabulary: SpecVocabulary | None) -> dict[str, tuple[str, int | None]]:
    """Domain words of the seed found in ``text``: singular form -> (role, index in the source pack)."""
    found: dict[str, tuple[str, int | None]] = {}
    lower = text.lower()
    words_in_text = set(_WORD.findall(lower))

    def add(word: str, role: str, index: int | None) -> None:
        word = word.lower()
        if any(_used_as_verb(lower, form) for form in {word, _singular(word), _plural(_singular(word))}
               if form not in identifiers):
            return
        stem = _singular(word) if " " not in word else word
        if " " in stem:
            if stem in found or not (_present(lower, stem) or _present(lower, _plural(stem))):
                return
        elif (stem in found or len(stem) < 3 or stem in _GENERIC or word in _GENERIC
              or not ({stem, word, _plural(stem)} & words_in_text)):
            return
        found[stem] = (role, index)

    if source is not None:
        roles = ("items", "collections", *_PROSE_ROLES, "identifiers", "texts", "mappings", "dates", "indices")
        for parts in (False, True):  # whole entries first, then the words of two-word entries
            for role in roles:
                for index, word in enumerate(source.role_words(role)):
                    noun_role = role if role in _PROSE_ROLES else "items"
                    position = index if role in ("items", "collections") else None
                    if not parts:
                        add(_prose(word), noun_role, position)
                    else:
                        for part in word.split("_") if "_" in word else ():
                            if len(part) >= 4 and not part.endswith(("ed", "ing")):
                                add(part, noun_role, None)
    # the seed author's keywords are domain terms already; other words need to read as nouns
    curated = [w for keyword in (vocabulary.keywords if vocabulary else ()) for w in _WORD.findall(keyword)]
    extra: list[str] = _WORD.findall(vocabulary.module_doc.split(":", 1)[-1]) if vocabulary else []
    for name in identifiers:
        extra += [w for w in re.split(r"[_\d]+", name) if w]
    for word, trusted in [(w, True) for w in curated] + [(w, False) for w in extra]:
        word = word.lower()
        if trusted:
            if word.endswith(("ed", "ly")) or len(word) < 3:
                continue
        elif word.endswith(("ed", "ing", "ly")) or len(word) < 4 or not _used_as_noun(lower, word):
            continue
        role = guess_role(_singular(word), "unknown")
        add(word, role if role in _PROSE_ROLES else "items", None)
    return found


def rewrite_spec(text: str, identifiers: dict[str, str], source: DomainPack | None, target: DomainPack,
                 key: str, *, code_names: dict[str, str] | None = None, vocabulary: SpecVocabulary | None = None,
                 taken: Iterable[str] = ()) -> str:
    """The spec text in the target domain, with the same rules.

    * ``identifiers`` (code name -> new name) are renamed wherever they occur (case-sensitive),
      except inside a quoted one-word literal (``'username'`` is a value the code returns); a
      name that is also an English function word (a parameter ``a``) only where it is not an article.
    * Other identifiers of the spec (``(threshold_cents, percent) pairs``) get the new name of the
      code name they stand for (``threshold``), or a fresh role-matched word of the target pack;
      pure notation (``x_i``, ``upper_1``) stays.
    * Domain words of the seed (its pack's words, its keywords, and nouns of its module docstring
      and of its parameter / tuple-field names) move to role-matched target words: the new name of
      the code name they stand for (``tier`` follows ``tiers``), else an unused word of the same
      pack role. One target per word, singular and plural together, never a word the spec
      already uses. Words that carry rules (:data:`_GENERIC`: order, rate, limit, at least...),
      words the spec also uses as verbs (``to charge``, ``do not overlap``) and quoted literals
      never move. Numbers, comparisons and punctuation are untouched.

    One regex pass, so a replacement is never replaced again; deterministic from ``key``."""
    lower = text.lower()
    names: dict[str, str] = dict(identifiers)
    code = dict(code_names) if code_names is not None else dict(identifiers)
    used = {w for w in _WORD.findall(lower)} | {_prose(v).lower() for v in code.values()} | set(taken)
    used_targets: set[str] = {_prose(v).lower() for v in code.values()}
    plain = {old: new for old, new in code.items() if "_" not in old and not re.search(r"\d", old)
             and old.lower() not in _GENERIC and new not in target.role_words("flags")}
    used |= {part for v in code.values() for part in _prose(v).lower().split()}

    def fresh_in(role: str, seed_key: str, start: int | None = None) -> str | None:
        words = target.role_words(role)
        first = start if start is not None else stable_index(f"{key}:doc:{seed_key}", len(words))
        for offset in range(len(words)):
            word = words[(first + offset) % len(words)]
            forms = [_prose(word).lower()]
            if role == "items":
                forms.append(_prose(target.role_words("collections")[(first + offset) % len(words)]).lower())
            if any(f in used_targets or any(part in used for part in f.split()) for f in forms) \
                    or word in names.values() or all(part in _GENERIC for part in forms[0].split()) \
                    or set(forms[0].split()) & _FUNCTION_WORDS:
                continue  # never a word the spec already uses, nor a rule word such as 'value'
            used_targets.update(forms)
            return word
        return None

    def fresh(role: str, seed_key: str, start: int | None = None, qualify: bool = False) -> str | None:
        """An unused target word of ``role``; when the role ran dry, another noun of the pack; a
        spec identifier (``qualify``) always gets one (``other_tile``)."""
        for attempt in (role, "items", "identifiers", "texts"):
            word = fresh_in(attempt, seed_key, start if attempt == role else None)
            if word is not None:
                return word
        for word in target.role_words(role) if qualify else ():
            for qualifier in ("other", "second", "next"):
                candidate = f"{qualifier}_{word}"
                if _prose(candidate).lower() not in used_targets and candidate not in names.values():
                    used_targets.add(_prose(candidate).lower())
                    return candidate
        return None

    # 1. identifiers the spec mentions that are not code names: tuple fields, return fields
    flags = set(target.role_words("flags"))
    by_core = {_unit_core(old): new for old, new in code.items() if _unit_core(old) and new not in flags}
    by_unit = {core: new for core, new in by_core.items() if len(core) == 1}
    spec_names = [m.group(0) for m in _SNAKE_WORD.finditer(text)]
    for match in _TUPLE.finditer(text):
        spec_names += [f.strip() for f in match.group(1).split(",")]
    for name in dict.fromkeys(spec_names):
        if name in names or _is_notation(name) or not name.isidentifier():
            continue
        core = _unit_core(name)
        if "_" not in name:  # a plain tuple field: the code's name for it, else a domain word (below)
            if name in code and code[name] != name:
                names[name] = code[name]
            continue
        new = by_core.get(core) or (plain.get(core[0]) if len(core) == 1 else None)
        if new is None:
            role = guess_role(name, "unknown")
            role = role if role not in ("flags",) else "items"
            new = fresh(role, name, qualify=True)
        if new is not None:
            names[name] = new

    # 2. domain words of the seed -> role-matched target words
    items, collections = target.role_words("items"), target.role_words("collections")

    def forms_of(word: str) -> tuple[str, str]:
        """(singular, plural) prose of a target word: the pack's item/collection pair, a word that
        already reads as a plural ('coins'), or a regular plural."""
        if word in collections:
            return _prose(items[collections.index(word)]), _prose(word)
        if word in items:
            return _prose(word), _prose(collections[items.index(word)])
        prose = _prose(word)
        head, _, last = prose.rpartition(" ")
        if len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "is")):  # not 'timeout ms'
            return (f"{head} {_singular(last)}" if head else _singular(last)), prose
        return prose, _plural(prose)

    words: dict[str, str] = {}
    candidates = _domain_candidates(text, {**identifiers, **{n: n for n in spec_names}}, source, vocabulary)
    name_words = {w for n in names for w in re.split(r"[_\d]+", n.lower()) if w}
    for stem, (role, index) in sorted(candidates.items(), key=lambda kv: (kv[1][1] is None, kv[0])):
        if stem in names:
            if "_" not in stem and " " not in stem and _plural(stem) not in names:
                words[_plural(stem)] = forms_of(names[stem])[1]  # 'patients' follows 'patient'
            continue
        if " " in stem and set(stem.split()) & name_words:
            continue  # 'payload bytes' stays two words when payload is a parameter
        singular: str | None = None
        plural: str | None = None
        via = plain.get(stem) or plain.get(_plural(stem)) or by_unit.get((stem,))
        if via is not None and not via.endswith(("ed", "ing")):  # a participle is no noun
            singular, plural = forms_of(via)
        elif role == "items":
            start = (index + stable_index(f"{key}:doc:items", len(items))) % len(items) if index is not None else None
            word = fresh("items", stem, start)
            if word is not None:
                singular, plural = forms_of(word)
                used_targets.add(plural.lower())
        else:
            start = (index + stable_index(f"{key}:doc:{role}", 97)) if index is not None else None
            word = fresh(role, stem, None if start is None else start % len(target.role_words(role)))
            if word is not None:
                singular, plural = forms_of(word)
        if singular is None or plural is None:
            continue
        words[stem] = _prose(singular)
        if " " not in stem:
            words.setdefault(_plural(stem), _prose(plural))
            if stem.endswith("y"):
                words.setdefault(stem[:-1] + "ies", _prose(plural))

    # 3. one pass: quoted literals are skipped (identifiers still renamed inside a quoted sentence)
    keys = sorted(set(names) | set(words), key=lambda k: (-len(k), k))
    if not keys:
        return text
    alternatives = "|".join(re.escape(k) for k in keys)
    pattern = re.compile(rf"(?P<quote>{_QUOTED})|(?:(?<![\w])(?P<art>[Aa]n?)\s+)?(?<![\w])(?P<key>{alternatives})"
                         r"(?![\w])", re.IGNORECASE)
    by_length = sorted(names, key=len, reverse=True)
    names_only = re.compile(rf"(?<![\w])({'|'.join(re.escape(k) for k in by_length)})(?![\w])") if names else None

    def article(art: str, replacement: str) -> str:
        """'a' or 'an' (capitalised like ``art``) for the word that now follows it."""
        low = replacement.lower()
        word = "an" if low[:1] in "aeio" or (low[:1] == "u" and not low.startswith(("us", "uni"))) else "a"
        return word.capitalize() if art[:1].isupper() else word

    def placeholder(match: re.Match[str]) -> str:
        field = match.group(1)
        return "<" + (names.get(field) or words.get(field.lower(), "").replace(" ", "_") or field) + ">"

    def swap(match: re.Match[str]) -> str:
        quote = match.group("quote")
        if quote is not None:
            inner = quote[1:-1]
            if "<" in inner:  # a placeholder such as "<patient>:pulse" follows the renamed field
                inner = re.sub(r"<(\w+)>", placeholder, inner)
                quote = quote[0] + inner + quote[-1]
            if names_only is None or not re.search(r"\s", inner):
                return quote
            return quote[0] + names_only.sub(lambda m: names[m.group(0)], inner) + quote[-1]
        found, art = match.group("key"), match.group("art")
        gap = match.string[match.start("art"):match.start("key")][len(art):] if art else ""
        if found not in names and found[:1].isupper() and found.lower() not in _FUNCTION_WORDS \
                and found[:1].lower() + found[1:] in names:
            return (article(art, names[found[:1].lower() + found[1:]]) + gap if art else "") + \
                _case_like(found, names[found[:1].lower() + found[1:]])
        if found in names:
            if found in _FUNCTION_WORDS:
                after = re.match(r"\s+([a-z]+)", match.string[match.end():])
                if after and after.group(1) not in _AFTER_IDENTIFIER:
                    return match.group(0)
            replacement = names[found]
        elif found.lower() in words and found.lower() not in names:
            replacement = _case_like(found, words[found.lower()])
        else:
            return match.group(0)
        return (article(art, replacement) + gap if art else "") + replacement
    return pattern.sub(swap, text)


def _wrap(text: str, width: int) -> str:
    paragraphs = re.split(r"\n\s*\n", text.strip())
    return "\n\n".join(textwrap.fill(" ".join(p.split()), width=width) for p in paragraphs if p.strip())


def render_docstring(spec: str, *, function: str, pack: DomainPack, key: str, width: int = 88) -> str:
    """The disguised docstring text (templates/docstring.j2): a domain headline, then the spec."""
    context = pack.contexts[stable_index(f"{key}:context", len(pack.contexts))]
    headline = function.replace("_", " ")
    headline = headline[:1].upper() + headline[1:]
    text = render("docstring.j2", headline=headline, context=context, spec=_wrap(spec, width), domain=pack.title)
    return text.strip()


def docstring_literal(text: str, indent: str) -> str:
    """A triple-quoted literal for ``text`` whose continuation lines carry ``indent``."""
    body = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = body.split("\n")
    joined = "\n".join([lines[0]] + [(indent + line) if line else "" for line in lines[1:]])
    if joined.endswith('"'):
        joined += " "
    return f'"""{joined}"""'


class _SetDocstring(cst.CSTTransformer):
    def __init__(self, function: str, literal: str) -> None:
        super().__init__()
        self.function = function
        self.literal = literal

    def leave_FunctionDef(self, original_node: cst.FunctionDef, updated_node: cst.FunctionDef) -> cst.FunctionDef:
        if original_node.name.value != self.function or not isinstance(updated_node.body, cst.IndentedBlock):
            return updated_node
        doc = cst.SimpleStatementLine(body=[cst.Expr(cst.SimpleString(self.literal))])
        body = list(updated_node.body.body)
        first = body[0] if body else None
        if first is not None and isinstance(first, cst.SimpleStatementLine) and len(first.body) == 1 \
                and isinstance(first.body[0], cst.Expr) and isinstance(first.body[0].value, (cst.SimpleString, cst.ConcatenatedString)):
            body[0] = first.with_changes(body=[cst.Expr(cst.SimpleString(self.literal))])
        else:
            body.insert(0, doc)
        return updated_node.with_changes(body=updated_node.body.with_changes(body=body))


def set_docstring(module: cst.Module, function: str, text: str) -> cst.Module:
    indent = module.default_indent
    return module.visit(_SetDocstring(function, docstring_literal(text, indent)))  # type: ignore[return-value]


# ----------------------------------------------------------------------------- plan

def _rng(key: str) -> random.Random:
    return random.Random(stable_index(f"rng:{key}", 2**63))


def rewrite_plan(key: str, allowed: Sequence[str] | None = None) -> list[Rewrite]:
    """The rewrites one disguise tries, in order (shuffled from ``key``). Of each opposite pair the
    direction picked from ``key`` comes in the shuffled order and the other one at the end, so it
    only runs when the first never fitted (the engine never applies both directions).
    ``allowed`` restricts the set by name."""
    pool = [rewrite_registry.get(n) for n in allowed] if allowed is not None else list(rewrite_registry.REWRITES.values())
    names = {r.name for r in pool}
    chosen: list[Rewrite] = []
    later: list[Rewrite] = []
    for rewrite in pool:
        other = rewrite.opposite
        if other and other in names:
            pair = sorted((rewrite.name, other))
            if pair[stable_index(f"{key}:dir:{pair[0]}", 2)] != rewrite.name:
                later.append(rewrite)
                continue
        chosen.append(rewrite)
    _rng(key).shuffle(chosen)
    return chosen + later


class NamePool:
    """Fresh names for rewrites (a hoisted length, a loop element...) from a domain pack."""

    def __init__(self, pack: DomainPack, key: str, used: set[str]) -> None:
        self.pack, self.key, self.used = pack, key, set(used) | set(RESERVED)
        self.counter = 0

    def __call__(self, role: str) -> str:
        words = self.pack.role_words(role)
        self.counter += 1
        start = stable_index(f"{self.key}:fresh:{self.counter}", len(words))
        for word in (*words[start:], *words[:start]):
            if word not in self.used:
                self.used.add(word)
                return word
        for qualifier in ("next", "other", "spare", "extra", "new"):
            for word in words:
                candidate = f"{qualifier}_{word}"
                if candidate not in self.used:
                    self.used.add(candidate)
                    return candidate
        raise DisguiseError(f"the '{self.pack.name}' domain pack has no unused '{role}' word for a new local; "
                            f"add words to templates/domains/{self.pack.name}.toml")


# ----------------------------------------------------------------------------- disguise

def _function_node(module: cst.Module, name: str) -> cst.FunctionDef:
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef) and stmt.name.value == name:
            return stmt
    raise DisguiseError(f"no top-level function '{name}' in the snippet")


def _roles(fixed: cst.Module, defective: cst.Module, function: str) -> list[NameRole]:
    roles = list(function_roles(_function_node(fixed, function), fixed))
    seen = {r.name for r in roles}
    roles.extend(r for r in function_roles(_function_node(defective, function), defective) if r.name not in seen)
    return roles


def _spec_identifiers(roles: Sequence[NameRole], mapping: dict[str, str]) -> dict[str, str]:
    """Identifiers renamed inside the docstring: the function, parameters, and locals whose name is
    clearly an identifier (contains '_' or a digit); plain-word locals stay English words."""
    out = {}
    for role in roles:
        if role.binding in ("function", "param") or re.search(r"[_\d]", role.name):
            if role.name in mapping and mapping[role.name] != role.name:
                out[role.name] = mapping[role.name]
    return out


def _source_pack(domain: str) -> DomainPack | None:
    return load_pack(domain) if domain in known_domains() else None


def _docstring(spec: str, roles: Sequence[NameRole], mapping: dict[str, str], *, pack: DomainPack, key: str,
               seed_domain: str | None, vocabulary: SpecVocabulary | None, taken: Iterable[str]) -> str:
    function = next(r.name for r in roles if r.binding == "function")
    source = _source_pack(seed_domain) if seed_domain else None
    code_names = {r.name: mapping[r.name] for r in roles
                  if r.binding != "function" and r.name in mapping and mapping[r.name] != r.name}
    text = rewrite_spec(spec, _spec_identifiers(roles, mapping), source, pack, key, code_names=code_names,
                        vocabulary=vocabulary, taken=taken)
    return render_docstring(text, function=mapping[function], pack=pack, key=key)


def disguise_docstring(seed: Seed, *, domain: str, key: str) -> str:
    """The docstring :func:`disguise_mutant` gives ``seed``'s function in ``domain``, computed from the
    seed module alone (no snippet extraction, no rewrites): the fast path for checking docstrings
    over a whole library. The name map is allocated as for a disguise whose twins bind the same
    names (a mutant that binds extra names may shift a local's new name)."""
    roles, taken, returns = _seed_names(seed.source, seed.function)
    mapping = allocate_names(roles, load_pack(domain), key, taken=taken, return_annotation=returns)
    return _docstring(inspect.cleandoc(seed.docstring), roles, mapping, pack=load_pack(domain), key=key,
                      seed_domain=seed.domain, vocabulary=SpecVocabulary(seed.keywords, seed.module_docstring),
                      taken=taken)


@functools.lru_cache(maxsize=256)
def _seed_names(source: str, function: str) -> tuple[tuple[NameRole, ...], frozenset[str], str | None]:
    """Roles of ``function``'s names, the names a new one must avoid, and its return annotation."""
    module = cst.parse_module(source)
    func = _function_node(module, function)
    taken = frozenset(identifiers_in(cst.Module(body=[func])) | _imported(module))
    returns = module.code_for_node(func.returns.annotation) if func.returns else None
    return function_roles(func, module), taken, returns


def _imported(module: cst.Module) -> set[str]:
    names: set[str] = set()
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, (cst.Import, cst.ImportFrom)) and not isinstance(small.names, cst.ImportStar):
                    for alias in small.names:
                        target = alias.asname.name if alias.asname else alias.name
                        if isinstance(target, cst.Name):
                            names.add(target.value)
                        elif isinstance(target, cst.Attribute):
                            names.add(module.code_for_node(target).split(".")[0])
    return names


def disguise_code(fixed_code: str, defective_code: str, function: str, *, domain: str, key: str,
                  seed_domain: str | None = None, spec: str | None = None, rewrites: Sequence[str] | None = None,
                  accept: Accept | None = None, vocabulary: SpecVocabulary | None = None) -> Disguise:
    """Disguise a twin pair of self-contained snippets (both defining ``function``); ``vocabulary``
    (the seed's keywords and module docstring) helps move the spec's domain words."""
    if seed_domain is not None and domain == seed_domain:
        raise DisguiseError(f"target domain '{domain}' is the seed's own domain; pick another (choose_domain never does)")
    pack = load_pack(domain)
    fixed_module = cst.parse_module(fixed_code)
    defective_module = cst.parse_module(defective_code)
    roles = _roles(fixed_module, defective_module, function)
    taken = identifiers_in(fixed_module) | identifiers_in(defective_module)
    fixed_func = _function_node(fixed_module, function)
    returns = fixed_module.code_for_node(fixed_func.returns.annotation) if fixed_func.returns else None
    mapping = allocate_names(roles, pack, key, taken=taken, return_annotation=returns)
    new_function = mapping[function]
    original_doc = inspect.cleandoc(spec if spec is not None else (fixed_func.get_docstring(clean=False) or ""))
    docstring = _docstring(original_doc, roles, mapping, pack=pack, key=key, seed_domain=seed_domain,
                           vocabulary=vocabulary, taken=taken)

    def prepare(module: cst.Module) -> str:
        renamed = apply_renames(module, mapping)
        assert isinstance(renamed, cst.Module)
        return set_docstring(renamed, new_function, docstring).code

    fixed_text, defective_text = prepare(fixed_module), prepare(defective_module)
    pool = NamePool(pack, key, taken | set(mapping.values()))
    result = rewrite_twins(fixed_text, defective_text, new_function, rewrite_plan(key, rewrites), pool, accept=accept)
    fault_lines = changed_lines(result.fixed, result.defective)
    if not fault_lines:
        raise DisguiseError(f"the defect of '{function}' did not survive the disguise (the twins are identical)")
    return Disguise(
        domain=domain, function=new_function, defective_code=result.defective, fixed_code=result.fixed,
        fault_lines=fault_lines, name_map=tuple(mapping.items()), rewrites=result.applied, docstring=docstring,
        source_function=function, key=key,
    )


@functools.lru_cache(maxsize=256)
def _extract(source: str, function: str, path: str, twin: str) -> Snippet:
    return extract_function(source, function, path=path, twin=twin)


class _ReplantCheck:
    """For first-order mutants: accept a twin pair whose defective side is still one application
    of the same operator to the fixed side (so a rewrite may touch the faulty expression itself,
    e.g. hoisting the ``len`` of a one-short loop bound into a local)."""

    def __init__(self, mutant: Mutant) -> None:
        self.operators = list(mutant.operators)

    def __call__(self, fixed: str, defective: str) -> bool:
        from operators.engine import enumerate_mutants  # local: operators import generator, not vice versa

        function = next((s.name.value for s in cst.parse_module(fixed).body if isinstance(s, cst.FunctionDef)), None)
        try:
            candidates = enumerate_mutants(fixed, function=function, operators=self.operators)
        except Exception:  # noqa: BLE001 - an operator that cannot handle the new shape just says no
            return False
        return any(m.source == defective for m in candidates)


def disguise_mutant(seed: Seed, mutant: Mutant, *, domain: str, key: str,
                    rewrites: Sequence[str] | None = None) -> Disguise:
    """The disguised twin pair of one mutant of ``seed`` (see :class:`Disguise`).

    ``domain`` must be a known pack other than ``seed.domain``; ``key`` makes every choice
    (names, rewrites, phrasing) deterministic; ``rewrites`` restricts the rewrites by name.
    Raises :class:`DisguiseError` when a name cannot be mapped or the defect does not survive.
    """
    fixed = _extract(mutant.original, mutant.function, seed.path, mutant.source)
    defective = _extract(mutant.source, mutant.function, seed.path, mutant.original)
    return disguise_code(fixed.code, defective.code, mutant.function, domain=domain, key=key,
                         seed_domain=seed.domain, spec=seed.docstring if mutant.function == seed.function else None,
                         rewrites=rewrites, accept=_ReplantCheck(mutant) if mutant.order == 1 else None,
                         vocabulary=SpecVocabulary(seed.keywords, seed.module_docstring))
