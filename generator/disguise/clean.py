"""Clean controls: an independent, correct implementation of a seed's task.

``authored``: the seed's own ``clean_<name>``, renamed to the target's name (so the name does not
say "clean") and given the target's docstring (the spec reviewers read).
``restructured``: when a seed has no authored control, or its authored control would mark itself,
the fixed function with only order changed (operands, initialisations, the arms of an ``if``), so
that it has its twin's surface statistics; it is a weaker control (close to a minimal pair of the
fixed function), the price of not being recognisable as the control.

**Style parity.** A control is "another implementation", and authors reach for idioms seed
functions rarely use (``while`` loops, conditional expressions, comprehensions, nested helpers,
imports): measured on the library, a surface classifier told authored controls from fixed
functions 68.5% of the time. So a control may hold a marked idiom (``core/surface.py``) only
where its fixed twin holds it as often: the authored control when it passes, else the restructured
one, else the fixed function itself (a verbatim control: no tell, and no independence either).
``redpen seeds --todo`` lists the seeds whose authored control fails the rule (work for authors).
The corpus builder proves either kind equivalent to the fixed function with the killability gate.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import libcst as cst

from core.seeds import Seed
from core.snippet import Snippet, extract_function
from core.surface import marked_idioms
from core.syntax import require_function
from generator.disguise.domains import known_domains, load_pack, stable_index
from generator.disguise.rename import identifiers_in
from generator.disguise.rewrites import get as get_rewrite
from generator.disguise.rewrites.engine import rewrite_twins
from generator.disguise.style import strip_group
from generator.disguise.twin import NamePool

CleanSource = Literal["authored", "restructured"]

# Preferred direction of each rewrite for a clean control: towards builtins, flatter branches,
# different loop forms. Tried in this order; each where it fits.
# Rewrites that only reorder (operands of a commutative operator, independent initialisations,
# the two arms of an ``if``): they add or remove no idiom, name or lint finding, so a restructured
# control has the surface statistics of its fixed twin. Renaming locals and the idiom-changing
# rewrites (``for_to_while``, ``branch_to_ternary``, ``loop_to_comprehension``, ``hoist_length``,
# ``index_to_element``...) were each a tell one way: measured on the library's fixed/clean pairs,
# they let a surface classifier tell restructured controls by single-letter names, ``range(len())``
# and ruff B007 (67.5%).
RESTRUCTURE_ORDER: tuple[str, ...] = ("commute_operands", "swap_initialisations", "invert_if")


@dataclass(frozen=True)
class CleanVariant:
    code: str
    function: str
    clean_source: CleanSource
    rewrites: tuple[str, ...] = ()


def clean_variant(seed: Seed, *, key: str, fixed_code: str | None = None, fixed: Snippet | None = None) -> CleanVariant:
    """The clean control of ``seed`` (see the module docstring); deterministic from ``key``.
    With ``fixed_code`` (the seed's fixed function as it will be shown), the first control that
    passes the style-parity rule against it: authored, restructured, or the fixed function itself
    (which always passes). ``fixed``: the seed's function as a snippet, when the caller carries it
    (a work unit does); else extracted here."""
    shown = strip_group([fixed_code])[0] if fixed_code is not None else None  # stripped once
    if seed.clean_function:
        snippet = extract_function(seed.source, seed.clean_function, path=seed.path, rename_to=seed.function)
        module = with_seed_docstring(cst.parse_module(snippet.code), seed)
        authored = CleanVariant(code=module.code, function=seed.function, clean_source="authored")
        if not _marks(shown, authored.code):
            return authored
    restructured = restructured_variant(seed, key=key, fixed=fixed)
    if not _marks(shown, restructured.code):
        return restructured
    plain = fixed if fixed is not None else extract_function(seed.source, seed.function, path=seed.path)
    return CleanVariant(code=plain.code, function=seed.function, clean_source="restructured")


def authored_marks(seed: Seed) -> tuple[str, ...]:
    """The marked idioms the seed's authored control adds to its fixed function (empty when it
    passes the style-parity rule or the seed has none): what ``redpen seeds --todo`` lists."""
    if not seed.clean_function:
        return ()
    snippet = extract_function(seed.source, seed.clean_function, path=seed.path, rename_to=seed.function)
    fixed = extract_function(seed.source, seed.function, path=seed.path).code
    return _marks(strip_group([fixed])[0], snippet.code)


def _marks(shown_fixed: str | None, clean_code: str) -> tuple[str, ...]:
    """Marked idioms of the control (stripped as the build shows it) against the stripped fixed."""
    if shown_fixed is None:
        return ()
    return marked_idioms(shown_fixed, strip_group([clean_code])[0])


def _docstring_line(func: cst.FunctionDef) -> cst.SimpleStatementLine | None:
    body = func.body.body if isinstance(func.body, cst.IndentedBlock) else ()
    first = body[0] if body else None
    if (
        isinstance(first, cst.SimpleStatementLine)
        and len(first.body) == 1
        and isinstance(first.body[0], cst.Expr)
        and isinstance(first.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    ):
        return first
    return None


def with_seed_docstring(module: cst.Module, seed: Seed) -> cst.Module:
    """The control with the seed target's docstring, node for node (same text, same layout: the
    closing quotes where the seed has them), replacing any docstring of its own."""
    source = require_function(cst.parse_module(seed.source), seed.function)
    doc = _docstring_line(source)
    func = require_function(module, seed.function)
    if not isinstance(func.body, cst.IndentedBlock):
        return module
    body = list(func.body.body)
    if _docstring_line(func) is not None:
        body.pop(0)
    if doc is not None:
        body.insert(0, doc.with_changes(leading_lines=()))
    new = func.with_changes(body=func.body.with_changes(body=body))
    return cst.ensure_type(module.deep_replace(func, new), cst.Module)


def restructured_variant(seed: Seed, *, key: str, fixed: Snippet | None = None) -> CleanVariant:
    """The seed's fixed function (same name, parameters, locals and spec; ``fixed`` when the caller
    extracted it already) through the order-only rewrites of ``RESTRUCTURE_ORDER``, each where it fits."""
    snippet = fixed if fixed is not None else extract_function(seed.source, seed.function, path=seed.path)
    module = cst.parse_module(snippet.code)
    domains = known_domains()
    domain = seed.domain if seed.domain in domains else domains[stable_index(f"clean:{key}", len(domains))]
    pool = NamePool(load_pack(domain), f"clean:{key}", identifiers_in(module))
    plan = [get_rewrite(name) for name in RESTRUCTURE_ORDER]
    result = rewrite_twins(module.code, module.code, seed.function, plan, pool, max_steps_per_rewrite=4)
    return CleanVariant(code=result.fixed, function=seed.function, clean_source="restructured", rewrites=result.applied)
