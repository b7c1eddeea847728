"""The shipped seed library: every seed imports standalone, runs, and its clean control agrees."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import math
import typing
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from library_sample import sample

ROOT = Path(__file__).resolve().parent.parent
SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))
FORBIDDEN_IMPORTS = {"random", "time", "datetime_now", "os", "socket", "subprocess", "pathlib", "secrets", "uuid"}


def _load(path: Path):
    spec = importlib.util.spec_from_file_location(f"seed_{path.parent.name}_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _strategy_keys(tree: ast.Module) -> set[str]:
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "STRATEGIES" for t in node.targets)
            and isinstance(node.value, ast.Dict)
        ):
            return {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
    return set()


def _target_name(path: Path) -> str:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if (
            isinstance(node, ast.FunctionDef)
            and not node.name.startswith(("_", "clean_"))
            and node.name != "precondition"
        ):
            return node.name
    raise AssertionError(f"{path}: no public top-level function")


def _harvested(module) -> bool:
    return "harvested" in getattr(module, "SEED", {}).get("tags", ())


def _strategy_for(module, name: str):
    fn = getattr(module, name)
    hints = typing.get_type_hints(fn)
    overrides = getattr(module, "STRATEGIES", {})
    params = inspect.signature(fn).parameters
    strategies = {}
    for pname, param in params.items():
        if pname in overrides:
            strategies[pname] = overrides[pname]
        elif pname in hints:
            strategies[pname] = st.from_type(hints[pname])
        elif param.default is not param.empty and _harvested(module):
            break  # harvested: a parameter drawn from nothing keeps its default (as in the search)
        else:
            raise AssertionError(f"{pname}: no type hint and no STRATEGIES entry")
    return st.fixed_dictionaries(strategies)


def _outcome(fn, kwargs, harvested: bool):
    """The result, or (harvested seeds: real code raises on some inputs, and the search compares
    exception types) the type of the exception raised."""
    import copy

    if not harvested:
        return fn(**copy.deepcopy(kwargs))
    try:
        return fn(**copy.deepcopy(kwargs))
    except Exception as exc:
        return ("raises", type(exc).__name__)


def _same(a, b) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return (
            isinstance(a, (int, float))
            and isinstance(b, (int, float))
            and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
        )
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b


@pytest.fixture(params=SEED_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def seed_path(request) -> Path:
    return request.param


# the checks that run seed code, on a stride of the library (tests/library_sample.py; every seed:
# `python -m bench library`); the reading checks above and below run on every seed
@pytest.fixture(params=sample(SEED_FILES, 3, 1), ids=lambda p: f"{p.parent.name}/{p.stem}")
def sampled_seed(request) -> Path:
    return request.param


@pytest.fixture(params=sample(SEED_FILES, 5, 2), ids=lambda p: f"{p.parent.name}/{p.stem}")
def run_seed(request) -> Path:
    return request.param


def test_seed_is_well_formed(seed_path: Path) -> None:
    source = seed_path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    assert ast.get_docstring(tree), f"{seed_path}: module docstring (domain line) missing"
    name = _target_name(seed_path)
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name)
    doc = ast.get_docstring(fn)
    assert doc and len(doc) > 40, f"{seed_path}: target docstring must state the spec precisely"
    strategies = _strategy_keys(tree)
    harvested = "'harvested'" in source or '"harvested"' in source
    defaults = {a.arg for a in fn.args.args[len(fn.args.args) - len(fn.args.defaults) :]}
    for arg in fn.args.args + fn.args.kwonlyargs:
        if harvested:  # real code: a hint, a STRATEGIES entry, or a default the search keeps
            assert (
                arg.annotation is not None or arg.arg in strategies or arg.arg in defaults or arg in fn.args.kwonlyargs
            ), f"{seed_path}: parameter {arg.arg} has no input strategy"
        else:
            assert arg.annotation is not None, f"{seed_path}: parameter {arg.arg} lacks a type hint"
    body_lines = fn.end_lineno - fn.lineno + 1
    assert 6 <= body_lines <= 34, f"{seed_path}: target is {body_lines} lines"
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert not imported & FORBIDDEN_IMPORTS, f"{seed_path}: imports {imported & FORBIDDEN_IMPORTS}"
    assert not {"redpen", "generator", "operators", "killability", "scoring"} & imported
    module = _load(seed_path)
    meta = getattr(module, "SEED", {})
    assert meta.get("domain") == seed_path.parent.name, f"{seed_path}: SEED['domain'] must be the folder name"


def test_seed_functions_carry_no_comments(seed_path: Path) -> None:
    """Snippets are shipped as they are: a comment in one variant only would mark it (and could
    name the defect), so target and clean functions have none."""
    import io
    import tokenize

    source = seed_path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    spans = [(n.lineno, n.end_lineno) for n in tree.body if isinstance(n, ast.FunctionDef)]
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            line = token.start[0]
            assert not any(a <= line <= b for a, b in spans), f"{seed_path}:{line}: comment inside a function"


def test_seed_target_is_a_self_contained_snippet(sampled_seed: Path) -> None:
    """The snippet reviewers see (imports + the function) must run alone: no module-level tables."""
    from core.snippet import extract_function
    from killability.bytecode import missing_globals

    seed_path = sampled_seed
    name = _target_name(seed_path)
    source = seed_path.read_text(encoding="utf-8")
    for function in (name, f"clean_{name}"):
        if f"def {function}(" in source:
            snippet = extract_function(source, function, path=str(seed_path))
            assert missing_globals(snippet.code, function) == (), f"{seed_path}: {function} reads module-level names"


def test_seed_runs_and_clean_agrees(run_seed: Path) -> None:
    seed_path = run_seed
    module = _load(seed_path)
    name = _target_name(seed_path)
    target = getattr(module, name)
    clean = getattr(module, f"clean_{name}", None)
    precondition = getattr(module, "precondition", None)
    harvested = _harvested(module)
    ran = []

    @settings(max_examples=120, derandomize=True, deadline=None)
    @given(_strategy_for(module, name))
    def check(kwargs):
        if precondition is not None:
            assume(precondition(**kwargs))

        expected = _outcome(target, kwargs, harvested)
        ran.append(1)
        if clean is not None:
            got = _outcome(clean, kwargs, harvested)
            assert _same(expected, got), f"{seed_path}: clean_{name}{kwargs} = {got!r}, target gives {expected!r}"

    check()
    assert ran, f"{seed_path}: no generated input satisfied the precondition"


_HEADS = ["", "# c\n", '"""Doc."""\n\n', "import math\n\n\n# note\n"]
_DECORATORS = ["", "@staticmethod\n", "@a\n# between\n@b(1)\n\n", "@b(\n    1,\n)\n"]
_DEFS = [
    "def f(x):\n    return 1\n",
    "def f(x):\n    x = 1\n    # trailing in the block\n",
    "def f(x):\n    if x:\n        return 1\n        # deep trailing\n    # shallow\n",
    "def f(x):\n    return 1  # end of line\n\n\n",
    "def f(x): x = 1; return x\n",
    'async def f(x):\n    s = """\n    # in a string\n    """\n    return (x,\n    # c\n    )\n',
]
_TAILS = ["", "# after\n", "\n\ndef g():\n    pass\n", "\n# end comment\n\n"]


