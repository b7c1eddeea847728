"""One work unit: a candidate mutant through search, disguise and the kill-matrix gates.

``evaluate`` is a pure function of its (frozen, picklable) argument, so any
``concurrent.futures``-style executor can run it: a process pool today, Dask or Ray tomorrow.

Flow (docs/architecture/disguise.md):

    S search -> host: the first target seed T whose mutant of the same signature is distinguished
      -> every snippet normalised (generator/disguise/style.py: strip, then ONE ruff call for the unit)
      -> fault lines from the normalised twin diffs
      -> clean control proven equivalent to S's fixed function; T's correct member proven
         equivalent to T's own function (every twin is run)
      -> S's kill matrix (original F, fixed P, clean P) and T's kill matrix (disguised F, its
         correct member P), each run twice with the fault lines executed.

Without targets (a candidate planned outside the build) the disguise is the renaming one, and its
correct member runs in S's matrix and is searched against S's fixed function the same way.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from core.errors import RedpenError
from core.model import changed_lines
from core.seeds import Seed
from core.snippet import extract_function
from generator import pair_shapes
from generator.cache import ResultCache
from generator.candidates import operator_label
from generator.corpus.evidence import variant_explanation
from generator.difficulty import (
    Difficulty,
    fallback_hard,
    measure_alternatives,
    measure_candidate,
    tier_problem,
)
from generator.disguise.clean import clean_variant
from generator.disguise.clean_host import is_clean_host
from generator.disguise.domains import choose_domain
from generator.disguise.style import normalise_groups
from generator.disguise.twin import disguise_mutant, twin_snippets
from generator.equivalence import clean_verdict, equivalence
from generator.items import Candidate, ItemDraft, Transplant, UnitResult, VariantSnippet
from generator.repairs import accepted_line_sets
from generator.unit_hosts import Host, find_host, has_host, measure_host
from killability import api as gate_api
from killability.model import Case


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


def _with_repairs(variants: tuple[VariantSnippet, ...], seed: Seed, host_seed: Seed | None, cache) -> tuple:
    """The defective variants with every line set a one-statement repair touches (the disguised one
    when it was transplanted into a host seed, whose inputs it takes)."""
    out = []
    for v in variants:
        owner = seed if v.variant == "original" else host_seed if v.variant == "disguised" else None
        if v.defective and owner is not None:
            sets = accepted_line_sets(owner, v.code, v.function, v.reference_code, v.fault_lines, cache)
            v = replace(v, accepted_lines=sets)
        out.append(v)
    return tuple(out)


def _reject(candidate: Candidate, stage: str, verdict: str, message: str) -> UnitResult:
    return UnitResult(candidate.key, False, stage, verdict, message)


MAX_GATED = 2  # fitting alternatives of one unit tried through search and gate


def evaluate(candidate: Candidate, cache_root: str | None = None) -> UnitResult:
    cache = ResultCache(cache_root) if cache_root else None
    if 0 < candidate.recorded < len(candidate.alternatives) and not candidate.stand_in:
        # the pairs recorded to mask themselves are measured alone first: a fresh record holds every
        # pair that fits, so the unit proves the same pair without measuring the other (up to 30) pairs;
        # only when none of them is proven (a stale record) are all measured, as without a record
        first = _evaluate_alternatives(_recorded_only(candidate), cache_root, cache)
        if first.accepted:
            return replace(first, key=candidate.key)
    if candidate.tier == "hard" or candidate.alternatives:
        return _evaluate_alternatives(candidate, cache_root, cache)
    measured = measure_candidate(candidate, cache)
    if not isinstance(measured, Difficulty):
        return _reject(candidate, "exposure", measured.verdict, measured.message)
    problem = tier_problem(candidate.tier, candidate.family or candidate.mutant.tier, measured)
    if problem is not None:
        return _reject(candidate, "exposure", *problem)
    return _prove(candidate, measured, cache_root)


def _recorded_only(candidate: Candidate) -> Candidate:
    n = candidate.recorded
    return replace(
        candidate,
        alternatives=candidate.alternatives[:n],
        alternative_signatures=candidate.alternative_signatures[:n],
        recorded=0,
    )


def _evaluate_alternatives(candidate: Candidate, cache_root: str | None, cache: ResultCache | None) -> UnitResult:
    """Measure every alternative of the unit at once (a hard unit: the seed's interacting pairs; an
    easy or medium unit: the seed's single faults planned for the tier); prove the fitting ones,
    at most MAX_GATED: for hard and medium the least exposed first, for easy in the planner's order."""
    tier = candidate.tier
    measured = measure_alternatives(candidate, cache)
    if not isinstance(measured, list):
        return _reject(candidate, "exposure", measured.verdict, measured.message)
    fitting, problems, unfit = [], [], []
    for mutant, difficulty in measured:
        problem = tier_problem(tier, "hard" if tier == "hard" else mutant.tier, difficulty)
        if problem is None:
            fitting.append((mutant, difficulty))
        else:
            problems.append(problem)
            unfit.append((mutant, difficulty))
    if not fitting and tier == "hard":
        stand_ins = [
            (pair, replace(d, masking=False))
            for (pair, d), (verdict, _m) in zip(unfit, problems)
            if verdict == "not-masking" and fallback_hard(d)
        ]
        if stand_ins and not candidate.stand_in:  # proven only once the planner has run out of maskers
            least = min(d.exposure for _p, d in stand_ins)
            message = (
                f"none of {len(measured)} interacting pairs masks itself (the least exposed that fits "
                f"otherwise shows on {least:.1%})"
            )
            pairs = tuple(pair.id for pair, _d in stand_ins)
            return replace(_reject(candidate, "exposure", "not-masking", message), stand_in=(least, pairs))
        fitting = stand_ins
    if not fitting:
        verdicts = [v for v, _ in problems]
        verdict = max(sorted(set(verdicts)), key=verdicts.count) if problems else "unexposed"
        message = next((m for v, m in problems if v == verdict), "nothing measured")
        what = "interacting pairs" if tier == "hard" else "faults"
        return _reject(candidate, "exposure", verdict, f"none of {len(measured)} {what} fits: {message}")
    if tier != "easy":
        fitting.sort(key=lambda md: (round(md[1].exposure, 6), round(md[1].surprise, 6), md[0].id))
    if tier == "hard" and candidate.full_shapes:  # a shape the tier lacks first (stable: least exposed within)
        fitting.sort(key=lambda md: pair_shapes.classify(md[0]) in candidate.full_shapes)
    signature_of = {m.id: sig for (m, _), sig in zip(candidate.alternatives, candidate.alternative_signatures)}
    if candidate.targets:  # only faults a target seed can really host (a compatible site of the same signature)
        # the first MAX_GATED of them, in order: each look plants the target seed and runs ruff once
        hostable = list(
            itertools.islice(
                ((m, d) for m, d in fitting if has_host(candidate, signature_of.get(m.id, candidate.signature))),
                MAX_GATED,
            )
        )
        if not hostable:
            return _reject(
                candidate,
                "transplant",
                "no-host",
                f"none of {len(fitting)} fitting faults has a site of the same signature in "
                + ", ".join(t.path for t in candidate.targets),
            )
        fitting = hostable
    result = None
    for mutant, difficulty in fitting[:MAX_GATED]:
        disguise_key = f"{candidate.disguise_key.rsplit(':', 1)[0]}:{mutant.id}"
        chosen = replace(
            candidate,
            mutant=mutant,
            operator=operator_label(mutant.operators),
            disguise_key=disguise_key,
            domain=choose_domain(candidate.seed.domain, disguise_key),
            surprise=difficulty.surprise,
            signature=signature_of.get(mutant.id, candidate.signature),
            family="hard" if tier == "hard" else mutant.tier,
            alternatives=(),
            alternative_signatures=(),
        )
        result = _prove(chosen, difficulty, cache_root)
        if result.accepted:
            return replace(result, key=candidate.key)
    assert result is not None
    return replace(result, key=candidate.key)


def _prove(candidate: Candidate, measured: Difficulty, cache_root: str | None) -> UnitResult:
    """Search, disguise, clean control and kill matrix for a measured candidate."""
    seed, mutant = candidate.seed, candidate.mutant
    search = gate_api.search(seed, mutant, fixed=candidate.fixed)
    if search.verdict != "distinguished":
        return _reject(candidate, "search", search.verdict, search.message)
    cache = ResultCache(cache_root)
    twins = twin_snippets(mutant, seed.path)  # extracted once: the item's twins and the disguise's
    fixed_raw, original_raw, function = twins[0].code, twins[1].code, twins[0].function
    try:
        clean = clean_variant(seed, key=candidate.disguise_key, fixed_code=fixed_raw, fixed=candidate.fixed)
    except RedpenError as exc:
        return _reject(candidate, "clean", "bad-control", exc.message)
    host: Host | None = None
    renamed = None
    own_clean = False  # the disguise planted in the seed's own clean implementation (disguise/clean_host.py)
    if candidate.targets:
        found = find_host(candidate)
        if isinstance(found, str):
            return _reject(candidate, "transplant", "no-host", found)
        host = found
        own_clean = is_clean_host(seed, host.seed)
    if host is not None and not own_clean:
        pair = (host.fixed, host.defective)
        disguised_fn = host.function
    else:  # told in another domain: the renaming renderer, on the clean host's twins or on the item's own
        source_seed, source_mutant = (host.seed, host.mutant) if host is not None else (seed, mutant)
        try:
            renamed = disguise_mutant(
                source_seed,
                source_mutant,
                domain=candidate.domain,
                key=candidate.disguise_key,
                rewrites=(),
                twins=twin_snippets(source_mutant, seed.path) if host is not None else twins,
            )
        except RedpenError as exc:
            return _reject(candidate, "disguise", "disguise-failed", exc.message)
        pair = (renamed.fixed_code, renamed.defective_code)
        disguised_fn = renamed.function
    try:
        if own_clean:  # the clean control is the disguise's correct twin
            (fixed_code, original_code), (twin_fixed, disguised_code) = normalise_groups(
                [[fixed_raw, original_raw], list(pair)]
            )
            clean_code = twin_fixed
        else:
            (fixed_code, original_code), (clean_code,), (twin_fixed, disguised_code) = normalise_groups(
                [[fixed_raw, original_raw], [clean.code], list(pair)]
            )
    except RedpenError as exc:
        return _reject(candidate, "style", "unstylable", exc.message)
    original_lines = changed_lines(fixed_code, original_code)
    disguised_lines = changed_lines(twin_fixed, disguised_code)
    if not original_lines or not disguised_lines:
        return _reject(candidate, "style", "defect-vanished", "the twins are identical once normalised")
    if candidate.tier == "hard" and not all(map(pair_shapes.lines_apart, (original_lines, disguised_lines))):
        return _reject(
            candidate,
            "style",
            pair_shapes.TOO_CLOSE,
            f"the pair's faults are less than {pair_shapes.MIN_APART} lines apart once normalised",
        )
    disguised_domain = host.seed.domain if host and not own_clean else candidate.domain
    renames = tuple(renamed.name_map) if renamed else ()
    variants = (
        VariantSnippet(
            "original", original_code, function, True, original_lines, seed.domain, reference_code=fixed_code
        ),
        VariantSnippet(
            "disguised",
            disguised_code,
            disguised_fn,
            True,
            disguised_lines,
            disguised_domain,
            reference_code=twin_fixed,
            renames=renames,
        ),
        VariantSnippet("fixed", fixed_code, function, False, (), seed.domain),
        VariantSnippet("clean", clean_code, disguised_fn, False, (), disguised_domain, renames=renames)
        if own_clean
        else VariantSnippet("clean", clean_code, function, False, (), seed.domain),
    )
    verdict, message = clean_verdict(seed, variants[2], variants[3], cache)
    if verdict != "equivalent":
        return _reject(
            candidate,
            "clean",
            "bad-control" if verdict == "bad-control" else verdict,
            f"clean control of {seed.path} ({clean.clean_source}): {message}",
        )
    # every twin is run: the disguised pair's correct member agrees with its source (the clean host's
    # is the clean control, just proven)
    twin_seed = host.seed if host else seed
    twin_reference = host.fixed if host else fixed_raw
    verdict, message = (
        ("equivalent", "")
        if own_clean
        else equivalence(twin_seed, twin_reference, twin_seed.function, twin_fixed, disguised_fn, cache, "twin")
    )
    if verdict != "equivalent":
        return _reject(
            candidate,
            "twin",
            "bad-twin" if verdict == "bad-control" else verdict,
            f"the disguised pair's correct member differs from {twin_seed.path}: {message}",
        )
    test_name = f"test_{seed.function}"
    code = {v.variant: gate_api.VariantCode(v.code, v.function, v.defective, v.fault_lines) for v in variants}
    s_variants = {k: code[k] for k in ("original", "fixed", "clean")}
    if host is None:
        s_variants["disguised"] = code["disguised"]
        s_variants["disguised_fixed"] = gate_api.VariantCode(twin_fixed, disguised_fn, False)
    result = gate_api.gate(s_variants, search, test_name=test_name)
    if result.verdict != "accepted":
        return _reject(candidate, "gate", result.verdict, result.reason)
    transplant = None
    if host is not None:
        host_test = f"test_{host.seed.function}"
        host_result = gate_api.gate(
            {"disguised": code["disguised"], "disguised_fixed": gate_api.VariantCode(twin_fixed, disguised_fn, False)},
            host.search,
            test_name=host_test,
        )
        if host_result.verdict != "accepted":
            return _reject(candidate, "host-gate", host_result.verdict, f"{host.seed.path}: {host_result.reason}")
        host_measured = measure_host(candidate, host, cache)
        if isinstance(host_measured, tuple):
            return _reject(candidate, "host-exposure", *host_measured)
        transplant = Transplant(
            seed_path=host.seed.path,
            seed_name=host.seed.name,
            domain=disguised_domain,
            function=disguised_fn,
            operators=host.mutant.operators,
            mechanisms=tuple(s.mechanism for s in host.mutant.sites),
            signature=candidate.signature,
            keywords=host.mutant.keywords,
            explanation=variant_explanation(variants[1], host.search.own_witnesses),
            witnesses=tuple(describe_case(case, disguised_fn) for case in host.search.own_witnesses),
            test_code=host_result.test_code,
            test_name=host_test,
            fixed_code=twin_fixed,
            precondition=precondition_module(host.seed),
            witness_cases=host.search.own_witnesses,
            difficulty=host_measured,
            pair_shape=pair_shapes.classify(host.mutant) if candidate.tier == "hard" else "",
        )
    variants = _with_repairs(variants, seed, host.seed if host else None, cache)
    item = ItemDraft(
        candidate_key=candidate.key,
        seed_path=seed.path,
        seed_name=seed.name,
        seed_domain=seed.domain,
        tier=candidate.tier,
        operators=mutant.operators,
        mechanisms=tuple(site.mechanism for site in mutant.sites),
        disguise_domain=disguised_domain,
        variants=variants,
        clean_source=clean.clean_source,
        keywords=mutant.keywords,
        explanation=variant_explanation(variants[0], search.own_witnesses),
        witnesses=tuple(describe_case(case, seed.function) for case in search.own_witnesses),
        test_code=result.test_code,
        test_name=test_name,
        rewrites=renamed.rewrites if renamed else (),
        precondition=precondition_module(seed),
        witness_cases=search.own_witnesses,
        transplant=transplant,
        difficulty=measured,
        pair_shape=pair_shapes.classify(mutant) if candidate.tier == "hard" else "",
    )
    return UnitResult(candidate.key, True, "gate", "accepted", "", item)
