"""The disguise planted in the item's own clean implementation (issue 30: the live set gated).

With a transplanted disguise (``transplant.py``) the full live set is not symmetric: the disguise
is the only snippet of its name (its host seed is never an item), so "singleton = defective" is
always right, and among the three snippets sharing the item's name the independent control is the
odd one and always correct. An attacker that pairs names and never reads code scored 72-82%.

Here the disguise is the same mechanism planted in the seed's own ``clean_<name>``, and the clean
control is that implementation before the fault: both told in another domain by the renaming
renderer (``twin.disguise_mutant``: names, docstring), with the same name map. Every name or
docstring group of the live set is then a pair of one-edit twins, one defective and one correct:
{original, fixed} in the seed's domain, {disguised, clean} in the other. Pairing tells the diff,
never which twin is wrong.

:func:`clean_seed` gives the seed module with the two implementations swapped: the target's name,
signature and docstring over the clean body (and the former target as ``clean_<name>``), so every
stage that plants, searches and gates a seed (``matching_mutants``, the differential search, the
kill matrix) runs on the clean implementation unchanged. It keeps the seed's path: the file it
comes from, which names the seed in messages and the ledger.
"""

from __future__ import annotations

import functools

import libcst as cst

from core.errors import RedpenError
from core.seeds import Seed, parse_seed
from core.syntax import docstring_statement, function_named, require_function


class NoCleanHost(RedpenError):
    """The seed has no clean implementation to host its disguise."""


def _with_body_of(target: cst.FunctionDef, other: cst.FunctionDef) -> cst.FunctionDef:
    """``target``'s name, parameters, hints and docstring over ``other``'s body (its own docstring
    dropped)."""
    if not isinstance(other.body, cst.IndentedBlock) or not isinstance(target.body, cst.IndentedBlock):
        raise NoCleanHost("a one-line function body cannot host a disguise")
    body = list(other.body.body)
    if docstring_statement(other) is not None:
        body.pop(0)
    doc = docstring_statement(target)
    if doc is not None:
        body.insert(0, doc)
    return target.with_changes(body=other.body.with_changes(body=body))


def swapped_source(source: str, path: str, function: str) -> str:
    """The seed module (``source``, at ``path``) with its target ``function`` and ``clean_<function>``
    swapped (each keeps its own name, parameters and hints; the target keeps its docstring). Raises
    :class:`NoCleanHost`."""
    module = cst.parse_module(source)
    target = require_function(module, function)
    clean = function_named(module, f"clean_{function}")
    if clean is None:
        raise NoCleanHost(f"{path}: no clean_{function} to host the disguise")
    new_target = _with_body_of(target, clean)
    new_clean = _with_body_of(clean, target)  # the former target, under clean_<name>, without the spec
    swapped = module.with_changes(
        body=[new_target if s is target else new_clean if s is clean else s for s in module.body]
    )
    return swapped.code


@functools.lru_cache(maxsize=512)
def _clean_seed(source: str, path: str, function: str) -> Seed:
    return parse_seed(swapped_source(source, path, function), path, function)


def clean_seed(seed: Seed) -> Seed:
    """``seed`` whose target function is its clean implementation (same name, signature, docstring,
    path, strategies and precondition). Raises :class:`NoCleanHost` (a :class:`RedpenError`)."""
    return _clean_seed(seed.source, seed.path, seed.function)


def is_clean_host(seed: Seed, host: Seed) -> bool:
    """Is ``host`` the seed's own clean implementation (:func:`clean_seed`), not another seed?"""
    return host.path == seed.path and host.function == seed.function


__all__ = ["NoCleanHost", "clean_seed", "is_clean_host", "swapped_source"]
