"""Shared, cached facts about the target function that several operators ask for.

Not an operator module (the leading underscore keeps the registry away). Everything is computed
once per :class:`SiteContext` and cached in ``ctx.cache``.

* :func:`function_locals` - the parameters and assigned locals with their annotation and *roles*
  ("index": a ``range`` loop variable or an ``enumerate`` counter; "number": numeric literal,
  numeric annotation, accumulator; "sequence": measured with ``len``, iterated or subscripted;
  "item": a loop variable over a sequence), the line of their first binding, and whether they are
  parameters.
* :func:`target_name_ids` - ids of Name nodes that are assignment targets (never mutated as reads).
* small CST helpers: integer literal values, parenthesising, keeping a node's own parentheses.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TypeVar

import libcst as cst

from operators.base import SiteContext

NUMERIC_ANNOTATIONS = {"int", "float", "complex", "Decimal", "Fraction", "decimal.Decimal", "fractions.Fraction"}
SEQUENCE_PREFIXES = (
    "list",
    "tuple",
    "Sequence",
    "str",
    "bytes",
    "List",
    "Tuple",
    "MutableSequence",
    "range",
    "typing.Sequence",
    "collections.abc.Sequence",
)
NUMERIC_CALLS = {"len", "sum", "abs", "round", "int", "float", "min", "max", "ord", "pow", "divmod"}


@dataclass
class Local:
    name: str
    annotation: str | None = None
    roles: set[str] = field(default_factory=set)
    first_line: int = 10**9
    is_param: bool = False

    @property
    def numeric(self) -> bool:
        return bool(self.roles & {"index", "number"})


def int_value(node: cst.CSTNode) -> int | None:
    """The value of a plain decimal integer literal (``3``, ``-1``), else None."""
    if isinstance(node, cst.Integer) and node.value.isdigit():
        return int(node.value)
    if (
        isinstance(node, cst.UnaryOperation)
        and isinstance(node.operator, cst.Minus)
        and isinstance(node.expression, cst.Integer)
        and node.expression.value.isdigit()
    ):
        return -int(node.expression.value)
    return None


def int_literal(value: int) -> cst.BaseExpression:
    if value < 0:
        return cst.UnaryOperation(operator=cst.Minus(), expression=cst.Integer(str(-value)))
    return cst.Integer(str(value))


def is_number_literal(node: cst.CSTNode) -> bool:
    return isinstance(node, (cst.Integer, cst.Float)) or (
        isinstance(node, cst.UnaryOperation)
        and isinstance(node.operator, (cst.Minus, cst.Plus))
        and isinstance(node.expression, (cst.Integer, cst.Float))
    )


def is_plus_minus_constant(node: cst.CSTNode | None) -> bool:
    """``e + 3`` / ``e - 1``: an expression already offset by a literal (CRP's business)."""
    return (
        isinstance(node, cst.BinaryOperation)
        and isinstance(node.operator, (cst.Add, cst.Subtract))
        and int_value(node.right) is not None
    )


_ATOMS = (
    cst.Name,
    cst.Attribute,
    cst.Call,
    cst.Subscript,
    cst.Integer,
    cst.Float,
    cst.SimpleString,
    cst.List,
    cst.Tuple,
    cst.Dict,
    cst.Set,
    cst.ListComp,
    cst.SetComp,
    cst.DictComp,
    cst.GeneratorExp,
)
_ARITH = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power, cst.MatrixMultiply)


_Op = TypeVar("_Op", cst.BaseCompOp, cst.BaseBinaryOp, cst.BaseAugOp)


def respaced(old: cst.BaseCompOp | cst.BaseBinaryOp | cst.BaseAugOp, new_type: type[_Op]) -> _Op:
    """An operator of ``new_type`` with ``old``'s whitespace on both sides."""
    return new_type(whitespace_before=old.whitespace_before, whitespace_after=old.whitespace_after)  # type: ignore[call-arg, union-attr]  # libcst: the base operator classes declare neither the whitespace fields nor a constructor taking them; every concrete one has both


