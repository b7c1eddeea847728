"""Blind-normalized syntax-tree fingerprints of one function.

A fingerprint is analysis, not an edit: the stdlib ``ast`` tree of the function is turned into a
*normalized tree* in which

* identifiers (function name, parameters, locals, globals) become ``id`` / ``arg`` (builtins listed
  in the config keep their name; attribute and keyword names are kept, or abstracted by config);
* docstrings and other bare string statements are dropped, annotations are dropped (by config);
* literal values become their kind (``num``, ``str``, ``bool``, ``None``, ...);
* structure is kept: node types, operators, nesting, argument counts;
* every statement block is put in a canonical order: statements that do not depend on each other
  (no shared name written by one and read or written by the other, no control transfer, at most
  one of them with side effects) may be swapped, and the block is emitted as the smallest
  topological order of that dependency graph, so reordering independent statements does not
  change the tree (statements that return, raise, break, continue, yield or use try/with stay
  where they are, and nothing crosses them).

From the normalized tree come

* ``exact``: a digest of the whole tree (two functions with the same ``exact`` are template twins);
* ``shingles``: a bag (occurrence-numbered set) of 64-bit hashes of depth-2 and depth-3 subtrees
  and of 3- and 4-node parent-child label paths: near-duplicates share most of them;
* ``signature``: the MinHash signature of the shingles (see :mod:`generator.distinct.minhash`).
"""

from __future__ import annotations

import ast
import builtins
import functools
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np

from core.errors import InputFileError, UsageError
from core.syntax import PURE_BUILTINS, ast_functions
from generator.distinct.minhash import DEFAULT_NUM_PERM, MinHasher

MASK64 = (1 << 64) - 1

DEFAULT_BUILTINS: frozenset[str] = frozenset(name for name in dir(builtins) if not name.startswith("_"))
"""Names kept verbatim in the normalized tree (everything else becomes ``id``)."""

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


@dataclass(frozen=True)
class Fingerprint:
    """The structural fingerprint of one function (see the module docstring)."""

    exact: str
    shingles: frozenset[int]
    signature: bytes = field(repr=False)
    size: int

    @classmethod
    def of_source(
        cls, code: str, function: str | None = None, config: FingerprintConfig = DEFAULT_CONFIG
    ) -> Fingerprint:
        """Fingerprint ``function`` (default: the first top-level function) of ``code``."""
        return cls.of_function(find_function(code, function), config)

    @classmethod
    def of_function(
        cls, node: ast.FunctionDef | ast.AsyncFunctionDef, config: FingerprintConfig = DEFAULT_CONFIG
    ) -> Fingerprint:
        tree = _Normalizer(config).function(node)
        exact = hashlib.blake2b(tree.text.encode(), digest_size=16).hexdigest()
        shingles = frozenset(_shingles(tree))
        return cls.from_parts(exact, shingles, config.num_perm, size=tree.size)

    @classmethod
    def from_parts(
        cls, exact: str, shingles: frozenset[int], num_perm: int = DEFAULT_NUM_PERM, size: int = 0
    ) -> Fingerprint:
        """Rebuild a fingerprint from stored parts (the signature is recomputed from the shingles)."""
        signature = MinHasher.get(num_perm).signature(shingles)
        return cls(exact=exact, shingles=shingles, signature=signature.tobytes(), size=size)

    def signature_array(self) -> np.ndarray:
        return np.frombuffer(self.signature, dtype=np.uint32)

    def similarity(self, other: Fingerprint) -> float:
        """Exact Jaccard similarity of the shingle bags (1.0 for the same normalized tree)."""
        if self.exact == other.exact:
            return 1.0
        inter = len(self.shingles & other.shingles)
        union = len(self.shingles) + len(other.shingles) - inter
        return inter / union if union else 1.0


def find_function(code: str, function: str | None = None) -> ast.FunctionDef | ast.AsyncFunctionDef:
    """The top-level function ``function`` of ``code`` (default: the first one)."""
    try:
        module = ast.parse(code)
    except SyntaxError as exc:
        raise InputFileError(f"cannot parse code: line {exc.lineno}: {exc.msg}; fix the syntax error") from None
    functions = ast_functions(module)
    if function is None:
        if not functions:
            raise UsageError("no top-level function in the code; a unit must contain a `def`")
        return functions[0]
    for node in functions:
        if node.name == function:
            return node
    names = ", ".join(n.name for n in functions) or "none"
    raise UsageError(f"no top-level function named {function!r} (found: {names})")


