"""`redpen harvest --modules`: a real standard-library module as a module seed of the PR track
(issue #28), its provenance kept and hidden from reviewers; modules under a licence off the
allow-list, or too small, refused in one line."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import io
import json
import sys
import tokenize
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_module_seeds import SETTINGS as LIBRARY_SETTINGS
from typer.testing import CliRunner

from core.modules import load_module_seed as load_library_seed
from generator.cli.main import app
from generator.harvest.licences import permissive
from generator.pr.module import load_module_seed, parse_module_seed, presented_text, runtime_text

SETTINGS = settings(LIBRARY_SETTINGS, max_examples=50)  # the shipped seeds' drawing, 50 examples


def _harvest(*args: str) -> tuple[int, str, dict | None]:
    result = CliRunner().invoke(app, ["harvest", *args, "--workers", "1", "--json"])
    try:
        report = json.loads(result.stdout)
    except ValueError:
        report = None
    return result.exit_code, result.output, report


@pytest.fixture(scope="module")
def heapq_seed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    out = tmp_path_factory.mktemp("modules")
    code, output, report = _harvest("heapq", "--out", str(out), "--modules")
    assert code == 0 and report is not None, output
    return out, report


def _import(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"harvested_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module.__name__] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[module.__name__]
    return module


def _runs(module: ModuleType, name: str) -> int:
    """How many of 50 drawn inputs (derandomized, as tests/test_module_seeds.py draws) the function
    ran on; an exception fails the test."""
    fn = getattr(module, name)
    ran: list[int] = []

    @SETTINGS
    @given(st.fixed_dictionaries(module.STRATEGIES[name]))
    def check(kwargs: dict[str, object]) -> None:
        fn(**kwargs)
        ran.append(1)

    check()
    return len(ran)


def test_a_real_module_makes_a_module_seed_with_its_provenance(heapq_seed: tuple[Path, dict]) -> None:
    out, report = heapq_seed
    (entry,) = [s for m in report["modules"] for s in m["seeds"]]
    assert entry["kind"] == "module" and entry["file"] == "scheduling/heapq.py" == report["written"][0]
    path = out / entry["file"]
    seed = load_module_seed(path)  # the PR track's reader
    assert dict(seed.provenance) == {
        "package": "python-stdlib",
        "version": f"{sys.version_info.major}.{sys.version_info.minor}.{sys.version_info.micro}",
        "licence": "PSF-2.0",
        "module": "heapq",
        "file": "heapq.py",
    }
    assert seed.domain == "scheduling" and seed.task == "Heap queue algorithm (a.k.a. priority queue)."
    library = load_library_seed(path)  # the module-seed library's loader: the checks of shipped seeds
    assert library.metadata["kind"] == "module" and library.module_docstring.startswith("Scheduling: ")
    assert len(library.public) >= 3 and all(f.gateable for f in library.public)
    assert [f.name for f in library.public] == entry["public"]
    assert library.depth(library.entry) >= 2  # nlargest -> heapify -> _siftup -> _siftdown
    shown = presented_text(path.read_text(encoding="utf-8"))
    assert 80 <= len(shown.splitlines()) == entry["lines"] <= 300
    assert "HARVEST" not in shown and "STRATEGIES" not in shown and "hypothesis" not in shown
    spans = [(f.first_line, f.last_line) for f in library.functions]
    for token in tokenize.generate_tokens(io.StringIO(library.text).readline):
        if token.type == tokenize.COMMENT:
            assert not any(a <= token.start[0] <= b for a, b in spans), f"comment inside a function: {token}"


def test_the_real_functions_are_kept_as_they_are(heapq_seed: tuple[Path, dict]) -> None:
    out, report = heapq_seed
    text = (out / report["written"][0]).read_text(encoding="utf-8")
    real = ast.parse(Path(inspect.getfile(importlib.import_module("heapq"))).read_text(encoding="utf-8"))
    real_functions = {n.name: n for n in real.body if isinstance(n, ast.FunctionDef)}
    for node in ast.parse(text).body:
        if isinstance(node, ast.FunctionDef):
            # the very code (comments are not in the tree), docstring included
            assert ast.dump(node) == ast.dump(real_functions[node.name]), node.name


def test_every_public_function_accepts_its_drawn_inputs(heapq_seed: tuple[Path, dict]) -> None:
    out, report = heapq_seed
    path = out / report["written"][0]
    module = _import(path)
    seed = load_library_seed(path)
    assert set(module.STRATEGIES) == {f.name for f in seed.public}
    for func in seed.public:
        assert _runs(module, func.name) == 50, func.name
    runtime = runtime_text(path.read_text(encoding="utf-8"))
    assert "HARVEST" not in runtime and len(runtime.splitlines()) == len(path.read_text().splitlines())


SMALL = '''"""Fake: a few pure functions."""


def double(x: int) -> int:
    """Twice x."""
    return x + x


def quadruple(x: int) -> int:
    """Four times x."""
    return double(double(x))


def octuple(x: int) -> int:
    """Eight times x."""
    return double(quadruple(x))
'''
SPEC = "\n".join(
    f"    Line {n} of a contract long enough for the module to be shown in a pull request." for n in range(12)
)
# `apply` takes a function: no strategy can draw it, so it stays as a private helper of the others
LARGE = f'''"""Arithmetic helpers. More prose follows."""

LIMIT = 100


def apply(fn, x):
    """fn applied to x.

