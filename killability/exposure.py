"""Measured difficulty: on how many valid inputs does a defect show?

``measure`` draws ``inputs`` (500 by default) valid inputs from the seed's strategies (hints,
``STRATEGIES``, ``precondition``: the same ``signature`` the differential search uses; drawn with
hypothesis' generator directly, not its test engine: ``killability.draws``), seeded by the seed's
path so every candidate of one seed sees the same inputs, and runs the fixed function
and every defective variant on each, in ONE sandboxed child (``killability.sandbox.run_tasks``)
for a whole batch of variants. Each input is called twice in one fresh module instance (so a fault
that leaks state between calls, such as a mutable default, shows too).

Per variant: ``exposure`` (share of inputs whose outcome differs from the fixed one), ``crash_share``
(share where the variant raises or times out while the fixed function returns), and the smallest
witness (the differing input with the shortest text, as ``f(args) == expected``).

A variant that runs past its per-call CPU limit on ``HANG_LIMIT`` inputs is not run on the rest
(``hangs``): an endless loop costs the full call limit on every input (176 of 500 inputs, 44 s of
CPU for one mutant of ``is_palindrome_phrase``), which made one measurement outlast its sandbox's
wall clock under load and turned a measured verdict into a load-dependent crash. Its figures then
cover the inputs it ran on; the tier rules reject a hanging fault (``generator/difficulty``).
"""

from __future__ import annotations

import functools
import random
import time
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from killability import wire
from killability.call_timer import time_limit
from killability.compare import (
    args_literal,
    call,
    check_precondition,
    differ,
    literal,
    parse_args,
)
from killability.draws import draw_once
from killability.inputs import signature
from killability.sandbox import Limits, run_tasks
from killability.search import _no_local_constants
from killability.seed_constants import seed_constants
from killability.strategies import NoStrategy, constants_of
from killability.subject import Factory, SubjectLoadError, load_module
from killability.values import stable_repr, without_addresses

INPUTS = 500
HANG_LIMIT = 2  # call timeouts after which a variant is not run on further inputs (``hangs``)
SCREEN_INPUTS = 100  # a screened pair (``ExposureSpec.screen``) goes on past this many inputs only when it may mask
SCREEN_MARGIN = 0.02  # ... i.e. when it shows on at most this much more than each of its faults alone
SCREEN_FALLBACK = 2  # ... or when it is one of the least exposed pairs that could stand in (no masking pair)
INPUTS_FORMAT = "args-v4"  # drawn inputs are kept as call argument texts (``compare.args_literal``)
# attempts per input wanted: a precondition that rejects most draws still leaves INPUTS valid inputs
# (with 2, 51 seeds used in 20 editions were measured on 20-450); drawing stops sooner once INPUTS
# attempts in a row bring no new valid input (a small input space, all of it drawn)
DRAW_FACTOR = 10


@dataclass(frozen=True)
class ExposureSpec:
    seed_source: str
    seed_path: str
    target: str
    fixed_code: str
    fixed_function: str
    variants: tuple[tuple[str, str, str], ...]  # (name, code, function)
    inputs: int = INPUTS
    call_seconds: float = 0.25
    seconds: float = 60.0  # a safety net only: drawing stops early past this (inputs are then fewer)
    given: tuple[str, ...] | None = None  # inputs drawn before for this seed (call argument texts)
    # (pair, its faults alone) variant names: after SCREEN_INPUTS inputs only the pairs that may still
    # mask themselves (and the least exposed others) run on; the rest are marked ``screened``
    screen: tuple[tuple[str, tuple[str, ...]], ...] = ()
    stand_in_max: float = 0.5  # a pair above this exposure cannot stand in for a masking one


@dataclass(frozen=True)
class FaultExposure:
    name: str
    exposure: float
    crash_share: float
    differing: int
    crashes: int
    witness: str = ""
    hangs: bool = False  # timed out on HANG_LIMIT inputs: measured on the inputs up to there only
    screened: bool = False  # a pair dropped after SCREEN_INPUTS inputs (it cannot mask): measured on those only


@dataclass(frozen=True)
class ExposureResult:
    verdict: str  # "measured", "no-strategy", "seed-error", "incompetent", "timeout", "crashed"
    message: str
    inputs: int = 0
    faults: tuple[FaultExposure, ...] = ()

    def fault(self, name: str) -> FaultExposure | None:
        return next((f for f in self.faults if f.name == name), None)


wire.register(FaultExposure, ExposureResult)


def _twice(factory: Factory, args: tuple[Any, ...], seconds: float):
    function = factory()
    first = call(function, args, seconds)
    if first.kind not in ("returns", "raises"):
        return first, None
    return first, call(function, args, seconds)


def _crash(run) -> bool:
    return run.kind in ("raises", "timeout", "memory", "violation")


