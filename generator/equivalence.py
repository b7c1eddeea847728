"""Equivalence of two versions of a seed's function (the clean control against the fixed one, a
host's correct member against its own function): the same syntax tree, else a proof by the
differential search, cached per seed and text."""

from __future__ import annotations

import ast

from core.model import content_hash
from core.seeds import Seed
from generator.cache import ResultCache, toolkit_fingerprint
from generator.items import VariantSnippet
from killability import api as gate_api


def clean_verdict(seed: Seed, fixed: VariantSnippet, clean: VariantSnippet, cache: ResultCache) -> tuple[str, str]:
    """Is the clean control equivalent to the fixed function? Proven once per seed and control
    text (the cache is shared by every worker through the file system)."""
    return equivalence(seed, fixed.code, fixed.function, clean.code, clean.function, cache, "clean")


def same_syntax(a: str, b: str, function_a: str, function_b: str) -> bool:
    """Do two snippets have the same syntax tree, docstrings aside (what a formatter and comment
    stripping leave unchanged)? Then they behave alike on every input and no search is needed."""

    def tree(code: str, function: str) -> str | None:
        try:
            module = ast.parse(code)
        except SyntaxError:
            return None
        for node in ast.walk(module):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if node.name == function:
                    node.name = "_"
                if (
                    node.body
                    and isinstance(node.body[0], ast.Expr)
                    and isinstance(node.body[0].value, ast.Constant)
                    and isinstance(node.body[0].value.value, str)
                ):
                    node.body = node.body[1:] or [ast.Pass()]
        return ast.dump(module)

    first = tree(a, function_a)
    return first is not None and first == tree(b, function_b)


def equivalence(
    seed: Seed, reference: str, reference_fn: str, other: str, other_fn: str, cache: ResultCache, kind: str
) -> tuple[str, str]:
    if same_syntax(reference, other, reference_fn, other_fn):
        return "equivalent", "the same syntax tree"
    key = content_hash(toolkit_fingerprint(), kind, seed.path, seed.source, reference, other)
    cached = cache.get(kind, key, tuple)
    if cached is not None and len(cached) == 2 and all(isinstance(part, str) for part in cached):
        return cached
    result = gate_api.check_equivalent(seed, reference, reference_fn, other, other_fn)
    verdict = (result.verdict, result.message)
    cache.put(kind, key, verdict)
    return verdict