def parenthesize(node: cst.BaseExpression) -> cst.BaseExpression:
    if node.lpar:
        return node
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def as_operand(node: cst.BaseExpression, *, unary: bool = False) -> cst.BaseExpression:
    """``node`` wrapped in parentheses unless it binds at least as tightly as an additive operand
    (or a unary operand when ``unary``)."""
    if node.lpar or isinstance(node, _ATOMS):
        return node
    if isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
        return node
    if not unary and isinstance(node, cst.BinaryOperation) and isinstance(node.operator, _ARITH):
        return node
    return parenthesize(node)


def keep_parens(original: cst.BaseExpression, new: cst.BaseExpression) -> cst.BaseExpression:
    """Give ``new`` the parentheses ``original`` owned (``not(a and b)`` must not become ``nota``)."""
    if original.lpar and not new.lpar:
        return new.with_changes(lpar=original.lpar, rpar=original.rpar)
    return new


def call_name(node: cst.CSTNode | None) -> str | None:
    """``len`` for ``len(x)``, ``math.floor`` for ``math.floor(x)``."""
    if not isinstance(node, cst.Call):
        return None
    func = node.func
    if isinstance(func, cst.Name):
        return func.value
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        return f"{func.value.value}.{func.attr.value}"
    return None


def _annotation_role(annotation: str | None) -> set[str]:
    if annotation is None:
        return set()
    bare = annotation.replace(" ", "").removesuffix("|None")
    if bare in NUMERIC_ANNOTATIONS:
        return {"number"}
    if bare.startswith(SEQUENCE_PREFIXES):
        return {"sequence"}
    return set()


class _LocalsVisitor(cst.CSTVisitor):
    def __init__(self, module: cst.Module, positions: SiteContext) -> None:
        super().__init__()
        self.module = module
        self.ctx = positions
        self.locals: dict[str, Local] = {}
        self.targets: set[int] = set()
        self._depth = 0  # nested function/lambda/class/comprehension depth

    def _local(self, name: str, node: cst.CSTNode) -> Local:
        local = self.locals.setdefault(name, Local(name))
        try:
            local.first_line = min(local.first_line, self.ctx.position(node).start.line)
        except KeyError:
            pass
        return local

    def _bind(self, target: cst.BaseExpression, roles: set[str], annotation: str | None = None) -> None:
        if isinstance(target, cst.Name):
            self.targets.add(id(target))
            local = self._local(target.value, target)
            local.roles |= roles
            if annotation is not None:
                local.annotation = annotation
                local.roles |= _annotation_role(annotation)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._bind(element.value, {"item"} if roles else set())
        elif isinstance(target, cst.StarredElement):
            self._bind(target.value, set())

    # Nested scopes: their bindings are not the function's locals.
    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        if self._depth == 0 and node is self.ctx.function:
            params = node.params
            for param in (*params.posonly_params, *params.params, *params.kwonly_params):
                ann = self.module.code_for_node(param.annotation.annotation) if param.annotation else None
                local = self._local(param.name.value, param)
                local.is_param = True
                local.annotation = ann
                local.roles |= _annotation_role(ann)
                if param.default is not None and is_number_literal(param.default):
                    local.roles.add("number")
                self.targets.add(id(param.name))
            for star in (params.star_arg, params.star_kwarg):
                if isinstance(star, cst.Param):
                    self.targets.add(id(star.name))
            return True
        self._depth += 1
        return False

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        if original_node is not self.ctx.function:
            self._depth -= 1

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        return False

    def visit_CompFor(self, node: cst.CompFor) -> None:
        # comprehension variables live in their own scope
        for name in _names_in(node.target):
            self.targets.add(id(name))

    def visit_Assign(self, node: cst.Assign) -> None:
        roles = _value_roles(node.value)
        for target in node.targets:
            self._bind(target.target, roles)
            if not isinstance(target.target, cst.Name):
                for name in _names_in(target.target):
                    if isinstance(target.target, (cst.Tuple, cst.List)):
                        self.targets.add(id(name))

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        ann = self.module.code_for_node(node.annotation.annotation)
        self._bind(node.target, _value_roles(node.value) if node.value is not None else set(), ann)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        numeric = isinstance(
            node.operator,
            (
                cst.AddAssign,
                cst.SubtractAssign,
                cst.MultiplyAssign,
                cst.DivideAssign,
                cst.FloorDivideAssign,
                cst.ModuloAssign,
                cst.PowerAssign,
            ),
        ) and not isinstance(
            node.value, (cst.SimpleString, cst.FormattedString, cst.ConcatenatedString, cst.List, cst.Tuple)
        )
        self._bind(node.target, {"number"} if numeric else set())

    def visit_For(self, node: cst.For) -> None:
        name = call_name(node.iter)
        if name == "range":
            self._bind(node.target, {"index"})
        elif name == "enumerate" and isinstance(node.target, cst.Tuple) and len(node.target.elements) == 2:
            self._bind(node.target.elements[0].value, {"index"})
            self._bind(node.target.elements[1].value, {"item"})
            self.targets.add(id(node.target))
        else:
            if isinstance(node.target, cst.Name):
                self._bind(node.target, {"item"})
            else:
                self._bind(node.target, {"item"})
            if isinstance(node.iter, cst.Name):
                self._local(node.iter.value, node.iter).roles.add(
                    "sequence"
                ) if node.iter.value in self.locals else None

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._bind(node.asname.name, set())

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self._bind(node.target, _value_roles(node.value))

    def visit_Del(self, node: cst.Del) -> None:
        for name in _names_in(node.target):
            self.targets.add(id(name))

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if node.name is not None and isinstance(node.name.name, cst.Name):
            self.targets.add(id(node.name.name))

    def visit_Call(self, node: cst.Call) -> None:
        if call_name(node) == "len" and len(node.args) == 1 and isinstance(node.args[0].value, cst.Name):
            arg = node.args[0].value
            if arg.value in self.locals:
                self.locals[arg.value].roles.add("sequence")

    def visit_Subscript(self, node: cst.Subscript) -> None:
        if isinstance(node.value, cst.Name) and node.value.value in self.locals:
            self.locals[node.value.value].roles.add("sequence")


