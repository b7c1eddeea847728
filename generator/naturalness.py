"""The naturalness filter: a planted fault must not add what careful code does not contain.

A mutant is rejected, with one reason, when it adds (compared with its fixed twin, counted per
kind, so line shifts do not matter):

* a ruff diagnostic of the rule families in ``LINT_FAMILIES`` (ruff is pinned, preview on; one
  ruff process lints a whole batch of module texts, never one mutant at a time): the families a
  reviewer's linter runs, the same the audit's lint responder runs (``audit/lint.py``), less the
  limits that say nothing about a smell (``NOT_SMELLS``: line length, complexity, magic numbers)
  and B006/B008 (a mutable default argument is a planted family of its own) and B905. Narrower
  rule sets left smells the responder saw: on the default edition after issue 12's operators, the
  lint responder's medium-tier headline on one form was 18.5 points above always-no's;
* a block whose only statement is ``pass`` (``pass-block``);
* a dead store: a name assigned and then assigned again (or the function ends) before any read
  (``dead-store``);
* a self-operation: ``x - x``, ``x / x``, ``(r, r)``, ``min(a, a)``, ``xs[i:i]``, a value compared
  with itself, ``a and a`` (``self-operation``);
* ``not x is y`` / ``not x in y`` (``not-is``);
* a sign flip through ``abs``: ``-abs(e)`` (``abs-sign-flip``): where the value is never negative it
  is a plain negation of the result, and where it is, no developer writes it;
* a local tell (``tell:*``, ``generator/local_tells.py``): what gives the fault away without the spec
  (operands that cancel, a guard that cannot fail, data built and never read, an unused parameter,
  ...); the planner also drops a mutant whose token surprise change exceeds the bound there.

Errors on every valid input are judged later, from the measured crash share (``generator/difficulty``).
The module-level checks read the text with :mod:`ast` (read only, no positions reported: it is ten
times faster than a libcst parse and the filter runs over every mutant of every seed).
"""

from __future__ import annotations

import ast
import json
import subprocess
import tempfile
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

from core.ruff import LINE_LENGTH, LINT_FAMILIES, NOT_SMELLS, RUFF_IGNORE, ruff_bin
from generator import local_tells

RUFF_RULES = LINT_FAMILIES


_SELF_OPS = (ast.Sub, ast.Div, ast.FloorDiv, ast.Mod, ast.BitXor, ast.BitAnd, ast.BitOr, ast.Add)


def ruff_counts(texts: Sequence[str]) -> list[Counter]:
    """Diagnostic codes per text, from ONE ruff run over all of them."""
    if not texts:
        return []
    with tempfile.TemporaryDirectory(prefix="redpen-ruff-") as folder:
        for index, text in enumerate(texts):
            Path(folder, f"m{index}.py").write_text(text, encoding="utf-8")
        run = subprocess.run(
            [
                ruff_bin(),
                "check",
                "--isolated",
                "--no-cache",
                "--preview",
                "--exit-zero",
                "--output-format",
                "json",
                "--target-version",
                "py311",
                "--line-length",
                str(LINE_LENGTH),
                "--select",
                ",".join(RUFF_RULES),
                "--ignore",
                ",".join(sorted({*RUFF_IGNORE, *NOT_SMELLS})),
                folder,
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        if run.returncode != 0:
            raise RuntimeError(f"ruff failed: {run.stderr.strip()[:300]}")
        found = json.loads(run.stdout or "[]")
    counts = [Counter() for _ in texts]
    for diagnostic in found:
        index = int(Path(diagnostic["filename"]).stem[1:])
        counts[index][f"ruff:{diagnostic['code'] or 'syntax'}"] += 1
    return counts


def _same(a: ast.AST, b: ast.AST) -> bool:
    """Same tree (``ast.dump`` equality), deciding the common cases without dumping: nodes of
    different types, and names."""
    if type(a) is not type(b):
        return False
    if isinstance(a, ast.Name) and isinstance(b, ast.Name):
        return a.id == b.id and type(a.ctx) is type(b.ctx)
    return ast.dump(a) == ast.dump(b)


def _is_literal(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) or (isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant))


def _stores(stmt: ast.stmt) -> set[str]:
    """Names a simple assignment statement binds unconditionally (no read of them needed)."""
    if isinstance(stmt, ast.Assign):
        return {t.id for t in stmt.targets if isinstance(t, ast.Name)}
    if isinstance(stmt, ast.AnnAssign) and stmt.value is not None and isinstance(stmt.target, ast.Name):
        return {stmt.target.id}
    return set()


def _names(node: ast.AST, memo: dict[int, tuple[set[str], set[str]]]) -> tuple[set[str], set[str]]:
    """(names read, every name) in a statement: one walk per statement and smells call."""
    found = memo.get(id(node))
    if found is None:
        names = [n for n in ast.walk(node) if isinstance(n, ast.Name)]
        found = memo[id(node)] = ({n.id for n in names if isinstance(n.ctx, ast.Load)}, {n.id for n in names})
    return found


def _dead_stores(body: list[ast.stmt], function_body: bool, memo: dict[int, tuple[set[str], set[str]]]) -> int:
    dead = 0
    for index, stmt in enumerate(body):
        for name in _stores(stmt) | (
            {stmt.target.id} if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name) else set()
        ):
            for later in body[index + 1 :]:
                loads, every = _names(later, memo)
                if name in loads or (
                    isinstance(later, ast.AugAssign) and isinstance(later.target, ast.Name) and later.target.id == name
                ):
                    break
                if name in _stores(later):
                    dead += 1
                    break
                if name in every:
                    break  # bound conditionally (a loop target, a nested block): not judged
            else:
                if function_body and isinstance(stmt, ast.AugAssign):
                    dead += 1  # updated, then never read again before the function ends
    return dead


