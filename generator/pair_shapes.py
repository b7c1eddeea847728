"""The shape of an interacting pair (the hard tier): how its two faults relate in the code.

A hard item is two faults on one def-use chain (``operators/higher_order.interacting``). Its *shape*
is the relation between the two statements that hold them, read from the seed's syntax tree with
libcst (the statement index is built once per seed text). Shapes, tried in this order:

- ``index-shift``: both faults move a value by one (a loop bound or index shifted, then half
  compensated: the one template the hard tier had before it had shapes);
- ``accumulator``: an accumulator's initial value, and its update inside a loop;
- ``condition-else``: an ``if``'s condition, and a statement of its ``else``/``elif`` branch;
- ``guard``: a condition, and the computation it protects (in its body, or after an ``if`` that
  leaves early: ``return``/``raise``/``break``/``continue``);
- ``value-flow``: a value computed wrong in one statement and consumed wrong in another;
- ``caller-callee``: a caller and its callee: the PR track's (a snippet is one function, so the
  classifier never gives it);
- ``other``: linked otherwise.

The rule before the gate (:func:`rule`): the two faults sit in different statements and at least
``MIN_APART`` lines apart; other pairs are rejected (``pair:same-statement``, ``pair:too-close``)
and counted in the build summary. Each shape carries hand-written examples (``Shape.examples``),
checked by ``tests/test_pair_shapes.py``.
"""

from __future__ import annotations

import functools
import textwrap
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from core.model import Mutant, Span
from core.syntax import function_named

MIN_APART = 3  # the later fault's first line minus the earlier one's last line, at least
SAME_STATEMENT = "pair:same-statement"
TOO_CLOSE = "pair:too-close"
UPDATES = frozenset({"append", "extend", "add", "update", "insert", "appendleft", "setdefault", "pop", "remove"})


@dataclass(frozen=True)
class PairExample:
    """A hand-written pair: ``code`` (a module with one function) and the two faults, each the
    fragment of ``code`` it replaces (found exactly once) and its defective text."""

    code: str
    first: tuple[str, str]
    second: tuple[str, str]


@dataclass(frozen=True)
class Shape:
    name: str
    description: str
    examples: tuple[PairExample, ...] = ()
    planted: bool = True  # False: named for the PR track, never given for a snippet


@dataclass(frozen=True)
class Fault:
    """What the classifier reads of one fault: where it is in the seed's module, and its texts."""

    span: Span
    before: str
    after: str


# ------------------------------------------------------------------------------- the statement index


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


def _inside(inner: Span, outer: Span) -> bool:
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
    inside = [s for s in found if _inside(span, s.head)] or [s for s in found if _inside(start, s.full)]
    return min(inside, key=lambda s: _size(s.full)) if inside else None


# ------------------------------------------------------------------------------- the rule and the shapes


def rule(source: str, function: str, first: Span, second: Span) -> str | None:
    """Why a pair may not be planted (``pair:same-statement``, ``pair:too-close``), or None."""
    a, b = statement_of(source, function, first), statement_of(source, function, second)
    if a is not None and a == b:
        return SAME_STATEMENT
    earlier, later = sorted((first, second), key=lambda s: (s.start_line, s.start_col))
    if later.start_line - earlier.end_line < MIN_APART:
        return TOO_CLOSE
    return None


def lines_apart(fault_lines: Sequence[int]) -> bool:
    """Do a variant's fault lines fall in two groups at least MIN_APART lines apart?"""
    lines = sorted(fault_lines)
    return any(b - a >= MIN_APART for a, b in zip(lines, lines[1:]))


def shift(before: str, after: str) -> int:
    """+1/-1 when an edit moves a value up/down by one (``e`` -> ``e + 1``, ``3`` -> ``2``), else 0."""
    before, after = before.strip(), after.strip()
    if after in (f"{before} + 1", f"{before}+1") or before in (f"{after} - 1", f"{after}-1"):
        return 1
    if after in (f"{before} - 1", f"{before}-1") or before in (f"{after} + 1", f"{after}+1"):
        return -1
    try:
        change = int(after) - int(before)
    except ValueError:
        return 0
    return change if change in (1, -1) else 0


def _accumulator(init: Statement, update: Statement) -> bool:
    if not init.inits or not update.loops:
        return False
    loop = update.loops[-1]
    return (
        loop.start_line > init.full.end_line
        and init.loops == update.loops[: len(init.loops)]
        and bool(init.inits & update.defs)
    )


def _guarded(guard: Statement, other: Statement) -> bool:
    if guard.kind in ("if", "while") and guard.body is not None and _inside(other.head, guard.body):
        return True
    return (
        guard.exits
        and other.head.start_line > guard.full.end_line
        and _inside(other.head, guard.block)
        and _inside(guard.full, other.block)
    )


def classify_faults(source: str, function: str, first: Fault, second: Fault) -> str:
    """The pair's shape name (a key of SHAPES, or ``pair:same-statement``)."""
    a, b = statement_of(source, function, first.span), statement_of(source, function, second.span)
    if a is None or b is None:
        return "other"
    if a == b:
        return SAME_STATEMENT
    if (b.head.start_line, b.head.start_col) < (a.head.start_line, a.head.start_col):
        a, b = b, a
    if shift(first.before, first.after) and shift(second.before, second.after):
        return "index-shift"
    if _accumulator(a, b):
        return "accumulator"
    for cond, other in ((a, b), (b, a)):
        if cond.kind == "if" and cond.orelse is not None and _inside(other.head, cond.orelse):
            return "condition-else"
    if _guarded(a, b) or _guarded(b, a):
        return "guard"
    if a.defs & b.uses or b.defs & a.uses:
        return "value-flow"
    return "other"


