"""Where the project's data folders live (the repository root holds templates/ and seeds/)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
DOMAINS = TEMPLATES / "domains"
SEEDS = ROOT / "seeds"
CORPUS_OUT = ROOT / "corpus_out"


def seed_key(path: Path | str) -> str:
    """How editions, the ledger and the library statistics name a seed file: relative to the
    project root when it lies inside it (``seeds/<domain>/<name>.py``), else its absolute path.

    A key is its own key, from any working directory: a relative path that does not exist there
    but does under the project root (``seeds/x/y.py`` from elsewhere) names that file."""
    given = Path(path)
    if not given.is_absolute() and not given.exists() and (ROOT / given).exists():
        given = ROOT / given
    resolved = given.resolve()
    try:
        return resolved.relative_to(ROOT).as_posix()
    except ValueError:
        return resolved.as_posix()
