"""The edition secret: every random choice of an edition (selection, disguise, ids, shuffle, forms)
derives from it. It is made with :mod:`secrets` at an edition's first build and kept in the key
(``key/edition.json``) and the ledger; a rebuild given it is byte-identical, and without it nobody
can rebuild the key from the (public) seed library."""

from __future__ import annotations

import re
import secrets
import subprocess
from pathlib import Path

from core.errors import UsageError
from core.model import content_hash

_HEX = re.compile(r"^[0-9a-f]{32}$")


def new_secret() -> str:
    return secrets.token_hex(16)


def check_secret(text: str, where: str = "--secret") -> str:
    value = text.strip().lower()
    if not _HEX.match(value):
        raise UsageError(f"{where}: the edition secret is 32 hex digits (see key/edition.json of the edition)")
    return value


def edition_salt(secret: str, edition: str, seed: int) -> str:
    """The salt every per-edition random choice is drawn from."""
    return content_hash("edition-salt", secret, edition, str(seed), length=32)


def tracked_warning(seeds_dir: Path) -> str | None:
    """A one-line warning when the seed library is tracked in a git repository (anyone who has the
    repository has the edition's functions), else None."""
    folder = Path(seeds_dir).resolve()
    if not folder.is_dir():
        return None
    try:
        listed = subprocess.run(
            ["git", "-C", str(folder), "ls-files", "--", "."], capture_output=True, text=True, timeout=20
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    if listed.returncode != 0 or not listed.stdout.strip():
        return None
    remote = subprocess.run(["git", "-C", str(folder), "remote", "-v"], capture_output=True, text=True, timeout=20)
    where = remote.stdout.split()[1] if remote.returncode == 0 and remote.stdout.split()[1:] else "a git repository"
    return (
        f"seed library {seeds_dir} is tracked in {where}: whoever has the repository has this live edition's "
        f"functions; build live editions from a private library (--seeds DIR or REDPEN_SEEDS)"
    )
