"""A seed's specification told in another domain: the docstring's identifiers and domain words
replaced (``rewrite_spec``), wrapped and set as the function's docstring."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import libcst as cst

from core.render import render
from generator.disguise.domains import DomainPack, stable_index
from generator.disguise.examples import filled
from generator.disguise.prose import (
    AFTER_IDENTIFIER,
    FUNCTION_WORDS,
    GENERIC,
    PROSE_ROLES,
    QUOTED,
    SNAKE_WORD,
    TUPLE,
    WORD,
    case_like,
    is_notation,
    plural_of,
    present,
    prose_word,
    singular_of,
    unit_core,
    used_as_noun,
    used_as_verb,
)
from generator.disguise.role_words import guess_role


@dataclass(frozen=True)
class SpecVocabulary:
    """What a seed says about its own domain, beyond its pack: ``SEED['keywords']`` and the module
    docstring (``"Retail: charge a basket after the best applicable discount tier."``)."""

    keywords: tuple[str, ...] = ()
    module_doc: str = ""


def _domain_candidates(
    text: str, identifiers: dict[str, str], source: DomainPack | None, vocabulary: SpecVocabulary | None
) -> dict[str, tuple[str, int | None]]:
    """Domain words of the seed found in ``text``: singular form -> (role, index in the source pack)."""
    found: dict[str, tuple[str, int | None]] = {}
    lower = text.lower()
    words_in_text = set(WORD.findall(lower))

    def add(word: str, role: str, index: int | None) -> None:
        word = word.lower()
        if any(
            used_as_verb(lower, form)
            for form in {word, singular_of(word), plural_of(singular_of(word))}
            if form not in identifiers
        ):
            return
        stem = singular_of(word) if " " not in word else word
        if " " in stem:
            if stem in found or not (present(lower, stem) or present(lower, plural_of(stem))):
                return
        elif (
            stem in found
            or len(stem) < 3
            or stem in GENERIC
            or word in GENERIC
            or not ({stem, word, plural_of(stem)} & words_in_text)
        ):
            return
        found[stem] = (role, index)

    if source is not None:
        roles = ("items", "collections", *PROSE_ROLES, "identifiers", "texts", "mappings", "dates", "indices")
        for parts in (False, True):  # whole entries first, then the words of two-word entries
            for role in roles:
                for index, word in enumerate(source.role_words(role)):
                    noun_role = role if role in PROSE_ROLES else "items"
                    position = index if role in ("items", "collections") else None
                    if not parts:
                        add(prose_word(word), noun_role, position)
                    else:
                        for part in word.split("_") if "_" in word else ():
                            if len(part) >= 4 and not part.endswith(("ed", "ing")):
                                add(part, noun_role, None)
    # the seed author's keywords are domain terms already; other words need to read as nouns
    curated = [w for keyword in (vocabulary.keywords if vocabulary else ()) for w in WORD.findall(keyword)]
    extra: list[str] = WORD.findall(vocabulary.module_doc.split(":", 1)[-1]) if vocabulary else []
    for name in identifiers:
        extra += [w for w in re.split(r"[_\d]+", name) if w]
    for word, trusted in [(w, True) for w in curated] + [(w, False) for w in extra]:
        word = word.lower()
        if trusted:
            if word.endswith(("ed", "ly")) or len(word) < 3:
                continue
        elif word.endswith(("ed", "ing", "ly")) or len(word) < 4 or not used_as_noun(lower, word):
            continue
        role = guess_role(singular_of(word), "unknown")
        add(word, role if role in PROSE_ROLES else "items", None)
    return found


def rewrite_spec(
    text: str,
    identifiers: dict[str, str],
    source: DomainPack | None,
    target: DomainPack,
    key: str,
    *,
    code_names: dict[str, str] | None = None,
    vocabulary: SpecVocabulary | None = None,
    taken: Iterable[str] = (),
    parameters: Iterable[str] = (),
) -> str:
    """The spec text in the target domain, with the same rules (``parameters``: the function's,
    whose prose follows their new names: :func:`_parameter_prose`).

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
      already uses. Words that carry rules (:data:`GENERIC`: order, rate, limit, at least...),
      words the spec also uses as verbs (``to charge``, ``do not overlap``) and quoted literals
      never move. Numbers, comparisons and punctuation are untouched.

    One regex pass, so a replacement is never replaced again; deterministic from ``key``."""
    lower = text.lower()
    names: dict[str, str] = dict(identifiers)
    code = dict(code_names) if code_names is not None else dict(identifiers)
    used = set(WORD.findall(lower)) | {prose_word(v).lower() for v in code.values()} | set(taken)
    used_targets: set[str] = {prose_word(v).lower() for v in code.values()}
    plain = {
        old: new
        for old, new in code.items()
        if "_" not in old
        and not re.search(r"\d", old)
        and old.lower() not in GENERIC
        and new not in target.role_words("flags")
    }
    used |= {part for v in code.values() for part in prose_word(v).lower().split()}

    def fresh_in(role: str, seed_key: str, start: int | None = None) -> str | None:
        words = target.role_words(role)
        first = start if start is not None else stable_index(f"{key}:doc:{seed_key}", len(words))
        for offset in range(len(words)):
            word = words[(first + offset) % len(words)]
            forms = [prose_word(word).lower()]
            if role == "items":
                forms.append(prose_word(target.role_words("collections")[(first + offset) % len(words)]).lower())
            if (
                any(f in used_targets or any(part in used for part in f.split()) for f in forms)
                or word in names.values()
                or all(part in GENERIC for part in forms[0].split())
                or set(forms[0].split()) & FUNCTION_WORDS
            ):
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
                if prose_word(candidate).lower() not in used_targets and candidate not in names.values():
                    used_targets.add(prose_word(candidate).lower())
                    return candidate
        return None

    # 1. identifiers the spec mentions that are not code names: tuple fields, return fields
    flags = set(target.role_words("flags"))
    by_core = {unit_core(old): new for old, new in code.items() if unit_core(old) and new not in flags}
    by_unit = {core: new for core, new in by_core.items() if len(core) == 1}
    spec_names = [m.group(0) for m in SNAKE_WORD.finditer(text)]
    for match in TUPLE.finditer(text):
        spec_names += [f.strip() for f in match.group(1).split(",")]
    for name in dict.fromkeys(spec_names):
        if name in names or is_notation(name) or not name.isidentifier():
            continue
        core = unit_core(name)
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
            return prose_word(items[collections.index(word)]), prose_word(word)
        if word in items:
            return prose_word(word), prose_word(collections[items.index(word)])
        prose = prose_word(word)
        head, _, last = prose.rpartition(" ")
        if len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "is")):  # not 'timeout ms'
            return (f"{head} {singular_of(last)}" if head else singular_of(last)), prose
        return prose, plural_of(prose)

    words: dict[str, str] = {}
    candidates = _domain_candidates(text, {**identifiers, **{n: n for n in spec_names}}, source, vocabulary)
    name_words = {w for n in names for w in re.split(r"[_\d]+", n.lower()) if w}
    for stem, (role, index) in sorted(candidates.items(), key=lambda kv: (kv[1][1] is None, kv[0])):
        if stem in names:
            if "_" not in stem and " " not in stem and plural_of(stem) not in names:
                words[plural_of(stem)] = forms_of(names[stem])[1]  # 'patients' follows 'patient'
            continue
        if " " in stem and set(stem.split()) & name_words:
            continue  # 'payload bytes' stays two words when payload is a parameter
        singular: str | None = None
        plural: str | None = None
        via = plain.get(stem) or plain.get(plural_of(stem)) or by_unit.get((stem,))
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
        words[stem] = prose_word(singular)
        if " " not in stem:
            words.setdefault(plural_of(stem), prose_word(plural))
            if stem.endswith("y"):
                words.setdefault(stem[:-1] + "ies", prose_word(plural))

    words.update(_parameter_prose(text, {p: code[p] for p in parameters if p in code}, target, names))

    # 3. one pass: quoted literals are skipped (identifiers still renamed inside a quoted sentence)
    keys = sorted(set(names) | set(words), key=lambda k: (-len(k), k))
    if not keys:
        return text
    alternatives = "|".join(re.escape(k) for k in keys)
    pattern = re.compile(
        rf"(?P<quote>{QUOTED})|(?:(?<![\w])(?P<art>[Aa]n?)\s+)?(?<![\w])(?P<key>{alternatives})"
        r"(?![\w])",
        re.IGNORECASE,
    )
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
        gap = match.string[match.start("art") : match.start("key")][len(art) :] if art else ""
        if (
            found not in names
            and found[:1].isupper()
            and found.lower() not in FUNCTION_WORDS
            and found[:1].lower() + found[1:] in names
        ):
            return (article(art, names[found[:1].lower() + found[1:]]) + gap if art else "") + case_like(
                found, names[found[:1].lower() + found[1:]]
            )
        if found in names:
            if found in FUNCTION_WORDS:
                after = re.match(r"\s+([a-z]+)", match.string[match.end() :])
                if after and after.group(1) not in AFTER_IDENTIFIER:
                    return match.group(0)
            replacement = names[found]
        elif found.lower() in words and found.lower() not in names:
            replacement = case_like(found, words[found.lower()])
        else:
            return match.group(0)
        return (article(art, replacement) + gap if art else "") + replacement

    return pattern.sub(swap, text)


def _parameter_prose(text: str, params: dict[str, str], target: DomainPack, names: dict[str, str]) -> dict[str, str]:
    """Prose standing for a compound parameter follows its new name, so the told spec still says
    which argument a rule is about: the name spelled out ("daily demand") and its one non-rule word
    ("demand", "volume" of ``volume_ml``), singular or plural, when no other parameter has it (they
    moved to unrelated pack words: "a volume of 0 ml" told as "a chill of 0 ml" beside ``wind_kmh``).
    Flags are left alone: their prose ("the owner") names a role, not a value."""
    flags = set(target.role_words("flags"))
    heads: dict[str, list[str]] = {}
    out: dict[str, str] = {}
    for old, new in params.items():
        if "_" not in old or is_notation(old) or not new.isidentifier() or new in flags or old == new:
            continue
        spelled = prose_word(old).lower()
        if present(text, spelled) and spelled not in names:
            out[spelled] = prose_word(new)
        parts = [w for w in old.lower().split("_") if len(w) > 2 and w not in GENERIC]
        if len(parts) == 1:
            heads.setdefault(singular_of(parts[0]), []).append(new)
    for head, new_names in heads.items():
        if len(new_names) != 1 or head in names or head in params:
            continue
        for form in (head, plural_of(head)):  # the parameter's own words: no reading of which one
            if present(text, form) and not used_as_verb(text.lower(), form):
                out.setdefault(form, prose_word(new_names[0]))
    return out


def render_docstring(spec: str, *, function: str, pack: DomainPack, key: str, width: int = 88) -> str:
    """The disguised docstring text (templates/docstring.j2): a domain headline, then the spec."""
    context = pack.contexts[stable_index(f"{key}:context", len(pack.contexts))]
    headline = function.replace("_", " ")
    headline = headline[:1].upper() + headline[1:]
    text = render("docstring.j2", headline=headline, context=context, spec=filled(spec, width), domain=pack.title)
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
    def __init__(self, literals: Mapping[str, str]) -> None:
        super().__init__()
        self.literals = literals  # function name -> its docstring literal

    def leave_FunctionDef(self, original_node: cst.FunctionDef, updated_node: cst.FunctionDef) -> cst.FunctionDef:
        literal = self.literals.get(original_node.name.value)
        if literal is None or not isinstance(updated_node.body, cst.IndentedBlock):
            return updated_node
        body = list(updated_node.body.body)
        first = body[0] if body else None
        if (
            first is not None
            and isinstance(first, cst.SimpleStatementLine)
            and len(first.body) == 1
            and isinstance(first.body[0], cst.Expr)
            and isinstance(first.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
        ):
            body[0] = first.with_changes(body=[cst.Expr(cst.SimpleString(literal))])
        else:
            body.insert(0, cst.SimpleStatementLine(body=[cst.Expr(cst.SimpleString(literal))]))
        return updated_node.with_changes(body=updated_node.body.with_changes(body=body))


def set_docstrings(module: cst.Module, texts: Mapping[str, str]) -> cst.Module:
    """``module`` with each named function's docstring set to its text (function name -> text)."""
    return module.visit(_SetDocstring({f: docstring_literal(t, module.default_indent) for f, t in texts.items()}))


def set_docstring(module: cst.Module, function: str, text: str) -> cst.Module:
    return set_docstrings(module, {function: text})
