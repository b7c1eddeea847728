"""Where the project's data folders live: in a checkout, its root holds templates/ and seeds/ (and
builds go to its corpus_out/); an installed wheel carries them as ``redpen/data/`` (setup.py) and
builds go to corpus_out/ in the working directory."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKOUT = (ROOT / "templates").is_dir()
DATA = ROOT if CHECKOUT else ROOT / "redpen" / "data"
TEMPLATES = DATA / "templates"
DOMAINS = TEMPLATES / "domains"
SEEDS = DATA / "seeds"
MODULE_SEEDS = DATA / "module_seeds"
CORPUS_OUT = ROOT / "corpus_out" if CHECKOUT else Path("corpus_out")


def seed_key(path: Path | str, library: Path | str | None = None) -> str:
    """How editions, the ledger and the library statistics name a seed file.

    * inside ``library`` (the seed folder a build or ``redpen seeds`` reads): relative to that
      folder's parent, ``<library folder name>/<domain>/<name>.py``. The shipped library gives
      ``seeds/<domain>/<name>.py``, and a private library keeps its keys, its editions and its
      ledger matches wherever it is moved;
    * else inside the project root: relative to it;
    * else its absolute path.

    A key is its own key, from any working directory: a relative path that does not exist there
    but does under the library's parent or the project root (``seeds/x/y.py`` from elsewhere)
    names that file."""
    given = Path(path)
    folder = Path(library).resolve() if library is not None else None
    bases = ([folder.parent] if folder is not None else []) + [ROOT]
    if not given.is_absolute() and not given.exists():
        given = next((base / given for base in bases if (base / given).exists()), given)
    resolved = given.resolve()
    if folder is not None and resolved.is_relative_to(folder):
        return resolved.relative_to(folder.parent).as_posix()
    try:
        return resolved.relative_to(ROOT).as_posix()
    except ValueError:
        return resolved.as_posix()
