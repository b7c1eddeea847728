"""Plain-language vocabulary of the mechanisms the operators plant.

A reviewer who has never seen the key explains a defect in their own words: "the check is
inverted", "it never validates the date", "floors instead of rounding up", "undercounts by one".
Each *concept* below lists the phrases (base forms: the key adds their real inflections, see
``generator/corpus/keyterms.py``) in which a plain explanation names one mechanism. Every mechanism
label an operator or replacement carries maps to one or more concepts (:func:`concepts_of`); the
key's keyword group of a fault is that vocabulary plus the operator's own phrases and the repaired
code (``generator/corpus/keygroups.py``).

The vocabulary is public (it ships with the toolkit), so the audit's stuffing paragraph names all
of it (``audit/responders.py``); the scorer's anti-stuffing rule is what keeps such a paragraph
from earning credit (``scoring/keywords.py``).

No phrase is code text or a single letter, digit or symbol, and none is a bare connective
("instead of", "should be"): a connective says nothing of the mechanism, so an unrelated explanation
would hit it.
"""

from __future__ import annotations


def _phrases(text: str) -> tuple[str, ...]:
    """A comma-separated list of phrases."""
    return tuple(p.strip() for p in text.split(",") if p.strip())


_MISSING = _phrases(
    "missing, forgot, forget, forgotten, omit, omitted, omission, leave out, left out, drop, dropped, "
    "remove, removed, deleted, lack, absent, skip, skipped, not included, not applied, never applied, no "
    "longer, ignore, ignored"
)

CONCEPTS: dict[str, tuple[str, ...]] = {
    "inverted": _phrases(
        "inverted, invert, negated, negate, negation, opposite, reversed, reverse, backwards, backward, "
        "flipped, flip, wrong way round, wrong way around, other way round, other way around, the wrong "
        "way, wrong branch, wrong polarity, missing not, extra not, stray not, spurious not"
    ),
    "comparison": _phrases(
        "comparison, compare, comparator, relational operator, comparison operator, wrong operator, "
        "strict, strictly, non-strict, inclusive, exclusive, less than, greater than, at least, at most, "
        "or equal, equal to, below, above, exceed, boundary, edge case"
    ),
    "off_by_one": _phrases(
        "off-by-one, off by one, fencepost, fence post, one too many, one too few, one extra, one more, "
        "one less, one fewer, one short, one past, by one, too many, too few, undercount, undercounts, "
        "undercounted, overcount, overcounts, overcounted, last element, first element, last item, first "
        "item, boundary, inclusive, exclusive, plus one, minus one"
    ),
    "constant": _phrases(
        "wrong constant, wrong value, wrong number, wrong limit, wrong bound, wrong threshold, wrong "
        "offset, constant, literal, magic number, hard-coded, hardcoded, threshold, limit, cutoff, "
        "cut-off, bound, upper bound, lower bound, maximum, minimum, offset"
    ),
    "arithmetic": _phrases(
        "arithmetic, arithmetic operator, wrong operator, formula, miscalculate, miscompute, wrong sign, "
        "add, addition, plus, sum, subtract, subtraction, minus, difference, multiply, multiplication, "
        "times, product, divide, division, quotient, ratio, modulo, remainder, power, exponent, squared"
    ),
    "accumulate": _phrases(
        "overwrite, overwritten, replace, replaced, reset, accumulate, accumulated, accumulator, "
        "cumulative, running total, running sum, only the last, discard, augmented assignment, not added, "
        "never added"
    ),
    "swap": _phrases(
        "swapped, swap, wrong order, order of the arguments, argument order, arguments are reversed, "
        "transposed, reversed, reverse, backwards, flipped, other way round, other way around, wrong way "
        "round, wrong way around, opposite, inverted, wrong direction, sign reversed, sign flipped, "
        "negated, negate, negation, mixed up"
    ),
    "rounding": _phrases(
        "floor division, integer division, true division, float division, real division, floor, ceil, "
        "ceiling, round, rounding, round down, round up, truncate, truncation, fraction, fractional, "
        "decimal, float, whole number, integer, remainder, division, divide, quotient"
    ),
    "function": _phrases(
        "wrong function, wrong method, wrong call, wrong builtin, misuse, mixed up, confused, confuse"
    ),
    "logic": (
        *_phrases(
            "missing condition, missing clause, only checks, only tests, only handles, clause, sub-condition, "
            "conjunct, disjunct, logical operator, connector, and instead of or, or instead of and"
        ),
        *_MISSING,
    ),
    "missing": (*_MISSING, *_phrases("never added, never updated, never stored, never adds, never updates")),
    "guard": _phrases(
        "missing check, no check, not check, never check, without check, doesn't check, unchecked, "
        "missing validation, no validation, never validate, not validate, without validate, doesn't "
        "validate, unvalidated, validation, missing guard, no guard, guard, edge case, special case, "
        "corner case, early return, not handled, unhandled, not rejected"
    ),
    "sign": _phrases("sign, negative, negated, minus, opposite sign, absolute value, wrong sign, sign flipped"),
    "loop_control": _phrases(
        "break, continue, stop early, stops early, exit the loop, end the loop, leave the loop, early, "
        "keep going, does not stop, skip"
    ),
    "default": _phrases(
        "mutable default, default argument, default list, default dict, shared between calls, shared "
        "across calls, persist between calls, persist across calls, same list, same object, fresh list, "
        "new list"
    ),
    "excess": _phrases(
        "extra condition, unnecessary, spurious, extra check, falsy, truthiness, truthy, exclude, filter, zero, empty"
    ),
    "none_check": _phrases(
        "truthiness, truthy, falsy, none check, check for none, zero, empty, treated as missing, treated as none, "
        "treated as absent, counts as missing, counts as none, conflates, not the same as none"
    ),
    "precedence": _phrases(
        "precedence, parentheses, parenthesis, parenthesised, parenthesized, brackets, grouping, grouped, "
        "order of operations, evaluated first, binds tighter, binds more tightly"
    ),
    "variable": _phrases(
        "wrong variable, wrong name, wrong list, wrong argument, wrong index, mixed up, confused, confuse, swapped"
    ),
    "transform": (*_phrases("not converted, not normalised, not normalized"), *_MISSING),
}

