"""One work unit: a candidate mutant through search, disguise and the kill-matrix gate.

``evaluate`` is a pure function of its (frozen, picklable) argument, so any
``concurrent.futures``-style executor can run it: a process pool today, Dask or Ray tomorrow.
"""
from __future__ import annotations

from killability import api as gate_api
from killability.model import Case

from .cache import ResultCache, toolkit_fingerprint
from .clean import clean_variant
from .disguise import disguise_mutant
from .errors import RedpenError
from .evidence import variant_explanation
from .items import Candidate, ItemDraft, UnitResult, VariantSnippet
from .model import content_hash
from .seeds import Seed
from .snippet import extract_function


def describe_case(case: Case, function: str) -> str:
    """A witness a reader can check by hand: the calls, what the fixed function gives, and what the
    defective one did instead."""
    text = case.render(function)
    return f"{text} (the defective version: {case.note.removeprefix('the other function ')})" if case.note else text


def precondition_module(seed: Seed) -> str:
    """The seed's ``precondition`` with the imports it needs, as a module text ("" when none)."""
    if not seed.has_precondition:
        return ""
    try:
        return extract_function(seed.source, "precondition", path=seed.path).code
    except RedpenError:
        return ""


def _reject(candidate: Candidate, stage: str, verdict: str, message: str) -> UnitResult:
    return UnitResult(candidate.key, False, stage, verdict, message)


def variants_for(candidate: Candidate) -> tuple[tuple[VariantSnippet, ...], str, tuple[str, ...], int] | UnitResult:
    """The four variants of a candidate (or a rejection when the disguise cannot be made)."""
    seed, mutant = candidate.seed, candidate.mutant
    fixed = extract_function(seed.source, seed.function, path=seed.path, twin=mutant.source)
    original = extract_function(mutant.source, mutant.function, path=seed.path, twin=seed.source)
    try:
        disguise = disguise_mutant(seed, mutant, domain=candidate.domain, key=candidate.disguise_key)
        clean = clean_variant(seed, key=candidate.disguise_key)
    except RedpenError as exc:
        return _reject(candidate, "disguise", "disguise-failed", exc.message)
    variants = (
        VariantSnippet("original", original.code, original.function, True,
                       original.map_lines(mutant.fault_lines), seed.domain, reference_code=fixed.code),
        VariantSnippet("disguised", disguise.defective_code, disguise.function, True,
                       tuple(disguise.fault_lines), disguise.domain, reference_code=disguise.fixed_code,
                       renames=tuple(disguise.name_map)),
        VariantSnippet("fixed", fixed.code, fixed.function, False, (), seed.domain),
        VariantSnippet("clean", clean.code, clean.function, False, (), seed.domain),
    )
    return variants, clean.clean_source, tuple(disguise.rewrites), -original.offset


def clean_verdict(seed: Seed, fixed: VariantSnippet, clean: VariantSnippet, cache: ResultCache) -> tuple[str, str]:
    """Is the clean control equivalent to the fixed function? Proven once per seed and control
    text (the cache is shared by every worker through the file system)."""
    key = content_hash(toolkit_fingerprint(), "clean", seed.path, fixed.code, clean.code)
    cached = cache.get("clean", key, tuple)
    if cached is not None and len(cached) == 2 and all(isinstance(part, str) for part in cached):
        return cached
    result = gate_api.check_equivalent(seed, fixed.code, fixed.function, clean.code, clean.function)
    verdict = (result.verdict, result.message)
    cache.put("clean", key, verdict)
    return verdict


def evaluate(candidate: Candidate, cache_root: str | None = None) -> UnitResult:
    seed, mutant = candidate.seed, candidate.mutant
    search = gate_api.search(seed, mutant)
    if search.verdict != "distinguished":
        return _reject(candidate, "search", search.verdict, search.message)
    made = variants_for(candidate)
    if isinstance(made, UnitResult):
        return made
    variants, clean_source, rewrites, _line_shift = made
    clean = next(v for v in variants if v.variant == "clean")
    fixed = next(v for v in variants if v.variant == "fixed")
    verdict, message = clean_verdict(seed, fixed, clean, ResultCache(cache_root))
    if verdict != "equivalent":
        return _reject(candidate, "clean", "bad-control" if verdict == "bad-control" else verdict,
                       f"clean control of {seed.path} ({clean_source}): {message}")
    test_name = f"test_{seed.function}"
    result = gate_api.gate(
        {v.variant: gate_api.VariantCode(v.code, v.function, v.defective, v.fault_lines) for v in variants},
        search,
        test_name=test_name,
    )
    if result.verdict != "accepted":
        return _reject(candidate, "gate", result.verdict, result.reason)
    item = ItemDraft(
        candidate_key=candidate.key,
        seed_path=seed.path,
        seed_name=seed.name,
        seed_domain=seed.domain,
        tier=candidate.tier,
        operators=mutant.operators,
        mechanisms=tuple(site.mechanism for site in mutant.sites),
        disguise_domain=candidate.domain,
        variants=variants,
        clean_source=clean_source,
        keywords=mutant.keywords,
        explanation=variant_explanation(next(v for v in variants if v.variant == "original"), search.witnesses),
        witnesses=tuple(describe_case(case, seed.function) for case in search.witnesses),
        test_code=result.test_code,
        test_name=test_name,
        rewrites=rewrites,
        precondition=precondition_module(seed),
        witness_cases=search.witnesses,
    )
    return UnitResult(candidate.key, True, "gate", "accepted", "", item)
