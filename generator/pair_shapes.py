"""The shape of an interacting pair (the hard tier): how its two faults relate in the code.

A hard item is two faults on one def-use chain (``operators/higher_order.interacting``). Its *shape*
is the relation between the two statements that hold them, read from the seed's syntax tree with
libcst (``generator/statement_index.py``, built once per seed text). Shapes, tried in this order:

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

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass

import libcst as cst

from core.model import Mutant, Span
from generator.statement_index import Statement, inside, statement_of

MIN_APART = 3  # the later fault's first line minus the earlier one's last line, at least
SAME_STATEMENT = "pair:same-statement"
TOO_CLOSE = "pair:too-close"


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
    if guard.kind in ("if", "while") and guard.body is not None and inside(other.head, guard.body):
        return True
    return (
        guard.exits
        and other.head.start_line > guard.full.end_line
        and inside(other.head, guard.block)
        and inside(guard.full, other.block)
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
        if cond.kind == "if" and cond.orelse is not None and inside(other.head, cond.orelse):
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
