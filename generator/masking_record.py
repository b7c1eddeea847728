"""Which interacting pairs mask themselves, recorded beside the seed library.

A hard item is a pair of faults that partly masks itself: the pair misbehaves on fewer valid inputs
than either fault alone (``difficulty.tier_problem``). About one seed in six has such a pair, and a
build that has to find them spends most of its hard work units measuring seeds that have none
(54 of 62 hard units of one cold build of 2026Q4; some editions then filled hard places with
stand-ins that do not mask).

``redpen seeds --masking --write-record`` measures every natural interacting pair of every seed (up
to ``RECORD_PAIRS`` each, inversion pairs first) once, in the sandbox on the inputs a build draws,
and writes ``<seeds>/masking.json``: for each seed, keyed by a hash of its exact text, the pairs
that passed the hard tier's test, each named by the ids of its two single faults. A build reads the
shipped record and the one of a ``--seeds`` folder:

* ``plan_seed(..., known=...)`` builds the recorded pairs first, so they are among the pairs the
  seed's hard unit measures, and builds no pair for a seed recorded with none (it gets no hard
  candidate: its unit could only prove a stand-in that does not mask);
* the planner proposes seeds with a recorded pair first for hard places, picks hosts for those
  pairs first, and keeps such seeds out of other items' disguises (``generator/select.py``).

The record only orders work. Every item is measured and proven by the build as before, so a stale
or wrong entry costs a work unit, never validity; a seed missing from the record (new or edited) is
searched as before.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterable, Sequence
from concurrent import futures as cf
from dataclasses import dataclass
from pathlib import Path

from core.atomic import write_atomic
from core.errors import InputFileError, RedpenError
from core.model import content_hash
from core.paths import SEEDS
from core.seeds import Seed
from core.snippet import extract_function
from generator.candidates import KnownPairs, interacting_pairs
from generator.difficulty import measure_alternatives, tier_problem
from generator.items import Candidate
from generator.pair_shapes import classify

RECORD_NAME = "masking.json"
SHIPPED_RECORD = SEEDS / RECORD_NAME
RECORD_PAIRS = 128  # pairs measured per seed (a build measures at most candidates.MAX_PAIRS of them)
METHOD = 1  # raise when the pairs or the test change: a record of another method is not read


def seed_hash(source: str) -> str:
    """The key of a seed in the record: its exact text."""
    return content_hash("masking-record", source)


@dataclass(frozen=True)
class SeedMasking:
    """One seed's entry: the pairs measured and those that mask themselves (single-fault ids)."""

    path: str
    measured: int
    masking: tuple[tuple[str, str], ...]
    problem: str = ""  # why the seed could not be measured ("" when it was)
    # each masking pair's shape (generator/pair_shapes.py), in the order of ``masking``; not recorded
    shapes: tuple[str, ...] = ()


def measure_seed(seed: Seed, pairs: int = RECORD_PAIRS) -> SeedMasking:
    """Measure up to ``pairs`` natural interacting pairs of ``seed`` (one sandboxed batch, the build's
    inputs and screening) and keep those that pass the hard tier's test."""
    try:
        found = interacting_pairs(seed, cap=pairs)
        if not found:
            return SeedMasking(seed.path, 0, ())
        fixed = extract_function(seed.source, seed.function, path=seed.path)
        first = found[0][1]
        candidate = Candidate(
            "masking-record",
            seed,
            first,
            "hard",
            "",
            seed.domain,
            "",
            fixed,
            family="hard",
            alternatives=tuple((mutant, 0.0) for _parts, mutant in found),
        )
        measured = measure_alternatives(candidate)
    except RedpenError as exc:
        return SeedMasking(seed.path, 0, (), exc.message)
    if not isinstance(measured, list):
        return SeedMasking(seed.path, 0, (), f"{measured.verdict}: {measured.message}")
    masks = {mutant.id for mutant, figure in measured if tier_problem("hard", "hard", figure) is None}
    masking = sorted((tuple(sorted(parts)), classify(mutant)) for parts, mutant in found if mutant.id in masks)
    return SeedMasking(
        seed.path, len(found), tuple((a, b) for (a, b), _shape in masking), shapes=tuple(shape for _p, shape in masking)
    )


def measure_library(
    seeds: Sequence[Seed],
    *,
    jobs: int = 2,
    progress: Callable[[SeedMasking], None] | None = None,
    executor: cf.Executor | None = None,
) -> dict[str, SeedMasking]:
    """Every seed measured (``measure_seed``) on ``executor`` (e.g. a Dask cluster's), else in
    ``jobs`` local processes; seed hash -> entry, in the seeds' order whatever ran where."""
    out: dict[str, SeedMasking] = {}
    with contextlib.ExitStack() as stack:
        pool = executor or stack.enter_context(cf.ProcessPoolExecutor(max(1, jobs)))
        for seed, entry in zip(seeds, pool.map(measure_seed, seeds, chunksize=2)):
            out[seed_hash(seed.source)] = entry
            if progress is not None:
                progress(entry)
    return out


def record_text(entries: dict[str, SeedMasking]) -> str:
    """The record file: sorted keys, one JSON document (byte-identical for the same measurements)."""
    data = {
        "method": METHOD,
        "pairs_per_seed": RECORD_PAIRS,
        "seeds": {
            key: {
                "path": e.path,
                "measured": e.measured,
                "masking": [list(pair) for pair in e.masking],
                **({"problem": e.problem} if e.problem else {}),
            }
            for key, e in sorted(entries.items())
        },
    }
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def write_record(folder: Path, entries: dict[str, SeedMasking]) -> Path:
    path = folder / RECORD_NAME
    write_atomic(path, record_text(entries))
    return path


def update_record(folder: Path, entries: dict[str, SeedMasking], present: Iterable[str]) -> Path:
    """Write the measurements of some seeds (``redpen seeds --masking --only``) over their entries of
    the record in ``folder``, keeping the other entries whose seed is still in the library
    (``present``: the hashes of its seeds' texts). A record file that does not read as one of this
    method is refused (InputFileError): rewriting it from a few seeds would drop the rest."""
    path = folder / RECORD_NAME
    previous = read_record(path)
    if path.exists() and not previous:
        raise InputFileError(
            f"{path}: not a masking record of method {METHOD}; measure the whole library instead of --only "
            "(`redpen seeds --masking --write-record`)"
        )
    keep = set(present)
    merged = {key: entry for key, entry in previous.items() if key in keep}
    merged.update(entries)
    write_atomic(path, record_text(merged))
    return path


def read_record(path: Path) -> dict[str, SeedMasking]:
    """The entries of the record at ``path``; empty when there is none, it does not read as one, or
    it was made by another method."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("method") != METHOD:
            return {}
        return {
            key: SeedMasking(
                str(e["path"]),
                int(e["measured"]),
                tuple((str(a), str(b)) for a, b in e["masking"]),
                str(e.get("problem", "")),
            )
            for key, e in data["seeds"].items()
        }
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def known_pairs(folders: Iterable[Path] = ()) -> dict[str, KnownPairs]:
    """Seed hash -> its recorded masking pairs, from the shipped record and those of ``folders``
    (a later record wins for a seed both hold)."""
    out: dict[str, KnownPairs] = {}
    for path in [SHIPPED_RECORD, *(Path(f) / RECORD_NAME for f in folders)]:
        for key, entry in read_record(path).items():
            if not entry.problem:  # a seed that could not be measured is searched by the build
                out[key] = frozenset(frozenset(pair) for pair in entry.masking)
    return out