def _describe(run) -> str:
    if run.kind == "returns":
        return literal(run.value) or stable_repr(run.value)
    if run.kind == "raises":
        return f"raises {without_addresses(str(run.value))}"
    return run.kind


def measure_child(spec: ExposureSpec) -> tuple[tuple[str, ...], ExposureResult]:
    """Child side: draw the inputs (unless given) and run every variant on them. Returns the
    inputs (argument tuples as literal text, for the parent's per-seed cache) and the result."""
    with _no_local_constants():
        return _measure(spec)


def _draw(spec: ExposureSpec, target: Any, fixed: Factory, namespace: dict[str, Any]) -> tuple[str, ...] | str:
    overrides = namespace.get("STRATEGIES") or {}
    examples = namespace.get("EXAMPLES") or ()
    try:  # the same inputs as the differential search (killability/search.py)
        sig = signature(
            target,
            overrides if isinstance(overrides, dict) else {},
            constants_of(target, fixed()),
            spec.seed_path,
            source=spec.seed_source,
            examples=examples if isinstance(examples, (list, tuple)) else (),
        )
    except NoStrategy as exc:
        return str(exc)
    precondition = namespace.get("precondition")
    precondition = precondition if callable(precondition) else None
    drawn: dict[str, None] = {}
    deadline = time.process_time() + spec.seconds  # CPU time: the inputs must not depend on load
    source = random.Random(zlib.crc32(spec.seed_path.encode("utf-8")))
    strategy = sig.args()
    since_new = 0  # attempts since the last new valid input: the seed's valid inputs may be all drawn
    for _attempt in range(spec.inputs * DRAW_FACTOR):
        if time.process_time() > deadline or len(drawn) >= spec.inputs or since_new >= spec.inputs:
            break
        since_new += 1
        try:
            args = draw_once(strategy, source)
        except Exception:  # a strategy that breaks ends the drawing: keep what was drawn
            break
        if args is None:
            continue
        if precondition is not None:
            try:
                with time_limit(spec.call_seconds, cpu=True):
                    ok = check_precondition(precondition, args)
            except BaseException:  # a precondition that fails rejects the input
                ok = False
            if not ok:
                continue
        text = args_literal(tuple(args))
        if text is not None and text not in drawn:
            drawn[text] = None
            since_new = 0
    return tuple(drawn)


@dataclass
class _Tally:
    """One variant's count while the inputs run (a local accumulator, never returned)."""

    differing: int = 0
    crashes: int = 0
    shortest: tuple[tuple[int, str], str] | None = None  # ((size, call text), witness)
    ran: int = 0  # inputs it ran on (all of them, unless it hangs)
    timeouts: int = 0


def _measure(spec: ExposureSpec) -> tuple[tuple[str, ...], ExposureResult]:
    with seed_constants(spec.seed_source):  # the same inputs whatever ran before in this child
        return _measure_inputs(spec)


def _measure_inputs(spec: ExposureSpec) -> tuple[tuple[str, ...], ExposureResult]:
    try:
        with time_limit(spec.call_seconds * 8, cpu=True):
            namespace = load_module(spec.seed_source, "redpen_seed", spec.seed_path)
        target = namespace[spec.target]
        fixed = Factory(spec.fixed_code, spec.fixed_function, "fixed.py", spec.call_seconds)
    except BaseException as exc:
        return (), ExposureResult(
            "seed-error", f"{spec.seed_path}: the seed does not load: {type(exc).__name__}: {exc}"[:300]
        )
    others = []
    for name, code, function in spec.variants:
        try:
            others.append((name, Factory(code, function, f"{name}.py", spec.call_seconds)))
        except SubjectLoadError as exc:
            return (), ExposureResult("incompetent", f"{name}: {exc}"[:300])
    drawn = spec.given if spec.given is not None else _draw(spec, target, fixed, namespace)
    if isinstance(drawn, str):
        return (), ExposureResult("no-strategy", drawn)
    counts = {name: _Tally() for name, _ in others}
    usable: list[str] = []
    stopped: frozenset[str] = frozenset()
    parts = dict(spec.screen)  # a pair is not run on once one of its faults alone hangs (it is refused)
    for text in drawn:
        if spec.screen and len(usable) == SCREEN_INPUTS:
            stopped = screened_out(spec.screen, counts, spec.stand_in_max)
        args = parse_args(text)
        mine = _twice(fixed, args, spec.call_seconds)
        if mine[1] is None:
            continue  # the fixed function itself times out: not a usable input
        usable.append(text)
        for name, factory in others:
            tally = counts[name]
            if (
                tally.timeouts >= HANG_LIMIT
                or name in stopped
                or any(counts[part].timeouts >= HANG_LIMIT for part in parts.get(name, ()))
            ):
                continue
            tally.ran += 1
            theirs = _twice(factory, args, spec.call_seconds)
            if theirs[0].kind == "timeout" or (theirs[1] is not None and theirs[1].kind == "timeout"):
                tally.timeouts += 1
            first_differs = differ(mine[0], theirs[0])
            if not (first_differs or theirs[1] is None or differ(mine[1], theirs[1])):
                continue
            tally.differing += 1
            bad = theirs[0] if first_differs or theirs[1] is None else theirs[1]
            if _crash(bad) and not _crash(mine[0]):
                tally.crashes += 1
            call_text = f"{spec.fixed_function}({text})"
            if tally.shortest is None or (len(call_text), call_text) < tally.shortest[0]:
                verb = "gives" if bad.kind == "returns" else ""
                second = "" if bad is theirs[0] else " (on a second call)"
                witness = (
                    f"{call_text} == {_describe(mine[0])}, but the defective version {verb} {_describe(bad)}{second}"
                )
                tally.shortest = ((len(call_text), call_text), witness.replace("  ", " "))
    n = len(usable)
    if n == 0:
        return (), ExposureResult("no-strategy", f"{spec.seed_path}: no valid input could be drawn")
    faults = tuple(
        FaultExposure(
            name,
            tally.differing / max(1, tally.ran),
            tally.crashes / max(1, tally.ran),
            tally.differing,
            tally.crashes,
            tally.shortest[1] if tally.shortest else "",
            hangs=tally.timeouts >= HANG_LIMIT,
            screened=name in stopped,
        )
        for name, tally in ((name, counts[name]) for name, _ in others)
    )
    return tuple(usable), ExposureResult("measured", f"{n} valid inputs", n, faults)


