"""One PR item from a module seed and an edition salt: the proven change R, the regression planted
inside one of its hunks, the disguise in the module told in another domain, the clean change, and
the kill matrix of all four variants.

| variant   | change                          | module                                   | fault |
|-----------|---------------------------------|------------------------------------------|-------|
| original  | R                               | A                                        | yes   |
| disguised | C (no step of R), told          | B: A told in another domain (tell.py)    | the same mechanism, inside a hunk of C |
| fixed     | exactly R                       | A                                        | no    |
| clean     | exactly C, told                 | B                                        | no    |

C is drawn and proven on A with R (``change.changes``), then told as B's change
(``told_change``: the told texts are checked alpha-equivalent to A's, so C's proofs hold on B).

Every group of variants that shares a module is then a pair of one-fault twins ({original, fixed}
on A, {disguised, clean} on B), as in the snippet track's clean-host layout (issue #30): which
module a PR shows, and how often, says nothing of its variant. A's generated test must fail on
original and pass on fixed; B's own test must fail on disguised and pass on clean (F F P P), each
run twice in the sandbox (``killability.api.gate``). Every choice is drawn from the salt, so the
same module, domains and salt give the same item. A step that cannot be proven is left out with
one line in ``notes`` (file, function, reason) and the build goes on with the others.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from core.errors import SeedError
from generator.disguise.rename import DisguiseError
from generator.pr.change import Change, PRError, changes
from generator.pr.defect import Fault, faults_in_hunks, fitting, measure, same_mechanism_pairs, search
from generator.pr.module import ModuleSeed, load_module_seed, parse_module_seed
from generator.pr.proof import INPUTS, Proof
from generator.pr.proof_record import Entries
from generator.pr.steps import Hunk, hunks, salted_rank
from generator.pr.tell import tell_module
from generator.pr.told_change import told_change
from killability.api import gate
from killability.model import GateResult, VariantCode

PAIRS = 4  # fault pairs searched and gated before a module is given up
MIN_LINES = 80  # an after file shorter than this is noted (the size of a PR)
MEASURED = 6  # fault pairs measured at a time (in salt order)


@dataclass(frozen=True)
class PRVariant:
    name: str
    module: str
    domain: str
    before: str
    after: str
    hunks: tuple[Hunk, ...]
    fault_lines: tuple[int, ...]
    function: str  # the public function the variant's test calls
    operators: tuple[str, ...] = ()
    keywords: tuple[tuple[str, ...], ...] = ()  # the operator's groups (the key's: generator/pr/keys.py)
    mechanisms: tuple[str, ...] = ()  # of each planted fault

    @property
    def defective(self) -> bool:
        return bool(self.fault_lines)


@dataclass(frozen=True)
class PRItem:
    variants: tuple[PRVariant, ...]
    gates: tuple[GateResult, ...]  # A's test (original, fixed), B's test (disguised, clean)
    exposure: float
    transplant_exposure: float
    proofs: tuple[Proof, ...]
    notes: tuple[str, ...] = ()
    seconds: float = 0.0
    mechanism: str = ""
    timings: tuple[tuple[str, float], ...] = field(default_factory=tuple)
    family: str = ""  # the planted fault's operator tier ("easy", "medium", "hard")
    host_after: str = ""  # B with its change C alone (the disguised variant's twin: the clean variant)
    provenance: tuple[tuple[str, str], ...] = ()  # A's HARVEST (package, version, licence, ...): harvested code

    def variant(self, name: str) -> PRVariant:
        return next(v for v in self.variants if v.name == name)

    def matrix(self) -> dict[str, tuple[str, ...]]:
        """variant -> its verdicts (one per run) under its own module's test."""
        rows: dict[str, tuple[str, ...]] = {}
        for result in self.gates:
            for report in result.variants:
                rows[report.name] = report.verdicts
        return rows


