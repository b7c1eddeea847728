"""What to harvest: files, folders, importable modules or an installed distribution, as a list of
module jobs (name, file, package root), plus the provenance of each (package, version, licence)
and the package's own tests (their call sites give example inputs)."""

from __future__ import annotations

import importlib.metadata as md
import importlib.util
import platform
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from core.errors import UsageError
from generator.harvest.seedfile import Provenance

_SKIP_DIRS = {
    "tests",
    "test",
    "testing",
    "__pycache__",
    "docs",
    "examples",
    "build",
    "dist",
    "site-packages",
    "idle_test",
    "idlelib",
    "tkinter",
    "turtledemo",
    "lib2to3",
    "ensurepip",
    "venv",
    "distutils",
}
_SKIP_FILES = {"__main__.py", "setup.py", "conftest.py", "this.py", "antigravity.py"}
STDLIB = Path(sysconfig.get_paths()["stdlib"]).resolve()


@dataclass(frozen=True)
class ModuleJob:
    name: str  # dotted module name
    file: str
    root: str  # folder the dotted name is relative to (resolves relative imports)
    provenance: Provenance
    tests: tuple[str, ...] = ()  # test files of the package


def _licence(dist: md.Distribution) -> str:
    meta = dist.metadata
    for key in ("License-Expression", "License"):
        value = meta.get(key)
        if value and len(value) < 80 and value.strip().upper() != "UNKNOWN":
            return value.strip()
    for classifier in meta.get_all("Classifier") or []:
        if classifier.startswith("License ::"):
            return classifier.split("::")[-1].strip()
    return "unknown"


def provenance_for(file: Path, module: str) -> Provenance:
    resolved = file.resolve()
    if STDLIB in resolved.parents and "site-packages" not in resolved.parts:
        return Provenance(
            "python-stdlib", platform.python_version(), "PSF-2.0", module, str(resolved.relative_to(STDLIB))
        )
    top = module.split(".")[0]
    for dist_name in md.packages_distributions().get(top, []):
        try:
            dist = md.distribution(dist_name)
        except md.PackageNotFoundError:
            continue
        return Provenance(dist.metadata["Name"], dist.version, _licence(dist), module, file.name)
    return Provenance(top, "unknown", "unknown", module, file.name)


def _stdlib_tests(module: str) -> tuple[str, ...]:
    candidate = STDLIB / "test" / f"test_{module.split('.')[-1]}.py"
    return (str(candidate),) if candidate.exists() else ()


def _package_tests(root: Path) -> tuple[str, ...]:
    found: list[str] = []
    for name in ("tests", "test"):
        folder = root / name
        if folder.is_dir():
            found.extend(str(p) for p in sorted(folder.rglob("test*.py")))
    return tuple(found[:200])


def _from_folder(folder: Path) -> list[ModuleJob]:
    folder = folder.resolve()
    is_package = (folder / "__init__.py").exists()
    root = folder.parent if is_package else folder
    tests = _package_tests(folder) + _package_tests(root if is_package else folder.parent)
    jobs = []
    for path in sorted(folder.rglob("*.py")):
        rel = path.relative_to(root)
        if any(part in _SKIP_DIRS or part.startswith(".") for part in rel.parts[:-1]) or path.name in _SKIP_FILES:
            continue
        if path.name.startswith("test_"):
            continue
        parts = list(rel.with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if not parts or not all(p.isidentifier() for p in parts):
            continue
        name = ".".join(parts)
        jobs.append(ModuleJob(name, str(path), str(root), provenance_for(path, name), tests))
    return jobs


def _from_module(name: str) -> list[ModuleJob] | None:
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    origin = spec.origin or ""
    if not origin.endswith(".py"):  # frozen standard-library modules (posixpath, ...) still have a file
        parts = name.split(".")
        found = [
            p
            for p in (STDLIB.joinpath(*parts).with_suffix(".py"), STDLIB.joinpath(*parts) / "__init__.py")
            if p.exists()
        ]
        if not found:
            return None
        origin = str(found[0])
    path = Path(origin)
    if path.name == "__init__.py":
        return _from_folder(path.parent)
    root = path.parent
    for _ in name.split(".")[:-1]:
        root = root.parent
    tests = _stdlib_tests(name) if STDLIB in path.resolve().parents else _package_tests(path.parent)
    return [ModuleJob(name, str(path), str(root), provenance_for(path, name), tests)]


def _from_distribution(name: str) -> list[ModuleJob] | None:
    try:
        dist = md.distribution(name)
    except md.PackageNotFoundError:
        return None
    tops = (dist.read_text("top_level.txt") or "").split()
    if not tops:
        tops = sorted(
            {
                str(f).split("/")[0].removesuffix(".py")
                for f in dist.files or ()
                if str(f).endswith(".py") and "/" in str(f) or str(f).endswith(".py")
            }
        )
    jobs: list[ModuleJob] = []
    for top in tops:
        found = _from_module(top)
        if found:
            jobs.extend(found)
    return jobs


def stdlib_modules() -> list[str]:
    """Every pure-Python standard-library module (top level and packages), by name."""
    names = []
    for path in sorted(STDLIB.iterdir()):
        if path.name in _SKIP_FILES or path.name in _SKIP_DIRS or path.name.startswith(("_", ".")):
            continue
        if path.suffix == ".py" and path.stem.isidentifier():
            names.append(path.stem)
        elif path.is_dir() and (path / "__init__.py").exists() and path.name.isidentifier():
            names.append(path.name)
    return names


def jobs_for(inputs: list[str]) -> list[ModuleJob]:
    """Module jobs for every input, in order (duplicates dropped); UsageError for unknown inputs."""
    jobs: list[ModuleJob] = []
    for item in inputs:
        path = Path(item)
        if item == "stdlib":
            found: list[ModuleJob] | None = [j for name in stdlib_modules() for j in (_from_module(name) or [])]
        elif path.exists():
            if path.is_dir():
                found = _from_folder(path)
            elif path.suffix == ".py":
                found = [
                    ModuleJob(
                        path.stem,
                        str(path.resolve()),
                        str(path.resolve().parent),
                        provenance_for(path, path.stem),
                        _package_tests(path.resolve().parent),
                    )
                ]
            else:
                raise UsageError(
                    f"{item}: not a Python file or folder; pass a .py file, a folder, a module or a distribution name"
                )
        else:
            found = _from_module(item) or _from_distribution(item)
        if not found:
            raise UsageError(
                f"{item}: no such file, folder, importable pure-Python module or installed distribution; check the name"
            )
        jobs.extend(found)
    unique: dict[str, ModuleJob] = {}
    for job in jobs:
        unique.setdefault(job.file, job)
    return list(unique.values())
