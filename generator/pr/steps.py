"""Refactoring steps of a PR: every step a module offers, the choice of a change, the change as one
module, and its hunks.

A step is one refactoring applied at one site of the *before* module, alone (``Step.after``). The
steps of one change touch disjoint sets of top-level functions, so they compose: the after module is
the before module with each touched function replaced by its version in its own step (with the
helpers the step added after it; a helper it removed, removed). Each step is proven alone and the
composed module once more (``generator.pr.proof``). Which steps make a change is drawn from the
edition's salt (``choose``); the hunks are the after file's changed lines, attributed to the step
owning the function they lie in.
"""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import libcst as cst

from core.seeds import parse_module
from core.syntax import top_level_functions
from generator.pr.refactor_base import allocator
from generator.pr.registry import for_prs


@dataclass(frozen=True)
class Step:
    refactor: str
    ordinal: int  # the site's index among the refactoring's sites in the before module
    function: str
    touched: tuple[str, ...]  # top-level functions it changes or removes
    added: tuple[str, ...]  # top-level functions it adds (after the one it starts in)
    after: str  # the before module with this step alone applied
    suspicious: bool

    @property
    def id(self) -> str:
        return f"{self.refactor}#{self.ordinal}@{self.function}"

    def owns(self) -> frozenset[str]:
        return frozenset((*self.touched, *self.added))


@dataclass(frozen=True)
class Hunk:
    lines: tuple[int, int]  # first and last changed line of the after file
    kind: str  # "refactor" or "defect"
    made_by: str  # the refactoring (or, for a defect hunk, the operator)
    step: str  # Step.id
    function: str


def _compiles(text: str) -> bool:
    try:
        compile(text, "<pr>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return False
    return True


def candidate_steps(before: str, path: str) -> list[Step]:
    """Every refactoring step the before module offers (each applied alone; a step whose result
    does not compile or changes nothing is left out)."""
    module = parse_module(before, path)
    names = {f.name.value for f in top_level_functions(module)}
    out = []
    for refactor in for_prs():
        for ordinal, site in enumerate(refactor.sites(module)):
            try:
                new = refactor.apply(module, site, allocator(module))
            except (cst.ParserSyntaxError, ValueError, AssertionError):
                continue
            text = new.code
            if text == before or not _compiles(text):
                continue
            after_names = {f.name.value for f in top_level_functions(new)}
            out.append(
                Step(
                    refactor.name,
                    ordinal,
                    site.function,
                    site.touched,
                    tuple(sorted(after_names - names)),
                    text,
                    refactor.suspicious,
                )
            )
    return out


def salted_rank(salt: str, text: str) -> str:
    """The sort key of ``text`` in the order ``salt`` draws (every drawn order of the PR stage)."""
    return hashlib.sha256(f"{salt}\x00{text}".encode()).hexdigest()


def choose(
    steps: Sequence[Step], salt: str, count: int, *, avoid: Iterable[str] = (), suspicious: int = 1
) -> list[Step]:
    """Up to ``count`` steps on disjoint functions, drawn from ``salt``: one refactoring of each kind
    before a second of any, at least ``suspicious`` (and at most two) safe-but-suspicious edits when
    the module offers them; the step ids in ``avoid`` are not chosen."""
    skip = set(avoid)
    pool = sorted((s for s in steps if s.id not in skip), key=lambda s: salted_rank(salt, s.id))
    first = [s for s in pool if s.suspicious][:suspicious]
    order = first + [s for s in pool if s not in first]
    chosen: list[Step] = []
    used_kinds: set[str] = set()
    taken: set[str] = set()
    shady = 0
    for second_round in (False, True):
        for step in order:
            if len(chosen) >= count:
                return chosen
            if step in chosen or step.owns() & taken or (step.refactor in used_kinds and not second_round):
                continue
            if step.suspicious and shady >= 2:
                continue
            chosen.append(step)
            taken |= step.owns()
            used_kinds.add(step.refactor)
            shady += step.suspicious
    return chosen


def _runs(module: cst.Module, before_names: set[str]) -> dict[str, list[cst.BaseStatement]]:
    """Per top-level function of ``module``: it and the functions right after it that are new."""
    out: dict[str, list[cst.BaseStatement]] = {}
    body = list(module.body)
    for index, stmt in enumerate(body):
        if isinstance(stmt, cst.FunctionDef) and stmt.name.value in before_names:
            run: list[cst.BaseStatement] = [stmt]
            for later in body[index + 1 :]:
                if isinstance(later, cst.FunctionDef) and later.name.value not in before_names:
                    run.append(later)
                else:
                    break
            out[stmt.name.value] = run
    return out


def compose(before: str, steps: Sequence[Step]) -> str:
    """The before module with every step applied (their functions are disjoint)."""
    module = cst.parse_module(before)
    names = {f.name.value for f in top_level_functions(module)}
    parts: dict[str, list[cst.BaseStatement]] = {}
    for step in steps:
        runs = _runs(cst.parse_module(step.after), names)
        for name in step.touched:
            parts[name] = runs.get(name, [])  # a function the step removed: nothing in its place
    body: list[cst.BaseStatement] = []
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef) and stmt.name.value in parts:
            body.extend(parts[stmt.name.value])
        else:
            body.append(stmt)
    return module.with_changes(body=body).code


