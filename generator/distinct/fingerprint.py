"""Blind-normalized syntax-tree fingerprints of one function.

A fingerprint is analysis, not an edit: the stdlib ``ast`` tree of the function is turned into a
*normalized tree* in which

* identifiers (function name, parameters, locals, globals) become ``id`` / ``arg`` (builtins listed
  in the config keep their name; attribute and keyword names are kept, or abstracted by config);
* docstrings and other bare string statements are dropped, annotations are dropped (by config);
* literal values become their kind (``num``, ``str``, ``bool``, ``None``, ...);
* structure is kept: node types, operators, nesting, argument counts;
* every statement block is put in a canonical order: statements that do not depend on each other
  (no shared name written by one and read or written by the other, no control transfer, at most
  one of them with side effects) may be swapped, and the block is emitted as the smallest
  topological order of that dependency graph, so reordering independent statements does not
  change the tree (statements that return, raise, break, continue, yield or use try/with stay
  where they are, and nothing crosses them).

From the normalized tree come

* ``exact``: a digest of the whole tree (two functions with the same ``exact`` are template twins);
* ``shingles``: a bag (occurrence-numbered set) of 64-bit hashes of depth-2 and depth-3 subtrees
  and of 3- and 4-node parent-child label paths: near-duplicates share most of them;
* ``signature``: the MinHash signature of the shingles (see :mod:`generator.distinct.minhash`).

The tree is built by :mod:`generator.distinct.normalize`, the shingles by
:mod:`generator.distinct.shingles`.
"""

from __future__ import annotations

import ast
import hashlib
from dataclasses import dataclass, field

import numpy as np

from core.errors import InputFileError, UsageError
from core.syntax import ast_functions
from generator.distinct.minhash import DEFAULT_NUM_PERM, MinHasher
from generator.distinct.normalize import DEFAULT_CONFIG, FingerprintConfig, Normalizer
from generator.distinct.shingles import shingle_bag

"""Names kept verbatim in the normalized tree (everything else becomes ``id``)."""


@dataclass(frozen=True)
class Fingerprint:
    """The structural fingerprint of one function (see the module docstring)."""

    exact: str
    shingles: frozenset[int]
    signature: bytes = field(repr=False)
    size: int

    @classmethod
    def of_source(
        cls, code: str, function: str | None = None, config: FingerprintConfig = DEFAULT_CONFIG
    ) -> Fingerprint:
        """Fingerprint ``function`` (default: the first top-level function) of ``code``."""
        return cls.of_function(find_function(code, function), config)

    @classmethod
    def of_function(
        cls, node: ast.FunctionDef | ast.AsyncFunctionDef, config: FingerprintConfig = DEFAULT_CONFIG
    ) -> Fingerprint:
        tree = Normalizer(config).function(node)
        exact = hashlib.blake2b(tree.text.encode(), digest_size=16).hexdigest()
        shingles = frozenset(shingle_bag(tree))
        return cls.from_parts(exact, shingles, config.num_perm, size=tree.size)

    @classmethod
    def from_parts(
        cls, exact: str, shingles: frozenset[int], num_perm: int = DEFAULT_NUM_PERM, size: int = 0
    ) -> Fingerprint:
        """Rebuild a fingerprint from stored parts (the signature is recomputed from the shingles)."""
        signature = MinHasher.get(num_perm).signature(shingles)
        return cls(exact=exact, shingles=shingles, signature=signature.tobytes(), size=size)

    def signature_array(self) -> np.ndarray:
        return np.frombuffer(self.signature, dtype=np.uint32)

    def similarity(self, other: Fingerprint) -> float:
        """Exact Jaccard similarity of the shingle bags (1.0 for the same normalized tree)."""
        if self.exact == other.exact:
            return 1.0
        inter = len(self.shingles & other.shingles)
        union = len(self.shingles) + len(other.shingles) - inter
        return inter / union if union else 1.0


def find_function(code: str, function: str | None = None) -> ast.FunctionDef | ast.AsyncFunctionDef:
    """The top-level function ``function`` of ``code`` (default: the first one)."""
    try:
        module = ast.parse(code)
    except SyntaxError as exc:
        raise InputFileError(f"cannot parse code: line {exc.lineno}: {exc.msg}; fix the syntax error") from None
    functions = ast_functions(module)
    if function is None:
        if not functions:
            raise UsageError("no top-level function in the code; a unit must contain a `def`")
        return functions[0]
    for node in functions:
        if node.name == function:
            return node
    names = ", ".join(n.name for n in functions) or "none"
    raise UsageError(f"no top-level function named {function!r} (found: {names})")


def function_names(code: str) -> list[str]:
    """Names of every top-level function of ``code``, in source order."""
    try:
        module = ast.parse(code)
    except SyntaxError as exc:
        raise InputFileError(f"cannot parse code: line {exc.lineno}: {exc.msg}; fix the syntax error") from None
    return [n.name for n in ast_functions(module)]
