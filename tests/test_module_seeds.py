"""The shipped module seeds (module_seeds/): each loads, has the PR track's shape, runs on drawn
inputs, and its clean control agrees with its entry function; bad module seeds get one line."""

from __future__ import annotations

import ast
import builtins
import copy
import doctest
import importlib.util
import inspect
import io
import symtable
import sys
import tokenize
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, Phase, assume, given, settings
from hypothesis import strategies as st
from library_sample import sample

from core.errors import SeedError
from core.modules import discover_module_seeds, load_module_seed
from core.paths import MODULE_SEEDS
from generator.pr.module import presented_text, runtime_text

FILES = discover_module_seeds(MODULE_SEEDS)
ALLOWED_IMPORTS = {
    "__future__",
    "hypothesis",
    "dataclasses",
    "enum",
    "typing",
    "collections",
    "fractions",
    "decimal",
    "itertools",
    "functools",
    "math",
    "bisect",
    "heapq",
    "string",
    "re",
    "datetime",
    "calendar",
    "ipaddress",
}
SETTINGS = settings(
    derandomize=True,
    database=None,
    deadline=None,
    phases=[Phase.generate],
    suppress_health_check=list(HealthCheck),
)


def _import(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"module_seed_{path.parent.name}_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _inputs(module: ModuleType, name: str) -> st.SearchStrategy[dict[str, object]]:
    return st.fixed_dictionaries(module.STRATEGIES[name])


def _precondition(module: ModuleType, name: str):
    return getattr(module, "PRECONDITIONS", {}).get(name)


def _run_drawn(module: ModuleType, name: str, fn: object, seed_file: Path) -> None:
    ran: list[int] = []
    guard = _precondition(module, name)

    @settings(SETTINGS, max_examples=50)
    @given(_inputs(module, name))
    def check(kwargs: dict[str, object]) -> None:
        if guard is not None:
            assume(guard(**kwargs))
        fn(**kwargs)  # type: ignore[operator]
        ran.append(1)

    check()
    assert ran, f"{seed_file}: no drawn input of {name} met its precondition"


@pytest.fixture(scope="module", params=FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def seed_file(request: pytest.FixtureRequest) -> Path:
    return request.param


# running and agreeing, on every 4th module seed (tests/library_sample.py); every one:
# `python -m bench library`
@pytest.fixture(scope="module", params=sample(FILES, 4, 1), ids=lambda p: f"{p.parent.name}/{p.stem}")
def run_file(request: pytest.FixtureRequest) -> Path:
    return request.param


def test_library_size_and_spread() -> None:
    domains = {p.parent.name for p in FILES}
    assert len(FILES) >= 40, f"{len(FILES)} module seeds; issue #28 asks for at least 40"
    assert len(domains) >= 12, f"module seeds in {len(domains)} domains; the shipped library needs 12"
    assert domains <= {p.name for p in (MODULE_SEEDS.parent / "seeds").iterdir() if p.is_dir()}


def test_module_seed_shape(seed_file: Path) -> None:
    seed = load_module_seed(seed_file)
    assert seed.key == f"module_seeds/{seed_file.parent.name}/{seed_file.name}"
    assert seed.domain == seed_file.parent.name == seed.metadata["domain"]
    assert seed.metadata["kind"] == "module"
    assert seed.module_docstring.split(":")[0].lower().replace(" ", "_") == seed.domain
    assert 80 <= seed.lines <= 260, f"{seed_file}: {seed.lines} lines (80 to 260, room for the PR's change)"
    assert len(seed.public) >= 4, f"{seed_file}: {len(seed.public)} public functions"
    assert all(f.gateable for f in seed.public), f"{seed_file}: a public function lacks strategies"
    assert seed.depth(seed.entry) >= 2, f"{seed_file}: call graph depth {seed.depth(seed.entry)}"
    for func in seed.public:
        assert len(func.docstring) > 60, f"{seed_file}: {func.name}'s docstring must state its contract"
        assert all(p.annotation for p in func.parameters), f"{seed_file}: {func.name} lacks a type hint"
    tree = ast.parse(seed.text)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
            assert node.returns is not None, f"{seed_file}: {node.name} has no return hint"
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert imported <= ALLOWED_IMPORTS, f"{seed_file}: imports {imported - ALLOWED_IMPORTS}"
    spans = [(f.first_line, f.last_line) for f in seed.functions]
    for token in tokenize.generate_tokens(io.StringIO(seed.text).readline):
        if token.type == tokenize.COMMENT:
            line = token.start[0]
            assert not any(a <= line <= b for a, b in spans), f"{seed_file}:{line}: comment inside a function"


def test_module_seed_runs_and_agrees(run_file: Path) -> None:
    """Every public function runs on 50 drawn valid inputs without raising, its docstring examples
    hold, and the clean control agrees with the entry function on 200."""
    seed_file = run_file
    seed = load_module_seed(seed_file)
    module = _import(seed_file)
    assert set(module.STRATEGIES) == {f.name for f in seed.public}
    for name in module.PRECONDITIONS if hasattr(module, "PRECONDITIONS") else ():
        assert module.PRECONDITIONS[name].__name__ == f"precondition_{name}"
    finder = doctest.DocTestFinder(recurse=False)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for func in seed.public:
        fn = getattr(module, func.name)
        assert set(module.STRATEGIES[func.name]) <= set(inspect.signature(fn).parameters)
        for test in finder.find(fn, func.name, globs=vars(module)):
            runner.run(test, out=lambda _text: None)
        _run_drawn(module, func.name, fn, seed_file)
    assert runner.failures == 0, f"{seed_file}: {runner.failures} docstring example(s) fail"
    if seed.clean_entry is None:
        return
    entry, clean = getattr(module, seed.entry), getattr(module, seed.clean_entry)
    guard = _precondition(module, seed.entry)

    @settings(SETTINGS, max_examples=200)
    @given(_inputs(module, seed.entry))
    def agree(kwargs: dict[str, object]) -> None:
        if guard is not None:
            assume(guard(**kwargs))
        expected = entry(**copy.deepcopy(kwargs))
        got = clean(**copy.deepcopy(kwargs))
        assert got == expected, f"{seed_file}: {seed.clean_entry}{kwargs} = {got!r}, {seed.entry} gives {expected!r}"

    agree()


def test_module_seed_runs_without_its_input_data(seed_file: Path) -> None:
    """The module as a PR's functions run (``runtime_text``: STRATEGIES, PRECONDITIONS, SEED and the
    strategies built with hypothesis blanked) still imports: a strategy built only from another
    strategy (``_B = _A.map(f)``) is kept while ``_A`` is blanked, and every proof then fails."""
    text = runtime_text(seed_file.read_text(encoding="utf-8"))
    module = ModuleType(f"runtime_{seed_file.parent.name}_{seed_file.stem}")
    sys.modules[module.__name__] = module  # dataclasses look their module up while the body runs
    try:
        exec(compile(text, str(seed_file), "exec"), vars(module))
    finally:
        del sys.modules[module.__name__]
    assert callable(getattr(module, load_module_seed(seed_file).entry))


def _unbound(text: str) -> set[str]:
    """The global names the module's code reads that it neither binds nor gets from builtins."""
    top = symtable.symtable(text, "shown.py", "exec")
    bound = {s.get_name() for s in top.get_symbols() if s.is_assigned() or s.is_imported() or s.is_namespace()}
    read: set[str] = {s.get_name() for s in top.get_symbols() if s.is_referenced()}
    tables = list(top.get_children())
    while tables:
        table = tables.pop()
        read |= {s.get_name() for s in table.get_symbols() if s.is_global() and s.is_referenced()}
        tables.extend(table.get_children())
    return {name for name in read - bound if not hasattr(builtins, name)}


def test_a_pr_shows_no_name_it_does_not_bind(seed_file: Path) -> None:
    """The module a PR shows (``presented_text``) reads no name it does not bind: the private
    functions that only build input data (``_date()``, reading hypothesis's ``st``) go with the data.
    Shown, they were test-data code naming a module the shown file does not import: a real fault a
    reviewer could rightly report in a correct PR."""
    source = seed_file.read_text(encoding="utf-8")
    shown = presented_text(source)
    assert _unbound(shown) == set(), f"{seed_file}: the PR shows code reading {sorted(_unbound(shown))}"
    assert _unbound(source) == set()  # the check sees the seed's own names


def test_most_module_seeds_have_a_clean_control() -> None:
    with_clean = [p for p in FILES if load_module_seed(p).clean_entry is not None]
    assert len(with_clean) >= len(FILES) * 3 // 4


GOOD = '''"""Retail: a tiny module."""
from hypothesis import strategies as st


def a(x: int) -> int:
    """Double x."""
    return b(x) + b(x)


def b(x: int) -> int:
    """x itself."""
    return c(x)


def c(x: int) -> int:
    """x itself."""
    return x


STRATEGIES = {"a": {"x": st.integers()}, "b": {"x": st.integers()}, "c": {"x": st.integers()}}
SEED = {"domain": "retail", "keywords": [], "tags": [], "kind": "module"}
'''


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "retail" / "tiny.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_loader_reads_functions_spans_and_edges(tmp_path: Path) -> None:
    seed = load_module_seed(_write(tmp_path, GOOD))
    assert [f.name for f in seed.public] == ["a", "b", "c"]
    assert seed.edges == (("a", "b"), ("b", "c"))
    assert seed.entry == "a" and seed.depth("a") == 2
    lines = GOOD.splitlines()
    for func in seed.functions:
        assert lines[func.first_line - 1].startswith(f"def {func.name}(")
        assert lines[func.last_line - 1].strip().startswith("return")
    assert seed.function("a").docstring == "Double x."


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (GOOD.replace("def b(x: int) -> int:\n", "def b(x: int) -> int\n"), "syntax error"),
        (GOOD.replace("def b(", "def _b(").replace("return b(", "return _b("), "2 public top-level function(s)"),
        (GOOD.replace('"c": {"x": st.integers()}', '"z": {}'), "no STRATEGIES entry for public function c"),
        (GOOD.replace('{"x": st.integers()}', "{}"), "no function can be gated"),
        (GOOD.replace('"kind": "module"', '"kind": "snippet"'), "a module seed says 'kind': 'module'"),
    ],
    ids=["unparseable", "too-few-functions", "missing-strategies", "nothing-gateable", "wrong-kind"],
)
def test_bad_module_seed_gets_one_line(tmp_path: Path, text: str, reason: str) -> None:
    path = _write(tmp_path, text)
    with pytest.raises(SeedError) as caught:
        load_module_seed(path)
    message = caught.value.message
    assert "\n" not in message and str(path) in message and reason in message, message
    assert caught.value.exit_code == 2
