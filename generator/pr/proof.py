"""Proof that a refactoring preserves behaviour: a differential test on drawn valid inputs, in the
sandbox, then CrossHair where it applies.

For every gateable public function whose behaviour a variant may change (it is touched, or calls a
touched function, directly or not), ``prove`` draws ``inputs`` (500) valid inputs from the
function's STRATEGIES entry and precondition (``killability.exposure``'s drawing, through the
module's per-function view, ``generator.pr.module.function_view``) and runs the before module and
every variant on each, twice per fresh module instance, in ONE sandboxed child for the whole PR
(one task per function). A variant is proven when no input tells it apart on any of its functions,
no call hangs, and at least ``MIN_INPUTS`` distinct valid inputs were drawn (fewer than ``inputs``
only when the function's whole input space is smaller: ``letter_grade(percent)`` has 101).

Then CrossHair's ``diff_behavior`` (``killability.gold_symbolic``, the gold audit's side process:
z3 is native code the sandbox refuses; it runs the library's own modules and their refactorings,
never a reviewer's text) compares the two versions of each function under the precondition, on a
path budget. A difference it finds that runs concretely rejects the variant; a function CrossHair
cannot analyse is noted ("skipped") and the differential proof stands.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from core.model import content_hash
from generator.gold_dealing import _CrossHair
from generator.pr.module import ModuleSeed, function_view, runtime_text
from killability.exposure import ExposureResult, ExposureSpec, measure_child
from killability.sandbox import Limits, run_tasks

INPUTS = 500
MIN_INPUTS = 100
SYMBOLIC_PATHS = 24  # CrossHair paths per function and variant (half for each ordering; it stops early)
SYMBOLIC_SECONDS = 4.0  # CPU safety per check, as the gold audit
WORKERS = 2  # sandbox supervisors a proof batch is split over (one per core; the results do not depend on it)
SYMBOLIC_TOTAL = 90.0  # wall-clock safety of one proof's CrossHair checks (those not reached are "skipped")


@dataclass(frozen=True)
class Variant:
    """A module to prove against the before module, and the functions it changes."""

    name: str
    after: str
    touched: frozenset[str]
    symbolic: bool = True  # also checked by CrossHair (a composed change is not: its steps were)


@dataclass(frozen=True)
class FunctionProof:
    function: str
    inputs: int
    differing: int
    hangs: bool
    witness: str = ""
    symbolic: str = "off"  # "checked", "inconclusive", "skipped: <why>", "disagree: <input>", "off"


@dataclass(frozen=True)
class Proof:
    variant: str
    proven: bool
    reason: str  # why not ("" when proven)
    functions: tuple[FunctionProof, ...]
    seconds: float = 0.0  # the whole batch's wall time (shared by the variants proven together)

    @property
    def inputs(self) -> int:
        return sum(f.inputs for f in self.functions)


_DRAWN: dict[tuple[str, str, str, int], tuple[str, ...]] = {}  # per process: the inputs drawn per function


def _draw_key(seed: ModuleSeed, function: str, inputs: int) -> tuple[str, str, str, int]:
    return (seed.path, function, content_hash(seed.source), inputs)


def exposure_spec(
    seed: ModuleSeed, fixed: str, function: str, variants: Sequence[tuple[str, str]], inputs: int
) -> ExposureSpec:
    """A differential run of ``function``: ``fixed`` against each (name, module text) variant, on the
    inputs drawn from the module seed's own view (the same inputs for every run of one function of
    one seed: drawn once per process, then passed in), each module run without its input data
    (``runtime_text``)."""
    return ExposureSpec(
        function_view(seed.source, function, function in seed.preconditions),
        f"{seed.path}::{function}",
        function,
        runtime_text(fixed),
        function,
        tuple((name, runtime_text(text), function) for name, text in variants),
        inputs,
        given=_DRAWN.get(_draw_key(seed, function, inputs)),
    )


def run_exposures(seed: ModuleSeed, specs: Sequence[ExposureSpec], seconds: float) -> list[ExposureResult | str]:
    """The specs in one sandboxed child: each result, or why there is none."""
    tasks = [functools.partial(measure_child, spec) for spec in specs]
    outcomes = run_tasks(tasks, Limits(wall_seconds=seconds), workers=WORKERS)
    out: list[ExposureResult | str] = []
    for spec, outcome in zip(specs, outcomes):
        if outcome.status != "ok":
            out.append(f"{outcome.status}: {outcome.message}")
            continue
        used, result = outcome.value
        if spec.given is None and used:
            _DRAWN[_draw_key(seed, spec.target, spec.inputs)] = used
        out.append(result if result.verdict == "measured" else result.message)
    return out


def differential(
    seed: ModuleSeed, before: str, variants: Sequence[Variant], *, inputs: int = INPUTS
) -> dict[str, list[FunctionProof]]:
    """Per variant: the differential figures of each function it may change (one sandboxed child)."""
    wanted = {v.name: seed.callers_of(v.touched) for v in variants}
    functions = [f for f in seed.gateable if any(f in fs for fs in wanted.values())]
    specs = [
        exposure_spec(seed, before, f, [(v.name, v.after) for v in variants if f in wanted[v.name]], inputs)
        for f in functions
    ]
    results = run_exposures(seed, specs, 90 + 2 * len(variants))
    found: dict[str, list[FunctionProof]] = {v.name: [] for v in variants}
    for function, spec, result in zip(functions, specs, results):
        for name, _code, _fn in spec.variants:
            if isinstance(result, str):
                found[name].append(FunctionProof(function, 0, -1, False, result[:200]))
                continue
            fault = result.fault(name)
            assert fault is not None
            found[name].append(FunctionProof(function, result.inputs, fault.differing, fault.hangs, fault.witness))
    return found


_SYMBOLIC = """\
import types as _redpen_types


