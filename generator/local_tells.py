"""Local tells: a planted fault a reader spots without reading the spec is no review item.

``tells(tree)`` counts, per kind, what gives a fault away in the function's own text; the
naturalness filter (``generator/naturalness.py``) rejects a mutant that has more of a kind than its
fixed twin, with the kind as the reason (the build summary counts them, ``tell:*``):

* ``tell:cancel``: operands that cancel out: ``a - b + b``, ``x * r // x``, ``(x * r) / x``;
* ``tell:not-compare``: ``not a < b``, a negated comparison nobody writes for ``a >= b``;
* ``tell:key-default``: a ``.get`` whose key and default index one sequence at different places
  (``d.get(s[i - 1], s[i])``);
* ``tell:index-pair``: a call of three or more subscripts on one index where exactly one reads
  another (``f(a[i], b[i], c[i + 1])``);
* ``tell:never-fails``: a guard that cannot fail (or cannot pass) on a value that is never negative:
  ``len(xs) >= 0``, ``n >= 0`` for a count, a ``range`` index, a length, or any name when the docstring
  says the values are not negative;
* ``tell:unused-data``: a collection built (appended to, added to) and never read (a parameter the
  mutant no longer reads is ruff's ARG001, already in the filter).

``surprising(fixed, mutant)``: the defective line far less expected than its fixed twin, by the
token-trigram surprise change (``generator/surprise.py``) above ``SURPRISE_BOUND`` bits per token.
"""

from __future__ import annotations

import ast
import re
from collections import Counter

from generator.surprise import surprise_change

SURPRISE_BOUND = 2.5  # bits per changed token: the p99 of the natural mutants (bench/bench_local_tells.py)

_NONNEGATIVE_DOC = re.compile(r"\b(not negative|non-?negative|never negative|nonnegative|at least 0|>= ?0)\b", re.I)
_BUILDERS = {"append", "extend", "add", "insert", "update", "setdefault", "appendleft"}
_NONNEGATIVE_CALLS = {"len", "abs"}


def tells(tree: ast.Module) -> Counter:
    found: Counter = Counter()
    for function in (n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        doc = ast.get_docstring(function) or ""
        nonnegative = _nonnegative_names(function)
        every = bool(_NONNEGATIVE_DOC.search(doc))
        for node in ast.walk(function):
            if isinstance(node, ast.BinOp) and _cancels(node):
                found["tell:cancel"] += 1
            elif (
                isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not) and isinstance(node.operand, ast.Compare)
            ):
                if not isinstance(node.operand.ops[0], (ast.Is, ast.In, ast.IsNot, ast.NotIn)):
                    found["tell:not-compare"] += 1
            elif isinstance(node, ast.Call):
                found.update(_call_tells(node))
            elif isinstance(node, ast.Compare) and _never_fails(node, nonnegative, every):
                found["tell:never-fails"] += 1
        found["tell:unused-data"] += _built_never_read(function)
    return +found


def surprising(fixed: str, mutant: str, bound: float = SURPRISE_BOUND) -> str | None:
    """``tell:surprise`` when the mutant's changed lines cost more than ``bound`` extra bits per token."""
    return "tell:surprise" if surprise_change(fixed, mutant) > bound else None


def _key(node: ast.AST) -> str:
    return ast.dump(node)


def _additive(node: ast.expr, sign: int, out: list[tuple[int, str]]) -> None:
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        _additive(node.left, sign, out)
        _additive(node.right, sign if isinstance(node.op, ast.Add) else -sign, out)
    else:
        out.append((sign, _key(node)))


def _multiplicative(node: ast.expr, up: bool, num: list[str], den: list[str]) -> None:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        _multiplicative(node.left, up, num, den)
        _multiplicative(node.right, up, num, den)
    elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Div, ast.FloorDiv)) and up:
        _multiplicative(node.left, up, num, den)
        _multiplicative(node.right, not up, num, den)
    elif not isinstance(node, ast.Constant):
        (num if up else den).append(_key(node))


def _cancels(node: ast.BinOp) -> bool:
    if isinstance(node.op, (ast.Add, ast.Sub)):
        terms: list[tuple[int, str]] = []
        _additive(node, 1, terms)
        plus = {k for s, k in terms if s > 0}
        return any(s < 0 and k in plus for s, k in terms)
    if isinstance(node.op, (ast.Div, ast.FloorDiv)):
        num: list[str] = []
        den: list[str] = []
        _multiplicative(node, True, num, den)
        return len(num) > 1 and bool(set(num) & set(den))
    return False