def _defect_hunks(change: Change, text: str, fault: Fault) -> tuple[Hunk, ...]:
    """The change's hunks over the defective after text; the hunk the fault was planted in becomes
    the defect hunk, stretched over the fault lines (a deleted statement leaves no changed line of
    its own). A fault that undoes its hunk's change (a caller left behind) leaves no hunk there:
    the defect hunk is then its lines alone."""
    lines = fault.mutant.fault_lines
    out = []
    found = False
    for hunk in hunks(change.before, text, change.steps):
        if (hunk.step, hunk.function) == (fault.hunk.step, fault.hunk.function):
            hunk = Hunk(
                (min(hunk.lines[0], *lines), max(hunk.lines[1], *lines)),
                "defect",
                fault.operator,
                hunk.step,
                hunk.function,
            )
            found = True
        out.append(hunk)
    if not found:
        out.append(Hunk((min(lines), max(lines)), "defect", fault.operator, fault.hunk.step, fault.function))
    return tuple(sorted(out, key=lambda h: h.lines))


ModuleRef = str | tuple[str, str]  # a module seed's path, or (its path or key, its text): picklable


def _load(ref: ModuleRef) -> ModuleSeed:
    return parse_module_seed(ref[1], ref[0]) if isinstance(ref, tuple) else load_module_seed(ref)


def make_pr(
    module: ModuleRef,
    domains: Sequence[str],
    salt: str,
    *,
    inputs: int = INPUTS,
    symbolic: bool = True,
    progress: Callable[[str], None] = lambda _line: None,
    recorded: Entries | None = None,
    families: tuple[str, ...] = (),
    min_exposure: float = 0.0,
    tries: int = 2,
) -> PRItem:
    """A proven PR item from the module seed at ``module``, disguised in the module told in one
    of ``domains`` (tried in salt order, at most ``tries`` of them). A module is a path or (path,
    text): the build's work units pass texts, so a unit is picklable and needs no file.
    ``recorded``: the proof record's entries (``generator.pr.proof_record``) of the module;
    ``families``: only faults of these operator tiers (all when empty), showing on at least
    ``min_exposure``."""
    started = time.monotonic()
    timings: list[tuple[str, float]] = []

    def lap(name: str, since: float) -> float:
        now = time.monotonic()
        timings.append((name, round(now - since, 2)))
        return now

    notes: list[str] = []
    seed = _load(module)
    progress(f"{seed.path}: proving refactorings")
    mark = time.monotonic()
    refactoring, clean_a = changes(seed, salt, inputs=inputs, symbolic=symbolic, notes=notes, recorded=recorded)
    mark = lap("prove A", mark)
    mine = [
        f
        for f in faults_in_hunks(seed, refactoring.after, refactoring.hunks)
        if f.mutant.tier in (families or (f.mutant.tier,))
    ]
    if not mine:
        kind = f"{'/'.join(families)}-family " if families else ""
        raise PRError(f"{seed.path}: {refactoring.steps[0].function}: no {kind}fault fits inside a refactored hunk")
    others = [d for d in sorted(domains, key=lambda d: salted_rank(salt, d)) if d != seed.domain][:tries]
    for domain in others:
        try:
            told = tell_module(seed, domain, f"{salt}:tell:{domain}")
        except (DisguiseError, SeedError) as exc:
            notes.append(str(exc))
            continue
        host = told.seed
        try:  # C, proven on A, told as B's change (alpha-equivalence checked: A's proofs hold)
            other = told_change(told, clean_a)
        except DisguiseError as exc:
            notes.append(str(exc))
            continue
        pairs = same_mechanism_pairs(salt, mine, faults_in_hunks(host, other.after, other.hunks))
        if not pairs:
            notes.append(f"{host.path}: no fault of the same mechanism inside a hunk of the clean change")
            continue
        item = _gated(seed, host, refactoring, other, pairs, (inputs, min_exposure), progress, timings)
        mark = time.monotonic()
        if item is not None:
            for variant in item.variants:
                size = len(variant.after.splitlines())
                if size < MIN_LINES:
                    notes.append(
                        f"{variant.module}: the {variant.name} after file has {size} lines without the "
                        f"module's controls and data (a PR shows at least {MIN_LINES}); lengthen the module"
                    )
            return replace(
                item,
                proofs=(*refactoring.proofs, *other.proofs),
                host_after=other.after,
                provenance=seed.provenance,
                notes=tuple(notes),
                seconds=round(time.monotonic() - started, 2),
                timings=tuple(timings),
            )
        notes.append(f"{host.path}: no fault pair passed the kill matrix")
    raise PRError(f"{seed.path}: {mine[0].function}: the module told in another domain takes no same fault")


