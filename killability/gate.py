"""The kill matrix: the generated test file run against every variant, twice, in one sandboxed child.

Child side (``run_matrix``): write the test file and the variants into the scratch directory, check
each variant imports, then ONE in-process pytest session whose run loop executes the collected
test items once per (run, variant), pointing REDPEN_SUBJECT/REDPEN_FUNCTION at that variant.
Around each item's call phase a line tracer (``sys.settrace``, only frames of the subject file)
records which subject lines ran, and an interval timer bounds it. One pytest session for the whole
matrix, instead of one interpreter per check, is what makes the gate cheap.

Parent side (``decide``): per-variant verdicts (killed / survived / timeout / crashed /
incompetent) and coverage of the fault lines become the mutant's verdict: accepted only when the
matrix is exact (every defective variant killed with its fault lines executed, every
non-defective variant passing) and both runs agree.
"""

from __future__ import annotations

import importlib
import os
import re
import signal
import sys
from dataclasses import dataclass, field
from typing import Any

import pytest
from _pytest.config import default_plugins

from killability import wire
from killability.call_timer import CallTimeout
from killability.child_guards import builtins_message, restore_builtins
from killability.model import GateResult, GateVerdict, VariantCode, VariantReport, VariantVerdict
from killability.subject import BuiltinsChanged, Factory, SubjectLoadError

# Import pytest's built-in plugins here, in the (warm) parent: every forked child then starts with
# them loaded instead of importing them again on each pytest.main (about 0.1 s per gate).
for _name in default_plugins:
    try:
        importlib.import_module(f"_pytest.{_name}")
    except ImportError:  # pragma: no cover - plugin set differs between pytest versions
        pass

PYTEST_ARGS = (
    "-q",
    "--tb=no",
    "--no-header",
    "-p",
    "no:cacheprovider",
    "-p",
    "no:unraisableexception",
    "-p",
    "no:threadexception",
    "-p",
    "no:faulthandler",
    "-p",
    "no:logging",
    "-p",
    "no:junitxml",
    "-p",
    "no:doctest",
    "-p",
    "no:pastebin",
    "-p",
    "no:stepwise",
    "-p",
    "no:legacypath",
    "-p",
    "no:tmpdir",
    "-p",
    "no:warnings",
)


@dataclass(frozen=True)
class MatrixSpec:
    test_text: str
    variants: tuple[tuple[str, str, str], ...]  # (name, code, function)
    runs: int = 2
    test_seconds: float = 2.0


@dataclass(frozen=True)
class CellResult:
    """One variant in one run."""

    passed: int = 0
    failed: int = 0
    timeouts: int = 0
    errors: int = 0
    lines: frozenset[int] = frozenset()
    detail: str = ""


@dataclass(frozen=True)
class MatrixRaw:
    cells: tuple[tuple[str, tuple[CellResult, ...]], ...]  # per variant: one cell per run
    incompetent: tuple[tuple[str, str], ...] = ()
    collect_error: str = ""


wire.register(CellResult, MatrixRaw)


@dataclass
class _Tally:
    passed: int = 0
    failed: int = 0
    timeouts: int = 0
    errors: int = 0
    lines: set[int] = field(default_factory=set)
    detail: str = ""


