"""What a reader sees without understanding the code: idiom counts (``while`` loops, conditional
expressions, comprehensions, nested functions, imports...) and text statistics (docstring words,
identifier parts, word bags and their cosine).

The build and the audit share them, so the build balances exactly what the audit measures: the
clean-control parity rule (``generator/disguise/clean.py``: a control may not carry a marked idiom its fixed
twin lacks), the choice of a transplant host unlike its original (``generator/select.py``), and the
audit's surface classifier and similarity measures (``audit/features.py``, ``audit/similarity.py``).
"""

from __future__ import annotations

import ast
import functools
import io
import keyword
import math
import re
import tokenize
from collections import Counter

from core.syntax import ast_function_named

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9']*")
_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")

# Idioms that marked clean controls in the shipped library (an authored control is "another
# implementation", and authors reach for these where seed functions do not): measured on the
# library's fixed/clean pairs, each appears in the control and not in its fixed twin for 8 to 59
# of 311 seeds. A clean control may hold one only where its fixed twin does (as often).
MARKED_IDIOMS: tuple[str, ...] = (
    "while_loops",
    "ternaries",
    "nested_defs",
    "lambdas",
    "generator_exprs",
    "comprehensions",
    "imports",
    "local_imports",
    "else_after_return",
    "self_updates",
    "trys",
)


def _self_update(node: ast.Assign) -> bool:
    """``x = x + 1`` and friends: a plain assignment whose value is a binary operation on the target."""
    if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name) or not isinstance(node.value, ast.BinOp):
        return False
    name = node.targets[0].id
    return isinstance(node.value.left, ast.Name) and node.value.left.id == name


def _else_after_return(node: ast.If) -> bool:
    return (
        bool(node.orelse)
        and bool(node.body)
        and isinstance(node.body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break))
    )


# node type -> the idiom it counts as (checked in order; the first match counts)
_KINDS: tuple[tuple[type | tuple[type, ...], str], ...] = (
    ((ast.Import, ast.ImportFrom), "imports"),
    (ast.While, "while_loops"),
    (ast.For, "for_loops"),
    ((ast.ListComp, ast.SetComp, ast.DictComp), "comprehensions"),
    (ast.GeneratorExp, "generator_exprs"),
    (ast.Lambda, "lambdas"),
    (ast.AugAssign, "aug_assigns"),
    (ast.Assign, "assigns"),
    (ast.If, "ifs"),
    (ast.IfExp, "ternaries"),
    (ast.Return, "returns"),
    (ast.Try, "trys"),
    (ast.Raise, "raises"),
    ((ast.FunctionDef, ast.AsyncFunctionDef), "nested_defs"),
)


def idiom_counts(tree: ast.Module) -> Counter[str]:
    """How often each idiom occurs in ``tree`` (the first function's own ``def`` is not a nested one)."""
    func = ast_function_named(tree)
    local = {id(n) for n in ast.walk(func) if isinstance(n, (ast.Import, ast.ImportFrom))} if func else set()
    out: Counter[str] = Counter()
    for node in ast.walk(tree):
        kind = next((name for types, name in _KINDS if isinstance(node, types)), None)
        if kind is None or node is func:
            continue
        out[kind] += 1
        if kind == "imports":
            out["local_imports"] += id(node) in local
        elif isinstance(node, ast.Assign):  # kind "assigns"
            out["self_updates"] += _self_update(node)
        elif isinstance(node, ast.If):  # kind "ifs"
            out["else_after_return"] += _else_after_return(node)
    return out


def marked_idioms(fixed: str, clean: str) -> tuple[str, ...]:
    """The marked idioms ``clean`` holds more often than ``fixed`` (empty: the control passes)."""
    mine, theirs = idiom_counts(ast.parse(clean)), idiom_counts(ast.parse(fixed))
    return tuple(name for name in MARKED_IDIOMS if mine[name] > theirs[name])


# ----------------------------------------------------------------------------- text


@functools.lru_cache(maxsize=4096)
def docstring_of(code: str) -> str:
    """The docstring of the snippet's (first) function, or ''."""
    try:
        func = ast_function_named(ast.parse(code))
    except SyntaxError:
        return ""
    return (ast.get_docstring(func) or "") if func else ""


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


@functools.lru_cache(maxsize=4096)
def identifiers(code: str) -> tuple[str, ...]:
    """Every NAME token that is not a keyword (names, parameters, attributes), in order."""
    found = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type == tokenize.NAME and not keyword.iskeyword(token.string):
                found.append(token.string)
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return tuple(found)


def name_parts(code: str) -> list[str]:
    parts: list[str] = []
    for name in identifiers(code):
        for piece in name.split("_"):
            parts.extend(p.lower() for p in _CAMEL.findall(piece))
    return parts


@functools.lru_cache(maxsize=4096)
def bag(code: str) -> Counter[str]:
    """Docstring words and identifier parts of a snippet."""
    return Counter(words(docstring_of(code))) + Counter(name_parts(code))


def cosine(a: Counter[str], b: Counter[str]) -> float:
    if not a or not b:
        return 0.0
    dot = sum(v * b.get(k, 0) for k, v in a.items())
    return dot / (math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values())))


# The surface style the audit's disguised-versus-others classifier leaned on when an edition leaked
# (audit/features.py): (feature, the difference that counts as one step). A transplant host far
# from its original in these made the disguised variants a population of their own.
STYLE_SCALES: tuple[tuple[str, float], ...] = (
    ("single_letter_names", 2.0),
    ("identifier_underscore_share", 0.25),
    ("identifier_mean_len", 2.0),
    ("numbers", 4.0),
    ("params", 1.5),
    ("lines", 6.0),
)


@functools.lru_cache(maxsize=4096)
def style_profile(code: str) -> tuple[float, ...]:
    """A function's surface style, in the order of ``STYLE_SCALES``."""
    distinct = set(identifiers(code))
    numbers = 0
    try:
        numbers = sum(1 for t in tokenize.generate_tokens(io.StringIO(code).readline) if t.type == tokenize.NUMBER)
        tree = ast.parse(code)
    except (tokenize.TokenError, SyntaxError, IndentationError):
        tree = ast.Module(body=[], type_ignores=[])
    func = ast_function_named(tree)
    params = len([*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]) if func is not None else 0
    return (
        float(sum(len(n) == 1 for n in distinct)),
        sum("_" in n for n in distinct) / len(distinct) if distinct else 0.0,
        sum(map(len, distinct)) / len(distinct) if distinct else 0.0,
        float(numbers),
        float(params),
        float(sum(1 for line in code.splitlines() if line.strip())),
    )


def style_distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    """How far apart two style profiles are, in steps of ``STYLE_SCALES`` summed over the features."""
    return sum(abs(x - y) / scale for x, y, (_name, scale) in zip(a, b, STYLE_SCALES))
