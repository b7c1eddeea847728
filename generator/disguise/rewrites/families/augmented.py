"""Augmented assignment <-> explicit assignment (``x += e`` <-> ``x = x + e``), only for names
holding immutable values (int, float, str, bool), where the two forms are the same operation."""

from __future__ import annotations

import libcst as cst

from generator.disguise.rewrites.base import (
    IMMUTABLE_KINDS,
    Fresh,
    FunctionFacts,
    Rewrite,
    Site,
    collect,
    needs_parens,
    paren,
    replace_nodes,
    single_small,
    sole_name_target,
)

_AUG_TO_BIN: dict[type, type] = {
    cst.AddAssign: cst.Add,
    cst.SubtractAssign: cst.Subtract,
    cst.MultiplyAssign: cst.Multiply,
    cst.DivideAssign: cst.Divide,
    cst.FloorDivideAssign: cst.FloorDivide,
    cst.ModuloAssign: cst.Modulo,
    cst.PowerAssign: cst.Power,
    cst.BitOrAssign: cst.BitOr,
    cst.BitAndAssign: cst.BitAnd,
    cst.BitXorAssign: cst.BitXor,
    cst.LeftShiftAssign: cst.LeftShift,
    cst.RightShiftAssign: cst.RightShift,
}
_BIN_TO_AUG = {v: k for k, v in _AUG_TO_BIN.items()}


def _immutable(facts: FunctionFacts, name: str) -> bool:
    return facts.kinds.get(name) in IMMUTABLE_KINDS


class AugmentedToExplicit(Rewrite):
    name = "augmented_to_explicit"
    description = "x += e  ->  x = x + e"
    may_touch_defect = True
    opposite = "explicit_to_augmented"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        facts = FunctionFacts.of(func)
        out = []
        for line in collect(func, lambda n: single_small(n, cst.AugAssign) is not None):
            aug = single_small(line, cst.AugAssign)
            assert isinstance(aug, cst.AugAssign)
            if (
                isinstance(aug.target, cst.Name)
                and type(aug.operator) in _AUG_TO_BIN
                and _immutable(facts, aug.target.value)
            ):
                out.append(Site(line))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        line = site.anchor
        assert isinstance(line, cst.SimpleStatementLine)
        aug = line.body[0]
        assert isinstance(aug, cst.AugAssign) and isinstance(aug.target, cst.Name)
        op = _AUG_TO_BIN[type(aug.operator)]
        value = paren(aug.value) if needs_parens(aug.value, op) else aug.value
        new = cst.Assign(
            targets=[cst.AssignTarget(target=aug.target)],
            value=cst.BinaryOperation(left=cst.Name(aug.target.value), operator=op(), right=value),
            semicolon=aug.semicolon,
        )
        return replace_nodes(func, {id(aug): new})


class ExplicitToAugmented(Rewrite):
    name = "explicit_to_augmented"
    description = "x = x + e  ->  x += e"
    opposite = "augmented_to_explicit"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        facts = FunctionFacts.of(func)
        out = []
        for line in collect(func, lambda n: single_small(n, cst.Assign) is not None):
            assign = single_small(line, cst.Assign)
            assert isinstance(assign, cst.Assign)
            if sole_name_target(assign) is None:
                continue
            target = assign.targets[0].target.value
            value = assign.value
            if (
                isinstance(value, cst.BinaryOperation)
                and not value.lpar
                and type(value.operator) in _BIN_TO_AUG
                and isinstance(value.left, cst.Name)
                and value.left.value == target
                and not value.left.lpar
                and _immutable(facts, target)
            ):
                out.append(Site(line))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        line = site.anchor
        assert isinstance(line, cst.SimpleStatementLine)
        assign = line.body[0]
        assert isinstance(assign, cst.Assign) and isinstance(assign.value, cst.BinaryOperation)
        value = assign.value
        new = cst.AugAssign(
            target=assign.targets[0].target,
            operator=_BIN_TO_AUG[type(value.operator)](),
            value=value.right,
            semicolon=assign.semicolon,
        )
        return replace_nodes(func, {id(assign): new})
