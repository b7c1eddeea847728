"""Clean controls carry no idiom their fixed twin lacks, the house style drops blank lines inside
bodies, and every command names a seed file the same way."""

from __future__ import annotations

import ast
import functools
import os
from pathlib import Path

import pytest
from library_sample import sample

from core.paths import ROOT, SEEDS, seed_key
from core.seeds import load_library_seed, load_seed
from core.snippet import extract_function
from core.surface import MARKED_IDIOMS, idiom_counts, marked_idioms
from generator.disguise.clean import NoIndependentControl, clean_variant, control_problem, restructured_variant
from generator.disguise.idioms import expand_group
from generator.disguise.style import strip_group
from generator.distinct.fingerprint import Fingerprint
from generator.library_stats import seed_stats

SEED_FILES = sorted(p for p in SEEDS.glob("*/*.py") if not p.name.startswith("_"))
# every CONTROL_STRIDE-th seed (tests/library_sample.py): the parity rule on each, the library's share
# of independent controls on them all (`python -m bench controls` counts the whole library, `python -m
# bench library` runs both tests on every seed)
CONTROL_STRIDE = 10
CONTROL_SEEDS = sample(SEED_FILES, CONTROL_STRIDE)


@functools.cache
def _control_problem(path: Path) -> str | None:
    """The seed's control problem, found once per file for the tests of this module."""
    return control_problem(load_seed(path))


def _fixed(seed) -> str:
    return extract_function(seed.source, seed.function, path=seed.path).code