# Mechanism labels (``Operator.mechanism``, ``Replacement.mechanism``) -> concepts. A label not
# listed falls back on its words (:func:`concepts_of`).
MECHANISMS: dict[str, tuple[str, ...]] = {
    "inverted condition": ("inverted",),
    "missing negation": ("inverted",),
    "wrong comparison operator": ("comparison", "inverted"),
    "off-by-one": ("off_by_one",),
    "wrong constant": ("constant", "off_by_one"),
    "wrong constant (off-by-one)": ("constant", "off_by_one"),
    "wrong arithmetic operator": ("arithmetic",),
    "missing sign change": ("sign", "arithmetic"),
    "accumulator overwritten instead of updated": ("accumulate",),
    "swapped arguments": ("swap",),
    "wrong rounding": ("rounding",),
    "wrong division (true vs floor)": ("rounding",),
    "wrong function or method": ("function",),
    "wrong logical connector": ("logic",),
    "missing condition in a logical connector": ("logic",),
    "missing edge-case guard": ("guard", "missing"),
    "missing statement": ("missing",),
    "missing term": ("missing",),
    "missing transformation": ("transform",),
    "sign error": ("sign",),
    "wrong sign handling": ("sign",),
    "wrong loop control": ("loop_control",),
    "mutable default argument": ("default",),
    "excess condition": ("excess",),
    "wrong variable": ("variable",),
    "none check made a truthiness check": ("none_check",),
    "operator precedence": ("precedence",),
}

_WORD_CONCEPTS = (
    ("negat", "inverted"),
    ("invert", "inverted"),
    ("comparison", "comparison"),
    ("off-by-one", "off_by_one"),
    ("constant", "constant"),
    ("arithmetic", "arithmetic"),
    ("swap", "swap"),
    ("round", "rounding"),
    ("division", "rounding"),
    ("function", "function"),
    ("method", "function"),
    ("logical", "logic"),
    ("guard", "guard"),
    ("missing", "missing"),
    ("sign", "sign"),
    ("loop", "loop_control"),
    ("default", "default"),
    ("variable", "variable"),
)


def concepts_of(mechanism: str) -> tuple[str, ...]:
    """The concepts of one mechanism label: its entry in :data:`MECHANISMS`, else the concepts its
    words name (``"missing ... guard"`` -> missing, guard); () for a label naming none."""
    label = " ".join(mechanism.lower().split())
    if label in MECHANISMS:
        return MECHANISMS[label]
    return tuple(dict.fromkeys(concept for cue, concept in _WORD_CONCEPTS if cue in label))


def vocabulary(mechanism: str) -> tuple[str, ...]:
    """Every phrase of the mechanism's concepts, in order, each once."""
    return tuple(dict.fromkeys(p for concept in concepts_of(mechanism) for p in CONCEPTS[concept]))


def all_phrases() -> tuple[str, ...]:
    """Every phrase of every concept (the public vocabulary a stuffing paragraph can copy)."""
    return tuple(dict.fromkeys(p for phrases in CONCEPTS.values() for p in phrases))