def _call_tells(node: ast.Call) -> Counter:
    found: Counter = Counter()
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "get" and len(node.args) == 2:
        key, default = node.args
        if (
            isinstance(key, ast.Subscript)
            and isinstance(default, ast.Subscript)
            and _key(key.value) == _key(default.value)
            and _key(key.slice) != _key(default.slice)
        ):
            found["tell:key-default"] += 1
    subscripts = [a for a in node.args if isinstance(a, ast.Subscript)]
    if len(subscripts) >= 3:
        indices = Counter(_key(s.slice) for s in subscripts)
        if len(indices) == 2 and min(indices.values()) == 1:
            found["tell:index-pair"] += 1
    return found


def _nonnegative_value(node: ast.expr, names: set[str]) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (int, float)) and not isinstance(node.value, bool) and node.value >= 0
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _NONNEGATIVE_CALLS:
        return True
    if isinstance(node, ast.Name):
        return node.id in names
    return False


def _nonnegative_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """Names that never hold a negative number: ``range`` loop indices from a non-negative start,
    ``enumerate`` counters, and locals only ever set to lengths or non-negative literals and only
    increased by them."""
    loops: set[str] = set()
    bindings: dict[str, list[ast.expr | None]] = {}
    for node in ast.walk(function):
        if isinstance(node, (ast.For, ast.comprehension)):
            it, target = node.iter, node.target
            if (
                isinstance(it, ast.Call)
                and isinstance(it.func, ast.Name)
                and isinstance(target, ast.Name)
                and it.func.id == "range"
                and (len(it.args) == 1 or _nonnegative_value(it.args[0], set()))
            ):
                loops.add(target.id)
                continue
            if (
                isinstance(it, ast.Call)
                and isinstance(it.func, ast.Name)
                and it.func.id == "enumerate"
                and isinstance(target, ast.Tuple)
                and target.elts
                and isinstance(target.elts[0], ast.Name)
                and len(it.args) == 1
            ):
                loops.add(target.elts[0].id)
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    bindings.setdefault(name.id, []).append(None)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    bindings.setdefault(target.id, []).append(node.value)
                else:
                    for name in ast.walk(target):
                        if isinstance(name, ast.Name):
                            bindings.setdefault(name.id, []).append(None)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            ok = isinstance(node.op, ast.Add)
            bindings.setdefault(node.target.id, []).append(node.value if ok else None)
        elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)) and isinstance(node.target, ast.Name):
            bindings.setdefault(node.target.id, []).append(node.value)
    for arg in [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]:
        bindings.setdefault(arg.arg, []).append(None)
    names = set(loops) - set(bindings)
    changed = True
    while changed:
        changed = False
        for name, values in bindings.items():
            if name not in names and all(v is not None and _nonnegative_value(v, names) for v in values):
                names.add(name)
                changed = True
    return names


_NEVER = {ast.GtE: "right", ast.Lt: "right", ast.LtE: "left", ast.Gt: "left"}


def _never_fails(node: ast.Compare, names: set[str], every: bool) -> bool:
    """``E >= 0`` / ``E < 0`` / ``0 <= E`` / ``0 > E`` with E never negative."""
    if len(node.ops) != 1:
        return False
    op, left, right = node.ops[0], node.left, node.comparators[0]
    side = _NEVER.get(type(op))
    if side is None:
        return False
    zero, value = (right, left) if side == "right" else (left, right)
    if not (isinstance(zero, ast.Constant) and zero.value == 0 and not isinstance(zero.value, bool)):
        return False
    if every and isinstance(value, (ast.Name, ast.Subscript)):
        return True
    return _nonnegative_value(value, names) and not isinstance(value, ast.Constant)


def _built_never_read(function: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """Locals bound to an empty collection and then only appended/added to: never read."""
    empty: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            if (
                isinstance(value, (ast.List, ast.Dict, ast.Set))
                and not getattr(value, "elts", getattr(value, "keys", None))
                or isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name)
                and value.func.id in ("list", "dict", "set")
                and not value.args
            ):
                empty.add(node.targets[0].id)
    if not empty:
        return 0
    builder_reads: set[int] = set()
    for node in ast.walk(function):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _BUILDERS
            and isinstance(node.func.value, ast.Name)
        ):
            builder_reads.add(id(node.func.value))
    read = {
        n.id
        for n in ast.walk(function)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and id(n) not in builder_reads
    }
    built = {
        n.func.value.id
        for n in ast.walk(function)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr in _BUILDERS
        and isinstance(n.func.value, ast.Name)
    }
    return len((empty & built) - read)