def function_names(code: str) -> list[str]:
    """Names of every top-level function of ``code``, in source order."""
    try:
        module = ast.parse(code)
    except SyntaxError as exc:
        raise InputFileError(f"cannot parse code: line {exc.lineno}: {exc.msg}; fix the syntax error") from None
    return [n.name for n in ast_functions(module)]


# --------------------------------------------------------------------------- normalized tree


class NTree:
    """A node of the normalized tree: a label, children, and its canonical text."""

    __slots__ = ("label", "children", "text", "size")

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
def _fields(cls: type, keep_annotations: bool) -> tuple[str, ...]:
    """The fields of an ast class that become children (the others are folded into the label)."""
    return tuple(
        f for f in cls._fields if f not in _SKIPPED_FIELDS and (keep_annotations or f not in ("annotation", "returns"))
    )


class _Normalizer:
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
        for fname in _fields(type(node), self.config.keep_annotations):
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


# --------------------------------------------------------------------------- shingles


def _stable64(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


_LABEL_HASH: dict[str, int] = {}


def _label_hash(label: str) -> int:
    h = _LABEL_HASH.get(label)
    if h is None:
        if len(_LABEL_HASH) > 200_000:
            _LABEL_HASH.clear()
        h = _LABEL_HASH[label] = _stable64(label)
    return h


def _mix(h: int) -> int:
    """splitmix64 finalizer: spreads the bits of a combined value."""
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
    h = (h ^ (h >> 27)) * 0x94D049BB133111EB & MASK64
    return h ^ (h >> 31)


def _combine(parts: Iterable[int], salt: int) -> int:
    h = salt
    for p in parts:
        h = (h * 0x100000001B3 + p) & MASK64
    return _mix(h)


_SALT_SUB2, _SALT_SUB3, _SALT_PATH3, _SALT_PATH4, _SALT_BAG = 0x51, 0x52, 0x53, 0x54, 0x55


_SHINGLE_CACHE: dict[tuple[int, ...], int] = {}


def _cached_combine(key: tuple[int, ...]) -> int:
    """``_combine(key[1:], salt=key[0])``, memoized: label paths and small subtrees recur a lot."""
    h = _SHINGLE_CACHE.get(key)
    if h is None:
        if len(_SHINGLE_CACHE) > 500_000:
            _SHINGLE_CACHE.clear()
        h = _SHINGLE_CACHE[key] = _combine(key[1:], key[0])
    return h


def _shingles(root: NTree) -> list[int]:
    """Bag of subtree and path shingles, each occurrence numbered so repeats count."""
    raw: list[int] = []
    emit = raw.append

    def visit(node: NTree, a1: int, a2: int, a3: int, depth: int) -> tuple[int, int]:
        """Return (depth-1 hash, depth-2 hash) of node; emit its shingles. a1 = parent label hash."""
        lh = _label_hash(node.label)
        if node.children:
            below = [visit(c, lh, a1, a2, depth + 1) for c in node.children]
            h2 = _cached_combine((_SALT_SUB2, lh, *[b[0] for b in below]))
            emit(h2)
            emit(_cached_combine((_SALT_SUB3, lh, *[b[1] for b in below])))
        else:
            h2 = lh
        if depth >= 2:
            emit(_cached_combine((_SALT_PATH3, a2, a1, lh)))
        if depth >= 3:
            emit(_cached_combine((_SALT_PATH4, a3, a2, a1, lh)))
        return lh, h2

    visit(root, 0, 0, 0, 0)
    seen: dict[int, int] = {}
    out: list[int] = []
    for h in raw:
        k = seen.get(h, 0)
        seen[h] = k + 1
        out.append(h if k == 0 else _mix(h ^ (k * 0x9E3779B97F4A7C15 & MASK64) ^ _SALT_BAG))
    return out
