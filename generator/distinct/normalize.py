"""The blind-normalized tree of one function (stdlib ``ast``), and the statement order it is put in.

Identifiers become ``id`` / ``arg`` (the configured builtins keep their name; attribute and
keyword names are kept, or abstracted by config), docstrings and annotations are dropped, literal
values become their kind, structure is kept. Every statement block is emitted in a canonical
order: statements that do not depend on each other (no shared name written by one and read or
written by the other, no control transfer, at most one with side effects: :func:`_effects`) may be
swapped, and the block is the smallest topological order of that dependency graph.
"""

from __future__ import annotations

import ast
import builtins
import functools
import hashlib
from dataclasses import dataclass

from core.syntax import PURE_BUILTINS
from generator.distinct.minhash import DEFAULT_NUM_PERM

DEFAULT_BUILTINS: frozenset[str] = frozenset(name for name in dir(builtins) if not name.startswith("_"))


# Methods that (on the builtin types they usually belong to) read their receiver without changing it.
_PURE_METHODS: frozenset[str] = frozenset(
    {
        "capitalize",
        "casefold",
        "count",
        "endswith",
        "find",
        "format",
        "get",
        "index",
        "isalnum",
        "isalpha",
        "isdigit",
        "isdecimal",
        "islower",
        "isnumeric",
        "isspace",
        "isupper",
        "items",
        "join",
        "keys",
        "ljust",
        "lower",
        "lstrip",
        "partition",
        "removeprefix",
        "removesuffix",
        "replace",
        "rfind",
        "rindex",
        "rjust",
        "rpartition",
        "rsplit",
        "rstrip",
        "split",
        "splitlines",
        "startswith",
        "strip",
        "swapcase",
        "title",
        "upper",
        "values",
        "zfill",
        "copy",
        "union",
        "intersection",
        "difference",
        "symmetric_difference",
        "issubset",
        "issuperset",
        "isdisjoint",
        "bit_length",
        "is_integer",
        "hex",
    }
)


_STMT_LIST_FIELDS = ("body", "orelse", "finalbody", "handlers", "cases")


_WORLD = "\x00world"  # pseudo-variable read and written by every statement with side effects


_BARRIER = "\x00barrier"  # pseudo-variable of statements that transfer control


@dataclass(frozen=True)
class FingerprintConfig:
    """What the normalization keeps.

    ``builtins``: names kept verbatim (default: every public builtin). ``attributes``: attribute
    and keyword-argument names kept verbatim; ``None`` keeps all of them, a set keeps only those
    (others become ``attr`` / ``kw``). ``keep_annotations``: include type hints in the tree.
    ``num_perm``: MinHash signature length.
    """

    builtins: frozenset[str] = DEFAULT_BUILTINS
    attributes: frozenset[str] | None = None
    keep_annotations: bool = False
    num_perm: int = DEFAULT_NUM_PERM

    @property
    def key(self) -> str:
        """A short digest naming this configuration (stored in the ledger beside fingerprints)."""
        parts = [
            "v1",
            ",".join(sorted(self.builtins)),
            "*" if self.attributes is None else ",".join(sorted(self.attributes)),
            str(self.keep_annotations),
        ]
        return hashlib.blake2b("|".join(parts).encode(), digest_size=8).hexdigest()


DEFAULT_CONFIG = FingerprintConfig()


class NTree:
    """A node of the normalized tree: a label, children, and its canonical text."""

    __slots__ = ("label", "children", "text", "size")
    label: str
    children: tuple[NTree, ...]
    text: str  # canonical text of the subtree
    size: int  # nodes in the subtree

    def __init__(self, label: str, children: tuple[NTree, ...] = ()) -> None:
        self.label = label
        self.children = children
        if children:
            self.text = label + "(" + ",".join(c.text for c in children) + ")"
            self.size = 1 + sum(c.size for c in children)
        else:
            self.text = label
            self.size = 1


def _const_kind(value: object) -> str:
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float, complex)):
        return "num"
    if isinstance(value, str):
        return "str"
    if isinstance(value, bytes):
        return "bytes"
    return "..."


