"""The frozen data that flows through scoring: key records, responses, parsed answers, scores.

Every score term is an exact :class:`fractions.Fraction`, so the reference values come out exactly
(always-no = 1/6, always-yes = -1/2, oracle = 1 on every tier); floats appear only at the edges
(JSON/CSV export, bootstrap intervals).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

VARIANTS: tuple[str, ...] = ("original", "disguised", "fixed", "clean")
TRACKS: tuple[str, ...] = ("snippet", "pr")  # a key record without "track" is a snippet
DEFECTIVE_VARIANTS: frozenset[str] = frozenset({"original", "disguised"})
TIER_ORDER: tuple[str, ...] = ("easy", "medium", "hard")


def tier_sort_key(tier: str) -> tuple[int, str]:
    """easy, medium, hard first (in that order), then any other tier alphabetically."""
    return (TIER_ORDER.index(tier) if tier in TIER_ORDER else len(TIER_ORDER), tier)


@dataclass(frozen=True, slots=True)
class Hunk:
    """One hunk of a PR record: its first and last line in the after file, what kind of change it
    is ("refactor" or "defect") and the rewrite or operator that made it."""

    lines: tuple[int, int]
    kind: str
    made_by: str


@dataclass(frozen=True, slots=True)
class KeyRecord:
    """One line of ``key/answers.jsonl``: the truth about one snippet."""

    snippet_id: str
    item_id: str
    variant: str
    tier: str
    defective: bool
    fault_lines: tuple[int, ...]
    keywords: tuple[tuple[str, ...], ...]
    operators: tuple[str, ...]
    domain: str
    # what the witness check needs (optional; files relative to the key folder): the snippet's
    # function name and code, its reference (fixed twin) and the seed's precondition module
    function: str = ""
    code: str = ""
    reference: str = ""
    reference_function: str = ""
    precondition: str = ""
    # every minimal repair's lines (the first is fault_lines); () = (fault_lines,) alone
    accepted_fault_lines: tuple[tuple[int, ...], ...] = ()
    # the PR track (scoring/pr_records.py): the module before and after the change, and its hunks;
    # fault_lines are lines of ``after``, a witness may call any public function of ``after``
    track: str = "snippet"
    before: str = ""
    after: str = ""
    hunks: tuple[Hunk, ...] = ()
    # words of the snippet (its names): a credited explanation names one (scoring/keywords.py); () = no rule
    anchors: tuple[str, ...] = ()

    @property
    def line_sets(self) -> tuple[tuple[int, ...], ...]:
        """The accepted fault-line sets: line F1 takes the best-matching one."""
        return self.accepted_fault_lines or (self.fault_lines,)


@dataclass(frozen=True, slots=True)
class Adjudication:
    """One line of ``key/adjudications.jsonl``: a verdict on a dispute (scoring.adjudication)."""

    snippet_id: str
    item_id: str
    verdict: str  # "upheld" (the item is void in this edition's scores) or "rejected" (it stays)
    call: str  # the disputed call, normalized (scoring.witness.call_text)
    note: str = ""


@dataclass(frozen=True)
class Key:
    """An answer key: the records in file order, plus optional item metadata (items.jsonl)."""

    records: tuple[KeyRecord, ...]
    source: str = ""
    items: tuple[tuple[str, str], ...] = ()  # (item_id, raw JSON line) from items.jsonl, if present
    forms: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (form name, snippet ids) from forms.json, if present
    # key/adjudications.jsonl, if present; the records, items and forms above leave the voided items out
    adjudications: tuple[Adjudication, ...] = ()
    voided: tuple[str, ...] = ()  # item ids voided by an upheld dispute
    voided_ids: frozenset[str] = frozenset()  # their snippet ids (responses to them are ignored)
    by_id: dict[str, KeyRecord] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_id", {r.snippet_id: r for r in self.records})

    def forms_covering(self, answered: set[str]) -> tuple[str, ...]:
        """The forms whose union is exactly ``answered`` (a responses file that answers whole forms),
        or () when ``answered`` is not such a union (or is the whole key)."""
        whole = [name for name, ids in self.forms if set(ids) <= answered]
        union = {sid for name, ids in self.forms if name in whole for sid in ids}
        if not whole or union != answered or len(union) == len(self.records):
            return ()
        return tuple(whole)

    def restricted(self, forms: tuple[str, ...]) -> Key:
        """The key of the snippets of ``forms`` only (twin gap and breakdowns then pool those forms)."""
        keep = {sid for name, ids in self.forms if name in forms for sid in ids}
        return Key(
            records=tuple(r for r in self.records if r.snippet_id in keep),
            source=self.source,
            items=self.items,
            forms=tuple((n, ids) for n, ids in self.forms if n in forms),
            adjudications=self.adjudications,
            voided=self.voided,
            voided_ids=self.voided_ids,
        )

    @property
    def tiers(self) -> tuple[str, ...]:
        return tuple(sorted({r.tier for r in self.records}, key=tier_sort_key))


@dataclass(frozen=True, slots=True)
class ResponseSet:
    """One model run: snippet id -> raw response text, with where it came from."""

    model: str
    run: str
    responses: tuple[tuple[str, str], ...]  # (snippet_id, response text) in file order
    source: str = ""

    @property
    def label(self) -> str:
        return self.model if not self.run else f"{self.model} [{self.run}]"

    def as_dict(self) -> dict[str, str]:
        return dict(self.responses)


@dataclass(frozen=True, slots=True)
class ParsedResponse:
    """What a response says. ``lines`` are merged, sorted, inclusive (lo, hi) intervals."""

    verdict: bool
    lines: tuple[tuple[int, int], ...]
    explanation: str
    parse_failure: bool
    witness: str | None = None  # the WITNESS value as written (read, never evaluated), None if absent

    @property
    def named_line_count(self) -> int:
        return sum(hi - lo + 1 for lo, hi in self.lines)

    def names_line(self, line: int) -> bool:
        return any(lo <= line <= hi for lo, hi in self.lines)


@dataclass(frozen=True, slots=True)
class SnippetScore:
    """The per-snippet terms. ``keyword_recall`` is None for non-defective snippets."""

    snippet_id: str
    item_id: str
    variant: str
    tier: str
    defective: bool
    said_yes: bool
    line_f1: Fraction
    keyword_recall: Fraction | None
    parse_failure: bool
    missing: bool
    witness: str | None = None  # the WITNESS value as written (checked by scoring.witness)
    track: str = "snippet"


@dataclass(frozen=True, slots=True)
class Terms:
    """detection, line F1, keyword recall, false-positive rate and score over a group of snippets.

    A term is None when the group has no snippet it is defined on (e.g. false-positive rate of a
    group holding only defective snippets); ``score`` is None unless all four terms are defined.
    """

    n_snippets: int
    n_defective: int
    n_clean: int
    detection: Fraction | None
    line_f1: Fraction | None
    keyword_recall: Fraction | None
    false_positive_rate: Fraction | None
    score: Fraction | None
    # The same five terms (det, f1, kw, fp, score) in conventional binary64 arithmetic: per-snippet
    # values summed in key order, then divided. Exported to JSON/CSV so that any scorer doing the
    # ordinary float computation gets the very same bits (../shared/reference/scoring/expected.json).
    doubles: tuple[float | None, float | None, float | None, float | None, float | None] = (None,) * 5


@dataclass(frozen=True, slots=True)
class TierScore:
    tier: str
    n_items: int
    terms: Terms


@dataclass(frozen=True, slots=True)
class GroupScore:
    """A breakdown row: ``kind`` is operator, domain or variant; ``group`` its value."""

    kind: str
    group: str
    n_items: int
    terms: Terms


@dataclass(frozen=True, slots=True)
class TwinGap:
    """Detection on original (defective) snippets minus the correct-no rate on their fixed twins,
    over items that have both; ``both_right`` is the share of those items where the original got
    yes and the fixed twin got no."""

    n_items: int
    detection: Fraction
    fixed_correct_no: Fraction
    gap: Fraction
    both_right: Fraction


@dataclass(frozen=True, slots=True)
class RunScore:
    """Everything one response set earns against one key."""

    model: str
    run: str
    source: str
    tiers: tuple[TierScore, ...]
    average: Fraction
    parse_failures: int
    missing: int
    unknown: int
    snippets: tuple[SnippetScore, ...]
    breakdowns: tuple[GroupScore, ...]
    twin_gap: TwinGap | None
    disguise_gap: Fraction | None  # detection(original) - detection(disguised)
    # up to three (snippet id, opening of the response) of the parse failures, in key order: shows at
    # once when a model's format, not its reviewing, is being scored
    failure_examples: tuple[tuple[str, str], ...] = ()
    forms: tuple[str, ...] = ()  # the forms answered, when a set answers whole forms rather than the live set
    witnesses: WitnessReport | None = None  # set when witnesses were checked (scoring.witness)
    # per track ("snippet", "pr"), when the key holds PR records: the same figures over that track's
    # snippets alone (the tier formula unchanged); () for a snippet-only key
    tracks: tuple[tuple[str, RunScore], ...] = ()
    track: str = ""  # the one track a set answers, when it answers one track of a two-track key

    @property
    def label(self) -> str:
        return self.model if not self.run else f"{self.model} [{self.run}]"

    @property
    def average_double(self) -> float:
        """The average in conventional binary64 arithmetic (see ``Terms.doubles``)."""
        scores = [t.terms.doubles[4] or 0.0 for t in self.tiers]
        return sum(scores) / len(scores) if scores else 0.0

    def tier(self, name: str) -> TierScore:
        for t in self.tiers:
            if t.tier == name:
                return t
        raise KeyError(name)


@dataclass(frozen=True, slots=True)
class WitnessCounts:
    """Witnesses over a group of snippets (kind: all, tier or variant). ``valid`` counts defective
    snippets with a valid witness; ``false`` counts correct snippets given any witness."""

    kind: str
    group: str
    defective: int
    clean: int
    given: int
    valid: int
    false: int
    unreadable: int  # not a literal call of the snippet's function (foreign names included)
    failed: int  # ran past its limits or crashed
    unchecked: int  # the key names no reference to run it against
    disputed: int = 0  # correct snippets whose witness call does not give the stated result

    @property
    def witness_rate(self) -> Fraction | None:
        return Fraction(self.valid, self.defective) if self.defective else None

    @property
    def false_witness_rate(self) -> Fraction | None:
        return Fraction(self.false, self.clean) if self.clean else None


@dataclass(frozen=True, slots=True)
class WitnessReport:
    rows: tuple[WitnessCounts, ...]  # "all" first, then per tier, then per variant
    statuses: tuple[tuple[str, int], ...]  # every snippet's witness status, counted
    disputes: tuple[Dispute, ...] = ()  # in key order


@dataclass(frozen=True, slots=True)
class Dispute:
    """A witness on a correct snippet whose call gives another result than the one stated: the
    reviewer claims that the key is wrong there. ``call`` is normalized (scoring.witness.call_text)."""

    snippet_id: str
    item_id: str
    variant: str
    call: str
    result: str  # what the snippet gives (a literal, or "raises <Exception>")
    claimed: str  # the result the witness states


@dataclass(frozen=True, slots=True)
class DisputeRow:
    """One dispute as listed for adjudication: raised by ``len(runs)`` response sets."""

    dispute: Dispute
    runs: tuple[str, ...]  # the labels of the response sets that raised it
    adjudication: str  # "open" or "rejected" (an upheld one voids its item: it is no longer listed)

    @property
    def raised_by(self) -> int:
        return len(self.runs)


@dataclass(frozen=True, slots=True)
class Interval:
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class RunIntervals:
    """Bootstrap confidence intervals for one run: per tier score and the average."""

    confidence: float
    resamples: int
    seed: int
    tiers: tuple[tuple[str, Interval], ...]
    average: Interval


@dataclass(frozen=True, slots=True)
class ModelSpread:
    """Run-to-run figures for one model given several runs."""

    model: str
    runs: tuple[str, ...]
    mean_average: Fraction
    min_average: Fraction
    max_average: Fraction
    stdev_average: float
    agreement: Fraction  # share of snippets whose verdict is the same in every run
    n_snippets: int


@dataclass(frozen=True, slots=True)
class Comparison:
    """Paired bootstrap of the average-score difference ``a - b`` over the same items."""

    model_a: str
    model_b: str
    difference: Fraction
    interval: Interval
    tier_differences: tuple[tuple[str, Fraction, Interval], ...]
    share_a_not_better: float  # share of resamples with difference <= 0
    confidence: float
    resamples: int
    seed: int

    @property
    def significant(self) -> bool:
        return self.interval.low > 0 or self.interval.high < 0


@dataclass(frozen=True)
class Evaluation:
    """The whole report: scored runs, their intervals, per-model spread, comparisons, baselines."""

    key_source: str
    runs: tuple[RunScore, ...]
    intervals: tuple[RunIntervals, ...]  # parallel to runs
    spreads: tuple[ModelSpread, ...]
    comparisons: tuple[Comparison, ...]
    baselines: tuple[RunScore, ...]
    disputes: tuple[DisputeRow, ...] = ()
    voided: tuple[Adjudication, ...] = ()  # the upheld adjudications behind the voided items
    track_intervals: tuple[tuple[tuple[str, RunIntervals], ...], ...] = ()  # parallel to runs, per track
