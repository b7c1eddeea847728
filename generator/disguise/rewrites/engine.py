"""Applying rewrites to a pair of twins (fixed and defective) identically.

Each step enumerates one rewrite's sites on both twins, pairs them (same ordinal when the lists
have equal length, otherwise by aligning their code texts), *decides on the fixed twin* (the first
paired site not tried yet), applies the same site to both twins with the same fresh names, and
keeps the step only when both results compile and the twins still differ exactly as before (same
differing hunks, byte for byte), or when ``accept`` vouches for the pair (e.g. the defective twin
is still one operator application away from the fixed one). A step that would move, hide or
remove the defect is thereby dropped, not shipped.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import libcst as cst

from core.syntax import require_function
from generator.disguise.rewrites.base import Rewrite, Site, code

Accept = Callable[[str, str], bool]


@dataclass(frozen=True)
class TwinResult:
    fixed: str
    defective: str
    applied: tuple[str, ...]


class NameLedger:
    """Hands out fresh names from ``allocate(role)`` and replays them for the second twin."""

    def __init__(self, allocate: Callable[[str], str]) -> None:
        self.allocate = allocate
        self.recorded: list[tuple[str, str]] = []

    def recording(self) -> Callable[[str], str]:
        self.recorded = []

        def fresh(role: str) -> str:
            name = self.allocate(role)
            self.recorded.append((role, name))
            return name

        return fresh

    def replaying(self) -> Callable[[str], str]:
        queue = list(self.recorded)

        def fresh(role: str) -> str:
            if not queue or queue[0][0] != role:
                raise _Mismatch()
            return queue.pop(0)[1]

        return fresh


class _Mismatch(Exception):
    pass


def hunks(a: str, b: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The differing line groups of two texts, indentation ignored (a rewrite may re-indent the
    faulty lines, e.g. by wrapping them in an ``else:`` block, without changing them)."""
    x, y = a.splitlines(), b.splitlines()
    matcher = difflib.SequenceMatcher(a=x, b=y, autojunk=False)
    return [
        (tuple(s.strip() for s in x[i1:i2]), tuple(s.strip() for s in y[j1:j2]))
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal"
    ]


def _replace_function(module: cst.Module, old: cst.FunctionDef, new: cst.FunctionDef) -> str:
    return cst.ensure_type(module.deep_replace(old, new), cst.Module).code


def _compiles(text: str) -> bool:
    try:
        compile(text, "<rewrite>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return False
    return True


def _pairs(fixed_sites: list[Site], defective_sites: list[Site]) -> list[tuple[int, int]]:
    if len(fixed_sites) == len(defective_sites):
        return [(i, i) for i in range(len(fixed_sites))]
    a = [code(s.anchor) + repr(s.payload) for s in fixed_sites]
    b = [code(s.anchor) + repr(s.payload) for s in defective_sites]
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    return [
        (i1 + k, j1 + k) for tag, i1, i2, j1, _j2 in matcher.get_opcodes() if tag == "equal" for k in range(i2 - i1)
    ]


def rewrite_twins(
    fixed: str,
    defective: str,
    function: str,
    rewrites: Sequence[Rewrite],
    allocate: Callable[[str], str],
    *,
    accept: Accept | None = None,
    max_steps_per_rewrite: int = 3,
) -> TwinResult:
    """Apply ``rewrites`` in order (each where it fits, up to ``max_steps_per_rewrite`` sites) to
    both twins. ``fixed == defective`` is allowed (a single function, e.g. a clean control)."""
    ledger = NameLedger(allocate)
    applied: list[str] = []
    expected = hunks(fixed, defective)
    f_module = cst.parse_module(fixed)
    d_module = f_module if defective == fixed else cst.parse_module(defective)
    for rewrite in rewrites:
        if rewrite.opposite and rewrite.opposite in applied:
            continue
        tried: set[str] = set()
        steps = 0
        while steps < min(max_steps_per_rewrite, rewrite.max_steps):
            f_func, d_func = require_function(f_module, function), require_function(d_module, function)
            f_sites, d_sites = rewrite.sites(f_func), rewrite.sites(d_func)
            choice = None
            for i, j in _pairs(f_sites, d_sites):
                signature = f"{i}:{code(f_sites[i].anchor)}{f_sites[i].payload!r}"
                if signature not in tried:
                    choice = (i, j, signature)
                    break
            if choice is None:
                break
            i, j, signature = choice
            tried.add(signature)
            try:
                new_fixed = _replace_function(f_module, f_func, rewrite.apply(f_func, f_sites[i], ledger.recording()))
                new_defective = (
                    new_fixed
                    if fixed == defective
                    else _replace_function(d_module, d_func, rewrite.apply(d_func, d_sites[j], ledger.replaying()))
                )
            except _Mismatch:
                continue
            if new_fixed == fixed or not _compiles(new_fixed) or not _compiles(new_defective):
                continue
            same = hunks(new_fixed, new_defective) == expected
            if not same and not (
                accept is not None
                and rewrite.may_touch_defect
                and new_fixed != new_defective
                and accept(new_fixed, new_defective)
            ):
                continue
            fixed, defective = new_fixed, new_defective
            f_module = cst.parse_module(fixed)
            d_module = f_module if defective == fixed else cst.parse_module(defective)
            expected = hunks(fixed, defective)
            applied.append(rewrite.name)
            steps += 1
    return TwinResult(fixed, defective, tuple(applied))
