"""Responders that do not understand code. Each returns one response text per snippet id, in the
answer format of the prompts, so the project's own scorer grades it exactly like a model."""

from __future__ import annotations

import ast
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


def snippet_names(code: str) -> list[str]:
    """The names a snippet binds or reads (function, parameters, variables), in order of first
    appearance; none when it does not parse."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.append(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.append(node.name)
        elif isinstance(node, ast.arg):
            names.append(node.arg)
    return list(dict.fromkeys(names))


def stuffing(verdicts: Mapping[str, bool], codes: Mapping[str, str] | None = None) -> dict[str, str]:
    """Yes where the surface classifier says yes; the same paragraph on every snippet, followed by
    the snippet's own names when ``codes`` are given (so the key's anchor rule, which only asks
    that an explanation name something of its snippet, does not hide loose keyword groups)."""
    paragraph = stuffing_paragraph()
    out = {}
    for sid, v in verdicts.items():
        names = snippet_names(codes[sid]) if codes and sid in codes else []
        out[sid] = response(v, explanation=paragraph + (" It concerns " + ", ".join(names) + "." if names else ""))
    return out
