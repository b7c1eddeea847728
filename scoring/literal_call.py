"""Reading a witness as literal text (DESIGN "Executable witnesses"), never evaluating it.

``WITNESS: overdue_fine(3, 5) -> 0.5`` is read with :mod:`ast`: the left side of an arrow (``->``,
``→`` or ``=>``) must parse as exactly one call of the snippet's own function whose arguments
(positional or keyword) are Python literals (numbers, strings, bytes, None, True, False, tuples,
lists, dicts, sets, unary minus), and the right side must be such a literal. Anything else is
``unreadable``; a call of another name is ``foreign``. Also the normalized call text that disputes
and adjudications are matched by, and the key files a witness runs against.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

_ARROWS = ("->", "→", "=>")
_MAX_CHARS = 4000  # a witness longer than this is unreadable (a literal call is short)
_MAX_DEPTH = 20
_NUMBERS = (int, float, complex)


@dataclass(frozen=True, slots=True)
class ReadWitness:
    args: str  # tuple literal text
    kwargs: str  # dict literal text
    expected: str  # literal text


def _is_literal(node: ast.AST, depth: int = 0) -> bool:
    if depth > _MAX_DEPTH:
        return False
    if isinstance(node, ast.Constant):
        return node.value is not Ellipsis
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return (
            isinstance(node.operand, ast.Constant)
            and isinstance(node.operand.value, _NUMBERS)
            and not isinstance(node.operand.value, bool)
        )
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return all(_is_literal(e, depth + 1) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and _is_literal(k, depth + 1) for k in node.keys) and all(
            _is_literal(v, depth + 1) for v in node.values
        )
    return False


def _expression(text: str) -> ast.expr | None:
    try:
        return ast.parse(text.strip(), mode="eval").body
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None


def read_witness(text: str, function: str) -> ReadWitness | str:
    """The literal parts of a witness, or why it is not readable: ``unreadable`` or ``foreign``."""
    text = text.strip().strip("`").strip()
    if not text or len(text) > _MAX_CHARS:
        return "unreadable"
    foreign = False
    for arrow in _ARROWS:
        start = 0
        while (at := text.find(arrow, start)) >= 0:
            start = at + len(arrow)
            call = _expression(text[:at])
            if not isinstance(call, ast.Call):
                continue
            if not isinstance(call.func, ast.Name):
                continue
            if call.func.id != function:
                foreign = True
                continue
            expected = _expression(text[start:].strip().rstrip(".").strip("`"))
            if expected is None or not _is_literal(expected):
                continue
            if not all(_is_literal(a) for a in call.args) or not all(
                k.arg is not None and _is_literal(k.value) for k in call.keywords
            ):
                continue
            try:
                args = "(" + "".join(ast.unparse(a) + ", " for a in call.args) + ")"
                kwargs = "{" + ", ".join(f"{k.arg!r}: {ast.unparse(k.value)}" for k in call.keywords) + "}"
                # what the child will read back must read back here too (e.g. an int past the digit limit)
                for literal in (args, kwargs, ast.unparse(expected)):
                    ast.literal_eval(literal)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                continue
            return ReadWitness(args=args, kwargs=kwargs, expected=ast.unparse(expected))
    return "foreign" if foreign else "unreadable"


def call_text(function: str, read: ReadWitness) -> str:
    """The witness's call, normalized: ``slugify('İ', 10)`` whatever spacing or quotes it was written in."""
    args = ast.parse(read.args, mode="eval").body
    kwargs = ast.parse(read.kwargs, mode="eval").body
    parts = [ast.unparse(a) for a in args.elts] if isinstance(args, ast.Tuple) else []
    if isinstance(kwargs, ast.Dict):
        parts += [f"{ast.literal_eval(k)}={ast.unparse(v)}" for k, v in zip(kwargs.keys, kwargs.values) if k]
    return f"{function}({', '.join(parts)})"


def read_call(text: str, function: str) -> str | None:
    """A call given alone (``slugify("İ", 10)``) or as a whole witness (``... -> ""``), normalized
    by :func:`call_text`; None when it is not a literal call of ``function``."""
    read = read_witness(text, function)
    if isinstance(read, str):  # a call alone (an arrow inside a string literal is no witness's arrow)
        read = read_witness(text.strip().strip("`") + " -> None", function)
    return None if isinstance(read, str) else call_text(function, read)


def read_file(folder: Path, relative: str, cache: dict[str, str | None]) -> str | None:
    if relative not in cache:
        path = (folder / relative).resolve()
        try:
            inside = path.is_relative_to(folder.resolve())
            cache[relative] = path.read_text(encoding="utf-8") if inside and path.is_file() else None
        except (OSError, UnicodeDecodeError):
            cache[relative] = None
    return cache[relative]
