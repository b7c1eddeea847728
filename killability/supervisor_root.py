"""The supervisor's own confinement in strict mode, and what it learnt doing it (``Confinement``).

The supervisor (``killability.zygote``) enters new mount, network, IPC and UTS namespaces (first a
user namespace when it is not root) and pivots into a read-only tmpfs root holding only the
interpreter, the virtual environment, the toolkit's packages and a few device nodes. The host's
root stays reachable at ``OLD_ROOT`` for the supervisor only: every batch child unmounts it
(``killability.batch_child``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from killability import confine

SCRATCH = "/scratch"
OLD_ROOT = "/.host"  # the host's root, kept by the supervisor only; every batch unmounts it


@dataclass(frozen=True)
class Confinement:
    """How the supervisor is confined, fixed once it is warm and inherited by every batch child."""

    strict: bool
    # set when the supervisor runs in a user namespace (entered because it was not started as root,
    # or started as root of one, as in rootless containers): there it is root of that namespace only,
    # with no unprivileged uid to switch to and no proc it may mount, so each batch drops every
    # capability
    in_user_namespace: bool = False
    supervisor_vm_bytes: int = 0  # the warm supervisor's address space, for batches that cannot read /proc


def _mount_point(sources: list[str]) -> str:
    for candidate in ("/run", "/mnt", "/media", "/srv", "/tmp"):
        if os.path.isdir(candidate) and not any(s == candidate or s.startswith(candidate + "/") for s in sources):
            return candidate
    raise confine.ConfineError(0, "no directory to build the sandbox root on")


def _initial_user_namespace() -> bool:
    try:
        with open("/proc/self/uid_map", encoding="ascii") as handle:
            return handle.read().split() == ["0", "0", "4294967295"]
    except OSError:
        return True


def build_root(config: Mapping[str, Any]) -> bool:
    """Confine the supervisor (strict mode); returns whether it now runs in a user namespace."""
    sources = sorted({os.path.realpath(p) for p in config["paths"] if os.path.exists(p)})
    in_user_namespace = os.geteuid() != 0 or not _initial_user_namespace()
    if os.geteuid() != 0:
        uid, gid = os.geteuid(), os.getegid()
        try:
            confine.unshare(confine.CLONE_NEWUSER)
        except confine.ConfineError as exc:
            raise confine.ConfineError(
                exc.errno, f"not root, and no user namespace for this user ({exc.strerror})"
            ) from None
        confine.write_id_maps(uid, gid)
        confine.unshare(confine.CLONE_NEWNS | confine.CLONE_NEWNET | confine.CLONE_NEWIPC | confine.CLONE_NEWUTS)
    else:
        confine.unshare(confine.CLONE_NEWNS | confine.CLONE_NEWNET | confine.CLONE_NEWIPC | confine.CLONE_NEWUTS)
    confine.mount(None, "/", None, confine.MS_REC | confine.MS_PRIVATE)
    root = _mount_point(sources)
    confine.mount("tmpfs", root, "tmpfs", confine.MS_NOSUID | confine.MS_NODEV, "size=1m,mode=0755")
    for top in ("/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin"):
        if os.path.islink(top):
            os.symlink(os.readlink(top), root + top)
        elif os.path.isdir(top):
            confine.bind(top, root + top)
    for source in sources:
        if any(source == s or source.startswith(s + "/") for s in ("/usr", "/lib", "/lib64", "/bin", "/sbin")):
            continue
        confine.bind(source, root + source)
    for device in ("null", "zero", "urandom", "random"):
        confine.bind(f"/dev/{device}", f"{root}/dev/{device}", writable=True)
    for folder in ("proc", SCRATCH.strip("/"), "etc"):
        os.makedirs(f"{root}/{folder}", exist_ok=True)
    os.makedirs(f"{root}{OLD_ROOT}", mode=0o700)
    confine.pivot_root(root, OLD_ROOT)
    # read-only per mount (not per superblock), so a batch can add its own read-only paths
    confine.mount(
        None, "/", None, confine.MS_BIND | confine.MS_REMOUNT | confine.MS_RDONLY | confine.MS_NOSUID | confine.MS_NODEV
    )
    return in_user_namespace
