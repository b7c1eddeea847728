"""Responders that do not understand code. Each returns one response text per snippet id, in the
answer format of the prompts, so the project's own scorer grades it exactly like a model."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from audit.lint import smells
from operators.engine import FunctionMutator
from operators.registry import all_operators
from operators.vocabulary import all_phrases


def response(verdict: bool, lines: Sequence[int] = (), explanation: str = "") -> str:
    shown = ", ".join(str(n) for n in sorted(set(lines))) if lines else "none"
    return f"DEFECT: {'yes' if verdict else 'no'}\nLINES: {shown}\nEXPLANATION: {explanation}".rstrip() + "\n"


def constant(ids: Sequence[str], verdict: bool) -> dict[str, str]:
    return {sid: response(verdict) for sid in ids}


def by_verdicts(verdicts: Mapping[str, bool]) -> dict[str, str]:
    return {sid: response(v) for sid, v in verdicts.items()}


def lint(ids: Sequence[str], diagnostics: Sequence) -> dict[str, str]:
    """Yes when ruff reports a style or correctness smell on the snippet."""
    return {sid: response(smells(diag) > 0) for sid, diag in zip(ids, diagnostics)}


@functools.lru_cache(maxsize=1)
def stuffing_paragraph() -> str:
    """One fixed paragraph naming every mechanism the toolkit plants: every operator's title,
    mechanism and keyword phrases, those of the replacements its own examples produce, and the
    whole plain-language vocabulary the key's groups draw on (operators/vocabulary.py; all public:
    the operator catalogue ships with the toolkit)."""
    phrases: list[str] = []

    def add(text: str | None) -> None:
        if text and text not in phrases:
            phrases.append(text)

    for op in all_operators():
        add(op.title)
        add(op.mechanism)
        for group in op.keywords:
            for phrase in group:
                add(phrase)
        for example in op.examples:
            if example.must_not_fire:
                continue
            try:
                edits = FunctionMutator(example.before).plan([op])
            except Exception:  # an example the engine cannot plan adds no phrase
                continue
            for edit in edits:
                add(edit.replacement.mechanism)
                for group in edit.replacement.keywords:
                    for phrase in group:
                        add(phrase)
    for phrase in all_phrases():
        add(phrase)
    return "The defect may be " + "; ".join(" ".join(p.split()) for p in phrases) + "."


def stuffing(verdicts: Mapping[str, bool]) -> dict[str, str]:
    """Yes where the surface classifier says yes; the same paragraph on every snippet."""
    paragraph = stuffing_paragraph()
    return {sid: response(v, explanation=paragraph) for sid, v in verdicts.items()}
