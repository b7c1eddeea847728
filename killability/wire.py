"""The only format that crosses back from a sandboxed child: JSON with a size limit and a schema.

A result is encoded as JSON with tags for the few non-JSON shapes the gate needs (tuples,
frozensets, dicts with any literal keys, non-finite floats) and for registered frozen dataclasses
(by name, from an allow-list). Decoding never imports, calls or constructs anything but those
dataclasses, and checks each field against the dataclass' annotations: a payload that does not fit
is refused with a one-line reason (``WireError``), never executed.
"""

from __future__ import annotations

import dataclasses
import json
import math
import sys
import types
import typing
from typing import Any

MAX_BYTES = 8 * 1024 * 1024  # largest encoded result
MAX_DEPTH = 60

_TYPES: dict[str, type] = {}


class WireError(ValueError):
    """A value that cannot be sent, or a payload that is not a valid result."""


def register(*classes: type) -> None:
    """Allow these frozen dataclasses in results."""
    for cls in classes:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls!r} is not a dataclass")
        _TYPES[cls.__name__] = cls


# ------------------------------------------------------------------------------------------------
# encoding (child side)


def _enc(value: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise WireError("result nested too deeply")
    kind = type(value)
    if value is None or kind in (bool, str):
        return value
    if kind is int:
        if abs(value).bit_length() > 4000:  # json (and str()) limit on digits
            raise WireError("an integer in the result is too large")
        return value
    if kind is float:
        return value if math.isfinite(value) else {"~f": repr(value)}
    if kind is list:
        return [_enc(v, depth + 1) for v in value]
    if kind is tuple:
        return {"~t": [_enc(v, depth + 1) for v in value]}
    if kind is frozenset or kind is set:
        return {"~s": [_enc(v, depth + 1) for v in value], "~k": kind.__name__}
    if kind is dict:
        return {"~d": [[_enc(k, depth + 1), _enc(v, depth + 1)] for k, v in value.items()]}
    if dataclasses.is_dataclass(value) and _TYPES.get(kind.__name__) is kind:
        return {
            "~c": kind.__name__,
            "~v": {f.name: _enc(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value)},
        }
    raise WireError(f"a result of type {kind.__name__} is not plain data")


def encode(value: Any) -> bytes:
    data = json.dumps(_enc(value, 0), separators=(",", ":"), allow_nan=False).encode("utf-8")
    if len(data) > MAX_BYTES:
        raise WireError(f"result is {len(data)} bytes (limit {MAX_BYTES})")
    return data


# ------------------------------------------------------------------------------------------------
# decoding (parent side)


def _dec(raw: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise WireError("result nested too deeply")
    if raw is None or isinstance(raw, (bool, int, str)):
        return raw
    if isinstance(raw, float):
        return raw
    if isinstance(raw, list):
        return [_dec(v, depth + 1) for v in raw]
    if not isinstance(raw, dict) or len(raw) not in (1, 2):
        raise WireError("malformed result")
    if set(raw) == {"~f"} and raw["~f"] in ("nan", "inf", "-inf"):
        return float(raw["~f"])
    if set(raw) == {"~t"} and isinstance(raw["~t"], list):
        return tuple(_dec(v, depth + 1) for v in raw["~t"])
    if set(raw) == {"~s", "~k"} and isinstance(raw["~s"], list) and raw["~k"] in ("set", "frozenset"):
        items = [_dec(v, depth + 1) for v in raw["~s"]]
        try:
            return frozenset(items) if raw["~k"] == "frozenset" else set(items)
        except TypeError:
            raise WireError("unhashable item in a set") from None
    if set(raw) == {"~d"} and isinstance(raw["~d"], list):
        out = {}
        for pair in raw["~d"]:
            if not isinstance(pair, list) or len(pair) != 2:
                raise WireError("malformed mapping in the result")
            key = _dec(pair[0], depth + 1)
            try:
                out[key] = _dec(pair[1], depth + 1)
            except TypeError:
                raise WireError("unhashable key in the result") from None
        return out
    if set(raw) == {"~c", "~v"} and isinstance(raw["~v"], dict):
        return _dataclass(raw["~c"], raw["~v"], depth)
    raise WireError("malformed result")


def _hints(cls: type) -> dict[str, Any]:
    module = sys.modules.get(cls.__module__)
    return typing.get_type_hints(cls, vars(module) if module else None)


def _dataclass(name: Any, fields: dict[str, Any], depth: int) -> Any:
    cls = _TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise WireError(f"result type {str(name)[:40]!r} is not allowed")
    hints = _hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    if set(fields) != names:
        raise WireError(f"{name}: fields do not match the schema")
    values = {}
    for key, raw in fields.items():
        value = _dec(raw, depth + 1)
        if not _fits(value, hints.get(key, Any)):
            raise WireError(f"{name}.{key}: value does not fit the schema")
        values[key] = value
    return cls(**values)


def _fits(value: Any, hint: Any) -> bool:
    if hint is Any:
        return True
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Literal:
        return value in args
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, a) for a in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(args) == len(value) and all(_fits(v, a) for v, a in zip(value, args))
    if origin in (frozenset, set, list):
        return (
            isinstance(value, origin) and all(_fits(v, args[0]) for v in value) if args else isinstance(value, origin)
        )
    if origin is dict:
        return isinstance(value, dict)
    if hint is type(None):
        return value is None
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if isinstance(hint, type):
        return isinstance(value, hint) and (hint is not int or not isinstance(value, bool))
    return False


def decode(data: bytes) -> Any:
    if len(data) > MAX_BYTES:
        raise WireError(f"result is {len(data)} bytes (limit {MAX_BYTES})")
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise WireError(f"result is not valid JSON: {str(exc)[:80]}") from None
    return _dec(raw, 0)