def classify(mutant: Mutant) -> str:
    """A two-site mutant's shape (its sites' spans are positions in ``mutant.original``)."""
    if len(mutant.sites) != 2:
        return ""
    one, two = (Fault(s.span, s.before, s.after) for s in mutant.sites)
    return classify_faults(mutant.original, mutant.function, one, two)


def example_faults(example: PairExample) -> tuple[str, Fault, Fault]:
    """An example's function name and its two faults, located in its code."""
    module = cst.parse_module(example.code)
    name = next(s.name.value for s in module.body if isinstance(s, cst.FunctionDef))
    faults = []
    for fragment, defective in (example.first, example.second):
        at = example.code.index(fragment)
        line = example.code.count("\n", 0, at) + 1
        col = at - (example.code.rfind("\n", 0, at) + 1)
        end = at + len(fragment)
        end_line = example.code.count("\n", 0, end) + 1
        end_col = end - (example.code.rfind("\n", 0, end) + 1)
        faults.append(Fault(Span(line, col, end_line, end_col), fragment, defective))
    return name, faults[0], faults[1]


def _code(text: str) -> str:
    """An example's module, written as an indented block."""
    return textwrap.dedent(text).lstrip("\n")


SHAPES: dict[str, Shape] = {
    shape.name: shape
    for shape in (
        Shape(
            "index-shift",
            "a loop bound or index moved by one, and another moved back: the shift half compensated",
            (
                PairExample(
                    _code("""
    def rising_steps(heights):
        count = 0
        last = len(heights) - 1
        for i in range(last):
            here = heights[i]
            if heights[i + 1] > here:
                count += 1
        return count
    """),
                    ("len(heights) - 1", "len(heights)"),
                    ("i + 1", "i"),
                ),
            ),
        ),
        Shape(
            "accumulator",
            "an accumulator's initial value, and its update inside the loop",
            (
                PairExample(
                    _code("""
    def longest_run(flags):
        best = 0
        run = 0
        for flag in flags:
            if flag:
                run += 1
                best = max(best, run)
            else:
                run = 0
        return best
    """),
                    ("best = 0", "best = None"),
                    ("max(best, run)", "min(best, run)"),
                ),
                PairExample(
                    _code("""
    def words_longer_than(words, size):
        found = []
        for word in words:
            word = word.strip()
            if word:
                found.append(word.lower())
        return found
    """),
                    ("[]", "[words[0]]"),
                    ("found.append(word.lower())", "found.extend(word.lower())"),
                ),
            ),
        ),
        Shape(
            "condition-else",
            "an if's condition, and a statement of its else branch",
            (
                PairExample(
                    _code("""
    def shipping_cost(weight, express):
        if weight <= 2:
            cost = 5
        else:
            extra = weight - 2
            cost = 5 + extra * 3
        return cost * 2 if express else cost
    """),
                    ("weight <= 2", "weight < 2"),
                    ("extra * 3", "extra * 2"),
                ),
            ),
        ),
        Shape(
            "guard",
            "a condition, and the computation it protects (its body, or what follows an early exit)",
            (
                PairExample(
                    _code("""
    def discount_price(price, coupons):
        if coupons and price >= 10:
            best = max(coupons)
            cut = min(best, 50)
            return price - price * cut // 100
        return price
    """),
                    ("price >= 10", "price > 10"),
                    ("price * cut // 100", "price * cut / 100"),
                ),
                PairExample(
                    _code("""
    def widest_gap(slots):
        if len(slots) < 2:
            return 0
        ordered = sorted(slots)
        gaps = [b - a for a, b in zip(ordered, ordered[1:])]
        return max(gaps)
    """),
                    ("len(slots) < 2", "not slots"),
                    ("max(gaps)", "min(gaps)"),
                ),
            ),
        ),
        Shape(
            "value-flow",
            "a value computed wrong in one statement and consumed wrong in a later one",
            (
                PairExample(
                    _code("""
    def average_speed(distance_km, minutes):
        hours = minutes / 60
        if hours <= 0:
            return 0.0
        speed = distance_km / hours
        return round(speed, 1)
    """),
                    ("minutes / 60", "minutes // 60"),
                    ("distance_km / hours", "hours / distance_km"),
                ),
            ),
        ),
        Shape("caller-callee", "a caller and its callee (the PR track: a snippet is one function)", planted=False),
        Shape(
            "other",
            "two statements related in none of the ways above (a parameter's default and its use)",
            (
                PairExample(
                    _code("""
    def tally(items, counts=None):
        if counts is None:
            counts = {}
        for item in items:
            counts[item] = counts.get(item, 0) + 1
        return counts
    """),
                    ("counts=None", "counts={}"),
                    ("counts.get(item, 0) + 1", "counts.get(item, 1) + 1"),
                ),
            ),
        ),
    )
}
PLANTED = tuple(name for name, shape in SHAPES.items() if shape.planted)