class _MatrixPlugin:
    def __init__(self, plan: list[tuple[int, str, str, str]], seconds: float) -> None:
        self.plan = plan  # (run, name, subject path, function)
        self.seconds = seconds
        self.tallies: dict[tuple[int, str], _Tally] = {}
        self.current: _Tally | None = None
        self.subject = ""
        self.timed_out = False
        self.tampered: tuple[str, ...] = ()
        self.collect_error = ""

    # --- the loop: every item once per (run, variant) ---------------------------------------
    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        if session.testsfailed and not session.items:
            return True
        hung: set[str] = set()
        for run, name, path, function in self.plan:
            tally = self.tallies.setdefault((run, name), _Tally())
            if name in hung:  # it ran out of time before: do not pay for that again
                tally.timeouts += 1
                continue
            os.environ["REDPEN_SUBJECT"] = path
            os.environ["REDPEN_FUNCTION"] = function
            self.subject = path
            self.current = tally
            for item in session.items:
                item.ihook.pytest_runtest_protocol(item=item, nextitem=None)
                if tally.timeouts:
                    hung.add(name)
                    break
        self.current = None
        return True

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collect_error = str(report.longrepr)[-600:]

    # --- per item: tracer + timer around the call phase --------------------------------------
    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item: pytest.Item) -> Any:
        tally = self.current
        subject = self.subject
        lines = tally.lines if tally is not None else set()

        def local(frame: Any, event: str, arg: Any) -> Any:
            if event == "line":
                lines.add(frame.f_lineno)
            return local

        def tracer(frame: Any, event: str, arg: Any) -> Any:
            if frame.f_code.co_filename == subject:
                lines.add(frame.f_lineno)
                return local
            return None

        self.timed_out = False
        armed = [True]

        def on_alarm(_signum: int, _frame: Any) -> None:
            if armed[0]:  # a signal still pending after the item must not raise elsewhere
                self.timed_out = True
                raise CallTimeout()

        # CPU time, like every per-call bound: an item's verdict must not depend on the machine's load
        previous = signal.signal(signal.SIGPROF, on_alarm)
        signal.setitimer(signal.ITIMER_PROF, self.seconds, 0.05)
        sys.settrace(tracer)
        try:
            return (yield)
        finally:
            armed[0] = False
            sys.settrace(None)
            signal.setitimer(signal.ITIMER_PROF, 0, 0)
            signal.signal(signal.SIGPROF, previous)
            self.tampered = restore_builtins()  # the variant rebound builtins: the item's result means nothing

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        tally = self.current
        if tally is None:
            return
        if report.when == "call" and self.tampered:
            tally.errors += 1
            tally.detail = tally.detail or f"the variant {builtins_message(self.tampered)}"
        elif report.when == "call":
            if self.timed_out:
                tally.timeouts += 1
            elif report.passed:
                tally.passed += 1
            else:
                tally.failed += 1
                if not tally.detail:
                    tally.detail = f"{report.nodeid.split('::')[-1]}: {_short(report.longrepr)}"
        elif report.failed:
            tally.errors += 1
            if not tally.detail:
                tally.detail = _short(report.longrepr)


def _short(longrepr: Any) -> str:
    crash = getattr(longrepr, "reprcrash", None)
    text = getattr(crash, "message", None) or str(longrepr)
    return re.sub(r" at 0x[0-9a-f]+", "", " ".join(text.split()))[:240]


def run_matrix(spec: MatrixSpec) -> MatrixRaw:
    """Child side: run the generated test against every variant ``spec.runs`` times."""
    base = os.path.realpath(os.path.join(os.getcwd(), "gate"))
    os.makedirs(base, exist_ok=True)
    test_path = os.path.join(base, "test_item.py")
    with open(test_path, "w", encoding="utf-8") as handle:
        handle.write(spec.test_text)
    ini = os.path.join(base, "pytest.ini")
    with open(ini, "w", encoding="utf-8") as handle:
        handle.write("[pytest]\n")
    incompetent: list[tuple[str, str]] = []
    competent: list[tuple[str, str, str]] = []
    for index, (name, code, function) in enumerate(spec.variants):
        path = os.path.join(base, f"variant_{index}.py")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(code)
        try:
            Factory(code, function, path, spec.test_seconds / 4)
        except BuiltinsChanged:
            pass  # restored; every item of its run then reports it (a crash, not an import failure)
        except SubjectLoadError as exc:
            incompetent.append((name, str(exc)[:300]))
            continue
        competent.append((name, path, function))
    plan = [(run, name, path, function) for run in range(spec.runs) for name, path, function in competent]
    plugin = _MatrixPlugin(plan, spec.test_seconds)
    if plan:
        sys.modules.pop("test_item", None)
        pytest.main([test_path, *PYTEST_ARGS, "--rootdir", base, "-c", ini], plugins=[plugin])
    cells = []
    for name, _path, _function in competent:
        row = []
        for run in range(spec.runs):
            tally = plugin.tallies.get((run, name), _Tally())
            row.append(
                CellResult(
                    tally.passed, tally.failed, tally.timeouts, tally.errors, frozenset(tally.lines), tally.detail
                )
            )
        cells.append((name, tuple(row)))
    return MatrixRaw(tuple(cells), tuple(incompetent), plugin.collect_error)


