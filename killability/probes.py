"""The gold audit's probe inputs: the input classes a careful reviewer tries and a seed's strategy
rarely draws, built from each parameter's type hint (``killability.gold`` runs them first).

Random draws find a disagreement with some probability; a reviewer goes straight to the classes
that break code: a letter whose case mapping leaves ASCII or changes length (``"İ".lower()`` is
``"i̇"``, the Kelvin sign ``"\\u212a".lower()`` is ``"k"``), digits that ``str.isdigit`` accepts and
``int()`` may not (fullwidth, Arabic-Indic, superscript), combining marks; integers past 2**53,
where ``a / b`` and ``float(a)`` round; zero and negative values; empty and one-element
collections. Each probe value is an instance of the parameter's hint (a test checks it), so a
probe tests the specification only where the types admit it, and the seed's precondition decides
the rest, as for every input of the broad check.

An input is a base (drawn from the seed's own strategies, so the other parameters stay ordinary)
with one parameter replaced by a probe value; then, for every two numeric parameters, both replaced
by numeric probes (``crop_to_ratio(2**53 + 1, 2**53, 1, 1)`` needs two huge integers at once).
Everything here is a fixed list in a fixed order: the same seed gets the same probes.
"""

from __future__ import annotations

import itertools
import types
import typing
from collections.abc import Sequence
from typing import Any

HUGE = 2**31  # an integer past this is "huge": it may size a loop past the call's time limit

STR_PROBES = (
    "",
    "İ",  # U+0130: lower() gives "i" + U+0307, two characters
    "\u212a",  # KELVIN SIGN: lower() gives ASCII "k"
    "ß",  # upper() gives "SS"
    "ı",  # U+0131 dotless i: upper() gives ASCII "I"
    "ſ",  # U+017F long s: upper() gives ASCII "S"
    "ﬀ",  # U+FB00: upper() gives "FF"
    "\u0130stanbul",
    "e\u0301",  # e + combining acute accent
    "\u0301",  # a lone combining mark
    "１２",  # fullwidth digits: isdigit() and int() accept them, isascii() does not
    "٣٤",  # Arabic-Indic digits
    "²",  # superscript two: isdigit() is true, int() raises
    "\u00a0",  # no-break space
    " ",
    "a",
    "A",
    "0",
)
# appended to (and put before) a base string: the probe inside ordinary text
STR_INFIXES = ("İ", "\u212a", "ß", "１", "٣", "\u0301")
INT_PROBES = (0, 1, -1, 2, -2, 2**53 + 1, 2**53, -(2**53) - 1, 2**63 + 1, 10**20 + 1)
FLOAT_PROBES = (0.0, -0.0, 1.0, -1.0, 0.5, -0.5)
MAX_VALUES = 24  # probe values of one parameter (a collection's element probes are cut to this)


def _args(hint: Any) -> tuple[Any, ...]:
    return typing.get_args(hint)


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def values_for(hint: Any, base: Any = None, has_base: bool = False) -> list[Any]:
    """The probe values of a parameter hinted ``hint`` (``base``: its value in the base input, when
    ``has_base``), each an instance of the hint; [] for None (no hint) and a hint this module does
    not build (a class, a callable): that parameter keeps its base value."""
    found = _values(hint, base, has_base, depth=0)
    out: list[Any] = []
    seen: set[str] = set()
    for value in found:
        key = f"{type(value).__name__}:{value!r}"
        if key not in seen:
            seen.add(key)
            out.append(value)
    return out[:MAX_VALUES]


def _values(hint: Any, base: Any, has_base: bool, depth: int) -> list[Any]:
    if depth > 3:
        return []
    if hint is None:  # no hint
        return []
    if hint is type(None):
        return [None]
    if _is_union(hint):
        arms = _args(hint)
        out: list[Any] = [None] if type(None) in arms else []
        for arm in arms:
            if arm is not type(None):
                mine = has_base and _instance(base, arm)
                out += _values(arm, base if mine else None, mine, depth + 1)
        return out
    if hint is bool:
        return [False, True]
    if hint is int:
        return list(INT_PROBES)
    if hint is float:
        return list(FLOAT_PROBES)
    if hint is str:
        out = list(STR_PROBES)
        if has_base and isinstance(base, str) and base:
            out += [base + c for c in STR_INFIXES] + [c + base for c in STR_INFIXES]
        return out
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return list(_args(hint))
    args = _args(hint)
    if origin is tuple and args and args[-1] is not Ellipsis:
        return _fixed_tuple(args, base if has_base and isinstance(base, tuple) else None, depth)
    if origin in (list, tuple, set, frozenset) and len(args) in (1, 2):
        return _collection(origin, args[0], base if has_base else None, depth)
    if origin is dict and len(args) == 2:
        return _mapping(args[0], args[1], base if has_base and isinstance(base, dict) else None, depth)
    return []


