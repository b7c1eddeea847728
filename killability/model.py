"""The killability gate's data: frozen, picklable dataclasses that cross process boundaries.

Values inside a :class:`Case` are Python source literals (``repr`` text a human can read and
``ast.literal_eval`` can read back), never live objects, so results are stable and portable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

# what a differential search ends with when it neither tells the two functions apart nor proves them
# alike: passed on unchanged by a clean check and by the gate
UndecidedVerdict = Literal[
    "unreached",
    "duplicate",
    "no-strategy",
    "incompetent",
    "timeout",
    "crashed",
    "not-genuine",
]
SearchVerdict = Literal["distinguished", "equivalent", UndecidedVerdict]
# a mutant rejected before any search (it does not compile, or its bytecode is the fixed function's
# or an earlier mutant's): both a search verdict and a gate verdict
SkipVerdict = Literal["incompetent", "equivalent", "duplicate"]
# a clean check: "equivalent", "bad-control" (a witness tells the two apart), "no-clean" (the seed has
# no control), or the equivalence search's own verdict when it could not decide
CleanVerdict = Literal["equivalent", "bad-control", "no-clean", UndecidedVerdict]
VariantVerdict = Literal["killed", "survived", "timeout", "crashed", "incompetent"]
GateVerdict = Literal["accepted", "equivalent", UndecidedVerdict, "flaky", "uncovered", "bad-control", "survived"]


@dataclass(frozen=True)
class Budget:
    """How hard the differential search tries (per mutant) and how long any one call may run."""

    examples: int = 100  # single-call examples before giving up (hypothesis max_examples)
    sequence_examples: int = 40  # examples of 2-3 call sequences (stateful mechanisms)
    max_calls: int = 3  # longest call sequence tried
    witnesses: int = 3  # shrunk distinguishing cases kept
    agreeing: int = 3  # agreeing cases kept
    collect: int = 15  # plain examples run after a find, for more witnesses and agreeing cases
    call_seconds: float = 0.25  # per call, enforced in the child with an interval timer
    max_timeouts: int = 2  # timed-out mutant calls before the search stops ("timeout")
    search_seconds: float = 20.0  # wall clock of the whole search child (parent-enforced)
    test_seconds: float = 2.0  # per generated test item in the gate
    gate_seconds: float = 30.0  # wall clock of the whole gate child (parent-enforced)
    memory_mb: int = 512  # address space the child may add on top of its parent's


@dataclass(frozen=True)
class Outcome:
    """What one call did: ``kind`` is "returns" (``value`` = literal) or "raises" (``value`` = type name)."""

    kind: Literal["returns", "raises"]
    value: str


@dataclass(frozen=True)
class Call:
    """One call and the FIXED function's outcome. ``after`` (when set) is the literal of the
    positional argument tuple after the call: the test checks the arguments were mutated the same
    way. ``kwargs``: (name, literal) of the keyword-only arguments passed by name."""

    args: tuple[str, ...]
    expected: Outcome
    after: tuple[str, ...] | None = None
    kwargs: tuple[tuple[str, str], ...] = ()

    def arguments(self) -> str:
        """The argument list as source text: ``1, [2], key=3``."""
        return ", ".join([*self.args, *(f"{name}={value}" for name, value in self.kwargs)])

    def render(self, function: str) -> str:
        call = f"{function}({self.arguments()})"
        if self.expected.kind == "raises":
            return f"{call} raises {self.expected.value}"
        return f"{call} == {self.expected.value}"


@dataclass(frozen=True)
class Case:
    """A sequence of calls in one fresh module instance (usually one call)."""

    calls: tuple[Call, ...]
    note: str = ""  # for witnesses: what the other function did on the last call

    def render(self, function: str) -> str:
        return "; ".join(call.render(function) for call in self.calls)


@dataclass(frozen=True)
class VariantCode:
    """A self-contained snippet module, the function to call, and where its fault is."""

    code: str
    function: str
    defective: bool
    fault_lines: tuple[int, ...] = ()


@dataclass(frozen=True)
class SearchResult:
    verdict: SearchVerdict
    message: str
    witnesses: tuple[Case, ...] = ()
    agreeing: tuple[Case, ...] = ()
    function: str = ""  # the fixed function the expected outcomes come from
    seed: int = 0  # the hypothesis seed used (derived from the mutant id)
    # Extra defective variants the generated test must also kill (the single-fault halves of a
    # higher-order mutant); gate() adds them to the matrix by itself.
    extra_variants: tuple[tuple[str, VariantCode], ...] = ()
    # how many of ``witnesses`` (the first ones) were found on the searched mutant itself; the rest
    # distinguish its single-fault halves (the test needs them; a key witness describes the variant
    # a reviewer sees, so it takes only the first ``own``). None: all of them.
    own: int | None = None

    @property
    def own_witnesses(self) -> tuple[Case, ...]:
        """The witnesses that describe the searched mutant (what its key quotes)."""
        return self.witnesses if self.own is None else self.witnesses[: self.own]


@dataclass(frozen=True)
class CleanResult:
    verdict: CleanVerdict
    message: str
    witness: Case | None = None


@dataclass(frozen=True)
class VariantReport:
    name: str
    defective: bool
    verdicts: tuple[VariantVerdict, ...]  # one per matrix run
    fault_lines: tuple[int, ...]  # the executable fault lines that had to run
    covered: tuple[int, ...]  # which of them the test executed
    detail: str = ""

    @property
    def verdict(self) -> VariantVerdict:
        return self.verdicts[0]

    @property
    def stable(self) -> bool:
        return len(set(self.verdicts)) == 1


@dataclass(frozen=True)
class GateResult:
    verdict: GateVerdict
    reason: str
    variants: tuple[VariantReport, ...] = ()
    test_file: str = ""
    test_name: str = ""

    @property
    def accepted(self) -> bool:
        return self.verdict == "accepted"

    @property
    def test_code(self) -> str:
        """Alias of ``test_file`` (the rendered test's text)."""
        return self.test_file

    def variant(self, name: str) -> VariantReport:
        for report in self.variants:
            if report.name == name:
                return report
        raise KeyError(name)


@dataclass(frozen=True)
class MutantReport:
    """One mutant through search and gate (what a batch work unit returns)."""

    mutant_id: str
    operators: tuple[str, ...]
    description: str
    search: SearchResult
    gate: GateResult

    @property
    def verdict(self) -> GateVerdict:
        return self.gate.verdict


@dataclass(frozen=True)
class SeedGateReport:
    seed_path: str
    function: str
    clean: CleanResult
    mutants: tuple[MutantReport, ...] = field(default_factory=tuple)