@given(
    st.sampled_from(_HEADS),
    st.lists(st.sampled_from(["def h():\n    pass\n\n\n", "X = (\n    1,\n)\n"]), max_size=2),
    st.sampled_from(_DECORATORS),
    st.sampled_from(_DEFS),
    st.sampled_from(_TAILS),
)
def test_a_seeds_function_span_is_libcsts_position(
    head: str, before: list, decorator: str, body: str, tail: str
) -> None:
    # the span is counted from the code of the statements before the function, not resolved by
    # PositionProvider (half of the time of reading the library); the provider is the oracle
    import libcst as cst
    from libcst.metadata import MetadataWrapper, PositionProvider

    from core.seeds import function_span

    module = cst.parse_module(head + "".join(before) + decorator + body + tail)
    target = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == "f")
    where = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)[target]
    assert function_span(module, target) == (where.start.line, where.end.line)


def test_every_shipped_seeds_span_is_libcsts_position() -> None:
    import libcst as cst
    from libcst.metadata import MetadataWrapper, PositionProvider

    from core.seeds import load_seed

    for path in SEED_FILES[::7]:
        seed = load_seed(path)
        module = cst.parse_module(seed.source)
        target = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == seed.function)
        where = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)[target]
        assert (seed.first_line, seed.last_line) == (where.start.line, where.end.line), path