def smells(text: str) -> Counter:
    """The non-ruff smells of a module text, counted by kind."""
    found: Counter = Counter()
    memo: dict[int, tuple[set[str], set[str]]] = {}
    try:
        tree = ast.parse(text)
    except SyntaxError:
        found["syntax"] += 1
        return found
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, _SELF_OPS)
            and _same(node.left, node.right)
            and not _is_literal(node.left)
        ):
            found["self-operation"] += 1
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(_same(a, b) for a, b in zip(operands, operands[1:])):
                found["self-operation"] += 1
        elif isinstance(node, ast.BoolOp):
            dumps = [ast.dump(v) for v in node.values]
            if len(set(dumps)) < len(dumps):
                found["self-operation"] += 1
        elif isinstance(node, (ast.Tuple, ast.List)):
            elts = node.elts
            if any(_same(a, b) and not _is_literal(a) for a, b in zip(elts, elts[1:])):
                found["self-operation"] += 1
        elif isinstance(node, ast.Call):
            args = node.args
            if len(args) >= 2 and any(_same(a, b) and not _is_literal(a) for a, b in zip(args, args[1:])):
                found["self-operation"] += 1
        elif isinstance(node, ast.Slice):
            if node.lower is not None and node.upper is not None and _same(node.lower, node.upper):
                found["self-operation"] += 1
        elif isinstance(node, ast.UnaryOp):
            if (
                isinstance(node.op, ast.Not)
                and isinstance(node.operand, ast.Compare)
                and len(node.operand.ops) == 1
                and isinstance(node.operand.ops[0], (ast.Is, ast.In))
            ):
                found["not-is"] += 1
            if (
                isinstance(node.op, ast.USub)
                and isinstance(node.operand, ast.Call)
                and isinstance(node.operand.func, ast.Name)
                and node.operand.func.id == "abs"
            ):
                found["abs-sign-flip"] += 1
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found["dead-store"] += _dead_stores(node.body, True, memo)
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if (
                isinstance(block, list)
                and block
                and all(isinstance(s, ast.stmt) for s in block)
                and (field != "body" or not isinstance(node, ast.Module))
            ):
                if len(block) == 1 and isinstance(block[0], ast.Pass):
                    found["pass-block"] += 1
                if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Module)):
                    found["dead-store"] += _dead_stores(block, False, memo)
    found.update(local_tells.tells(tree))  # the local tells (generator/local_tells.py): `tell:*` reasons
    return found


def added(fixed: Counter, mutant: Counter) -> str | None:
    """The first kind (sorted) the mutant has more of than its fixed twin, or None."""
    more = sorted(kind for kind, n in mutant.items() if n > fixed.get(kind, 0))
    return more[0] if more else None


def judge(fixed_text: str, mutant_texts: Sequence[str]) -> list[str | None]:
    """Why each mutant is unnatural (a reason like ``ruff:F841`` or ``dead-store``), or None.

    The cheap checks run first; ruff runs once over the fixed text and every mutant that passed."""
    base = smells(fixed_text)
    reasons: list[str | None] = [added(base, smells(text)) for text in mutant_texts]
    todo = [i for i, r in enumerate(reasons) if r is None]
    counts = ruff_counts([fixed_text, *(mutant_texts[i] for i in todo)])
    for index, count in zip(todo, counts[1:]):
        reasons[index] = added(counts[0], count)
    return reasons


def ruff_verdicts(fixed_text: str, mutant_texts: Sequence[str]) -> list[str | None]:
    """The ruff half of :func:`judge` alone (one ruff run)."""
    counts = ruff_counts([fixed_text, *mutant_texts])
    return [added(counts[0], count) for count in counts[1:]]


def tally(reasons: Iterable[str | None]) -> Counter:
    return Counter(r for r in reasons if r is not None)