def _redpen_load(_text, _name):
    _module = _redpen_types.ModuleType(_name)
    exec(compile(_text, _name, "exec"), _module.__dict__)
    return _module


_redpen_a = _redpen_load({before!r}, "redpen_before")
_redpen_b = _redpen_load({after!r}, "redpen_after")
redpen_before = _redpen_a.{function}
redpen_after = _redpen_b.{function}
precondition = getattr(_redpen_a, "PRECONDITIONS", {{}}).get({function!r})
"""


def symbolic_job(seed: ModuleSeed, before: str, after: str, function: str) -> dict[str, object]:
    """The gold audit's CrossHair job comparing ``function`` of the two modules."""
    return {
        "path": f"{seed.path}::{function}",
        "source": _SYMBOLIC.format(before=before, after=after, function=function),
        "target": "redpen_before",
        "clean": "redpen_after",
        "paths": SYMBOLIC_PATHS,
        "seconds": SYMBOLIC_SECONDS,
    }


def _symbolic_note(found: dict | None) -> str:
    if found is None:
        return "skipped: CrossHair did not answer"
    if found.get("status") == "disagree":
        return f"disagree: {found.get('input', '')} ({found.get('detail', '')})"[:200]
    if found.get("status") == "error":
        return f"skipped: CrossHair cannot analyse it ({found.get('detail', '')})"[:200]
    paths = int(found.get("paths", 0) or 0)
    return f"inconclusive ({paths} paths)" if found.get("capped") else f"checked ({paths} paths)"


def prove(
    seed: ModuleSeed,
    before: str,
    variants: Sequence[Variant],
    *,
    inputs: int = INPUTS,
    symbolic: bool = True,
) -> dict[str, Proof]:
    """Each variant's proof against ``before``."""
    started = time.monotonic()
    figures = differential(seed, before, variants, inputs=inputs)
    proofs: dict[str, Proof] = {}
    crosshair = _CrossHair() if symbolic and any(v.symbolic for v in variants) else None
    symbolic_until = time.monotonic() + SYMBOLIC_TOTAL
    try:
        for variant in variants:
            functions = figures[variant.name]
            reason = _refusal(functions)
            if not reason and crosshair is not None and variant.symbolic:
                checked = []
                for proof in functions:
                    if time.monotonic() > symbolic_until:
                        checked.append(replace(proof, symbolic="skipped: the proof's CrossHair time ran out"))
                        continue
                    job = symbolic_job(seed, before, variant.after, proof.function)
                    found = crosshair.ask(job, min(symbolic_until, time.monotonic() + 10 * SYMBOLIC_SECONDS + 10))
                    checked.append(replace(proof, symbolic=_symbolic_note(found)))
                functions = checked
                bad = next((p for p in functions if p.symbolic.startswith("disagree")), None)
                if bad is not None:
                    reason = f"{bad.function}: CrossHair: {bad.symbolic}"
            proofs[variant.name] = Proof(variant.name, not reason, reason, tuple(functions))
    finally:
        if crosshair is not None:
            crosshair.close()
    seconds = round(time.monotonic() - started, 2)
    return {name: Proof(p.variant, p.proven, p.reason, p.functions, seconds) for name, p in proofs.items()}


def _refusal(functions: Sequence[FunctionProof]) -> str:
    if not functions:
        return "no gateable function calls what it changes"
    for proof in functions:
        if proof.differing < 0:
            return f"{proof.function}: not measured ({proof.witness})"
        if proof.differing:
            return f"{proof.function}: differs on {proof.differing} of {proof.inputs} inputs, e.g. {proof.witness}"[
                :300
            ]
        if proof.hangs:
            return f"{proof.function}: a call hangs"
        if proof.inputs < MIN_INPUTS:
            return f"{proof.function}: only {proof.inputs} valid inputs drawn (at least {MIN_INPUTS} needed)"
    return ""
