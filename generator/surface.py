"""Idiom counts of a snippet: the constructs a reader sees at a glance (``while`` loops,
conditional expressions, comprehensions, nested functions, imports...).

Two readers share them: the clean-control parity rule (``generator/clean.py``: a control may not
carry a marked idiom its fixed twin lacks) and the audit's surface classifier
(``audit/features.py``), which must keep counting exactly what the parity rule balances.
"""
from __future__ import annotations

import ast
from collections import Counter

# Idioms that marked clean controls in the shipped library (an authored control is "another
# implementation", and authors reach for these where seed functions do not): measured on the
# library's fixed/clean pairs, each appears in the control and not in its fixed twin for 8 to 59
# of 311 seeds. A clean control may hold one only where its fixed twin does (as often).
MARKED_IDIOMS: tuple[str, ...] = (
    "while_loops", "ternaries", "nested_defs", "lambdas", "generator_exprs", "comprehensions",
    "imports", "local_imports", "else_after_return", "self_updates", "trys",
)


def _self_update(node: ast.Assign) -> bool:
    """``x = x + 1`` and friends: a plain assignment whose value is a binary operation on the target."""
    if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name) or not isinstance(node.value, ast.BinOp):
        return False
    name = node.targets[0].id
    return isinstance(node.value.left, ast.Name) and node.value.left.id == name


def _else_after_return(node: ast.If) -> bool:
    return bool(node.orelse) and bool(node.body) and isinstance(node.body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break))


def first_function(tree: ast.Module) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    return next((n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))), None)


def idiom_counts(tree: ast.Module) -> Counter:
    """How often each idiom occurs in ``tree`` (the first function's own ``def`` is not a nested one)."""
    func = first_function(tree)
    local = {id(n) for n in ast.walk(func) if isinstance(n, (ast.Import, ast.ImportFrom))} if func else set()
    out: Counter = Counter()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out["imports"] += 1
            out["local_imports"] += id(node) in local
        elif isinstance(node, ast.While):
            out["while_loops"] += 1
        elif isinstance(node, ast.For):
            out["for_loops"] += 1
        elif isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp)):
            out["comprehensions"] += 1
        elif isinstance(node, ast.GeneratorExp):
            out["generator_exprs"] += 1
        elif isinstance(node, ast.Lambda):
            out["lambdas"] += 1
        elif isinstance(node, ast.AugAssign):
            out["aug_assigns"] += 1
        elif isinstance(node, ast.Assign):
            out["assigns"] += 1
            out["self_updates"] += _self_update(node)
        elif isinstance(node, ast.If):
            out["ifs"] += 1
            out["else_after_return"] += _else_after_return(node)
        elif isinstance(node, ast.IfExp):
            out["ternaries"] += 1
        elif isinstance(node, ast.Return):
            out["returns"] += 1
        elif isinstance(node, ast.Try):
            out["trys"] += 1
        elif isinstance(node, ast.Raise):
            out["raises"] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not func:
            out["nested_defs"] += 1
    return out


def marked_idioms(fixed: str, clean: str) -> tuple[str, ...]:
    """The marked idioms ``clean`` holds more often than ``fixed`` (empty: the control passes)."""
    mine, theirs = idiom_counts(ast.parse(clean)), idiom_counts(ast.parse(fixed))
    return tuple(name for name in MARKED_IDIOMS if mine[name] > theirs[name])
