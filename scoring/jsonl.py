"""JSON-lines files read line by line, with one-line errors naming file:line (and field).

A line that is exactly one JSON object goes through the decoder's scanner alone (what
``json.loads`` runs, without its wrappers); any other line gets ``json.loads`` and its message.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from core.errors import InputFileError

_SCAN = json.JSONDecoder().scan_once  # type: ignore[attr-defined]  # typeshed omits scan_once (json.decoder sets it in __init__); what json.loads runs, without its two wrappers and whitespace scans


def _object_line(text: str) -> dict[str, Any] | None:
    """A line that is exactly one JSON object (no surrounding white space), else None: then
    ``json.loads`` reads the line again and names any fault."""
    if not text.startswith("{"):
        return None
    try:
        value, end = _SCAN(text, 0)
    except (StopIteration, ValueError, RecursionError):
        return None
    return value if end == len(text) else None


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise InputFileError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputFileError(f"{path}: is a folder, expected a .jsonl file") from None
    except OSError as exc:
        raise InputFileError(f"{path}: cannot read ({exc.strerror})") from None


def iter_jsonl(path: Path, data: bytes | None = None) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line; InputFileError names file:line otherwise."""
    if data is None:
        data = _read(path)
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputFileError(f"{path}:{number}: not valid UTF-8 (byte {exc.start + 1})") from None
        value = _object_line(text)
        if value is not None:
            yield number, value
            continue
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputFileError(f"{path}:{number}: not valid JSON ({exc.msg} at column {exc.colno})") from None
        except RecursionError:
            raise InputFileError(f"{path}:{number}: not valid JSON (nested too deeply)") from None
        except ValueError as exc:  # e.g. an integer of more digits than Python converts
            raise InputFileError(f"{path}:{number}: not valid JSON ({str(exc).split(';')[0]})") from None
        if not isinstance(value, dict):
            raise InputFileError(f"{path}:{number}: expected a JSON object, got {type(value).__name__}")
        yield number, value


def require_field(
    path: Path, number: int, record: dict[str, Any], name: str, kind: type | tuple[type, ...], what: str
) -> Any:
    if name not in record:
        raise InputFileError(f'{path}:{number}: missing field "{name}"')
    value = record[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InputFileError(f'{path}:{number}: field "{name}" must be {what}, got {json.dumps(value)[:60]}')
    return value
