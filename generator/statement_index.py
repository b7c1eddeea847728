"""The statements of a seed's target function, read with libcst (for ``generator/pair_shapes.py``).

``statements`` indexes, once per seed text, every statement of the function: where a fault in it
sits (a compound statement's header), its whole extent, the suite holding it, the loops around it,
the names it binds or updates and those it reads; ``statement_of`` finds the innermost statement of
a fault's span. Positions are the module's (as every ``Site.span``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from core.model import Span
from core.syntax import function_named

UPDATES = frozenset({"append", "extend", "add", "update", "insert", "appendleft", "setdefault", "pop", "remove"})


@dataclass(frozen=True)
class Statement:
    kind: str  # "simple", "if", "while", "for", "with", "def"
    head: Span  # where a fault of this statement sits (a compound statement: its header)
    full: Span  # the whole statement
    block: Span  # the suite that holds it
    loops: tuple[Span, ...]  # the loops around it, outermost first
    defs: frozenset[str]  # names the statement (its header) binds or updates
    uses: frozenset[str]  # names it reads
    inits: frozenset[str] = frozenset()  # names a plain assignment binds without reading them
    body: Span | None = None  # a compound statement's body
    orelse: Span | None = None  # an if's else/elif part
    exits: bool = False  # an if without else whose body ends by leaving (return/raise/break/continue)


def _span(r: CodeRange) -> Span:
    return Span(r.start.line, r.start.column, r.end.line, r.end.column)


def inside(inner: Span, outer: Span) -> bool:
    return (outer.start_line, outer.start_col) <= (inner.start_line, inner.start_col) and (
        inner.end_line,
        inner.end_col,
    ) <= (outer.end_line, outer.end_col)


def _size(span: Span) -> tuple[int, int]:
    return (span.end_line - span.start_line, span.end_col - span.start_col if span.end_line == span.start_line else 0)


def _names(node: cst.CSTNode) -> Iterator[cst.Name]:
    """The Name nodes under ``node`` that name variables (not attributes, keywords or parameters)."""
    if isinstance(node, cst.Name):
        yield node
        return
    if isinstance(node, cst.Attribute):
        yield from _names(node.value)
        return
    for child in node.children:
        if isinstance(node, cst.Arg) and child is node.keyword:
            continue
        yield from _names(child)


def _bound(target: cst.CSTNode) -> set[str]:
    """Names a target binds: ``x``, ``a, b``; ``xs[i]`` and ``obj.f`` update their base."""
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, (cst.Tuple, cst.List)):
        return {n for element in target.elements for n in _bound(element.value)}
    if isinstance(target, cst.StarredElement):
        return _bound(target.value)
    if isinstance(target, (cst.Subscript, cst.Attribute)):
        return _bound(target.value)
    return set()


def _plain(target: cst.CSTNode) -> list[cst.Name]:
    """The Name nodes a target binds outright (``x``, ``a, *b``), not those it only reads."""
    if isinstance(target, cst.Name):
        return [target]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for element in target.elements for n in _plain(element.value)]
    if isinstance(target, cst.StarredElement):
        return _plain(target.value)
    return []


def _chain_names(parts: Sequence[cst.CSTNode], targets: Sequence[cst.CSTNode]) -> tuple[set[str], set[str]]:
    """(names bound or updated, names read) by ``parts``, of which ``targets`` are the targets."""
    defs: set[str] = set()
    for target in targets:
        defs |= _bound(target)
    bound = {id(n) for target in targets for n in _plain(target)}
    uses = {n.value for part in parts for n in _names(part) if id(n) not in bound}
    for part in parts:
        for sub in _calls(part):
            func = sub.func
            if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.attr.value in UPDATES:
                defs.add(func.value.value)  # xs.append(...) updates xs
    return defs, uses


def _calls(node: cst.CSTNode) -> Iterator[cst.Call]:
    if isinstance(node, cst.Call):
        yield node
    for child in node.children:
        yield from _calls(child)


class _Indexer:
    def __init__(self, positions) -> None:
        self.positions = positions
        self.found: list[Statement] = []

    def span(self, node: cst.CSTNode) -> Span:
        return _span(self.positions[node])

    def suite(self, body: cst.BaseSuite, loops: tuple[Span, ...]) -> None:
        block = self.span(body)
        for statement in body.body:
            self.statement(statement, block, loops)

    def simple(self, small: cst.BaseSmallStatement, block: Span, loops: tuple[Span, ...]) -> None:
        targets: list[cst.CSTNode] = []
        if isinstance(small, cst.Assign):
            targets = [t.target for t in small.targets]
        elif isinstance(small, (cst.AugAssign, cst.AnnAssign)):
            targets = [small.target]
        defs, uses = _chain_names([small], targets)
        if isinstance(small, cst.AugAssign):
            uses |= _bound(small.target)
        inits: frozenset[str] = frozenset()
        if isinstance(small, (cst.Assign, cst.AnnAssign)):
            inits = frozenset(t.value for t in targets if isinstance(t, cst.Name) and t.value not in uses)
        here = self.span(small)
        self.found.append(Statement("simple", here, here, block, loops, frozenset(defs), frozenset(uses), inits))

    def statement(self, node: cst.CSTNode, block: Span, loops: tuple[Span, ...]) -> None:
        if isinstance(node, cst.SimpleStatementLine):
            for small in node.body:
                self.simple(small, block, loops)
        elif isinstance(node, cst.If):
            self.branch(node, block, loops)
        elif isinstance(node, (cst.While, cst.For)):
            full = self.span(node)
            if isinstance(node, cst.For):
                first, last = self.span(node.target), self.span(node.iter)
                head = Span(first.start_line, first.start_col, last.end_line, last.end_col)
                defs, uses = _chain_names([node.target, node.iter], [node.target])
            else:
                head = self.span(node.test)
                defs, uses = _chain_names([node.test], [])
            kind = "for" if isinstance(node, cst.For) else "while"
            self.found.append(
                Statement(kind, head, full, block, loops, frozenset(defs), frozenset(uses), body=self.span(node.body))
            )
            self.suite(node.body, (*loops, full))
            if node.orelse is not None:
                self.suite(node.orelse.body, loops)
        elif isinstance(node, cst.With):
            items = [self.span(item) for item in node.items]
            head = Span(items[0].start_line, items[0].start_col, items[-1].end_line, items[-1].end_col)
            defs, uses = _chain_names(list(node.items), [i.asname.name for i in node.items if i.asname])
            self.found.append(Statement("with", head, self.span(node), block, loops, frozenset(defs), frozenset(uses)))
            self.suite(node.body, loops)
        elif isinstance(node, cst.Try):
            self.suite(node.body, loops)
            for handler in node.handlers:
                self.suite(handler.body, loops)
            for extra in (node.orelse, node.finalbody):
                if extra is not None:
                    self.suite(extra.body, loops)
        elif isinstance(node, cst.FunctionDef):
            self.function(node, loops)

    def branch(self, node: cst.If, block: Span, loops: tuple[Span, ...]) -> None:
        defs, uses = _chain_names([node.test], [])
        last = node.body.body[-1] if node.body.body else None
        leaves = isinstance(last, cst.SimpleStatementLine) and isinstance(
            last.body[-1], (cst.Return, cst.Raise, cst.Break, cst.Continue)
        )
        self.found.append(
            Statement(
                "if",
                self.span(node.test),
                self.span(node),
                block,
                loops,
                frozenset(defs),
                frozenset(uses),
                body=self.span(node.body),
                orelse=self.span(node.orelse) if node.orelse is not None else None,
                exits=leaves and node.orelse is None,
            )
        )
        self.suite(node.body, loops)
        if isinstance(node.orelse, cst.If):
            self.branch(node.orelse, self.span(node.orelse), loops)
        elif node.orelse is not None:
            self.suite(node.orelse.body, loops)

    def function(self, node: cst.FunctionDef, loops: tuple[Span, ...]) -> None:
        params = self.span(node.params)
        body = self.span(node.body)
        self.found.append(Statement("def", params, params, body, loops, frozenset(), frozenset()))
        self.suite(node.body, loops)


@functools.lru_cache(maxsize=256)
def statements(source: str, function: str) -> tuple[Statement, ...]:
    """Every statement of the top-level function ``function`` of module ``source`` (positions in the
    module), in source order; () when the function is not there."""
    module = cst.parse_module(source)
    target = function_named(module, function)
    if target is None:
        return ()
    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    indexer = _Indexer(wrapper.resolve(PositionProvider))
    indexer.function(target, ())
    return tuple(indexer.found)


@functools.lru_cache(maxsize=65536)
def statement_of(source: str, function: str, span: Span) -> Statement | None:
    """The innermost statement whose head holds ``span``, else whose whole extent holds its start (a
    fault that rewrites a whole statement, its span ending on the next line)."""
    found = statements(source, function)
    start = Span(span.start_line, span.start_col, span.start_line, span.start_col)
    holding = [s for s in found if inside(span, s.head)] or [s for s in found if inside(start, s.full)]
    return min(holding, key=lambda s: _size(s.full)) if holding else None