def _is_inert_string(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


_SKIPPED_FIELDS = frozenset({"ctx", "op", "ops", "type_comment", "kind", "is_async", "level", "module", "type_params"})


@functools.cache
def _fields(cls: type[ast.AST], keep_annotations: bool) -> tuple[str, ...]:
    """The fields of an ast class that become children (the others are folded into the label)."""
    return tuple(
        f for f in cls._fields if f not in _SKIPPED_FIELDS and (keep_annotations or f not in ("annotation", "returns"))
    )


class Normalizer:
    def __init__(self, config: FingerprintConfig) -> None:
        self.config = config
        self.memo: dict[int, _Effects] = {}

    def function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> NTree:
        return self.node(node)

    # The label of a node folds in everything that is not a child: operators, contexts, kept names.
    def label(self, node: ast.AST) -> str:
        kind = type(node).__name__
        if isinstance(node, ast.Name):
            name = node.id if node.id in self.config.builtins else "id"
            return f"Name:{name}:{type(node.ctx).__name__[0]}"
        if isinstance(node, ast.Attribute):
            return f"Attr:{self._attr(node.attr)}:{type(node.ctx).__name__[0]}"
        if isinstance(node, ast.Constant):
            return f"Const:{_const_kind(node.value)}"
        if isinstance(node, (ast.BinOp, ast.AugAssign, ast.UnaryOp, ast.BoolOp)):
            return f"{kind}:{type(node.op).__name__}"
        if isinstance(node, ast.Compare):
            return "Compare:" + ",".join(type(op).__name__ for op in node.ops)
        if isinstance(node, ast.keyword):
            return "kw:**" if node.arg is None else f"kw:{self._attr(node.arg, 'kw')}"
        if isinstance(node, ast.arguments):
            return f"args:{len(node.posonlyargs)},{len(node.args)},{len(node.kwonlyargs)},{int(node.vararg is not None)},{int(node.kwarg is not None)}"
        if isinstance(node, ast.Starred):
            return f"Starred:{type(node.ctx).__name__[0]}"
        if isinstance(node, (ast.Subscript, ast.List, ast.Tuple)):
            return f"{kind}:{type(node.ctx).__name__[0]}"
        if isinstance(node, ast.comprehension):
            return f"comprehension:{node.is_async}"
        if isinstance(node, ast.ImportFrom):
            return f"ImportFrom:{node.module}:{node.level}"
        if isinstance(node, ast.alias):
            return f"alias:{node.name}"
        return kind

    def _attr(self, name: str, abstract: str = "attr") -> str:
        kept = self.config.attributes
        return name if kept is None or name in kept else abstract

    def node(self, node: ast.AST) -> NTree:
        if isinstance(node, ast.Dict):
            # `**other` entries have a None key; mark them so {a: b} and {**b} differ.
            keys = [self.node(k) if k is not None else NTree("DictUnpack") for k in node.keys]
            return NTree("Dict", tuple(keys + [self.node(v) for v in node.values]))
        children: list[NTree] = []
        for fname in _fields(type(node), self.config.keep_annotations):  # type: ignore[arg-type]  # mypy: a class object is not Hashable to it (typeshed's type.__hash__ vs object.__hash__)
            value = getattr(node, fname, None)
            if value is None:
                continue
            if isinstance(value, list):
                if fname in _STMT_LIST_FIELDS:
                    stmts = [s for s in value if not _is_inert_string(s)] if fname == "body" else value
                    if stmts:
                        children.append(NTree(f"{type(node).__name__}.{fname}", self.block(stmts)))
                else:
                    children.extend(self.node(v) for v in value if isinstance(v, ast.AST))
            elif isinstance(value, ast.AST):
                children.append(self.node(value))
        return NTree(self.label(node), tuple(children))

    def block(self, stmts: list[ast.stmt]) -> tuple[NTree, ...]:
        trees = [self.node(s) for s in stmts]
        if len(trees) < 2:
            return tuple(trees)
        effects = [_effects(s, self.memo) for s in stmts]
        n = len(stmts)
        preds: list[set[int]] = [set() for _ in range(n)]
        for j in range(n):
            reads_j, writes_j = effects[j]
            for i in range(j):
                reads_i, writes_i = effects[i]
                if (
                    _BARRIER in writes_i
                    or _BARRIER in writes_j
                    or writes_i & (reads_j | writes_j)
                    or reads_i & writes_j
                ):
                    preds[j].add(i)
        # Smallest topological order by canonical text: a canonical form of the partial order.
        done: set[int] = set()
        order: list[int] = []
        while len(order) < n:
            ready = [k for k in range(n) if k not in done and preds[k] <= done]
            pick = min(ready, key=lambda k: (trees[k].text, k))
            done.add(pick)
            order.append(pick)
        return tuple(trees[k] for k in order)


def _root_name(node: ast.AST) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


_CONTROL = (
    ast.Return,
    ast.Raise,
    ast.Break,
    ast.Continue,
    ast.Yield,
    ast.YieldFrom,
    ast.Await,
    ast.Global,
    ast.Nonlocal,
    ast.Try,
    ast.With,
    ast.AsyncWith,
    ast.Delete,
    ast.Import,
    ast.ImportFrom,
)


_Effects = tuple[frozenset[str], frozenset[str]]


def _effects(stmt: ast.stmt, memo: dict[int, _Effects]) -> _Effects:
    """(names read, names written) by a statement, with pseudo-names for effects and control.

    Nested statements are memoized in ``memo`` (keyed by node id), so normalizing a function
    visits each node once however deeply its blocks nest.
    """
    known = memo.get(id(stmt))
    if known is not None:
        return known
    reads: set[str] = set()
    writes: set[str] = set()
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        if node is not stmt and isinstance(node, ast.stmt):
            inner_reads, inner_writes = _effects(node, memo)
            reads |= inner_reads
            writes |= inner_writes
            continue
        stack.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Name):
            (writes if isinstance(node.ctx, (ast.Store, ast.Del)) else reads).add(node.id)
        elif isinstance(node, (ast.Attribute, ast.Subscript)) and isinstance(node.ctx, (ast.Store, ast.Del)):
            root = _root_name(node)
            if root is not None:
                writes.add(root)
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in PURE_BUILTINS:
                continue
            if isinstance(func, ast.Attribute) and func.attr in _PURE_METHODS:
                continue
            writes.add(_WORLD)
            reads.add(_WORLD)
            if isinstance(func, ast.Attribute):
                # a method may change its receiver (xs.append(x)); its arguments rarely change
                root = _root_name(func.value)
                if root is not None:
                    writes.add(root)
            else:
                # a plain function may change any argument it is given (heappush(heap, x))
                for arg in [*node.args, *(k.value for k in node.keywords)]:
                    root = _root_name(arg)
                    if root is not None:
                        writes.add(root)
        elif isinstance(node, _CONTROL):
            writes.add(_BARRIER)
            reads.add(_BARRIER)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            writes.add(node.name)
    if _BARRIER in writes:
        writes.add(_WORLD)
    result = (frozenset(reads), frozenset(writes))
    memo[id(stmt)] = result
    return result
