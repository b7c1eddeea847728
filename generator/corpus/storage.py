"""Where the output folder and the ledger may live: a local filesystem, or one line of refusal.

Two builds of different editions into one output folder are kept apart by the folder's lock
(``publish.output_lock``: ``flock`` on ``OUT/.redpen.lock``) and the ledger's SQLite transactions;
the verdict cache needs neither (``generator/cache.py``: content-addressed entries, each written to
a unique temporary and renamed, so concurrent writers on any number of machines write the same
bytes and a reader sees an entry whole or not at all). Both locks are only as good as the
filesystem's: on NFS, SMB and other network filesystems ``flock`` is emulated or local to one
client, and SQLite's own documentation warns that its locking is broken there (a corrupt ledger
reuses spent seeds). So a command that writes there refuses a network filesystem in one line
(found from ``/proc/mounts``: the filesystem type of the longest mount point holding the path)
instead of trusting it; the workers of a cluster need only the toolkit and their own cache.
"""

from __future__ import annotations

import os
from pathlib import Path

from core.errors import UsageError

MOUNTS = Path("/proc/mounts")
# filesystem types whose advisory locks are not safe for SQLite or flock across machines
NETWORK_FILESYSTEMS = frozenset(
    {
        "nfs",
        "nfs4",
        "cifs",
        "smb3",
        "smbfs",
        "ncpfs",
        "9p",
        "afs",
        "ceph",
        "glusterfs",
        "lustre",
        "gpfs",
        "beegfs",
        "davfs",
        "fuse.sshfs",
        "fuse.glusterfs",
        "fuse.ceph",
        "fuse.s3fs",
        "fuse.gcsfuse",
        "fuse.rclone",
        "fuse.juicefs",
        "fuse.davfs",
    }
)


def _unescape(field: str) -> str:
    """A /proc/mounts field: space, tab, newline and backslash are written as octal escapes."""
    for code, char in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        field = field.replace(code, char)
    return field


def _existing(path: Path) -> str:
    """The real path of ``path``, or of its nearest existing parent (a folder not made yet)."""
    path = Path(os.path.abspath(path))
    while not path.exists() and path.parent != path:
        path = path.parent
    return os.path.realpath(path)


def filesystem_of(path: str | os.PathLike[str], mounts: str | None = None) -> str:
    """The filesystem type of ``path`` (``mounts``: the text of /proc/mounts; read when None);
    "" when it cannot be told."""
    if mounts is None:
        try:
            mounts = MOUNTS.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
    return mount_type(_existing(Path(path)), mounts)


def mount_type(target: str, mounts: str) -> str:
    """The type of the filesystem holding the real path ``target`` in the mount table ``mounts``."""
    best, kind = -1, ""
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        point = _unescape(fields[1]).rstrip("/") or "/"
        inside = target == point or target.startswith(point + "/") or point == "/"
        if inside and len(point) >= best:  # the later of two mounts on one point hides the earlier
            best, kind = len(point), fields[2]
    return kind


def require_local(path: str | os.PathLike[str], what: str, mounts: str | None = None) -> None:
    """Refuse, in one line, a ``what`` (the option naming it) on a network filesystem."""
    kind = filesystem_of(path, mounts)
    if kind in NETWORK_FILESYSTEMS or kind.startswith("nfs"):
        raise UsageError(
            f"{what} {path} is on a network filesystem ({kind}): the output lock (flock) and the ledger "
            f"(SQLite) are not safe across machines there; put {what} on a local disk (cluster workers "
            "need only the toolkit, the seeds travel with the work units)"
        )
