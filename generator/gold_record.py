"""The gold audit's verdicts where a build can read them cheaply: a record shipped with the library.

`redpen seeds --audit` takes minutes on a cold machine (a sandbox run of every seed and CrossHair),
too slow for every `make corpus`. So the verdicts of the shipped library are kept in
``seeds/gold_audit.json`` (written by ``redpen seeds --audit --write-record``), keyed by a hash of each
seed's exact text. A build hashes each seed it loads (microseconds) and:

* finds the hash in the record (the shipped record, and ``gold_audit.json`` of a ``--seeds`` folder):
  the recorded verdict decides;
* does not find it (a new or edited seed): audits that seed now, like ``redpen seeds --audit``
  (results cached by content hash in the build's cache), so an unaudited seed is never used.

A seed whose verdict fails is excluded, with the verdict and its input as the reason. The record
names the audit method it was made with (``gold_audit.AUDIT_METHOD``): a record of another method is
stale and not used (its seeds are audited now, and the build says to refresh it); a record of the
same method made by other audit code is read, with a note.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from core.errors import InputFileError
from core.model import content_hash
from core.paths import SEEDS
from core.seeds import Seed, read_source
from generator.gold_audit import (
    AUDIT_METHOD,
    AuditOptions,
    GoldVerdict,
    _code_hash,
    audit_loaded,
)

RECORD_NAME = "gold_audit.json"
SHIPPED_RECORD = SEEDS / RECORD_NAME
BUILD_SYMBOLIC_TOTAL = 30.0  # seconds of CrossHair a build may spend on seeds missing from the record


def seed_hash(source: str) -> str:
    """The key of a seed in the record: its exact text (path, name and place do not matter)."""
    return content_hash("gold-record", source)


@dataclass(frozen=True)
class GoldRecord:
    verdicts: dict[str, GoldVerdict]  # seed hash -> verdict (path relative to the library root)
    audit_code: str = ""
    method: int = 1  # the audit method that made it (records before methods were named: 1)


def read_record(path: Path) -> GoldRecord | None:
    """The record at ``path``, or None when there is none or it does not read as one."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        verdicts = {
            key: GoldVerdict(
                path=str(v["path"]),
                status=str(v["status"]),
                check=str(v.get("check", "")),
                input=str(v.get("input", "")),
                detail=str(v.get("detail", "")),
                symbolic=str(v.get("symbolic", "")),
            )
            for key, v in data["seeds"].items()
        }
        method = data.get("method", 1)
        return GoldRecord(
            verdicts=verdicts,
            audit_code=str(data.get("audit_code", "")),
            method=method if isinstance(method, int) else 0,
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def record_text(
    root: Path, verdicts: Sequence[GoldVerdict], sources: dict[str, str], kept: dict[str, dict] | None = None
) -> str:
    """The record of a whole library audit (``sources``: verdict path -> seed text), byte-stable.
    ``kept``: entries of the previous record to carry over when their seed is unchanged (the upheld
    disputes, :func:`disputed_entries`: no audit rerun finds what a reviewer found)."""
    seeds = _entries(root, verdicts, sources)
    present = {seed_hash(text) for text in sources.values()}
    seeds.update({key: entry for key, entry in (kept or {}).items() if key in present})
    return _render(seeds, AUDIT_METHOD, _code_hash())


def updated_record_text(
    root: Path, verdicts: Sequence[GoldVerdict], sources: dict[str, str], kept: dict[str, dict] | None = None
) -> str:
    """The record of ``root`` with the verdicts of an audit of some of its seeds (``redpen seeds
    --audit --only``) written over their entries; the other entries are kept while their seed's
    text is still in the library (``sources``: every seed's path -> text), then ``kept``. The
    record must be of this audit method and code (else its verdicts would mix two audits):
    InputFileError, naming the whole-library run that refreshes it."""
    path = root / RECORD_NAME
    record = read_record(path)
    if record is None or record.method != AUDIT_METHOD or record.audit_code != _code_hash():
        raise InputFileError(
            f"{path}: missing or made by other audit code; audit the whole library instead of --only "
            "(`redpen seeds --audit --write-record`)"
        )
    present = {seed_hash(text) for text in sources.values()}
    seeds = {key: _entry(v) for key, v in record.verdicts.items() if key in present}
    seeds.update(_entries(root, verdicts, sources))
    seeds.update({key: entry for key, entry in (kept or {}).items() if key in present})
    return _render(seeds, AUDIT_METHOD, _code_hash())


def _entry(verdict: GoldVerdict) -> dict:
    return {
        "path": verdict.path,
        "status": verdict.status,
        "check": verdict.check,
        "input": verdict.input,
        "detail": verdict.detail,
        "symbolic": verdict.symbolic,
    }


def _entries(root: Path, verdicts: Sequence[GoldVerdict], sources: dict[str, str]) -> dict[str, dict]:
    """Seed hash -> record entry of each verdict (its path relative to ``root``); errors left out."""
    seeds = {}
    for verdict in verdicts:
        if verdict.path not in sources or verdict.status == "error":
            continue
        try:
            rel = Path(verdict.path).resolve().relative_to(root.resolve()).as_posix()
        except ValueError:
            rel = verdict.path
        seeds[seed_hash(sources[verdict.path])] = _entry(replace(verdict, path=rel))
    return seeds


def _render(seeds: dict[str, dict], method: int, audit_code: str) -> str:
    about = (
        "redpen gold audit verdicts of this seed library, keyed by a hash of each seed's text; "
        "written by `redpen seeds --audit --write-record`, read by `redpen build`"
    )
    rows = [
        f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}"
        for key, value in sorted(seeds.items(), key=lambda kv: (kv[1]["path"], kv[0]))
    ]
    # one seed per line, so a change to the library is a readable diff
    return (
        f'{{\n "about": {json.dumps(about)},\n "method": {method},\n "audit_code": {json.dumps(audit_code)},\n'
        ' "seeds": {\n' + ",\n".join(rows) + "\n }\n}\n"
    )