def statement_spans(text: str) -> list[tuple[str, int, int]]:
    """(top-level function name or "", first line, last line) of each top-level statement."""
    module = cst.parse_module(text)
    line = 1 + sum(module.code_for_node(h).count("\n") for h in module.header)
    out = []
    for stmt in module.body:
        size = module.code_for_node(stmt).count("\n")
        name = stmt.name.value if isinstance(stmt, cst.FunctionDef) else ""
        out.append((name, line, line + size - 1))
        line += size
    return out


def changed_after_lines(before: str, after: str) -> list[int]:
    """1-based lines of ``after`` that a diff from ``before`` inserts or replaces (blank lines left out)."""
    a, b = before.splitlines(), after.splitlines()
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    return [
        j + 1
        for tag, _i1, _i2, j1, j2 in matcher.get_opcodes()
        if tag in ("replace", "insert")
        for j in range(j1, j2)
        if b[j].strip()
    ]


def hunks(before: str, after: str, steps: Sequence[Step]) -> list[Hunk]:
    """The hunks of each step: the first and last after-file line it changed, one hunk per run of
    its functions that no other top-level statement interrupts (a step that changes a helper and
    its callers far apart makes several; in file order). Raises ValueError when a changed line lies
    in no step's functions (the change is not the steps')."""
    owner: dict[str, Step] = {name: step for step in steps for name in step.owns()}
    spans = statement_spans(after)
    found: dict[str, list[tuple[int, int]]] = {}  # step id -> (line, index of its statement)
    for line in changed_after_lines(before, after):
        index = next((i for i, (_n, first, last) in enumerate(spans) if first <= line <= last), -1)
        step = owner.get(spans[index][0]) if index >= 0 else None
        if step is None:
            raise ValueError(f"line {line} of the after module changed outside the PR's steps")
        found.setdefault(step.id, []).append((line, index))
    by_id = {s.id: s for s in steps}
    out = []
    for step_id, lines in found.items():
        step = by_id[step_id]
        runs: list[list[tuple[int, int]]] = [[lines[0]]]
        for line, index in lines[1:]:
            between = range(runs[-1][-1][1] + 1, index)
            if any(spans[i][0] not in step.owns() for i in between):
                runs.append([])
            runs[-1].append((line, index))
        for run in runs:
            function = step.function if len(runs) == 1 else spans[run[0][1]][0]
            out.append(Hunk((run[0][0], run[-1][0]), "refactor", step.refactor, step_id, function))
    return sorted(out, key=lambda h: h.lines)
