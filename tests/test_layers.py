"""The import layers (docs/ARCHITECTURE.md, "Layers"): no module imports a package above its own.

The graph is read with ``ast`` from the source (every import, at module level or inside a function,
relative ones resolved), so nothing is executed and a new upward import anywhere fails here.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Lowest first. A module may import its own package and the packages of lower layers only.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("core",),  # model, errors, seeds, snippets, rendering, paths, CST toolkit, atomic writer
    ("operators",),  # mutation operators
    ("killability",),  # input search, test synthesis, sandboxed kill matrix (plants with operators)
    ("scoring",),  # response parsing and metrics (runs witnesses with killability)
    ("audit",),  # the validity audit (attackers scored with scoring)
    ("generator",),  # the pipeline: stages, disguise, distinct, corpus, harvest, harness, cli
    ("redpen",),  # doors for outside harnesses (inspect-ai's entry point), above the pipeline
)
# Inside the top layer: the command line is the roof; only ``python -m generator`` enters it.
ROOF = "generator.cli"
ROOF_DOORS = ("generator.__main__",)


def package_of(module: str) -> str:
    return module.split(".")[0]


def layer_of(module: str) -> int | None:
    top = package_of(module)
    return next((i for i, names in enumerate(LAYERS) if top in names), None)


def module_name(path: Path) -> tuple[str, bool]:
    parts = path.relative_to(ROOT).with_suffix("").parts
    is_package = parts[-1] == "__init__"
    return ".".join(parts[:-1] if is_package else parts), is_package


def imported(source: str, module: str, is_package: bool = False) -> list[tuple[str, int]]:
    """Every module ``source`` imports (absolute names, with line numbers)."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((target, node.lineno))
            # ``from pkg import submodule`` imports pkg.submodule
            found += [(f"{target}.{alias.name}", node.lineno) for alias in node.names if alias.name != "*"]
    return found


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """The imports of ``module`` that run up a layer (or into the roof from below it)."""
    own = layer_of(module)
    if own is None:
        return []
    out: dict[int, str] = {}  # one per import statement
    for target, line in imported(source, module, is_package):
        layer = layer_of(target)
        if layer is None or line in out:
            continue
        if layer > own:
            out[line] = f"{module}:{line} imports {target} ({package_of(target)} is above {package_of(module)})"
        elif (target == ROOF or target.startswith(ROOF + ".")) and not (
            module == ROOF or module.startswith(ROOF + ".") or module in ROOF_DOORS
        ):
            out[line] = f"{module}:{line} imports {target} (the command line is the top floor)"
    return list(out.values())


def project_modules() -> list[Path]:
    return sorted(
        p for names in LAYERS for name in names for p in (ROOT / name).rglob("*.py") if "__pycache__" not in p.parts
    )


def test_every_package_has_a_layer():
    packages = {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"tests", "bench", "seeds"}
    assert packages == {name for names in LAYERS for name in names}


def test_no_import_runs_up_a_layer():
    found = []
    for path in project_modules():
        module, is_package = module_name(path)
        found += violations(path.read_text(encoding="utf-8"), module, is_package)
    assert found == []


@pytest.mark.parametrize(
    "module, source",
    [
        pytest.param("core.model", "from generator.build import build_edition\n", id="base-imports-pipeline"),
        pytest.param("operators.aor", "def f():\n    from killability import api\n", id="import-inside-a-function"),
        pytest.param("core.model", "import scoring.metrics\n", id="plain-import-statement"),
        pytest.param("killability.sandbox", "from audit import run\n", id="from-package-import-module"),
        pytest.param("generator.disguise.twin", "from ..cli import main\n", id="relative-import-into-the-roof"),
        pytest.param(
            "generator.corpus.export", "from generator.cli.commands import build\n", id="pipeline-imports-cli"
        ),
    ],
)
def test_an_upward_import_is_caught(module, source):
    assert len(violations(textwrap.dedent(source), module)) == 1


@pytest.mark.parametrize(
    "module, source",
    [
        pytest.param(
            "generator.build",
            "from core.seeds import load_seed\nfrom audit.run import audit_edition\n",
            id="pipeline-imports-lower-layers",
        ),
        pytest.param("killability.api", "from operators.engine import enumerate_mutants\n", id="killability-plants"),
        pytest.param("generator.cli.main", "from generator.cli import commands\n", id="roof-imports-itself"),
        pytest.param("generator.__main__", "from generator.cli.main import main\n", id="python-m-generator"),
    ],
)
def test_a_downward_import_is_allowed(module, source):
    assert violations(source, module) == []