{SPEC}
    """
    return fn(x)  # a comment inside a function goes


def _twice(x):
    return x + x


def double(x: int) -> int:
    """Twice x.

{SPEC}
    """
    return apply(_twice, x)


def quadruple(x: int) -> int:
    """Four times x.

{SPEC}
    """
    return double(double(x))


def clamp(x: int) -> int:
    """x clamped to [-LIMIT, LIMIT].

{SPEC}
    """
    return min(max(x, -LIMIT), LIMIT)


def octuple_clamped(x: int) -> int:
    """Eight times x, clamped.

{SPEC}
    """
    return clamp(double(quadruple(x)))
'''


def _fake_distribution(root: Path, licence: str, text: str = SMALL) -> Path:
    """An installed distribution (``redpenfake`` 1.0 under ``licence``) of one module."""
    package = root / "redpenfake"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(text, encoding="utf-8")
    info = root / "redpenfake-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: redpenfake\nVersion: 1.0\nLicense: {licence}\n", encoding="utf-8"
    )
    (info / "top_level.txt").write_text("redpenfake\n", encoding="utf-8")
    return package


def test_a_permissive_distribution_keeps_its_licence_an_undrawable_helper_goes_private_and_bytes_repeat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _fake_distribution(tmp_path / "site", "MIT License", LARGE)
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    code, output, report = _harvest(str(package), "--out", str(tmp_path / "out"), "--modules")
    assert code == 0 and report is not None, output
    (entry,) = report["modules"][0]["seeds"]
    assert entry["public"] == ["double", "quadruple", "clamp", "octuple_clamped"] and entry["carried"] == ["apply"]
    path = tmp_path / "out" / entry["file"]
    seed = load_module_seed(path)
    assert dict(seed.provenance) == {
        "package": "redpenfake",
        "version": "1.0",
        "licence": "MIT License",
        "module": "redpenfake",
        "file": "__init__.py",
    }
    text = path.read_text(encoding="utf-8")
    assert "def _apply(fn, x):" in text and "return _apply(_twice, x)" in text and "def apply(" not in text
    assert "LIMIT = 100" in text and "# a comment" not in text
    assert (
        seed.task == "Arithmetic helpers."
        and seed.domain == "redpenfake"
        and load_library_seed(path).depth("octuple_clamped") == 3
    )
    module = _import(path)
    assert all(_runs(module, name) == 50 for name in entry["public"])
    code, output, _again = _harvest(str(package), "--out", str(tmp_path / "again"), "--modules")
    assert code == 0 and (tmp_path / "again" / entry["file"]).read_bytes() == path.read_bytes(), output


@pytest.mark.parametrize(
    ("licence", "reason", "category"),
    [
        (
            "GPL-3.0-or-later",
            "licence 'GPL-3.0-or-later' is not on the permissive allow-list",
            "licence not permissive",
        ),
        ("MIT", "too small (", "too small"),
    ],
    ids=["copyleft", "too-small"],
)
def test_a_module_that_cannot_be_harvested_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, licence: str, reason: str, category: str
) -> None:
    package = _fake_distribution(tmp_path / "site", licence)
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    out = tmp_path / "out"
    code, output, report = _harvest(str(package), "--out", str(out), "--modules")
    assert code == 1 and report is not None, output  # nothing at all harvested
    (module,) = report["modules"]
    assert module["error"].startswith(f"{package / '__init__.py'}: {reason}"), module["error"]
    assert "\n" not in module["error"] and module["reason"] == category and "Traceback" not in output
    assert not list(out.rglob("*.py"))


def test_the_licence_allow_list() -> None:
    for allowed in ("PSF-2.0", "MIT", "MIT License", "BSD-3-Clause", "BSD License", "Apache-2.0", "ISC"):
        assert permissive(allowed), allowed
    assert permissive("Apache Software License") and permissive("MIT OR GPL-3.0-only")
    for refused in ("GPL-3.0-only", "LGPL-2.1", "MPL-2.0", "unknown", "Proprietary", "MIT AND GPL-2.0", "BSD-4-Clause"):
        assert not permissive(refused), refused


GOOD = '''"""Retail: a tiny module."""
from hypothesis import strategies as st


def a(x: int) -> int:
    """Double x."""
    return b(x) + b(x)


def b(x: int) -> int:
    """x itself."""
    return x


STRATEGIES = {"a": {"x": st.integers()}, "b": {"x": st.integers()}}
SEED = {"domain": "retail", "keywords": [], "tags": [], "kind": "module"}
HARVEST = {"package": "python-stdlib", "version": "3.11.7", "licence": "PSF-2.0", "module": "m", "file": "m.py"}
'''


def test_provenance_is_read_from_the_tree_and_hidden_from_reviewers() -> None:
    seed = parse_module_seed(GOOD, "retail/tiny.py")
    assert dict(seed.provenance)["licence"] == "PSF-2.0" and dict(seed.provenance)["module"] == "m"
    assert parse_module_seed(GOOD.replace("HARVEST = ", "_HARVEST = "), "retail/tiny.py").provenance == ()
    assert "HARVEST" not in presented_text(GOOD) and "PSF" not in presented_text(GOOD)
    assert "HARVEST" not in runtime_text(GOOD) and runtime_text(GOOD).count("\n") == GOOD.count("\n")
