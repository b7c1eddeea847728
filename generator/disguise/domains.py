"""Domain packs: role-typed vocabularies the disguise renderer draws new names and phrases from.

A pack is ``templates/domains/<name>.toml``::

    name = "music"
    title = "Music"
    [words]                     # snake_case identifiers, one list per role (see ROLE_KEYS)
    collections = ["tracks", ...]   # plural nouns; items[i] is the singular of collections[i]
    items = ["track", ...]
    ...
    [verbs]                     # function-name verbs per intent (see INTENTS)
    count = ["tally", ...]
    [phrases]
    context = ["for the label's release desk", ...]   # docstring summary endings

Packs are validated when loaded: every role and intent present, every word a valid, non-keyword,
non-builtin Python identifier in snake_case, no duplicates inside a role.
"""

from __future__ import annotations

import builtins
import functools
import hashlib
import keyword
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from core.errors import RedpenError, UsageError
from core.paths import DOMAINS

ROLE_KEYS: tuple[str, ...] = (
    "collections",
    "items",
    "amounts",
    "counts",
    "limits",
    "dates",
    "rates",
    "flags",
    "identifiers",
    "indices",
    "texts",
    "mappings",
)
"""The word lists a pack must provide (one per identifier role)."""

INTENTS: tuple[str, ...] = ("count", "total", "check", "select", "find", "build", "measure")
"""What a function does, as far as naming goes; each pack gives verbs for each."""

MIN_WORDS = 6
_SNAKE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_BUILTINS = frozenset(dir(builtins))


class DomainError(RedpenError):
    """A domain pack is missing, unknown or malformed."""


@dataclass(frozen=True)
class DomainPack:
    """One validated domain vocabulary."""

    name: str
    title: str
    words: tuple[tuple[str, tuple[str, ...]], ...]  # (role key, words) in ROLE_KEYS order
    verbs: tuple[tuple[str, tuple[str, ...]], ...]  # (intent, verbs) in INTENTS order
    contexts: tuple[str, ...]

    def role_words(self, role_key: str) -> tuple[str, ...]:
        for key, words in self.words:
            if key == role_key:
                return words
        raise KeyError(role_key)

    def intent_verbs(self, intent: str) -> tuple[str, ...]:
        for key, verbs in self.verbs:
            if key == intent:
                return verbs
        raise KeyError(intent)

    def all_words(self) -> frozenset[str]:
        return frozenset(w for _, words in self.words for w in words)


def _check_word(word: object, where: str, *, prefix: bool = False) -> str:
    if not isinstance(word, str) or not _SNAKE.match(word):
        raise DomainError(f"{where}: {word!r} is not a snake_case word; use lower-case words joined by '_'")
    if prefix:  # verbs only ever start a longer name
        return word
    if keyword.iskeyword(word) or keyword.issoftkeyword(word) or word in _BUILTINS:
        raise DomainError(f"{where}: {word!r} is a Python keyword or builtin; pick another word")
    return word


def _word_list(
    table: dict[str, object], key: str, where: str, minimum: int, *, prefix: bool = False
) -> tuple[str, ...]:
    raw = table.get(key)
    if not isinstance(raw, list) or len(raw) < minimum:
        raise DomainError(f"{where}: '{key}' needs a list of at least {minimum} words")
    words = tuple(_check_word(w, f"{where} '{key}'", prefix=prefix) for w in raw)
    dupes = sorted({w for w in words if words.count(w) > 1})
    if dupes:
        raise DomainError(f"{where}: '{key}' lists {', '.join(dupes)} twice; keep each word once")
    return words


def parse_pack(text: str, path: str) -> DomainPack:
    """Validate one pack's TOML text (``path`` is used in messages and gives the expected name)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DomainError(f"{path}: not valid TOML ({exc}); fix the file") from None
    stem = Path(path).stem
    if data.get("name") != stem:
        raise DomainError(f"{path}: name = {data.get('name')!r} must equal the file name '{stem}'")
    words = data.get("words")
    verbs = data.get("verbs")
    phrases = data.get("phrases")
    for section, value in (("words", words), ("verbs", verbs), ("phrases", phrases)):
        if not isinstance(value, dict):
            raise DomainError(f"{path}: missing [{section}] table")
    assert isinstance(words, dict) and isinstance(verbs, dict) and isinstance(phrases, dict)
    unknown = sorted(set(words) - set(ROLE_KEYS))
    if unknown:
        raise DomainError(f"{path}: unknown role(s) {', '.join(unknown)} in [words]; known: {', '.join(ROLE_KEYS)}")
    role_words = tuple((key, _word_list(words, key, f"{path} [words]", MIN_WORDS)) for key in ROLE_KEYS)
    intent_verbs = tuple((key, _word_list(verbs, key, f"{path} [verbs]", 2, prefix=True)) for key in INTENTS)
    contexts = phrases.get("context")
    if (
        not isinstance(contexts, list)
        or len(contexts) < 3
        or not all(isinstance(c, str) and c.strip() for c in contexts)
    ):
        raise DomainError(f"{path}: [phrases] context needs at least 3 non-empty strings")
    title = data.get("title") or stem.replace("_", " ").title()
    return DomainPack(
        name=stem, title=str(title), words=role_words, verbs=intent_verbs, contexts=tuple(c.strip() for c in contexts)
    )


def pack_paths(folder: Path = DOMAINS) -> list[Path]:
    return sorted(folder.glob("*.toml"))


def known_domains(folder: Path = DOMAINS) -> tuple[str, ...]:
    return tuple(p.stem for p in pack_paths(folder))


@functools.cache
def _load(path: str, mtime_ns: int) -> DomainPack:
    del mtime_ns  # cache key only
    return parse_pack(Path(path).read_text(encoding="utf-8"), path)


def load_pack(name: str, folder: Path = DOMAINS) -> DomainPack:
    """The validated pack ``name``; an unknown name lists the known ones."""
    path = folder / f"{name}.toml"
    if not path.is_file():
        known = ", ".join(known_domains(folder)) or "none"
        raise UsageError(f"unknown domain '{name}'; known domains: {known}")
    return _load(str(path), path.stat().st_mtime_ns)


def stable_index(key: str, modulo: int) -> int:
    """A deterministic index in ``range(modulo)`` from a key string (no Python hash randomness)."""
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % modulo


def choose_domain(seed_domain: str, key: str, *, preferred: str | None = None, folder: Path = DOMAINS) -> str:
    """The target domain for one disguise: ``preferred`` when given (it must exist and differ from
    ``seed_domain``), otherwise picked deterministically from ``key``; never ``seed_domain``."""
    known = known_domains(folder)
    if preferred is not None:
        if preferred not in known:
            raise UsageError(f"unknown domain '{preferred}'; known domains: {', '.join(known)}")
        if preferred == seed_domain:
            raise UsageError(f"domain '{preferred}' is the seed's own domain; a disguise must move to another one")
        return preferred
    candidates = [d for d in known if d != seed_domain]
    if not candidates:
        raise DomainError(f"{folder}: no domain pack other than '{seed_domain}'; add packs to templates/domains/")
    return candidates[stable_index(f"domain:{key}", len(candidates))]
