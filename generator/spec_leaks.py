"""Specs state the contract, not the code: a docstring that holds a line's own code gives the fault
on that line away (the reviewer compares the line with the sentence instead of reasoning).

``leaks(source, function)`` maps each line of the target function to the first expression on it
whose code the docstring holds, normalized: both are read as token sequences (names, numbers,
strings, operators) without whitespace, parentheses and backticks, and only expressions with a
symbolic operator and at least three tokens count (``window_end < window_start``, ``n - 1``; not
``len(xs)``, whose tokens ``len xs`` prose writes too). ``redpen seeds --todo`` lists them; the
planner refuses a fault on such a line (reason ``spec:restates-code`` in the build summary).
"""

from __future__ import annotations

import ast
import io
import tokenize

_DROP = {"(", ")", "`", "``"}
_OPERATORS = {"<", "<=", ">", ">=", "==", "!=", "+", "-", "*", "/", "//", "%", "**", "[", "]", "+=", "-="}
_EXPRESSIONS = (ast.Compare, ast.BinOp, ast.Subscript, ast.BoolOp, ast.UnaryOp, ast.Call)


def _tokens(text: str) -> list[str]:
    out: list[str] = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            kept = tok.type in (tokenize.NAME, tokenize.NUMBER, tokenize.OP, tokenize.STRING) or (
                tok.type == tokenize.ERRORTOKEN and tok.string.strip()
            )
            if kept and tok.string not in _DROP:
                out.append(tok.string)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return out


def _prose_tokens(doc: str) -> list[str]:
    """The docstring read as code tokens, line by line (prose does not always tokenize whole)."""
    out: list[str] = []
    for line in doc.replace("`", " ").splitlines():
        out.extend(_tokens(line.strip() + "\n"))
    return out


def _holds(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return any(haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))


def leaks(source: str, function: str) -> dict[int, str]:
    """Line -> an expression on it (its source text) that the function's docstring holds."""
    tree = ast.parse(source)
    target = next(
        (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == function),
        None,
    )
    if target is None:
        return {}
    doc = ast.get_docstring(target)
    if not doc:
        return {}
    prose = _prose_tokens(doc)
    found: dict[int, str] = {}
    body = target.body[1:] if isinstance(target.body[0], ast.Expr) else target.body
    for statement in body:
        for node in ast.walk(statement):
            if not isinstance(node, _EXPRESSIONS) or node.lineno != node.end_lineno or node.lineno in found:
                continue
            text = ast.get_source_segment(source, node) or ""
            code = _tokens(text)
            if len(code) < 3 or not (set(code) & _OPERATORS):
                continue
            if _holds(prose, code):
                found[node.lineno] = text
    return found