# ------------------------------------------------------------------------------------------------
# parent side


def cell_verdict(cell: CellResult) -> VariantVerdict:
    if cell.timeouts:
        return "timeout"
    if cell.errors or cell.passed + cell.failed == 0:
        return "crashed"
    return "killed" if cell.failed else "survived"


def decide(
    variants: dict[str, VariantCode], required: dict[str, tuple[int, ...]], raw: MatrixRaw, runs: int
) -> tuple[GateVerdict, str, tuple[VariantReport, ...]]:
    """The mutant's verdict, a one-line reason, and the per-variant reports."""
    reports: dict[str, VariantReport] = {}
    for name, why in raw.incompetent:
        variant = variants[name]
        one: tuple[VariantVerdict, ...] = ("incompetent",)
        incompetent = one * runs
        reports[name] = VariantReport(name, variant.defective, incompetent, required.get(name, ()), (), why)
    for name, cells in raw.cells:
        variant = variants[name]
        verdicts = tuple(cell_verdict(c) for c in cells)
        ran = frozenset().union(*(c.lines for c in cells)) if cells else frozenset()
        need = required.get(name, ())
        covered = tuple(line for line in need if line in ran)
        detail = next((c.detail for c in cells if c.detail), "")
        reports[name] = VariantReport(
            name,
            variant.defective,
            verdicts,
            need,
            covered,
            detail or raw.collect_error,
        )
    ordered = tuple(reports[name] for name in variants if name in reports)

    def first(predicate: Any) -> VariantReport | None:
        return next((r for r in ordered if predicate(r)), None)

    if raw.collect_error and not raw.cells:
        return "crashed", f"the generated test does not collect: {raw.collect_error}", ordered
    bad = first(lambda r: r.verdict == "incompetent")
    if bad is not None:
        if bad.defective:
            return "incompetent", f"{bad.name} does not import: {bad.detail}", ordered
        verdict: GateVerdict = "bad-control" if bad.name == "clean" else "crashed"
        return verdict, f"{bad.name} does not import: {bad.detail}", ordered
    bad = first(lambda r: not r.stable)
    if bad is not None:
        return "flaky", f"{bad.name} gave {' then '.join(bad.verdicts)} on identical runs", ordered
    bad = first(lambda r: r.verdict == "timeout")
    if bad is not None:
        return "timeout", f"the test runs out of time on {bad.name}", ordered
    bad = first(lambda r: r.verdict == "crashed")
    if bad is not None:
        return "crashed", f"the test crashed on {bad.name}: {bad.detail}", ordered
    bad = first(lambda r: not r.defective and r.verdict != "survived")
    if bad is not None:
        if bad.name == "clean":
            return "bad-control", f"the clean control fails the test: {bad.detail}", ordered
        return (
            "flaky",
            (f"{bad.name} fails its own expected values (the function is not deterministic?): {bad.detail}"),
            ordered,
        )
    bad = first(lambda r: r.defective and r.verdict == "survived")
    if bad is not None:
        if bad.name.startswith("single-"):
            return "not-genuine", f"the test passes on {bad.name} (one fault alone): both lines are not needed", ordered
        return "survived", f"the test passes on {bad.name}", ordered
    bad = first(lambda r: r.defective and set(r.fault_lines) - set(r.covered))
    if bad is not None:
        missing = sorted(set(bad.fault_lines) - set(bad.covered))
        return "uncovered", f"the test never executes line(s) {missing} of {bad.name}", ordered
    return "accepted", "fails on every defective variant (fault lines executed), passes on the others, twice", ordered


def rejected(verdict: GateVerdict, reason: str, test_file: str = "", test_name: str = "") -> GateResult:
    return GateResult(verdict=verdict, reason=reason, test_file=test_file, test_name=test_name)