def _gated(
    seed: ModuleSeed,
    host: ModuleSeed,
    refactoring: Change,
    clean: Change,
    pairs: Sequence[tuple[Fault, Fault]],
    drawing: tuple[int, float],  # inputs, and the least exposure a fault of A must show
    progress: Callable[[str], None],
    timings: list[tuple[str, float]],
) -> PRItem | None:
    inputs, least = drawing
    tried = 0
    for start in range(0, len(pairs), MEASURED):
        if tried >= PAIRS:
            break
        chunk = pairs[start : start + MEASURED]
        mark = time.monotonic()
        exposure_a = measure(seed, refactoring.after, list(dict.fromkeys(a for a, _ in chunk)), inputs=inputs)
        exposure_b = measure(host, clean.after, list(dict.fromkeys(b for _, b in chunk)), inputs=inputs)
        timings.append(("measure faults", round(time.monotonic() - mark, 2)))
        for fa, fb in chunk:
            ea, eb = exposure_a.get(fa.mutant.id), exposure_b.get(fb.mutant.id)
            if tried >= PAIRS or not (fitting(fa, ea) and fitting(fb, eb)) or ea is None or ea.exposure < least:
                continue
            tried += 1
            assert ea is not None and eb is not None
            item = _gate_pair(seed, host, refactoring, clean, fa, fb, progress, timings)
            if item is not None:
                return replace(item, exposure=ea.exposure, transplant_exposure=eb.exposure)
    return None


def _defective(name: str, module: ModuleSeed, change: Change, fault: Fault, hunks: tuple[Hunk, ...]) -> PRVariant:
    mutant = fault.mutant
    return PRVariant(
        name,
        module.path,
        module.domain,
        change.before,
        mutant.source,
        hunks,
        mutant.fault_lines,
        fault.function,
        mutant.operators,
        mutant.keywords,
        tuple(site.mechanism for site in mutant.sites),
    )


def _gate_pair(
    seed: ModuleSeed,
    host: ModuleSeed,
    refactoring: Change,
    clean: Change,
    fa: Fault,
    fb: Fault,
    progress: Callable[[str], None],
    timings: list[tuple[str, float]],
) -> PRItem | None:
    """Search both faults and run both kill matrices: the item when both are exact, else None."""
    progress(f"{seed.path}: gating {fa.operator} in {fa.function} / {host.path}: {fb.function}")
    mark = time.monotonic()
    cases_a, cases_b = search(seed, refactoring.after, fa), search(host, clean.after, fb)
    if cases_a.verdict != "distinguished" or cases_b.verdict != "distinguished":
        return None
    gate_a = gate(
        {
            "original": VariantCode(fa.mutant.source, fa.function, True, fa.mutant.fault_lines),
            "fixed": VariantCode(refactoring.after, fa.function, False),
        },
        cases_a,
        test_name=f"{seed.name} {fa.function}",
    )
    gate_b = gate(
        {
            "disguised": VariantCode(fb.mutant.source, fb.function, True, fb.mutant.fault_lines),
            "clean": VariantCode(clean.after, fb.function, False),
        },
        cases_b,
        test_name=f"{host.name} {fb.function}",
    )
    timings.append(("search and gate", round(time.monotonic() - mark, 2)))
    if not (gate_a.accepted and gate_b.accepted):
        return None
    a_hunks, b_hunks = _defect_hunks(refactoring, fa.mutant.source, fa), _defect_hunks(clean, fb.mutant.source, fb)
    variants = (
        _defective("original", seed, refactoring, fa, a_hunks),
        _defective("disguised", host, clean, fb, b_hunks),
        PRVariant(
            "fixed", seed.path, seed.domain, refactoring.before, refactoring.after, refactoring.hunks, (), fa.function
        ),
        PRVariant("clean", host.path, host.domain, clean.before, clean.after, clean.hunks, (), fb.function),
    )
    return PRItem(variants, (gate_a, gate_b), 0.0, 0.0, (), mechanism=fa.mechanism, family=fa.mutant.tier)
