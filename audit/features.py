"""Surface features of one snippet: what a reader sees without understanding the code.

Every feature is a number computed from the text, its tokens and its syntax tree: line and
paragraph counts, idioms (``else`` after ``return``, ``x = x + 1``, ``while``, comprehensions),
imports, identifier statistics, type-hint presence, token counts, the docstring's layout and first
line, and ruff diagnostics (counted per rule code, from one batch run). The edition-dependent parts
(which ruff codes and which docstring openers get a column) are chosen from the snippets alone,
never from the key, so a classifier on these features is an attacker that cannot read code.
"""

from __future__ import annotations

import ast
import functools
import io
import tokenize
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from audit.lint import ruff_diagnostics
from core.surface import docstring_of, identifiers, idiom_counts, words
from core.syntax import ast_function_named

TOP_CODES = 12
TOP_OPENERS = 6
BUILTIN_CALLS = frozenset(
    {
        "min",
        "max",
        "sum",
        "sorted",
        "len",
        "any",
        "all",
        "abs",
        "round",
        "range",
        "zip",
        "enumerate",
        "map",
        "filter",
        "reversed",
        "divmod",
        "isinstance",
    }
)


@dataclass(frozen=True)
class FeatureTable:
    """Rows are snippets (in the order given), columns are named features."""

    names: tuple[str, ...]
    matrix: np.ndarray
    diagnostics: tuple[Counter, ...]

    def column(self, name: str) -> np.ndarray:
        return self.matrix[:, self.names.index(name)]


@functools.lru_cache(maxsize=4096)
def function_name(code: str) -> str:
    try:
        func = ast_function_named(ast.parse(code))
    except SyntaxError:
        return ""
    return func.name if func else ""


def _tokens(code: str) -> Counter:
    counts: Counter = Counter()
    try:
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER):
                continue
            counts["tokens"] += 1
            if token.type == tokenize.OP:
                counts["operators"] += 1
                if token.string in ("<", "<=", ">", ">=", "==", "!="):
                    counts["comparisons"] += 1
            elif token.type == tokenize.NUMBER:
                counts["numbers"] += 1
            elif token.type == tokenize.STRING:
                counts["strings"] += 1
            elif token.type == tokenize.NAME and token.string in ("and", "or", "not"):
                counts["bool_ops"] += 1
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return counts


def _syntax(code: str) -> dict[str, float]:
    out: Counter = Counter()
    try:
        tree = ast.parse(code)
    except SyntaxError:
        out["syntax_error"] = 1
        return dict(out)
    func = ast_function_named(tree)
    out.update(idiom_counts(tree))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in BUILTIN_CALLS:
                out["builtin_calls"] += 1
            if (
                node.func.id == "range"
                and node.args
                and isinstance(node.args[0], ast.Call)
                and isinstance(node.args[0].func, ast.Name)
                and node.args[0].func.id == "len"
            ):
                out["range_len"] += 1
    figures: dict[str, float] = dict(out)
    if func is not None:
        args = [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]
        figures["params"] = len(args)
        figures["defaults"] = len(func.args.defaults) + sum(d is not None for d in func.args.kw_defaults)
        figures["hinted_share"] = sum(a.annotation is not None for a in args) / len(args) if args else 1.0
        figures["return_hint"] = func.returns is not None
        figures["body_statements"] = len(func.body)
    return figures


def _layout(code: str) -> dict[str, float]:
    lines = code.rstrip("\n").split("\n")
    out: dict[str, float] = {"lines": len(lines), "blank_lines": sum(not line.strip() for line in lines)}
    paragraphs, in_text = 0, False
    for line in lines:
        if line.strip() and not in_text:
            paragraphs += 1
        in_text = bool(line.strip())
    out["paragraphs"] = paragraphs
    out["max_line_length"] = max((len(line) for line in lines), default=0)
    out["mean_line_length"] = sum(len(line) for line in lines) / max(len(lines), 1)
    out["indent_depth"] = max(((len(line) - len(line.lstrip())) // 4 for line in lines if line.strip()), default=0)
    doc = docstring_of(code)
    doc_lines = doc.split("\n") if doc else []
    first = doc_lines[0] if doc_lines else ""
    out["doc_lines"] = len(doc_lines)
    out["doc_words"] = len(words(doc))
    out["doc_first_words"] = len(words(first))
    out["doc_first_chars"] = len(first)
    out["doc_summary_blank"] = len(doc_lines) > 1 and not doc_lines[1].strip()
    quote_lines = [line.strip() for line in lines if '"""' in line or "'''" in line]
    out["doc_close_own_line"] = bool(quote_lines) and quote_lines[-1] in ('"""', "'''") and len(quote_lines) > 1
    out["doc_first_ends_period"] = first.rstrip().endswith(".")
    body_start = next((i for i, line in enumerate(lines) if line.strip().endswith('"""') and i > 0), 0)
    out["body_lines"] = sum(1 for line in lines[body_start + 1 :] if line.strip())
    return out


def _identifier_stats(code: str) -> dict[str, float]:
    names = identifiers(code)
    distinct = set(names)
    if not distinct:
        return {"identifiers": 0.0}
    return {
        "identifiers": float(len(distinct)),
        "identifier_mean_len": sum(map(len, distinct)) / len(distinct),
        "identifier_max_len": float(max(map(len, distinct))),
        "identifier_underscore_share": sum("_" in n for n in distinct) / len(distinct),
        "single_letter_names": float(sum(len(n) == 1 for n in distinct)),
        "identifier_reuse": len(names) / len(distinct),
    }


@functools.lru_cache(maxsize=4096)
def opener(code: str) -> str:
    """The first word of the docstring (lower case), '' when there is none."""
    found = words(docstring_of(code).split("\n", 1)[0])
    return found[0] if found else ""


def feature_table(codes: Sequence[str], diagnostics: Sequence[Counter] | None = None) -> FeatureTable:
    """The feature matrix of ``codes`` (ruff runs once over all of them unless given)."""
    diags = list(diagnostics) if diagnostics is not None else ruff_diagnostics(codes)
    rows = []
    for code, diag in zip(codes, diags):
        row: dict[str, float] = {}
        row.update(_layout(code))
        row.update(_syntax(code))
        row.update(_identifier_stats(code))
        row.update({k: float(v) for k, v in _tokens(code).items()})
        row["ruff_total"] = float(sum(diag.values()))
        rows.append(row)
    code_counts: Counter = Counter()
    for diag in diags:
        code_counts.update(set(diag))
    top_codes = [c for c, n in sorted(code_counts.items(), key=lambda kv: (-kv[1], kv[0])) if n >= 2][:TOP_CODES]
    openers = Counter(opener(code) for code in codes)
    top_openers = [w for w, n in sorted(openers.items(), key=lambda kv: (-kv[1], kv[0])) if w and n >= 2][:TOP_OPENERS]
    for row, code, diag in zip(rows, codes, diags):
        for rule in top_codes:
            row[f"ruff_{rule}"] = float(diag.get(rule, 0))
        first = opener(code)
        for word in top_openers:
            row[f"doc_opens_{word}"] = float(first == word)
    names = tuple(sorted({name for row in rows for name in row}))
    matrix = np.array([[float(row.get(name, 0.0)) for name in names] for row in rows], dtype=float)
    return FeatureTable(names, matrix.reshape(len(rows), len(names)), tuple(diags))
