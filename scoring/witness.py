"""Executable witnesses (DESIGN "Executable witnesses"): read as literals, run in the sandbox, counted.

``WITNESS: overdue_fine(3, 5) -> 0.5`` is read with :mod:`ast` and never evaluated: the left side of
an arrow (``->``, ``→`` or ``=>``) must parse as exactly one call of the snippet's own function whose
arguments (positional or keyword) are Python literals (numbers, strings, bytes, None, True, False,
tuples, lists, dicts, sets, unary minus), and the right side must be such a literal. Anything else is
``unreadable``; a call of another name is ``foreign``. Readable witnesses on defective snippets are
run by :func:`killability.witness.check_witnesses` against the snippet and its reference, named in
the key (``reference``, ``reference_function``, ``precondition``: files under the key folder). On a
correct snippet a readable witness is run on the snippet alone (:mod:`scoring.disputes`): when the
call gives another result than the stated one it is a dispute (a claim that the key is wrong), else
it is a false witness. The rates stand beside the composite score, never inside it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

from killability.witness import WitnessJob, WitnessLimits, check_witnesses
from scoring.disputes import Claims
from scoring.literal_call import ReadWitness, call_text, read_call, read_file, read_witness
from scoring.model import TRACKS, Dispute, Key, KeyRecord, RunScore, WitnessCounts, WitnessReport
from scoring.pr_witness import fixed_afters, witness_job

__all__ = ["ReadWitness", "call_text", "check_runs", "rate", "read_call", "read_witness"]

FAILED = frozenset({"timeout", "crashed", "unloadable"})


def _counts(kind: str, group: str, rows: Sequence[tuple[KeyRecord, str]]) -> WitnessCounts:
    defective = [s for r, s in rows if r.defective]
    clean = [s for r, s in rows if not r.defective]
    return WitnessCounts(
        kind=kind,
        group=group,
        defective=len(defective),
        clean=len(clean),
        given=sum(s != "none" for _, s in rows),
        valid=defective.count("valid"),
        false=sum(s not in ("none", "disputed") for s in clean),
        unreadable=sum(s in ("unreadable", "foreign") for s in defective),
        failed=sum(s in FAILED for s in defective),
        unchecked=defective.count("unchecked"),
        disputed=clean.count("disputed"),
    )


def check_runs(key: Key, runs: Sequence[RunScore], limits: object | None = None) -> list[WitnessReport]:
    """One witness report per run; every readable witness of every run checked in one sandbox pass
    (those on correct snippets in a second: :class:`scoring.disputes.Claims`)."""
    folder = Path(key.source).parent if key.source else Path(".")
    files: dict[str, str | None] = {}
    statuses: list[list[str]] = []
    jobs: list[WitnessJob] = []
    slots: list[tuple[int, int]] = []
    claims = Claims(key, folder, files)
    references = fixed_afters(key)  # a PR original's reference: its fixed twin's after module
    for run_index, run in enumerate(runs):
        row: list[str] = []
        for snippet_index, score in enumerate(run.snippets):
            record = key.by_id[score.snippet_id]
            text = score.witness
            if text is None:
                row.append("none")
                continue
            if not record.defective:
                row.append(claims.add(record, text, (run_index, snippet_index)))
                continue
            if record.track == "pr":  # any public function of the after module (scoring.pr_witness)
                job = witness_job(record, text, folder, files, references)
                if isinstance(job, str):
                    row.append(job)
                    continue
                row.append("pending")
                slots.append((run_index, snippet_index))
                jobs.append(job)
                continue
            read = read_witness(text, record.function) if record.function else "unchecked"
            if isinstance(read, str):
                row.append(read)
                continue
            code = read_file(folder, record.code, files) if record.code else None
            reference = read_file(folder, record.reference, files) if record.reference else None
            precondition = read_file(folder, record.precondition, files) if record.precondition else ""
            if code is None or reference is None or precondition is None:
                row.append("unchecked")
                continue
            row.append("pending")
            slots.append((run_index, snippet_index))
            jobs.append(
                WitnessJob(
                    code,
                    record.function,
                    reference,
                    record.reference_function,
                    precondition,
                    read.args,
                    read.kwargs,
                    read.expected,
                )
            )
        statuses.append(row)
    sandbox = limits if isinstance(limits, WitnessLimits) else WitnessLimits()
    if jobs:
        for (run_index, snippet_index), status in zip(slots, check_witnesses(jobs, sandbox)):
            statuses[run_index][snippet_index] = status
    disputes = claims.run(statuses, sandbox)
    return [_report(key, run, row, found) for run, row, found in zip(runs, statuses, disputes)]


def _report(key: Key, run: RunScore, row: Sequence[str], disputes: Sequence[Dispute] = ()) -> WitnessReport:
    pairs = [(key.by_id[s.snippet_id], status) for s, status in zip(run.snippets, row)]
    groups: dict[tuple[str, str], list[tuple[KeyRecord, str]]] = defaultdict(list)
    for record, status in pairs:
        groups[("tier", record.tier)].append((record, status))
        groups[("variant", record.variant)].append((record, status))
        groups[("track", record.track)].append((record, status))
    tiers = [("tier", t) for t in key.tiers if ("tier", t) in groups]
    variants = [("variant", v) for v in ("original", "disguised", "fixed", "clean") if ("variant", v) in groups]
    # per track only when the key holds PR records (a snippet-only key's report is as before)
    tracks = [("track", t) for t in TRACKS if ("track", t) in groups] if ("track", "pr") in groups else []
    rows = [_counts("all", "all", pairs)] + [_counts(k, g, groups[(k, g)]) for k, g in tiers + variants + tracks]
    return WitnessReport(rows=tuple(rows), statuses=tuple(sorted(Counter(row).items())), disputes=tuple(disputes))


def rate(numerator: int, denominator: int) -> Fraction | None:
    return Fraction(numerator, denominator) if denominator else None
