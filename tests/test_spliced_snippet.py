"""``core.snippet.spliced``: a mutant's snippet for measuring, spliced into the fixed one's text
instead of parsed: the same function text as ``extract_function`` gives, the fixed header."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.seeds import load_seed
from core.snippet import extract_function, spliced
from operators.engine import enumerate_mutants
from operators.higher_order import enumerate_higher_order

ROOT = Path(__file__).resolve().parent.parent
SEEDS = [  # imports, a class, a decorator-free helper module, plain functions
    "seeds/chemistry/molar_mass.py",
    "seeds/weather/compass_point.py",
    "seeds/statistics/trend_slope.py",
    "seeds/geometry/tiles_needed.py",
]


@pytest.mark.parametrize("rel", SEEDS, ids=lambda rel: rel.split("/")[-1])
def test_a_spliced_snippet_has_the_function_text_extract_gives(rel: str) -> None:
    seed = load_seed(ROOT / rel)
    fixed = extract_function(seed.source, seed.function, path=seed.path)
    mutants = enumerate_mutants(seed.source, path=seed.path)[:40]
    mutants += enumerate_higher_order(seed.source, path=seed.path, limit=10)
    made = 0
    for mutant in mutants:
        code = spliced(fixed, seed.source, mutant.source)
        if code is None:
            continue
        made += 1
        extracted = extract_function(mutant.source, mutant.function, path=seed.path)
        assert code[fixed.function_at :] == extracted.code[extracted.function_at :]
        assert code[: fixed.function_at] == fixed.code[: fixed.function_at]
        # the header extract gives is the fixed one's, or that less an import the mutant stopped using
        assert set(extracted.code[: extracted.function_at].splitlines()) <= set(
            fixed.code[: fixed.function_at].splitlines()
        )
    assert made >= 0.9 * len(mutants)


def test_a_change_outside_the_function_or_naming_something_new_is_not_spliced() -> None:
    source = "import math\n\nLIMIT = 3\n\n\ndef f(x: int) -> int:\n    return x + 1\n"
    fixed = extract_function(source, "f")
    assert spliced(fixed, source, source.replace("x + 1", "x - 1")) == fixed.code.replace("x + 1", "x - 1")
    assert spliced(fixed, source, source.replace("LIMIT = 3", "LIMIT = 4")) is None  # outside the function
    assert spliced(fixed, source, source.replace("x + 1", "x + LIMIT")) is None  # a name f did not use
    assert spliced(fixed, source, source.replace("x + 1", "math.floor(x)")) is None


def test_a_builtin_is_spliced_unless_the_module_names_it_elsewhere() -> None:
    source = "from math import pow\n\n\ndef f(x: int) -> int:\n    return x + 1\n"
    fixed = extract_function(source, "f")
    assert spliced(fixed, source, source.replace("x + 1", "abs(x)")) is not None
    assert spliced(fixed, source, source.replace("x + 1", "pow(x, 2)")) is None  # math's pow, not the builtin
