"""The data that flows through the pipeline: small, frozen, picklable dataclasses.

Stages communicate only through these types (plus plain str/int/tuple), so a work unit can be
shipped to another process (or, later, another machine) unchanged.
"""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

Tier = Literal["easy", "medium", "hard"]
Variant = Literal["original", "disguised", "fixed", "clean"]


def content_hash(*parts: str, length: int = 16) -> str:
    """A short, stable hex digest of some text parts (used for ids and cache keys)."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()[:length]


@dataclass(frozen=True)
class Span:
    """A source region: 1-based lines, 0-based columns, as libcst's PositionProvider reports."""

    start_line: int
    start_col: int
    end_line: int
    end_col: int


@dataclass(frozen=True)
class LineEdit:
    """Replace ``len(remove)`` lines starting at 1-based line ``start`` with ``insert``.

    Lines keep their line endings, so applying the edit is byte exact.
    """

    start: int
    remove: tuple[str, ...]
    insert: tuple[str, ...]


@dataclass(frozen=True)
class TextPatch:
    """A list of line hunks turning one text into another, byte for byte."""

    edits: tuple[LineEdit, ...]

    @classmethod
    def between(cls, before: str, after: str) -> TextPatch:
        a = before.splitlines(keepends=True)
        b = after.splitlines(keepends=True)
        edits = tuple(
            LineEdit(start=i1 + 1, remove=tuple(a[i1:i2]), insert=tuple(b[j1:j2]))
            for tag, i1, i2, j1, j2 in _opcodes(a, b)
            if tag != "equal"
        )
        return cls(edits)

    def apply(self, text: str) -> str:
        lines = text.splitlines(keepends=True)
        # Apply bottom-up so earlier line numbers stay valid.
        for edit in sorted(self.edits, key=lambda e: e.start, reverse=True):
            begin = edit.start - 1
            if tuple(lines[begin : begin + len(edit.remove)]) != edit.remove:
                raise ValueError(f"patch does not apply at line {edit.start}")
            lines[begin : begin + len(edit.remove)] = list(edit.insert)
        return "".join(lines)


def _opcodes(a: Sequence[str], b: Sequence[str]) -> list[tuple[str, int, int, int, int]]:
    """difflib opcodes of two line lists, with the common head and tail taken off first: a mutant
    differs from its original in a few lines, so the diff costs what those lines cost, not what the
    whole text costs (a full diff per mutant made planting a large function cubic)."""
    head = 0
    limit = min(len(a), len(b))
    while head < limit and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < limit - head and a[len(a) - 1 - tail] == b[len(b) - 1 - tail]:
        tail += 1
    middle = difflib.SequenceMatcher(a=a[head : len(a) - tail], b=b[head : len(b) - tail], autojunk=False)
    return [(tag, i1 + head, i2 + head, j1 + head, j2 + head) for tag, i1, i2, j1, j2 in middle.get_opcodes()]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _is_code(line: str) -> bool:
    text = line.strip()
    return bool(text) and not text.startswith("#")


def deletion_line(deleted: Sequence[str], after: Sequence[str], at: int) -> int:
    """The 1-based line of ``after`` that a pure deletion of ``deleted`` (which stood before
    ``after[at]``) is attributed to: the code line that now stands where it was (the next code line
    at the deleted code's indentation), or, when nothing does (the deletion ended its block), the
    first line of the enclosing block: the nearest code line above with a smaller indentation (its
    header, e.g. ``for ...:`` or ``def ...:``). Blank and comment lines are never blamed."""
    code = [line for line in deleted if _is_code(line)]
    depth = _indent(code[0]) if code else 0
    for index in range(at, len(after)):
        if _is_code(after[index]):
            if _indent(after[index]) == depth:
                return index + 1
            break
    for index in range(min(at, len(after)) - 1, -1, -1):
        if _is_code(after[index]) and _indent(after[index]) < depth:
            return index + 1
    for index in range(min(at, len(after)) - 1, -1, -1):  # no header (module level): the code line above
        if _is_code(after[index]):
            return index + 1
    return max(1, min(at + 1, len(after)))


def changed_lines(before: str, after: str) -> tuple[int, ...]:
    """1-based lines of ``after`` that differ from ``before``.

    A pure deletion has no line of its own in ``after``: it is attributed by :func:`deletion_line`
    (the line now standing where the deleted code was, else the enclosing block's first line).
    """
    a = before.splitlines(keepends=True)
    b = after.splitlines(keepends=True)
    lines: set[int] = set()
    for tag, i1, i2, j1, j2 in _opcodes(a, b):
        if tag == "equal":
            continue
        if j2 > j1:
            lines.update(range(j1 + 1, j2 + 1))
        elif b:
            lines.add(deletion_line(a[i1:i2], b, j1))
    return tuple(sorted(lines))


@dataclass(frozen=True)
class Site:
    """One planted fault: where it is in the original and what was changed."""

    operator: str
    span: Span
    before: str
    after: str
    description: str
    mechanism: str
    facts: tuple[tuple[str, object], ...] = ()  # the operator's template variables for this edit


@dataclass(frozen=True)
class Mutant:
    """A seed module with one (first-order) or two (higher-order) planted faults.

    ``source`` is the whole module text with the fault(s) applied; ``fault_lines`` are 1-based
    lines of ``source`` that differ from ``original``; ``inverse`` turns ``source`` back into
    ``original`` byte for byte.
    """

    function: str
    operators: tuple[str, ...]
    sites: tuple[Site, ...]
    original: str
    source: str
    fault_lines: tuple[int, ...]
    inverse: TextPatch
    tier: Tier
    keywords: tuple[tuple[str, ...], ...]
    explanation: str
    id: str = field(default="")

    def __post_init__(self) -> None:
        if not self.id:
            object.__setattr__(self, "id", content_hash(self.function, self.source, ",".join(self.operators)))

    @property
    def order(self) -> int:
        return len(self.sites)

    def diff(self, path: str = "seed.py") -> str:
        return "".join(
            difflib.unified_diff(
                self.original.splitlines(keepends=True),
                self.source.splitlines(keepends=True),
                fromfile=f"a/{path}",
                tofile=f"b/{path}",
            )
        )
