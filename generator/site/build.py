"""`redpen site`: a static HTML site of an edition (jinja2 templates in templates/site/).

One folder that opens from disk: ``index.html`` (every item, filterable by tier, operator, shape,
domain and track with a few lines of inline script and no framework), ``items/<item>.html`` (the four
variants side by side with their fault lines marked, the diffs, explanation, witnesses, difficulty
figures and, given a calibration file, how the reviewers did), ``style.css`` and ``site.json`` (what
made it). Nothing is fetched from anywhere. The folder is written whole or not at all
(core.atomic.staging_dir); an existing folder is replaced only when it holds an earlier site.

A retired edition (``OUT/retired/<edition>``) is public. A live edition's key is private: its site is
made only with ``private=True``, for maintainers, and every page says so.
"""

from __future__ import annotations

import json
from pathlib import Path

from core.atomic import staging_dir
from core.errors import InputFileError, UsageError
from core.paths import TEMPLATES
from core.render import render
from generator.corpus.edition import Edition
from generator.site.model import FACETS, SiteItem, load_items
from scoring.calibrate import item_calibration, load_calibration

MARKER = "site.json"


def _editions(folder: Path) -> list[str]:
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if (p / "key" / "items.jsonl").is_file())


def locate(edition: Edition, corpus: Path, *, private: bool) -> tuple[Path, str]:
    """The edition folder and its status ("retired" or "live"), or one line saying what exists."""
    retired = corpus / "retired" / str(edition)
    if (retired / "key" / "items.jsonl").is_file():
        return retired, "retired"
    live = corpus / str(edition)
    if (live / "key" / "items.jsonl").is_file():
        if not private:
            raise UsageError(
                f"edition {edition} is live in {corpus}: its key is private; retire it first, or pass --private "
                "for a maintainers' site (never publish it)"
            )
        return live, "live"
    known = ", ".join(_editions(corpus / "retired")) or "none"
    live_known = ", ".join(e for e in _editions(corpus) if e not in _editions(corpus / "retired")) or "none"
    raise UsageError(
        f"edition {edition}: not found in {corpus} (retired: {known}; live: {live_known}); "
        "name one of those or pass --corpus"
    )


def _check_target(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise InputFileError(f"--out {out}: is a file; give a folder for the site")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).is_file():
        raise InputFileError(f"--out {out}: a folder that holds something other than a redpen site; give a new folder")


def _facet_values(items: list[SiteItem]) -> dict[str, list[str]]:
    return {facet: sorted({item.facets[facet] for item in items}) for facet in FACETS}


def build_site(
    edition: Edition, out: Path, *, corpus: Path, private: bool = False, calibration: Path | None = None
) -> tuple[Path, int]:
    """Render the site of ``edition`` into ``out``; returns (the edition folder read, items)."""
    source, status = locate(edition, corpus, private=private)
    _check_target(out)
    per_item = item_calibration(calibration) if calibration else None
    per_snippet = load_calibration(calibration) if calibration else None
    items = load_items(source / "key", per_item, per_snippet)
    if not items:
        raise InputFileError(f"{source / 'key' / 'items.jsonl'}: no items; nothing to show")
    context = {
        "edition": str(edition),
        "status": status,
        "private": status == "live",
        "calibrated": calibration is not None,
        "facets": FACETS,
    }
    with staging_dir(out) as tmp:
        (tmp / "items").mkdir()
        (tmp / "style.css").write_text((TEMPLATES / "site" / "style.css").read_text(encoding="utf-8"), encoding="utf-8")
        (tmp / "index.html").write_text(
            render("site/index.html.j2", items=items, values=_facet_values(items), **context), encoding="utf-8"
        )
        for position, item in enumerate(items):
            neighbours = {
                "previous": items[position - 1].item_id if position else None,
                "next": items[position + 1].item_id if position + 1 < len(items) else None,
            }
            (tmp / "items" / f"{item.item_id}.html").write_text(
                render("site/item.html.j2", item=item, **neighbours, **context), encoding="utf-8"
            )
        record = {"edition": str(edition), "status": status, "items": [i.item_id for i in items]}
        (tmp / MARKER).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return source, len(items)
