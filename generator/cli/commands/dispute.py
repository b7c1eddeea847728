"""`redpen dispute`: record an adjudication of a dispute (a witness on a correct snippet that the
snippet does not satisfy, listed by `redpen score`)."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from core.errors import InputFileError, UsageError
from core.paths import SEEDS


def dispute(
    edition_dir: Path = typer.Argument(..., help="The edition folder, e.g. corpus_out/2027Q1."),
    snippet_id: str = typer.Argument(..., help="The disputed (correct) snippet, as listed by redpen score."),
    upheld: bool = typer.Option(False, "--upheld", help="The key is wrong there: void the item, fail its seed."),
    rejected: bool = typer.Option(False, "--rejected", help="The key stands: the item stays."),
    call: str = typer.Option(..., "--call", help="The disputed call, e.g. 'slugify(\"İ\", 10)' (a WITNESS works too)."),
    note: str = typer.Option("", "--note", help="Why (kept with the verdict)."),
    seeds_dir: Path = typer.Option(
        SEEDS, "--seeds", envvar="REDPEN_SEEDS", help="The seed library that built the edition (its gold record)."
    ),
) -> None:
    """Record a verdict on a dispute in KEY/adjudications.jsonl. Upheld: the item is voided in this
    edition's scores and its seed is recorded failing in the library's gold_audit.json."""
    from core.atomic import write_atomic
    from generator.corpus.manifest import NAME as MANIFEST
    from generator.corpus.manifest import with_entry
    from generator.corpus.publish import output_lock
    from generator.gold_record import with_dispute
    from scoring.adjudication import FILE_NAME, check, with_adjudication
    from scoring.io import load_key

    if upheld == rejected:
        raise UsageError("give exactly one of --upheld and --rejected")
    key_dir = edition_dir / "key"
    if not (key_dir / "answers.jsonl").is_file():
        raise InputFileError(f"{edition_dir}: no key/answers.jsonl; give an edition folder such as corpus_out/2027Q1")
    verdict = "upheld" if upheld else "rejected"
    with output_lock(edition_dir.resolve().parent):
        # everything is read and checked first; nothing is written unless all of it holds
        key = load_key(key_dir, void=False)
        adjudication = check(key.by_id, snippet_id, verdict, call, note, f"{edition_dir}")
        text = with_adjudication(key_dir, key.records, adjudication)
        writes: list[tuple[Path, str]] = []
        if upheld:
            seed = _seed_of(key.items, adjudication.item_id, key_dir)
            writes.append(with_dispute(seeds_dir, seed, edition_dir.name, snippet_id, adjudication.call))
        writes.append((key_dir / FILE_NAME, text))
        if (key_dir / MANIFEST).is_file():
            writes.append((key_dir / MANIFEST, with_entry(key_dir, FILE_NAME, text.encode("utf-8"))))
        for path, data in writes:
            write_atomic(path, data)
    outcome = (
        f"item {adjudication.item_id} voided in {edition_dir.name}'s scores; its seed recorded failing in {writes[0][0]}"
        if upheld
        else f"item {adjudication.item_id} stays"
    )
    typer.echo(f"{verdict}: {snippet_id} {adjudication.call}: {outcome} ({key_dir / FILE_NAME})")


def _seed_of(items: tuple[tuple[str, str], ...], item_id: str, key_dir: Path) -> str:
    """The seed an item was made from (``seed`` in key/items.jsonl)."""
    for found, raw in items:
        if found == item_id:
            seed = json.loads(raw).get("seed")
            if isinstance(seed, str) and seed:
                return seed
    raise InputFileError(f"{key_dir / 'items.jsonl'}: names no seed for item {item_id}; rebuild the edition")


def register(app: typer.Typer) -> None:
    app.command("dispute")(dispute)
