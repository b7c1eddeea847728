"""The wheel carries the data folders the toolkit reads (templates/ and the demo seeds/) inside the
``redpen`` package, as ``redpen/data/<folder>``; ``core.paths`` finds them there when the package
is installed rather than run from a checkout. Everything else is in pyproject.toml."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DATA_FOLDERS = ("templates", "seeds", "module_seeds")


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):  # an editable install reads the checkout itself
            return
        for name in DATA_FOLDERS:
            target = Path(self.build_lib) / "redpen" / "data" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(Path(__file__).parent / name, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildWithData})