@pytest.mark.parametrize("path", CONTROL_SEEDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_control_ships_only_when_independent_and_in_the_house_idioms(path: Path) -> None:
    seed = load_seed(path)
    fixed = _fixed(seed)
    problem = _control_problem(path)
    if problem is not None:
        with pytest.raises(NoIndependentControl):
            clean_variant(seed, key="parity", fixed_code=fixed)
        return
    clean = clean_variant(seed, key="parity", fixed_code=fixed)
    shown_fixed, shown_clean = (expand_group(strip_group([code]))[0] for code in (fixed, clean.code))
    assert marked_idioms(shown_fixed, shown_clean) == (), clean.code
    assert f"def {seed.function}(" in clean.code and clean.clean_source == "authored"
    # another implementation: renaming locals and reordering statements does not make it the fixed one
    assert Fingerprint.of_source(fixed, seed.function).exact != Fingerprint.of_source(clean.code, seed.function).exact


def test_an_authored_control_that_marks_itself_is_refused_not_replaced_by_a_copy() -> None:
    seed = load_seed(SEEDS / "agriculture/row_positions.py")
    fixed = _fixed(seed)
    authored = clean_variant(seed, key="k")  # no parity rule without the fixed code
    assert authored.clean_source == "authored"
    problem = control_problem(seed)
    assert problem is not None and "while_loops" in problem, problem
    with pytest.raises(NoIndependentControl, match="row_positions"):
        clean_variant(seed, key="k", fixed_code=fixed)


def test_a_copy_of_the_fixed_function_renamed_and_reordered_is_no_control(tmp_path: Path) -> None:
    source = (
        '"""T: t."""\n\n\ndef total(xs: list[int], k: int) -> int:\n    """Sum of xs plus k."""\n'
        "    s = 0\n    n = k\n    for x in xs:\n        s += x\n    return s + n\n\n\n"
        "def clean_total(xs: list[int], k: int) -> int:\n    m = k\n    acc = 0\n"
        "    for v in xs:\n        acc += v\n    return acc + m\n"
    )
    path = tmp_path / "t" / "total.py"
    path.parent.mkdir()
    path.write_text(source, encoding="utf-8")
    problem = control_problem(load_seed(path))
    assert problem is not None and "renamed" in problem


def test_the_library_has_independent_controls_for_most_seeds() -> None:
    # measured: 207 of 389 after the build's own idiom expansion (104 when compared unexpanded), 24 of
    # the 41 seeds of the stride (`python -m bench controls`: the whole library, 29 s on an idle machine)
    independent = sum(_control_problem(p) is None for p in CONTROL_SEEDS)
    assert independent >= len(CONTROL_SEEDS) // 2, independent


def test_an_authored_control_in_the_seed_idioms_is_kept() -> None:
    seed = load_seed(SEEDS / "access_control/badge_allowed.py")
    assert seed.clean_function is not None
    assert clean_variant(seed, key="k", fixed_code=_fixed(seed)).clean_source == "authored"


@pytest.mark.parametrize("path", SEED_FILES[::13], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_restructuring_only_reorders(path: Path) -> None:
    """Order-only rewrites keep every count but ``else`` after a return (``invert_if`` may move
    the returning arm first; the parity rule then falls back to the fixed function)."""
    seed = load_seed(path)
    fixed, clean = _fixed(seed), restructured_variant(seed, key="k").code
    a, b = idiom_counts(ast.parse(fixed)), idiom_counts(ast.parse(clean))
    for name in set(a) | set(b):
        if name != "else_after_return":
            assert a[name] == b[name], (name, clean)
    assert sorted(n.id for n in ast.walk(ast.parse(fixed)) if isinstance(n, ast.Name)) == sorted(
        n.id for n in ast.walk(ast.parse(clean)) if isinstance(n, ast.Name)
    )


def test_marked_idioms_are_one_way() -> None:
    plain = "def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n"
    fancy = "import math\n\ndef f(xs):\n    return sum(x for x in xs) if xs else 0\n"
    assert set(marked_idioms(plain, fancy)) == {"imports", "ternaries", "generator_exprs"}
    assert marked_idioms(fancy, plain) == ()
    assert set(MARKED_IDIOMS) >= set(marked_idioms(plain, fancy))


BODY = '''import math


def f(xs):
    """Doc."""

    total = 0

    for x in xs:

        if x:
            total += math.floor(x)

    return total


def g():
    return 1
'''


def test_strip_drops_blank_lines_inside_bodies_only() -> None:
    (out,) = strip_group([BODY])
    assert ast.dump(ast.parse(out)) == ast.dump(ast.parse(BODY))
    lines = out.split("\n")
    inside = [
        i for i, line in enumerate(lines) if not line.strip() and i + 1 < len(lines) and lines[i + 1].startswith(" ")
    ]
    assert inside == [], out
    assert "import math\n\n\ndef f" in out and "return total\n\n\ndef g" in out


def test_seed_key_is_one_name_whatever_the_spelling(tmp_path: Path) -> None:
    path = SEEDS / "astronomy/parse_dms.py"
    here = os.getcwd()
    try:
        os.chdir(ROOT)
        relative = seed_key(Path("seeds/astronomy/parse_dms.py"))
    finally:
        os.chdir(here)
    assert seed_key(path) == relative == "seeds/astronomy/parse_dms.py"
    assert seed_stats(path).path == "seeds/astronomy/parse_dms.py"  # as the ledger records it
    outside = tmp_path / "lib" / "x.py"
    assert seed_key(outside) == outside.resolve().as_posix()


def test_a_library_seed_is_named_by_its_key_from_any_working_directory(tmp_path: Path, monkeypatch) -> None:
    # `redpen build` run outside the checkout once found no seed at all ("seeds/...: no such file")
    from generator.build import _Builder
    from generator.build_types import BuildOptions
    from generator.corpus.edition import Edition

    monkeypatch.chdir(tmp_path)
    key = "seeds/astronomy/parse_dms.py"
    assert seed_key(key) == key  # a key is its own key, from anywhere
    seed = load_library_seed(SEEDS / "astronomy/parse_dms.py")
    assert seed.path == key and seed.function == "parse_dms"
    (tmp_path / "seeds").mkdir()  # a folder of that name here does not hide the key's file
    assert seed_key(key) == key
    lib = tmp_path / "lib" / "astronomy"
    lib.mkdir(parents=True)
    (lib / "parse_dms.py").write_bytes((SEEDS / "astronomy/parse_dms.py").read_bytes())
    outside = load_library_seed(Path("lib/astronomy/parse_dms.py"))  # relative to here
    assert outside.path == (lib / "parse_dms.py").resolve().as_posix() == seed_key(outside.path)

    class Quiet:
        def stage(self, *_a, **_k) -> None: ...
        def advance(self, *_a, **_k) -> None: ...

    class NoLedger:
        def entries(self, exclude_edition: str | None = None) -> list:
            return []

    options = BuildOptions(Edition.parse("2027Q1"), seeds_dir=SEEDS, out_dir=tmp_path / "out")
    seeds, total = _Builder(options, Quiet(), None).load_seeds(NoLedger())
    assert total == len(seeds) > 300 and all(s.path.startswith("seeds/") for s in seeds)


def test_seeds_todo_lists_authored_controls_that_mark_themselves(tmp_path: Path) -> None:
    import json

    from typer.testing import CliRunner

    from generator.cli.main import app

    library = tmp_path / "lib" / "x"
    library.mkdir(parents=True)
    for name in ("agriculture/row_positions.py", "access_control/badge_allowed.py"):
        (library / Path(name).name).write_text((SEEDS / name).read_text(encoding="utf-8"), encoding="utf-8")
    result = CliRunner().invoke(app, ["seeds", "--todo", "--seeds", str(tmp_path / "lib"), "--json"])
    assert result.exit_code == 0, result.output
    styled = json.loads(result.output)["clean_style"]
    assert [Path(p).name for p in styled] == ["row_positions.py"]
    assert "while_loops" in next(iter(styled.values()))


def test_a_private_library_keeps_its_seed_keys_wherever_it_is_moved(tmp_path: Path, monkeypatch) -> None:
    # keys were absolute paths outside the checkout: moving a library changed its editions and
    # lost the ledger's record of the seeds an earlier edition spent
    import shutil

    from generator.build import _Builder
    from generator.build_types import BuildOptions
    from generator.corpus.edition import Edition

    first = tmp_path / "a" / "mylib"
    for name in ("astronomy/parse_dms.py", "retail/page_slice.py"):
        (first / name).parent.mkdir(parents=True, exist_ok=True)
        (first / name).write_bytes((SEEDS / name).read_bytes())
    keys = {"mylib/astronomy/parse_dms.py", "mylib/retail/page_slice.py"}
    assert {seed_key(p, first) for p in first.rglob("*.py")} == keys
    moved = tmp_path / "b" / "c" / "mylib"
    moved.parent.mkdir(parents=True)
    shutil.move(first, moved)
    assert {seed_key(p, moved) for p in moved.rglob("*.py")} == keys
    assert {seed_stats(p, library=moved).path for p in moved.rglob("*.py")} == keys
    monkeypatch.chdir(tmp_path)
    assert seed_key("mylib/retail/page_slice.py", moved) == "mylib/retail/page_slice.py"  # its own key
    assert seed_key(SEEDS / "retail/page_slice.py", moved) == "seeds/retail/page_slice.py"  # not in it

    class Quiet:
        def stage(self, *_a, **_k) -> None: ...
        def advance(self, *_a, **_k) -> None: ...

    class Spent:  # an earlier edition, built from the library's first place, used one seed
        def entries(self, exclude_edition: str | None = None) -> list:
            item = type("Item", (), {"seeds": ("mylib/retail/page_slice.py",)})
            return [type("Entry", (), {"item": item})]

    options = BuildOptions(Edition.parse("2027Q1"), seeds_dir=moved, out_dir=tmp_path / "out")
    builder = _Builder(options, Quiet(), None)
    seeds, total = builder.load_seeds(Spent())
    assert total == 2 and [s.path for s in seeds] == ["mylib/astronomy/parse_dms.py"]
    assert builder.excluded == [("mylib/retail/page_slice.py", "used by an earlier edition")]