def _names_in(node: cst.CSTNode) -> Iterable[cst.Name]:
    if isinstance(node, cst.Name):
        yield node
    elif isinstance(node, (cst.Tuple, cst.List)):
        for element in node.elements:
            yield from _names_in(element.value)
    elif isinstance(node, cst.StarredElement):
        yield from _names_in(node.value)


def _value_roles(value: cst.BaseExpression) -> set[str]:
    if is_number_literal(value):
        return {"number"}
    name = call_name(value)
    if name in NUMERIC_CALLS:
        return {"number"}
    if isinstance(value, (cst.List, cst.Tuple, cst.ListComp)) or name in {"list", "sorted", "tuple"}:
        return {"sequence"}
    if (
        isinstance(value, cst.BinaryOperation)
        and isinstance(value.operator, _ARITH)
        and (
            is_number_literal(value.left)
            or is_number_literal(value.right)
            or call_name(value.left) in NUMERIC_CALLS
            or call_name(value.right) in NUMERIC_CALLS
        )
    ):
        return {"number"}
    return set()


def _analyse(ctx: SiteContext) -> tuple[dict[str, Local], set[int]]:
    cached = ctx.cache.get("locals")
    if cached is None:
        visitor = _LocalsVisitor(ctx.module, ctx)
        ctx.function.visit(visitor)
        cached = (visitor.locals, visitor.targets)
        ctx.cache["locals"] = cached
    return cached


def function_locals(ctx: SiteContext) -> dict[str, Local]:
    return _analyse(ctx)[0]


def target_name_ids(ctx: SiteContext) -> set[int]:
    return _analyse(ctx)[1]


def is_numeric_expression(node: cst.CSTNode, ctx: SiteContext) -> bool:
    """True when ``node`` is, as far as the function's own text shows, a number."""
    if is_number_literal(node):
        return True
    if isinstance(node, cst.Name):
        local = function_locals(ctx).get(node.value)
        return local is not None and local.numeric
    if call_name(node) in NUMERIC_CALLS:
        return True
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, _ARITH):
        return is_numeric_expression(node.left, ctx) or is_numeric_expression(node.right, ctx)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        return is_numeric_expression(node.expression, ctx)
    return False


def returns_number(ctx: SiteContext) -> bool:
    returns = ctx.function.returns
    if returns is None:
        return False
    return ctx.code(returns.annotation).replace(" ", "") in NUMERIC_ANNOTATIONS
