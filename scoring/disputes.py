"""Disputes: a witness on a correct snippet that the snippet does not satisfy (DESIGN "Executable
witnesses").

A response that flags a snippet the key calls correct (fixed or clean) and gives a readable witness
``f(args) -> claimed`` is run on the snippet alone, in the sandbox
(:func:`killability.claims.check_claims`), inside the seed's precondition when the key names one
(the item's original's). When the snippet gives another result than ``claimed`` (or raises), the
reviewer claims that the key is wrong there: a dispute, listed for adjudication with the snippet's
result, the claimed one and how many response sets raised it. Any other witness on a correct
snippet is a false witness. Neither enters the composite score; an upheld adjudication
(:mod:`scoring.adjudication`) voids the item.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from killability.claims import ClaimJob, check_claims
from killability.witness import WitnessLimits
from scoring.literal_call import ReadWitness, call_text, read_file, read_witness
from scoring.model import Dispute, DisputeRow, Key, KeyRecord, RunScore
from scoring.pr_witness import claim_job


class Claims:
    """The witnesses given on correct snippets in one scoring pass, run together."""

    def __init__(self, key: Key, folder: Path, files: dict[str, str | None]) -> None:
        self.folder = folder
        self.files = files
        self.jobs: list[ClaimJob] = []
        self.slots: list[tuple[tuple[int, int], KeyRecord, str, str]] = []
        # fixed and clean are the seed's own: the seed's precondition is their original's
        self.preconditions = {r.item_id: r.precondition for r in key.records if r.variant == "original"}

    def add(self, record: KeyRecord, text: str, slot: tuple[int, int]) -> str:
        """Queue the witness ``text`` given on the correct snippet ``record``: "pending", or "false"
        when it cannot be run (not a literal call of the snippet's function, no code in the key)."""
        if record.track == "pr":  # run on the after module (scoring.pr_witness)
            found = claim_job(record, text, self.folder, self.files, self.preconditions)
            if found is None:
                return "false"
            job, call, claimed = found
            self.jobs.append(job)
            self.slots.append((slot, record, call, claimed))
            return "pending"
        read = read_witness(text, record.function) if record.function else "unreadable"
        if not isinstance(read, ReadWitness):
            return "false"
        code = read_file(self.folder, record.code, self.files) if record.code else None
        where = record.precondition or self.preconditions.get(record.item_id, "")
        precondition = read_file(self.folder, where, self.files) if where else ""
        if code is None or precondition is None:
            return "false"
        self.jobs.append(ClaimJob(code, record.function, precondition, read.args, read.kwargs, read.expected))
        self.slots.append((slot, record, call_text(record.function, read), read.expected))
        return "pending"

    def run(self, statuses: list[list[str]], limits: WitnessLimits) -> list[list[Dispute]]:
        """Run every queued witness; set each one's status ("disputed" or "false") in ``statuses``
        and return the disputes of each run, in key order."""
        found: list[list[Dispute]] = [[] for _ in statuses]
        results = check_claims(self.jobs, limits) if self.jobs else []
        for ((run, snippet), record, call, claimed), (status, result) in zip(self.slots, results):
            statuses[run][snippet] = "disputed" if status == "disputed" else "false"
            if status == "disputed":
                found[run].append(Dispute(record.snippet_id, record.item_id, record.variant, call, result, claimed))
        return found


def dispute_rows(key: Key, runs: Sequence[RunScore]) -> tuple[DisputeRow, ...]:
    """Every dispute raised by any run, once per (snippet, call, claimed result), in key order, with
    the runs that raised it and its adjudication ("rejected" when key/adjudications.jsonl rejects
    that call on that snippet, else "open")."""
    raised: dict[tuple[str, str, str], tuple[Dispute, list[str]]] = {}
    for run in runs:
        for d in run.witnesses.disputes if run.witnesses else ():
            entry = raised.setdefault((d.snippet_id, d.call, d.claimed), (d, []))
            if run.label not in entry[1]:
                entry[1].append(run.label)
    order = {r.snippet_id: n for n, r in enumerate(key.records)}
    rejected = {(a.snippet_id, a.call) for a in key.adjudications if a.verdict == "rejected"}
    return tuple(
        DisputeRow(d, tuple(labels), "rejected" if (d.snippet_id, d.call) in rejected else "open")
        for (sid, call, claimed), (d, labels) in sorted(raised.items(), key=lambda kv: (order[kv[0][0]], kv[0]))
    )
