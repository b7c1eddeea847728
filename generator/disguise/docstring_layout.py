"""One docstring layout for every snippet, whatever seed or author it came from.

Seeds were written by different hands: some close a multi-line docstring on its own line and some
after the last word, some wrap at 72 columns and some at 100, some end the first line with a full
stop. Those habits follow the seed, and the seed decides the variant (a transplant host writes the
disguised variant), so an audit classifier could read the variant from the layout alone (an edition
was refused at 61.7% disguised-versus-others on ``doc_first_ends_period`` and ``doc_close_own_line``).

``relayout`` gives every function docstring the same layout, in every variant alike:

- paragraphs (split at blank lines) are re-filled to ``WIDTH`` columns, counting the indentation and
  the opening quotes; a paragraph holding a doctest (``>>>``) or an indented block keeps its lines;
- a docstring that fits on one line with its quotes stays on one line; any other closes with its
  quotes on a line of their own.

Only whitespace between words changes: the words, their order and the paragraphs are kept, and the
code is untouched (``tests/test_docstring_layout.py`` checks both on generated docstrings).
"""

from __future__ import annotations

import inspect
import textwrap

import libcst as cst

WIDTH = 88  # ruff format's default line length, which formats every snippet afterwards
INDENT = 4  # ruff format's indentation


def relayout(code: str) -> str:
    """``code`` with every function docstring in the house layout."""
    return cst.parse_module(code).visit(_Layout()).code


def laid_out(literal: str, indent: int) -> str:
    """The docstring literal ``literal`` (quotes and prefix included) in the house layout, for a
    docstring indented by ``indent`` columns; unchanged when it is not a plain triple-quoted text."""
    prefix = literal[: len(literal) - len(literal.lstrip("rRuU"))]
    quotes = literal[len(prefix) : len(prefix) + 3]
    if quotes not in ('"""', "'''") or not literal.endswith(quotes) or len(literal) < len(prefix) + 6:
        return literal
    inner = literal[len(prefix) + 3 : -3]
    if "\\\n" in inner or not inner.strip():
        return literal
    lines = _filled(inspect.cleandoc(inner), indent)
    pad = " " * indent
    if len(lines) == 1 and indent + len(lines[0]) + 6 <= WIDTH and not lines[0].endswith(quotes[0]):
        return f"{prefix}{quotes}{lines[0]}{quotes}"
    body = "\n".join(pad + line if line else "" for line in lines[1:])
    return f"{prefix}{quotes}{lines[0]}\n{body}{chr(10) if body else ''}{pad}{quotes}"


def _filled(text: str, indent: int) -> list[str]:
    out: list[str] = []
    for paragraph in _paragraphs(text):
        if out:
            out.append("")
        if any(line.startswith((" ", "\t", ">>>")) for line in paragraph):
            out.extend(paragraph)  # a doctest or an indented block keeps its lines
            continue
        first = 3 if not out else 0  # the opening quotes share the first line
        wrapped = textwrap.wrap(
            " ".join(paragraph),
            width=max(WIDTH - indent, 20),
            initial_indent=" " * first,
            break_long_words=False,
            break_on_hyphens=False,
        )
        wrapped[0] = wrapped[0][first:]
        out.extend(wrapped)
    return out


def _paragraphs(text: str) -> list[list[str]]:
    paragraphs: list[list[str]] = [[]]
    for line in text.split("\n"):
        if line.strip():
            paragraphs[-1].append(line.rstrip())
        elif paragraphs[-1]:
            paragraphs.append([])
    return [p for p in paragraphs if p]


class _Layout(cst.CSTTransformer):
    def __init__(self) -> None:
        super().__init__()
        self.depth = 0

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self.depth += 1

    def leave_IndentedBlock(
        self, original_node: cst.IndentedBlock, updated_node: cst.IndentedBlock
    ) -> cst.IndentedBlock:
        self.depth -= 1
        return updated_node

    def leave_FunctionDef(self, original_node: cst.FunctionDef, updated_node: cst.FunctionDef) -> cst.FunctionDef:
        body = updated_node.body
        if not isinstance(body, cst.IndentedBlock) or not body.body:
            return updated_node
        line = body.body[0]
        if not (isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1):
            return updated_node
        expr = line.body[0]
        if not (isinstance(expr, cst.Expr) and isinstance(expr.value, cst.SimpleString)):
            return updated_node
        literal = laid_out(expr.value.value, (self.depth + 1) * INDENT)
        if literal == expr.value.value:
            return updated_node
        new_line = line.with_changes(body=[expr.with_changes(value=expr.value.with_changes(value=literal))])
        return updated_node.with_changes(body=body.with_changes(body=[new_line, *body.body[1:]]))
