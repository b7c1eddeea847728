"""The rewrite contract and the analysis helpers rewrites share.

A rewrite is a semantics-preserving change of surface structure. It finds its ``sites`` in one
function (pre-order, deterministic) and ``apply``-es one site, returning the new function. A site
names an anchor node of that very tree plus a small payload (e.g. which list is measured); the
engine applies the *same* site ordinal to both twins. New local names come from ``fresh(role)``
(role = a domain-pack role key), so a rewrite never invents a name of its own.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeGuard, TypeVar

import libcst as cst

from core.syntax import PURE_BUILTINS, rebuild, walk
from generator.disguise.roles import function_roles

Fresh = Callable[[str], str]

MUTATING_METHODS = frozenset(
    {
        "append",
        "extend",
        "insert",
        "pop",
        "remove",
        "clear",
        "sort",
        "reverse",
        "add",
        "discard",
        "update",
        "setdefault",
        "popitem",
        "appendleft",
        "popleft",
        "extendleft",
        "rotate",
        "difference_update",
        "intersection_update",
        "symmetric_difference_update",
    }
)
IMMUTABLE_KINDS = frozenset({"int", "float", "str", "bool"})
N = TypeVar("N", bound=cst.CSTNode)


@dataclass(frozen=True)
class Site:
    anchor: cst.CSTNode
    payload: tuple[str, ...] = ()


@dataclass(frozen=True)
class FunctionFacts:
    """Cheap, cached facts about one function tree used by several rewrites."""

    func: cst.FunctionDef
    kinds: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, func: cst.FunctionDef) -> FunctionFacts:
        return cls(func, {r.name: r.kind for r in function_roles(func)})


class Rewrite(ABC):
    name: ClassVar[str]
    description: ClassVar[str]
    opposite: ClassVar[str | None] = None
    max_steps: ClassVar[int] = 3
    """How many sites one disguise rewrites at most (1 for rewrites whose site survives them)."""
    may_touch_defect: ClassVar[bool] = False
    """When True the engine may keep a step that changed the faulty lines themselves, provided the
    caller's ``accept`` check vouches that the defect is still the same mechanism."""

    @abstractmethod
    def sites(self, func: cst.FunctionDef) -> list[Site]:
        """Where this rewrite fits in ``func`` (pre-order)."""

    @abstractmethod
    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        """``func`` with ``site`` rewritten."""

    def __repr__(self) -> str:
        return f"<rewrite {self.name}>"


# ---------------------------------------------------------------- tree helpers


def collect(node: cst.CSTNode, predicate: Callable[[cst.CSTNode], bool]) -> list[cst.CSTNode]:
    """Every node under ``node`` (itself included) matching ``predicate``, in pre-order."""
    return [n for n in walk(node) if predicate(n)]


def instances(node: cst.CSTNode, kind: type[N]) -> list[N]:
    """Every node of type ``kind`` under ``node`` (itself included), in pre-order."""
    return [n for n in walk(node) if isinstance(n, kind)]


def _reads_only(node: cst.CSTNode) -> list[cst.CSTNode] | None:
    if isinstance(node, cst.Attribute):
        return [node.value]
    if isinstance(node, cst.Arg):
        return [node.value]
    if isinstance(node, (cst.Import, cst.ImportFrom)):
        return []
    return None


def name_reads(node: cst.CSTNode) -> list[str]:
    """Every Name identifier in ``node`` except attribute and keyword names."""
    return [n.value for n in walk(node, _reads_only) if isinstance(n, cst.Name)]


def names_in(node: cst.CSTNode) -> set[str]:
    return set(name_reads(node))


def count_name(node: cst.CSTNode, name: str) -> int:
    return sum(1 for n in name_reads(node) if n == name)


def _target_names(t: cst.CSTNode, out: set[str]) -> None:
    if isinstance(t, cst.Name):
        out.add(t.value)
    elif isinstance(t, (cst.Tuple, cst.List)):
        for e in t.elements:
            _target_names(e.value, out)
    elif isinstance(t, cst.StarredElement):
        _target_names(t.value, out)


