"""The data that flows through the pipeline: small, frozen, picklable dataclasses.

Stages communicate only through these types (plus plain str/int/tuple), so a work unit can be
shipped to another process (or, later, another machine) unchanged.
"""
from __future__ import annotations

import difflib
import hashlib
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
    def between(cls, before: str, after: str) -> "TextPatch":
        a = before.splitlines(keepends=True)
        b = after.splitlines(keepends=True)
        matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
        edits = tuple(
            LineEdit(start=i1 + 1, remove=tuple(a[i1:i2]), insert=tuple(b[j1:j2]))
            for tag, i1, i2, j1, j2 in matcher.get_opcodes()
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


def changed_lines(before: str, after: str) -> tuple[int, ...]:
    """1-based lines of ``after`` that differ from ``before``.

    A pure deletion has no line of its own in ``after``: it is attributed to the line that now
    stands where the deleted code was (the next line; the previous one at the end of the text).
    """
    a = before.splitlines(keepends=True)
    b = after.splitlines(keepends=True)
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    lines: set[int] = set()
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if j2 > j1:
            lines.update(range(j1 + 1, j2 + 1))
        elif b:
            lines.add(min(j1 + 1, len(b)))
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