def screened_out(
    screen: Sequence[tuple[str, tuple[str, ...]]], counts: Mapping[str, _Tally], stand_in_max: float
) -> frozenset[str]:
    """The variants to stop after the screening inputs: every pair that shows on more than
    SCREEN_MARGIN above one of its faults alone (it cannot mask itself), except the SCREEN_FALLBACK
    least exposed pairs that could stand in for a masking one, and the faults alone that no pair
    going on needs. On 46 seeds' 6,119 interacting pairs, 100 inputs kept 16% of the pairs and 52 of
    the 58 that mask on 500."""

    def share(name: str) -> float:
        tally = counts[name]
        return tally.differing / max(1, tally.ran)

    keep: set[str] = set()
    stand_ins = []
    for pair, alone in screen:
        if any(counts[n].timeouts >= HANG_LIMIT for n in (pair, *alone)):
            continue  # a pair with a hang is refused anyway
        exposure = share(pair)
        if alone and exposure <= min(share(a) for a in alone) + SCREEN_MARGIN:
            keep.add(pair)
        elif 0 < exposure <= stand_in_max and all(share(a) > 0 for a in alone):
            stand_ins.append((exposure, pair))
    keep.update(pair for _e, pair in sorted(stand_ins)[:SCREEN_FALLBACK])
    needed = {a for pair, alone in screen if pair in keep for a in alone}
    every = {pair for pair, _ in screen} | {a for _, alone in screen for a in alone}
    return frozenset(every - keep - needed)


_INPUTS: dict[str, tuple[str, ...]] = {}  # per process: the inputs drawn for each seed text


def measure(
    seed_source: str,
    seed_path: str,
    target: str,
    fixed_code: str,
    fixed_function: str,
    variants: Sequence[tuple[str, str, str]],
    *,
    inputs: int = INPUTS,
    memory_mb: int = 512,
    cache: Any = None,
    screen: Sequence[tuple[str, tuple[str, ...]]] = (),
    stand_in_max: float = 0.5,
) -> ExposureResult:
    """Parent side: one sandboxed child measures every variant on the same inputs. The inputs are
    drawn once per seed text (kept in this process and, given a ``ResultCache``, on disk)."""
    key = content_key(INPUTS_FORMAT, seed_path, seed_source, target, str(inputs))
    given_inputs = _INPUTS.get(key)
    if given_inputs is None and cache is not None:
        given_inputs = cache.get("inputs", key)
    spec = ExposureSpec(
        seed_source,
        seed_path,
        target,
        fixed_code,
        fixed_function,
        tuple(variants),
        inputs,
        given=given_inputs,
        screen=tuple(screen),
        stand_in_max=stand_in_max,
    )
    outcome = run_tasks(
        [functools.partial(measure_child, spec)],
        Limits(wall_seconds=spec.seconds + 20 + 0.5 * len(variants), memory_mb=memory_mb),
    )[0]
    if outcome.status != "ok":
        verdict = "timeout" if outcome.status == "timeout" else "crashed"
        return ExposureResult(verdict, f"exposure run: {outcome.message}")
    used, result = outcome.value
    if given_inputs is None and used:
        _INPUTS[key] = used
        if cache is not None:
            cache.put("inputs", key, used)
    return result


def content_key(*parts: str) -> str:
    import hashlib

    return hashlib.sha256("\x00".join(parts).encode("utf-8")).hexdigest()[:24]
