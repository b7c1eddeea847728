"""The package as an evaluator installs it: every import declared, and a wheel that works on its
declared dependencies alone.

deptry reads every import of the run-time packages and fails on one that pyproject.toml does not
declare (or declares only through another package). The wheel is built from a copy of the sources
(nothing written into the checkout) and installed offline into a throwaway virtual environment that
holds, besides it, exactly the distributions its ``Requires-Dist`` needs (no extras), taken from
this environment: an import that nothing declares is missing there, as on a fresh machine.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import pytest
from dist_copy import closure, place

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNTIME_PACKAGES = ("core", "operators", "killability", "scoring", "audit", "generator", "redpen")
SOURCES = ("pyproject.toml", "setup.py", "README.md", *RUNTIME_PACKAGES, "templates", "seeds", "module_seeds")


def _deptry(*args: str) -> tuple[int, str]:
    """deptry's exit code and its report, without colours."""
    done = subprocess.run(
        [str(BIN / "deptry"), *RUNTIME_PACKAGES, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "NO_COLOR": "1"},
    )
    return done.returncode, re.sub(r"\x1b\[[0-9;]*m", "", done.stdout + done.stderr)


def test_every_run_time_import_is_declared() -> None:
    code, report = _deptry()
    assert code == 0, report


def test_an_import_declared_by_nothing_of_ours_fails_the_check(tmp_path: Path) -> None:
    """The check itself: pyproject.toml without its click pin (generator/cli/boundary.py imports click)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    lines = [line for line in text.splitlines(keepends=True) if not line.strip().startswith('"click==')]
    assert len(lines) == len(text.splitlines()) - 1
    config = tmp_path / "pyproject.toml"
    config.write_text("".join(lines), encoding="utf-8")
    code, report = _deptry("--config", str(config))
    assert code == 1, report
    assert "generator/cli/boundary.py:13:8: DEP003 'click' imported but it is a transitive dependency" in report


@dataclass(frozen=True)
class Installed:
    venv: Path
    site: Path
    wheel: Path


@pytest.fixture(scope="session")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel, built from a copy of the sources without build isolation (no network), installed
    with ``--no-index --no-deps`` into a fresh venv, then its declared dependencies placed beside it."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "src"
    for name in SOURCES:
        origin = ROOT / name
        if origin.is_dir():
            shutil.copytree(origin, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            source.mkdir(exist_ok=True)
            shutil.copy(origin, source / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
    built = subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", str(work / "dist"), str(source)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = (work / "dist").glob("redpen-*.whl")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    done = subprocess.run(
        [*pip, "--python", str(python), "install", "--no-index", "--no-deps", "--no-compile", str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    requires = metadata.Distribution.at(next(site.glob("redpen-*.dist-info"))).requires or []
    place(closure(requires), site, link=True)
    return Installed(venv, site, wheel)


def _run(installed: Installed, *command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {"PATH": f"{installed.venv / 'bin'}:/usr/bin:/bin", "HOME": str(cwd), "LANG": "C.UTF-8"}
    return subprocess.run(
        [str(installed.venv / "bin" / command[0]), *command[1:]],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_wheel_installs_a_working_redpen_and_plant_on_its_declared_dependencies(
    installed: Installed, tmp_path: Path
) -> None:
    entry_points = metadata.Distribution.at(next(installed.site.glob("redpen-*.dist-info"))).entry_points
    assert {(e.group, e.name, e.value) for e in entry_points} >= {
        ("console_scripts", "redpen", "generator.cli.main:main"),
        ("console_scripts", "plant", "generator.cli.main:plant_main"),
        ("inspect_ai", "redpen", "redpen.inspect_tasks"),  # `inspect eval redpen/review`
    }
    for script in ("redpen", "plant"):
        done = _run(installed, script, "--help", cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert "Usage" in done.stdout and "Traceback" not in done.stderr
    # the data folders come with it: the paths point into the installed package, a prompt renders
    done = _run(
        installed,
        "python",
        "-c",
        "from core import paths; print(paths.SEEDS, paths.TEMPLATES, paths.CORPUS_OUT)",
        cwd=tmp_path,
    )
    data = installed.site / "redpen" / "data"
    assert done.stdout.split() == [str(data / "seeds"), str(data / "templates"), "corpus_out"], done.stderr
    assert (data / "seeds" / "logistics" / "count_late.py").is_file()
    (tmp_path / "live").mkdir()
    (tmp_path / "live" / "snippets.jsonl").write_text('{"snippet_id": "rp-x", "code": "def f():\\n    return 1\\n"}\n')
    done = _run(installed, "redpen", "prompts", str(tmp_path), "--format", "text", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "===== rp-x =====" in done.stdout and "DEFECT:" in done.stdout and "1 | def f():" in done.stdout


def test_the_installed_wheel_declares_what_pip_check_finds_satisfied(installed: Installed) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--disable-pip-version-check",
            "--python",
            str(installed.venv / "bin" / "python"),
            "check",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_command_whose_extra_is_not_installed_names_it_in_one_line(installed: Installed, tmp_path: Path) -> None:
    edition = tmp_path / "2031Q1"
    (edition / "live").mkdir(parents=True)
    (edition / "live" / "snippets.jsonl").write_text('{"snippet_id": "a", "language": "python", "code": ""}\n')
    done = _run(installed, "redpen", "export", "hf", str(edition), "--out", str(tmp_path / "hf"), cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.strip().splitlines() == [
        "redpen: error: redpen export hf needs the optional extra 'hf' (pyarrow is not installed): "
        "pip install 'redpen[hf]'"
    ]
    assert not (tmp_path / "hf").exists()
    done = _run(installed, "python", "-c", "import generator.harness.inspect_task", cwd=tmp_path)
    assert done.returncode != 0 and "MissingExtra" in done.stderr and "pip install 'redpen[inspect]'" in done.stderr
