"""Executable witnesses (DESIGN "Executable witnesses"): read as literals, run in the sandbox, counted.

``WITNESS: overdue_fine(3, 5) -> 0.5`` is read with :mod:`ast` and never evaluated: the left side of
an arrow (``->``, ``→`` or ``=>``) must parse as exactly one call of the snippet's own function whose
arguments (positional or keyword) are Python literals (numbers, strings, bytes, None, True, False,
tuples, lists, dicts, sets, unary minus), and the right side must be such a literal. Anything else is
``unreadable``; a call of another name is ``foreign``. Readable witnesses on defective snippets are
run by :func:`killability.witness.check_witnesses` against the snippet and its reference, named in
the key (``reference``, ``reference_function``, ``precondition``: files under the key folder). On a
correct snippet any witness given is a false witness. The rates stand beside the composite score,
never inside it.
"""

from __future__ import annotations

import ast
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from killability.witness import WitnessJob, WitnessLimits, check_witnesses
from scoring.model import Key, KeyRecord, RunScore, WitnessCounts, WitnessReport

_ARROWS = ("->", "→", "=>")
_MAX_CHARS = 4000  # a witness longer than this is unreadable (a literal call is short)
_MAX_DEPTH = 20
_NUMBERS = (int, float, complex)
FAILED = frozenset({"timeout", "crashed", "unloadable"})


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


def _read_file(folder: Path, relative: str, cache: dict[str, str | None]) -> str | None:
    if relative not in cache:
        path = (folder / relative).resolve()
        try:
            inside = path.is_relative_to(folder.resolve())
            cache[relative] = path.read_text(encoding="utf-8") if inside and path.is_file() else None
        except (OSError, UnicodeDecodeError):
            cache[relative] = None
    return cache[relative]


def _counts(kind: str, group: str, rows: Sequence[tuple[KeyRecord, str]]) -> WitnessCounts:
    defective = [s for r, s in rows if r.defective]
    clean = [s for r, s in rows if not r.defective]
    return WitnessCounts(
        kind=kind,
        group=group,
        defective=len(defective),
        clean=len(clean),
        given=sum(s != "none" for _, s in rows),
        valid=defective.count("valid"),
        false=sum(s != "none" for s in clean),
        unreadable=sum(s in ("unreadable", "foreign") for s in defective),
        failed=sum(s in FAILED for s in defective),
        unchecked=defective.count("unchecked"),
    )


def check_runs(key: Key, runs: Sequence[RunScore], limits: object | None = None) -> list[WitnessReport]:
    """One witness report per run; every readable witness of every run checked in one sandbox pass."""
    folder = Path(key.source).parent if key.source else Path(".")
    files: dict[str, str | None] = {}
    statuses: list[list[str]] = []
    jobs: list[WitnessJob] = []
    slots: list[tuple[int, int]] = []
    for run_index, run in enumerate(runs):
        row: list[str] = []
        for snippet_index, score in enumerate(run.snippets):
            record = key.by_id[score.snippet_id]
            text = score.witness
            if text is None:
                row.append("none")
                continue
            if not record.defective:
                row.append("false")
                continue
            read = read_witness(text, record.function) if record.function else "unchecked"
            if isinstance(read, str):
                row.append(read)
                continue
            code = _read_file(folder, record.code, files) if record.code else None
            reference = _read_file(folder, record.reference, files) if record.reference else None
            precondition = _read_file(folder, record.precondition, files) if record.precondition else ""
            if code is None or reference is None or precondition is None:
                row.append("unchecked")
                continue
            row.append("pending")
            slots.append((run_index, snippet_index))
            jobs.append(
                WitnessJob(
                    code,
                    record.function,
                    reference,
                    record.reference_function,
                    precondition,
                    read.args,
                    read.kwargs,
                    read.expected,
                )
            )
        statuses.append(row)
    if jobs:
        results = check_witnesses(jobs, limits if isinstance(limits, WitnessLimits) else WitnessLimits())
        for (run_index, snippet_index), status in zip(slots, results):
            statuses[run_index][snippet_index] = status
    return [_report(key, run, row) for run, row in zip(runs, statuses)]


def _report(key: Key, run: RunScore, row: Sequence[str]) -> WitnessReport:
    pairs = [(key.by_id[s.snippet_id], status) for s, status in zip(run.snippets, row)]
    groups: dict[tuple[str, str], list[tuple[KeyRecord, str]]] = defaultdict(list)
    for record, status in pairs:
        groups[("tier", record.tier)].append((record, status))
        groups[("variant", record.variant)].append((record, status))
    tiers = [("tier", t) for t in key.tiers if ("tier", t) in groups]
    variants = [("variant", v) for v in ("original", "disguised", "fixed", "clean") if ("variant", v) in groups]
    rows = [_counts("all", "all", pairs)] + [_counts(k, g, groups[(k, g)]) for k, g in tiers + variants]
    return WitnessReport(rows=tuple(rows), statuses=tuple(sorted(Counter(row).items())))


def rate(numerator: int, denominator: int) -> Fraction | None:
    return Fraction(numerator, denominator) if denominator else None
