"""``redpen export hf``: an edition as a Hugging Face dataset folder that ``datasets.load_dataset``
reads (needs ``redpen[hf]``).

    DIR/README.md                    dataset card; its YAML ``configs:`` name every parquet file
    DIR/forms/<form>.parquet         config ``form-<form>``: the rows of live/forms/<form>.jsonl
    DIR/tracks/<track>.parquet       config ``<track>``: every live record of that track
    DIR/solutions/answers.parquet    retired editions only: config ``answers`` (key/answers.jsonl)
    DIR/solutions/items.parquet      retired editions only: config ``items`` (key/items.jsonl)
    DIR/solutions/<item>.md          retired editions only: the solution cards

A record's track is its ``"track"`` field (``"snippet"`` when it has none); a form of another track
than ``snippet`` is the config ``<track>-form-<form>`` (``forms/<track>-<form>.parquet``), so each
file holds records of one shape. Rows are the JSON records unchanged (a row read back is the
record). The folder is written whole or not at all (``core.atomic.staging_dir``).
"""

from __future__ import annotations

import shutil
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.atomic import staging_dir
from core.errors import InputFileError
from core.render import render
from generator.harness.extras import require
from scoring.jsonl import iter_jsonl

DEFAULT_TRACK = "snippet"
SPLIT = "test"
LICENSE = "cc-by-4.0"  # the edition cards' CC-BY-4.0, as the Hub names it


@dataclass(frozen=True)
class Config:
    name: str
    path: str  # relative to the export folder
    rows: int


def _records(path: Path) -> list[dict[str, Any]]:
    return [raw for _, raw in iter_jsonl(path)]


def track_of(record: dict[str, Any]) -> str:
    track = record.get("track", DEFAULT_TRACK)
    return track if isinstance(track, str) and track else DEFAULT_TRACK


def _canary(live: Path) -> str:
    card = live / "README.md"
    lines = card.read_text(encoding="utf-8").splitlines() if card.is_file() else []
    found = next((line.strip() for line in lines if line.startswith("REDPEN CANARY")), None)
    if found is None:
        raise InputFileError(f"{card}: no canary line (REDPEN CANARY ...); rebuild the edition")
    return found


def _write_parquet(records: list[dict[str, Any]], target: Path) -> None:
    require("pyarrow", "hf", "redpen export hf")
    import pyarrow as pa
    import pyarrow.parquet as parquet

    target.parent.mkdir(parents=True, exist_ok=True)
    columns = dict.fromkeys(k for record in records for k in record)  # every field, not the first row's only
    try:
        table = pa.Table.from_pylist([{k: record.get(k) for k in columns} for record in records])
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        raise InputFileError(
            f"{target.name}: the records do not share one shape ({exc}); rebuild the edition"
        ) from None
    parquet.write_table(table, str(target))


def _by_track(records: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    grouped: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        grouped[track_of(record)].append(record)
    return dict(sorted(grouped.items()))


def edition_configs(edition: Path) -> tuple[list[tuple[Config, list[dict[str, Any]]]], bool]:
    """Every config of the export (with its rows), and whether the edition is retired."""
    live = edition / "live"
    snippets = live / "snippets.jsonl"
    if not snippets.is_file():
        raise InputFileError(
            f"{edition}: no live/snippets.jsonl here; give an edition folder such as corpus_out/2027Q1"
        )
    configs: list[tuple[Config, list[dict[str, Any]]]] = []
    for path in sorted((live / "forms").glob("*.jsonl")):
        for track, rows in _by_track(_records(path)).items():
            name = f"form-{path.stem}" if track == DEFAULT_TRACK else f"{track}-form-{path.stem}"
            file = f"forms/{path.stem}.parquet" if track == DEFAULT_TRACK else f"forms/{track}-{path.stem}.parquet"
            configs.append((Config(name, file, len(rows)), rows))
    for track, rows in _by_track(_records(snippets)).items():
        configs.append((Config(track, f"tracks/{track}.parquet", len(rows)), rows))
    retired = (edition / "solutions").is_dir()
    if retired:
        for name in ("answers", "items"):
            source = edition / "key" / f"{name}.jsonl"
            if not source.is_file():
                raise InputFileError(f"{source}: missing from this retired edition; retire it again")
            rows = _records(source)
            configs.append((Config(name, f"solutions/{name}.parquet", len(rows)), rows))
    return configs, retired


def _check_target(out: Path) -> None:
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        card = out / "README.md"
        if not (card.is_file() and "REDPEN CANARY" in card.read_text(encoding="utf-8", errors="replace")):
            raise InputFileError(f"{out}: exists and is not an earlier redpen export; give an empty or new folder")


def export_hf(edition: Path, out: Path) -> list[Config]:
    """Write the dataset folder ``out`` for the edition folder ``edition``; return its configs."""
    require("pyarrow", "hf", "redpen export hf")
    edition = Path(edition)
    configs, retired = edition_configs(edition)
    canary = _canary(edition / "live")
    _check_target(out)
    with staging_dir(out) as tmp:
        for config, rows in configs:
            _write_parquet(rows, tmp / config.path)
        if retired:
            for card in sorted((edition / "solutions").glob("*.md")):
                shutil.copy(card, tmp / "solutions" / card.name)
        (tmp / "README.md").write_text(
            render(
                "hf_dataset_card.md.j2",
                edition=edition.name,
                canary=canary,
                license=LICENSE,
                split=SPLIT,
                configs=[c for c, _ in configs],
                forms=[c for c, _ in configs if c.path.startswith("forms/")],
                retired=retired,
            ),
            encoding="utf-8",
        )
    return [c for c, _ in configs]
