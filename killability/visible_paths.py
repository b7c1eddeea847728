"""What a sandbox child may read: the interpreter, the virtual environment, the toolkit's packages
and the import path, never the working directory, the home folder or anything above them
(``killability.sandbox`` mounts these read-only at the same paths)."""

from __future__ import annotations

import os
import sys

# folders never shown whole to the sandbox, even when they are on the import path
_SHARED_DIRS = frozenset(
    {
        "/",
        "/tmp",
        "/var/tmp",
        "/dev/shm",
        "/root",
        "/home",
        "/etc",
        "/var",
        "/run",
        "/proc",
        "/sys",
        "/dev",
        "/mnt",
        "/media",
        "/srv",
        "/opt",
        "/work",
    }
)


def visible_paths() -> tuple[list[str], list[str]]:
    """(directories the sandbox may read, its sys.path): the interpreter, the virtual environment,
    the toolkit's packages and the import path, never the working directory or anything above it."""
    cwd = os.path.realpath(os.getcwd())
    home = os.path.realpath(os.path.expanduser("~"))

    def allowed(path: str) -> bool:
        real = os.path.realpath(path)
        if not os.path.isdir(real) or real in _SHARED_DIRS:
            return False
        return not (cwd == real or cwd.startswith(real + "/") or home == real or home.startswith(real + "/"))

    paths = [p for p in {sys.base_prefix, sys.prefix, sys.exec_prefix, sys.base_exec_prefix} if allowed(p)]
    # a prefix above the working directory (e.g. a virtual environment inside it is fine, the
    # project root is not): fall back to the library folders
    for prefix in (sys.prefix, sys.base_prefix):
        if not allowed(prefix):
            paths += [p for p in (os.path.join(prefix, "lib"), os.path.join(prefix, "bin")) if allowed(p)]
    sys_path = [p for p in sys.path if p and allowed(p)]
    paths += sys_path
    for name in ("core", "generator", "killability", "operators", "scoring"):
        module = sys.modules.get(name)
        for location in getattr(module, "__path__", []) or []:
            if allowed(location):
                paths.append(location)
    return sorted(set(paths)), sys_path
