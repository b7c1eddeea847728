"""Rendering the generated pytest file (templates/test_item.py.j2) from search results.

The file is plain text built only from literals (and ``Decimal``/``Fraction``/``date`` calls of
literals, imported at its top when used), so it is byte-for-byte deterministic for the same search
result, readable, and runnable without redpen installed. Values of the seed's own classes
(``Point(x=1, y=2)``, ``Color.RED``) are built from the classes of the module under test: each case
is then a ``lambda Color, Point: [...]`` the test calls with that module's classes.
"""

from __future__ import annotations

import ast
import re

from core.render import render
from killability import objects, values
from killability.compare import ABS_TOL
from killability.model import Call, SearchResult

TEMPLATE = "test_item.py.j2"


def _tuple_literal(items: tuple[str, ...]) -> str:
    if len(items) == 1:
        return f"({items[0]},)"
    return f"({', '.join(items)})"


def call_literal(call: Call) -> str:
    """``Call((args...), returns=...)`` / ``Call((args...), raises='ValueError')`` as source text;
    keyword-only arguments as ``kwargs={'name': value}``."""
    parts = [_tuple_literal(call.args)]
    if call.expected.kind == "raises":
        parts.append(f"raises={call.expected.value!r}")
    else:
        parts.append(f"returns={call.expected.value}")
    if call.after is not None:
        parts.append(f"args_after={_tuple_literal(call.after)}")
    if call.kwargs:
        parts.append("kwargs={" + ", ".join(f"{name!r}: {value}" for name, value in call.kwargs) + "}")
    return f"Call({', '.join(parts)})"


def class_names(texts: list[str]) -> tuple[str, ...]:
    """The classes of the module under test that the values name (``Point(x=1)``, ``Color.RED``)."""
    found: set[str] = set()
    for text in texts:
        if not text or not any(ch.isalpha() for ch in text):
            continue
        try:
            tree = ast.parse(text, mode="eval")
        except SyntaxError:
            continue
        found |= objects.class_names(tree)
    return tuple(sorted(found - set(values.CONSTRUCTORS) - set(objects.NAMED) - {"Decimal", "Fraction", "date"}))


def test_function_name(name: str) -> str:
    """A valid test function name from any label ("count_late ROR#3" -> "test_count_late_ror_3")."""
    cleaned = re.sub(r"\W+", "_", name).strip("_").lower() or "item"
    if cleaned[0].isdigit():
        cleaned = "_" + cleaned
    return cleaned if cleaned.startswith("test_") else f"test_{cleaned}"


def render_test(
    cases: SearchResult,
    *,
    test_name: str,
    function: str | None = None,
    default_subject: str = "subject.py",
    file_name: str = "test_item.py",
) -> str:
    """The generated test file for the distinguishing and agreeing cases of a search."""
    texts = [
        text
        for case in (*cases.witnesses, *cases.agreeing)
        for call in case.calls
        for text in (
            *call.args,
            *(v for _, v in call.kwargs),
            *(call.after or ()),
            call.expected.value if call.expected.kind == "returns" else "",
        )
    ]
    return render(
        TEMPLATE,
        value_imports=values.imports(texts),
        classes=class_names(texts),
        function=function or cases.function,
        test_name=test_function_name(test_name),
        default_subject=default_subject,
        file_name=file_name,
        distinguishing=[[call_literal(c) for c in case.calls] for case in cases.witnesses],
        agreeing=[[call_literal(c) for c in case.calls] for case in cases.agreeing],
        tolerance=repr(ABS_TOL),
    )