def bound_names(node: cst.CSTNode) -> set[str]:
    """Names (re)bound anywhere inside ``node``: assignment, augmented assignment, loop and
    comprehension targets, walrus, with/except ``as``, del, nested def/class, parameters."""
    out: set[str] = set()
    for n in walk(node):
        if isinstance(
            n, (cst.AssignTarget, cst.AnnAssign, cst.AugAssign, cst.For, cst.CompFor, cst.NamedExpr, cst.Del)
        ):
            _target_names(n.target, out)
        elif isinstance(n, cst.AsName):
            _target_names(n.name, out)
        elif isinstance(n, (cst.FunctionDef, cst.ClassDef, cst.Param)):
            out.add(n.name.value)
    return out


def _root(expr: cst.BaseExpression) -> str | None:
    while isinstance(expr, (cst.Subscript, cst.Attribute)):
        expr = expr.value
    return expr.value if isinstance(expr, cst.Name) else None


def _changed_targets(t: cst.CSTNode, out: set[str]) -> None:
    if isinstance(t, (cst.Subscript, cst.Attribute)):
        r = _root(t)
        if r:
            out.add(r)
    elif isinstance(t, (cst.Tuple, cst.List)):
        for e in t.elements:
            _changed_targets(e.value, out)


def mutated_names(node: cst.CSTNode) -> set[str]:
    """Names whose object may be changed inside ``node``: mutating method calls, item or slice
    assignment / deletion / augmented assignment, or being passed to a call that is not a known
    pure builtin."""
    out: set[str] = set()
    for n in walk(node):
        if isinstance(n, cst.Call):
            if isinstance(n.func, cst.Attribute):
                if n.func.attr.value in MUTATING_METHODS:
                    r = _root(n.func.value)
                    if r:
                        out.add(r)
                pure = False
            else:
                pure = isinstance(n.func, cst.Name) and n.func.value in PURE_BUILTINS
            if not pure:
                for a in n.args:
                    r = _root(a.value)
                    if r:
                        out.add(r)
        elif isinstance(n, (cst.AssignTarget, cst.AugAssign, cst.Del, cst.For)):
            _changed_targets(n.target, out)
    return out


def has_closure(node: cst.CSTNode) -> bool:
    return bool(collect(node, lambda n: isinstance(n, (cst.Lambda, cst.FunctionDef, cst.ClassDef))))


def is_call_to(node: cst.CSTNode, name: str, nargs: int | None = None) -> TypeGuard[cst.Call]:
    """Is ``node`` a call of the bare name ``name`` (with ``nargs`` positional arguments, when given)?"""
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Name)
        and node.func.value == name
        and (nargs is None or len(node.args) == nargs)
        and all(a.keyword is None and not a.star for a in node.args)
    )


def is_docstring(stmt: cst.CSTNode) -> bool:
    return (
        isinstance(stmt, cst.SimpleStatementLine)
        and len(stmt.body) == 1
        and isinstance(stmt.body[0], cst.Expr)
        and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


def single_small(stmt: cst.CSTNode, kind: type) -> cst.CSTNode | None:
    """The only small statement of a simple statement line, when it is a ``kind``."""
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], kind):
        return stmt.body[0]
    return None


def blocks(func: cst.FunctionDef) -> list[cst.IndentedBlock]:
    return list(collect(func, lambda n: isinstance(n, cst.IndentedBlock)))


def edit_block(
    func: cst.FunctionDef, block: cst.IndentedBlock, edit: Callable[[list[cst.BaseStatement]], list[cst.BaseStatement]]
) -> cst.FunctionDef:
    """Replace the statements of one block (found by identity) with ``edit(statements)``."""
    new_block = block.with_changes(body=edit(list(block.body)))
    return rebuild(func, lambda n: new_block if n is block else None)


def replace_nodes(
    func: cst.CSTNode, mapping: Mapping[int, cst.CSTNode | cst.RemovalSentinel | cst.FlattenSentinel]
) -> Any:
    """Swap nodes (keyed by ``id`` of the original node) in one copy-on-write pass."""
    return rebuild(func, lambda n: mapping.get(id(n)))