def _first(hint: Any, depth: int) -> tuple[Any, bool]:
    """An ordinary value of ``hint`` to vary the others around: its first probe that is not empty."""
    for value in _values(hint, None, False, depth + 1):
        if value not in ("", None) and not (isinstance(value, int) and abs(value) >= HUGE):
            return value, True
    return None, False


def _fixed_tuple(args: tuple[Any, ...], base: tuple | None, depth: int) -> list[Any]:
    if base is None or len(base) != len(args):
        firsts = [_first(arm, depth) for arm in args]
        if not all(ok for _, ok in firsts):
            return []
        base = tuple(value for value, _ in firsts)
    out: list[Any] = [base]
    for index, arm in enumerate(args):
        for value in _values(arm, base[index], True, depth + 1):
            out.append(base[:index] + (value,) + base[index + 1 :])
    return out


def _collection(origin: Any, element: Any, base: Any, depth: int) -> list[Any]:
    items = list(base) if isinstance(base, (list, tuple, set, frozenset)) else []
    elem_base, has = (items[0], True) if items else _first(element, depth)
    singles = [[e] for e in items[:1] + items[-1:]]
    singles += [[v] for v in _values(element, elem_base, has, depth + 1)[:MAX_VALUES]]
    out: list[Any] = [origin()]
    for one in singles:
        try:
            out.append(origin(one))
        except TypeError:  # an unhashable element of a set
            continue
    return out


def _mapping(key: Any, value: Any, base: dict | None, depth: int) -> list[Any]:
    if base:
        k0, v0 = next(iter(base.items()))
        has_k = has_v = True
    else:
        (k0, has_k), (v0, has_v) = _first(key, depth), _first(value, depth)
    out: list[Any] = [{}]
    if has_v:
        for k in _values(key, k0, has_k, depth + 1)[:MAX_VALUES]:
            try:
                out.append({k: v0})
            except TypeError:
                continue
    if has_k:
        out += [{k0: v} for v in _values(value, v0, has_v, depth + 1)[:MAX_VALUES]]
    return out


def _instance(value: Any, hint: Any) -> bool:
    """Whether ``value`` is, at its top level, of ``hint`` (to pass a union arm its own base)."""
    origin = typing.get_origin(hint) or hint
    if origin is typing.Literal:
        return value in _args(hint)
    try:
        return isinstance(value, origin) and not (origin is int and isinstance(value, bool))
    except TypeError:
        return False


def is_huge(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) >= HUGE


def _numeric(hint: Any) -> bool:
    return hint in (int, float)


def probe_inputs(hints: Sequence[Any], bases: Sequence[tuple], limit: int = 1500) -> list[tuple]:
    """The probe inputs for parameters hinted ``hints`` around each of ``bases`` (inputs drawn from
    the seed's strategies): every base with one parameter replaced by each of its probe values,
    then with two numeric parameters replaced by numeric probes; inputs holding a huge integer
    after all the others (they are the ones that may run past their limit); at most ``limit``."""
    singles: list[tuple] = []
    pairs: list[tuple] = []
    numeric = [i for i, hint in enumerate(hints) if _numeric(hint)]
    for base in bases:
        for index, hint in enumerate(hints):
            for value in values_for(hint, base[index], True):
                singles.append(base[:index] + (value,) + base[index + 1 :])
        for i, j in itertools.combinations(numeric, 2):
            for a in values_for(hints[i]):
                for b in values_for(hints[j]):
                    probe = list(base)
                    probe[i], probe[j] = a, b
                    pairs.append(tuple(probe))
    ordered = singles + pairs
    ordered.sort(key=lambda args: any(is_huge(v) for v in args))  # stable: huge ones last
    return ordered[:limit]
