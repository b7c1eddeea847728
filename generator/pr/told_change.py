"""A change proven on module A, told as the same change of B (A told in another domain).

The clean control and the disguise of a PR item ride on B (``generator.pr.tell``). Their change C
is drawn and proven on A, where the proof record serves its steps, and then told: C's before and
after texts go through the same teller as B (A's name map; a name the change adds, such as an
extracted helper, gets a new name of its own), the steps and hunks follow the new names, and C's
proofs are carried. What makes the proofs B's too is checked, not assumed: each told text is
*alpha-equivalent* to A's (:func:`alpha_equal`: the same Python syntax tree once B's names are
mapped back, docstrings aside), and a consistent renaming of a module's own names (attributes,
imports and string values untouched) does not change what its functions compute. A told text that
is not alpha-equivalent is refused (:class:`DisguiseError`); the kill matrix of B's variants is
then gated on B itself, as every variant's is.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from dataclasses import replace

from generator.disguise.rename import DisguiseError
from generator.pr.change import Change
from generator.pr.steps import hunks
from generator.pr.tell import Told


class _Back(ast.NodeTransformer):
    """B's names mapped back to A's (``inverse``: new name -> old name), docstrings dropped."""

    def __init__(self, inverse: Mapping[str, str]) -> None:
        self.inverse = inverse

    def visit_Name(self, node: ast.Name) -> ast.Name:
        node.id = self.inverse.get(node.id, node.id)
        return node

    def visit_arg(self, node: ast.arg) -> ast.arg:
        node.arg = self.inverse.get(node.arg, node.arg)
        self.generic_visit(node)
        return node

    def visit_keyword(self, node: ast.keyword) -> ast.keyword:
        if node.arg is not None:
            node.arg = self.inverse.get(node.arg, node.arg)
        self.generic_visit(node)
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.FunctionDef:
        node.name = self.inverse.get(node.name, node.name)
        self.generic_visit(node)
        return node


def _without_docstrings(tree: ast.Module) -> ast.Module:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            first = body[0] if body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                node.body = body[1:] or [ast.Pass()]
    return tree


def alpha_equal(a: str, b: str, names: Mapping[str, str]) -> bool:
    """Is ``b`` the text ``a`` with its names renamed by ``names`` (old -> new), docstrings aside?"""
    inverse = {new: old for old, new in names.items()}
    if len(inverse) != len(names):  # two names told alike: not a renaming
        return False
    left = _without_docstrings(ast.parse(a))
    right = _Back(inverse).visit(_without_docstrings(ast.parse(b)))
    return ast.dump(left) == ast.dump(right)


def told_change(told: Told, change: Change) -> Change:
    """``change`` (proven on A) as B's change: texts told, steps and hunks renamed, proofs carried.
    Raises :class:`DisguiseError` when a told text is not alpha-equivalent to A's."""
    teller = told.teller
    (before, before_names), (after, names) = teller.told(change.before), teller.told(change.after)
    for mine, theirs, mapping in ((change.before, before, before_names), (change.after, after, names)):
        if not alpha_equal(mine, theirs, mapping):
            raise DisguiseError(
                f"{change.seed.path}: told in '{teller.domain}', the change is not the proven one renamed"
            )

    def rename(name: str) -> str:
        return names.get(name, name)

    steps = tuple(
        replace(
            s,
            function=rename(s.function),
            touched=tuple(map(rename, s.touched)),
            added=tuple(map(rename, s.added)),
            after=teller.text(s.after),
        )
        for s in change.steps
    )
    return Change(told.seed, before, steps, after, tuple(hunks(before, after, steps)), change.proofs)


__all__ = ["alpha_equal", "told_change"]