def containing_block(func: cst.FunctionDef, stmt: cst.CSTNode) -> tuple[cst.IndentedBlock, int] | None:
    for block in blocks(func):
        for index, s in enumerate(block.body):
            if s is stmt:
                return block, index
    return None


def locate(func: cst.FunctionDef, stmt: cst.CSTNode) -> tuple[cst.IndentedBlock, int]:
    """The block holding ``stmt`` and its index there (the site was found on this very tree)."""
    found = containing_block(func, stmt)
    if found is None:
        raise ValueError("statement is not in any block of the function")
    return found


def sole_name_target(assign: cst.Assign) -> str | None:
    """The assigned name of ``x = ...`` (one plain-name target), else None."""
    if len(assign.targets) != 1 or not isinstance(assign.targets[0].target, cst.Name):
        return None
    return assign.targets[0].target.value


def stmt_blocks(func: cst.FunctionDef) -> Iterable[tuple[cst.IndentedBlock, Sequence[cst.BaseStatement]]]:
    for block in blocks(func):
        yield block, block.body


def code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)


_PRECEDENCE: dict[type, int] = {
    cst.BitOr: 1,
    cst.BitXor: 2,
    cst.BitAnd: 3,
    cst.LeftShift: 4,
    cst.RightShift: 4,
    cst.Add: 5,
    cst.Subtract: 5,
    cst.Multiply: 6,
    cst.Divide: 6,
    cst.FloorDivide: 6,
    cst.Modulo: 6,
    cst.MatrixMultiply: 6,
    cst.Power: 8,
}


def needs_parens(value: cst.BaseExpression, op: type) -> bool:
    """Whether ``value`` needs parentheses as the right operand of the binary operator ``op``."""
    if value.lpar or isinstance(value, ATOMS):
        return False
    if isinstance(value, cst.UnaryOperation) and not isinstance(value.operator, cst.Not):
        return False
    if isinstance(value, cst.BinaryOperation) and op is not cst.Power:
        return _PRECEDENCE.get(type(value.operator), 0) <= _PRECEDENCE[op]
    return True


def paren(expr: cst.BaseExpression) -> cst.BaseExpression:
    if expr.lpar:
        return expr
    return expr.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def strip_parens(expr: cst.BaseExpression) -> cst.BaseExpression:
    return expr.with_changes(lpar=[], rpar=[]) if expr.lpar else expr


ATOMS = (
    cst.Name,
    cst.Integer,
    cst.Float,
    cst.Imaginary,
    cst.SimpleString,
    cst.ConcatenatedString,
    cst.FormattedString,
    cst.Call,
    cst.Attribute,
    cst.Subscript,
    cst.List,
    cst.Tuple,
    cst.Dict,
    cst.Set,
    cst.ListComp,
    cst.SetComp,
    cst.DictComp,
    cst.GeneratorExp,
)


def terminates(block: cst.BaseSuite) -> bool:
    """The block's last top-level statement always leaves it (return, raise, continue, break)."""
    body = block.body
    if not body:
        return False
    last = body[-1]
    if isinstance(last, cst.SimpleStatementLine):
        return isinstance(last.body[-1], (cst.Return, cst.Raise, cst.Continue, cst.Break))
    if isinstance(block, cst.SimpleStatementSuite):
        return isinstance(body[-1], (cst.Return, cst.Raise, cst.Continue, cst.Break))
    return False


def as_block(suite: cst.BaseSuite) -> cst.IndentedBlock:
    if isinstance(suite, cst.IndentedBlock):
        return suite
    assert isinstance(suite, cst.SimpleStatementSuite)
    return cst.IndentedBlock(body=[cst.SimpleStatementLine(body=list(suite.body))])


def stmt(source: str) -> cst.BaseStatement:
    return cst.parse_statement(source)


def expr(source: str) -> cst.BaseExpression:
    return cst.parse_expression(source)
