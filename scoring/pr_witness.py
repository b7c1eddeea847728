"""Witnesses on PR records (issue #28): a WITNESS may call any public function of the after module.

``WITNESS: monthly_fee(3, 'gold') -> 12`` on a PR record is read as on a snippet (literals only,
:mod:`scoring.literal_call`, never evaluated), its function being any public top-level function
of the record's ``after`` text. It runs against the after module itself (the key holds its text)
and, on a defective record, against its reference: the key's ``reference`` file when the record
names one, else, for the original, its item's fixed twin's after module (exactly the change R,
without the regression); a disguised record naming no reference is ``unchecked``. The
precondition, when the record (or, for fixed and clean, its item's original) names a
``precondition`` file, is that file's ``PRECONDITIONS[<function>]`` (the module seed's own), no
entry meaning every input is valid.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from killability.claims import ClaimJob
from killability.witness import WitnessJob
from scoring.literal_call import ReadWitness, call_text, read_file, read_witness
from scoring.model import Key, KeyRecord
from scoring.pr_records import public_functions

_WRAPPER = """

def precondition(*args):
    check = globals().get("PRECONDITIONS", {{}}).get({name!r})
    return True if check is None else bool(check(*args))
"""


def read_pr_witness(text: str, record: KeyRecord) -> tuple[str, ReadWitness] | str:
    """(the function called, the witness's literals), or why not: ``unreadable`` (a public
    function called with something else than literals, or no call at all) or ``foreign`` (a
    call of a name that is no public function of the after module)."""
    statuses = set()
    for name in sorted(public_functions(record.after)):
        read = read_witness(text, name)
        if isinstance(read, ReadWitness):
            return name, read
        statuses.add(read)
    return "unreadable" if "unreadable" in statuses or not statuses else "foreign"


def read_pr_call(text: str, record: KeyRecord) -> str | None:
    """A call given alone or as a whole witness, normalized (:func:`call_text`), of any public
    function of the record's after module; None when it is not such a literal call."""
    read = read_pr_witness(text, record)
    if isinstance(read, str):  # a call alone
        read = read_pr_witness(text.strip().strip("`") + " -> None", record)
    return None if isinstance(read, str) else call_text(*read)


def precondition_code(text: str, function: str) -> str:
    """A module defining ``precondition`` for ``function`` from a module seed's ``PRECONDITIONS``."""
    return text + _WRAPPER.format(name=function)


def fixed_afters(key: Key) -> dict[str, str]:
    """item id -> its fixed twin's after module (an original's reference)."""
    return {r.item_id: r.after for r in key.records if r.track == "pr" and r.variant == "fixed"}


def _precondition(folder: Path, where: str, function: str, files: dict[str, str | None]) -> str | None:
    if not where:
        return ""
    text = read_file(folder, where, files)
    return None if text is None else precondition_code(text, function)


def witness_job(
    record: KeyRecord, text: str, folder: Path, files: dict[str, str | None], references: Mapping[str, str]
) -> WitnessJob | str:
    """The job that checks a witness on a defective PR record, or its status when it cannot run."""
    read = read_pr_witness(text, record)
    if isinstance(read, str):
        return read
    function, literals = read
    if record.reference:
        reference = read_file(folder, record.reference, files)
    else:
        reference = references.get(record.item_id) if record.variant == "original" else None
    precondition = _precondition(folder, record.precondition, function, files)
    if reference is None or precondition is None:
        return "unchecked"
    name = record.reference_function or function
    return WitnessJob(
        record.after, function, reference, name, precondition, literals.args, literals.kwargs, literals.expected
    )


def claim_job(
    record: KeyRecord, text: str, folder: Path, files: dict[str, str | None], preconditions: Mapping[str, str]
) -> tuple[ClaimJob, str, str] | None:
    """The job that runs a witness given on a correct PR record on its after module alone, its
    normalized call and claimed result; None when it cannot run (a false witness)."""
    read = read_pr_witness(text, record)
    if isinstance(read, str):
        return None
    function, literals = read
    where = record.precondition or preconditions.get(record.item_id, "")
    precondition = _precondition(folder, where, function, files)
    if precondition is None:
        return None
    job = ClaimJob(record.after, function, precondition, literals.args, literals.kwargs, literals.expected)
    return job, call_text(function, literals), literals.expected