DISPUTE_CHECK = "dispute"


def disputed_entries(path: Path) -> dict[str, dict]:
    """The entries of the record at ``path`` that an upheld dispute wrote (none when it does not read)."""
    try:
        seeds = json.loads(path.read_text(encoding="utf-8"))["seeds"]
        return {k: dict(v) for k, v in seeds.items() if isinstance(v, dict) and v.get("check") == DISPUTE_CHECK}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def seed_file(seeds_dir: Path, key: str) -> Path:
    """The file of the seed an edition names ``key`` (``<library folder>/<domain>/<name>.py``) in
    the library ``seeds_dir``; InputFileError when it is not there."""
    parts = Path(key).parts
    if len(parts) >= 2 and parts[0] == seeds_dir.name and (seeds_dir / Path(*parts[1:])).is_file():
        return seeds_dir / Path(*parts[1:])
    raise InputFileError(f"{seeds_dir}: holds no seed {key}; pass --seeds with the library that built the edition")


def with_dispute(seeds_dir: Path, key: str, edition: str, snippet_id: str, call: str) -> tuple[Path, str]:
    """(record path, its new text): the seed ``key`` recorded as failing by an upheld dispute
    ("failed: upheld dispute <edition>/<snippet>: <call>"), so a build excludes it. Keyed by the
    seed's text like any verdict: an edited seed is audited afresh."""
    source = read_source(seed_file(seeds_dir, key))
    path = seeds_dir / RECORD_NAME
    seeds: dict[str, dict] = {}
    method, audit_code = AUDIT_METHOD, _code_hash()
    if path.is_file():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            seeds = {k: dict(v) for k, v in data["seeds"].items()}
            method, audit_code = int(data.get("method", 1)), str(data.get("audit_code", ""))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            raise InputFileError(
                f"{path}: not a gold audit record; restore it or rerun `redpen seeds --audit --write-record`"
            ) from None
    seeds[seed_hash(source)] = {
        "path": Path(*Path(key).parts[1:]).as_posix(),
        "status": "failed",
        "check": DISPUTE_CHECK,
        "input": "",
        "detail": f"upheld dispute {edition}/{snippet_id}: {call}",
        "symbolic": "",
    }
    return path, _render(seeds, method, audit_code)


@dataclass(frozen=True)
class GoldSelection:
    """What the build learnt: a verdict per seed path, and how each was obtained."""

    verdicts: dict[str, GoldVerdict]
    recorded: int
    audited_now: int
    notes: tuple[str, ...] = ()

    def failed(self) -> dict[str, GoldVerdict]:
        return {path: v for path, v in self.verdicts.items() if not v.ok}


def reason(verdict: GoldVerdict) -> str:
    """The build report's one-line reason for excluding a seed."""
    where = f" ({verdict.check})" if verdict.check else ""
    shown = f": {verdict.input} -> {verdict.detail}" if verdict.input else f": {verdict.detail}"
    return f"gold audit {verdict.status}{where}{shown}"[:400]


def gold_verdicts(
    seeds: Sequence[Seed], seeds_dir: Path, cache_root: str | None, options: AuditOptions | None = None
) -> GoldSelection:
    """A gold verdict for every seed: from a record when its text is recorded, else audited now
    (with ``options``; default: the audit's own, CrossHair capped at BUILD_SYMBOLIC_TOTAL)."""
    records = [r for r in (read_record(SHIPPED_RECORD), read_record(Path(seeds_dir) / RECORD_NAME)) if r]
    known: dict[str, GoldVerdict] = {}
    notes: list[str] = []
    for record in records:
        if record.method != AUDIT_METHOD:
            notes.append(
                f"the gold audit record ({RECORD_NAME}) was made by audit method {record.method}, not "
                f"{AUDIT_METHOD}: its verdicts are not used (the seeds are audited now); rerun "
                "`redpen seeds --audit --write-record` to refresh it"
            )
            continue
        known.update(record.verdicts)
        if record.audit_code and record.audit_code != _code_hash():
            notes.append(
                f"the gold audit record ({RECORD_NAME}) was made by an earlier version of the audit; "
                "rerun `redpen seeds --audit --write-record` to refresh it"
            )
    verdicts: dict[str, GoldVerdict] = {}
    todo: list[Seed] = []
    for seed in seeds:
        found = known.get(seed_hash(seed.source))
        if found is None:
            todo.append(seed)
        else:
            verdicts[seed.path] = replace(found, path=seed.path)
    if todo:
        options = replace(options or AuditOptions(symbolic_total=BUILD_SYMBOLIC_TOTAL), cache_root=cache_root)
        for seed, verdict in zip(todo, audit_loaded(todo, options)):
            verdicts[seed.path] = verdict
        notes.append(
            f"gold audit: {len(todo)} seed(s) not in the record audited now "
            f"(`redpen seeds --audit --write-record` records them)"
        )
    return GoldSelection(
        verdicts=verdicts, recorded=len(seeds) - len(todo), audited_now=len(todo), notes=tuple(dict.fromkeys(notes))
    )
