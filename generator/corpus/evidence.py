"""Key explanations rendered from the item's own evidence (templates/explanation.j2).

Every statement is a fact of the item, never an operator's generic claim: each changed line of the
defective snippet against its reference twin (``line 5: `return (d - 1) * r` where the correct
version has `return d * r```), and one concrete witness found by the differential search (``For
example, `overdue_fine(3, 5)` returns 10; the docstring requires 15.``). Lines are the snippet's own
fault lines; the witness is the same call for the original and the disguised snippet (the gate runs
one test file on both, positionally), written with each snippet's own function name.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from core.render import render
from killability.compare import CHANGES_ARGUMENTS, tuple_text
from killability.model import Case

TEMPLATE = "explanation.j2"
_MAX_SHOWN = 120  # characters of a code line quoted in an explanation


@dataclass(frozen=True)
class Evidence:
    call: str  # e.g. overdue_fine(3, 5); for a sequence the calls joined by "; "
    shown: str  # the call as the explanation quotes it (markdown code)
    got: str  # what the defective snippet does: "returns 10", "raises ValueError"
    requires: str  # what the reference does: "15", "raising ValueError"
    witness: str  # a WITNESS line that reproduces it ("" when the required outcome is not a value)


def _quote(text: str) -> str:
    text = text.strip()
    if len(text) > _MAX_SHOWN:
        text = text[: _MAX_SHOWN - 1] + "…"
    return f"`{text}`"


def _lines(numbers: Sequence[int]) -> str:
    if len(numbers) == 1:
        return f"line {numbers[0]}"
    return "lines " + ", ".join(str(n) for n in numbers[:-1]) + f" and {numbers[-1]}"


def code_changes(code: str, reference: str, fault_lines: Sequence[int]) -> list[str]:
    """The exact code change on the fault lines, one sentence per changed block; every line number
    named is one of ``fault_lines``."""
    ours, theirs = code.splitlines(), reference.splitlines()
    faults = sorted(set(fault_lines))
    sentences: list[str] = []
    matcher = difflib.SequenceMatcher(None, theirs, ours, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        named = (
            [n for n in faults if j1 + 1 <= n <= j2] or [min(faults, key=lambda n: (abs(n - j1), n))] if faults else []
        )
        if not named:
            continue
        where = _lines(named)
        now = " ".join(line.strip() for line in ours[j1:j2])
        was = " ".join(line.strip() for line in theirs[i1:i2])
        if tag == "replace":
            sentences.append(f"On {where}, {_quote(now)} stands where the correct version has {_quote(was)}.")
        elif tag == "delete":
            sentences.append(f"Next to {where}, the correct version's {_quote(was)} is missing.")
        else:
            sentences.append(f"On {where}, {_quote(now)} is not in the correct version.")
    return sentences


def evidence(case: Case | None, function: str) -> Evidence | None:
    if case is None or not case.calls:
        return None
    calls = [f"{function}({c.arguments()})" for c in case.calls]
    last = case.calls[-1]
    got = case.note.removeprefix("the other function ") or "behaves differently"
    if len(calls) == 1:
        shown = _quote(calls[0])
    else:
        shown = "after " + ", ".join(_quote(c) for c in calls[:-1]) + f", the call {_quote(calls[-1])}"
    if last.expected.kind == "returns" and got.startswith(CHANGES_ARGUMENTS) and last.after is not None:
        requires = tuple_text(last.after)  # the same value returned: the arguments tell them apart
        witness = ""
    elif last.expected.kind == "returns":
        requires = last.expected.value
        witness = f"{calls[0]} -> {requires}" if len(calls) == 1 and last.after is None else ""
    else:
        requires = f"raising {last.expected.value}"
        witness = ""
    return Evidence(call="; ".join(calls), shown=shown, got=got, requires=requires, witness=witness)


def best_case(cases: Sequence[Case]) -> Case | None:
    """The witness to quote: a single call with a required value, else the first case."""
    for case in cases:
        if len(case.calls) == 1 and case.calls[0].expected.kind == "returns" and case.calls[0].after is None:
            return case
    return cases[0] if cases else None


def explanation(code: str, reference: str, fault_lines: Sequence[int], case: Case | None, function: str) -> str:
    """The key explanation of one defective snippet, from its own evidence."""
    found = evidence(case, function)
    return render(TEMPLATE, changes=code_changes(code, reference, fault_lines), witness=found).strip()


class VariantLike(Protocol):
    """What :func:`variant_explanation` reads (a ``generator.items.VariantSnippet``)."""

    code: str
    reference_code: str
    fault_lines: tuple[int, ...]
    function: str


def variant_explanation(variant: VariantLike, cases: Sequence[Case]) -> str:
    """The explanation of a defective variant, quoting the best witness of ``cases``."""
    return explanation(variant.code, variant.reference_code, variant.fault_lines, best_case(cases), variant.function)
