"""The examples a seed's docstring states, as calls with their stated results (the gold audit runs
the target and its clean control on each: both must give the stated result).

Two forms are read from the target's docstring:

* doctest sessions (``>>> median([1, 3, 5])`` and the expected output on the next line), parsed by
  the standard ``doctest`` parser; a session may bind names first (``>>> x = [1, 2]``);
* inline examples, ``name(<literal arguments>) -> <literal>`` or ``== <literal>`` (``ckd_stage(59.9,
  3) -> "G3a/A2".``): the call's arguments and the result must be Python literals.

Only the seed library's own text is read here, in the sandbox child that runs the seed.
"""

from __future__ import annotations

import ast
import doctest
import re
from dataclasses import dataclass
from typing import Any

from killability.compare import same

_ARROW = re.compile(r"\s*(?:->|==|→)\s*")


@dataclass(frozen=True)
class Example:
    call: str  # the call as the docstring writes it
    setup: tuple[str, ...]  # doctest statements run before it (``x = [1, 2]``), in order
    expected: Any  # the stated result (a literal), or the doctest's output text when it is not one
    literal: bool  # whether ``expected`` is a value (else: compare ``repr`` with the output text)


def examples(doc: str, name: str) -> list[Example]:
    """The stated examples of function ``name`` in ``doc``, in the order written."""
    return _doctests(doc, name) + _inline(doc, name)


def _doctests(doc: str, name: str) -> list[Example]:
    try:
        parsed = doctest.DocTestParser().get_examples(doc)
    except ValueError:  # a malformed session: no examples read from it
        return []
    out: list[Example] = []
    setup: list[str] = []
    for example in parsed:
        source = example.source.strip()
        want = example.want.strip()
        if not want:
            setup.append(source)
            continue
        if not _calls(source, name):
            continue
        try:
            out.append(Example(source, tuple(setup), ast.literal_eval(want), True))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            out.append(Example(source, tuple(setup), want, False))
    return out


def _calls(source: str, name: str) -> bool:
    """Whether ``source`` is a call of ``name`` itself (not ``sorted(name(x))``)."""
    try:
        node = ast.parse(source, mode="eval").body
    except SyntaxError:
        return False
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name


def _closing(text: str, start: int) -> int:
    """The index just past the parenthesis that closes the one at ``start``, or -1."""
    depth = 0
    quote = ""
    for index in range(start, len(text)):
        ch = text[index]
        if quote:
            if ch == quote and text[index - 1] != "\\":
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return index + 1
    return -1


def _literal_prefix(text: str) -> tuple[bool, Any]:
    """The longest prefix of ``text`` (up to the end of its line or sentence) that is a literal."""
    line = text.split("\n\n")[0].replace("\n", " ")[:300]
    for end in range(len(line), 0, -1):
        if end < len(line) and line[end] not in " .,;:)":
            continue
        try:
            return True, ast.literal_eval(line[:end].strip())
        except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
            continue
    return False, None


def _inline(doc: str, name: str) -> list[Example]:
    out: list[Example] = []
    for match in re.finditer(rf"(?<![\w.>]){re.escape(name)}\(", doc):
        if doc[: match.start()].rstrip().endswith(">>>"):
            continue
        end = _closing(doc, match.end() - 1)
        if end < 0:
            continue
        arrow = _ARROW.match(doc, end)
        if not arrow:
            continue
        ok, expected = _literal_prefix(doc[arrow.end() :])
        call = " ".join(doc[match.start() : end].split())
        if ok and _calls(call, name) and _literal_call(call):
            out.append(Example(call, (), expected, True))
    return out


def _literal_call(call: str) -> bool:
    try:
        node = ast.parse(call, mode="eval").body
        if not isinstance(node, ast.Call):
            return False
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            ast.literal_eval(arg)
        return all(k.arg for k in node.keywords)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        return False


def call_args(example: Example, namespace: dict[str, Any]) -> tuple[tuple, dict] | None:
    """The arguments of the example's call (its setup run in ``namespace`` first), or None when they
    cannot be worked out."""
    try:
        for statement in example.setup:
            exec(compile(statement, "<docstring example>", "exec"), namespace)
        node = ast.parse(example.call, mode="eval").body
        if not isinstance(node, ast.Call):
            return None
        args = tuple(eval(compile(ast.Expression(a), "<example>", "eval"), namespace) for a in node.args)
        kwargs = {
            str(k.arg): eval(compile(ast.Expression(k.value), "<example>", "eval"), namespace) for k in node.keywords
        }
        return args, kwargs
    except Exception:  # a statement of the docstring that does not run: no example
        return None


def as_stated(result: Any, example: Example) -> bool:
    """``result`` is what the docstring states: the literal (a float as far as its digits go), or
    the doctest output text."""
    if not example.literal:
        return repr(result) == example.expected
    return _matches(result, example.expected)


def _matches(result: Any, expected: Any) -> bool:
    if isinstance(expected, float) and isinstance(result, (int, float)) and not isinstance(result, bool):
        digits = len(repr(expected).split(".")[-1]) if "." in repr(expected) and "e" not in repr(expected) else 9
        return same(result, expected) or abs(result - expected) <= 0.5 * 10**-digits
    if isinstance(expected, (list, tuple)) and isinstance(result, (list, tuple)):
        return (
            len(result) == len(expected)
            and same(type(result)(), type(expected)())
            and all(_matches(r, e) for r, e in zip(result, expected))
        )
    return same(result, expected)
