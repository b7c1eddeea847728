"""Inputs that are not plain data (issue #15): the seed's own classes (dataclass, Enum, NamedTuple,
plain class from its __init__ hints, forward references, ``list[Point]``), ``range``, iterators,
``type[...]``, ``Callable``, ``Supports*``, ``NewType``; written as text the generated test runs, and
rebuilt from the classes of whichever module instance the function comes from."""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterator
from pathlib import Path

import annotated_types as at
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.model import Mutant, TextPatch
from core.seeds import load_seed
from core.snippet import extract_function
from killability import api, objects, seed_gate, values
from killability.compare import call, literal, same
from killability.inputs import signature
from killability.model import Budget
from killability.strategies import Constants, NoStrategy, for_type
from killability.subject import load_module

SEED = '''"""Geometry: the painted area of a box."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Point(NamedTuple):
    x: int
    y: int


@dataclass
class Box:
    corner: Point
    width: int
    color: Color = Color.RED


class Brush:
    def __init__(self, name: str, size: int) -> None:
        self.name = name
        self.size = size


def painted(box: Box, paint: Color, dots: list[Point], brush: "Brush") -> int:
    """The area of a box painted with its own color (width squared plus the brush size), else 0;
    plus one for each dot whose x lies within the box's width from its corner.

    >>> painted(Box(Point(0, 0), 2), Color.RED, [Point(1, 5)], Brush("b", 1))
    6
    """
    inside = sum(1 for dot in dots if box.corner.x <= dot.x < box.corner.x + box.width)
    if paint is box.color:
        return box.width * box.width + brush.size + inside
    return inside
'''

MODULE = load_module(SEED, "redpen_seed_classes", "painted.py")
OTHER = load_module(SEED, "redpen_other_classes", "other.py")
BOX = MODULE["Box"]
HINTS = {
    **typing.get_type_hints(MODULE["painted"]),
    "range": range,
    "iterator": Iterator[int],
    "type": type[int],
    "key": Callable[[int], int],
    "word": Callable[[str], str],
    "pair": Callable[[int, int], int],
    "supports": typing.SupportsInt,
    "user_id": typing.NewType("UserId", int),
    "boxes": dict[str, list[BOX]],
}
HINTS.pop("return")
STRATEGIES = {name: for_type(hint, Constants()) for name, hint in HINTS.items()}


def test_every_such_hint_has_a_strategy() -> None:
    assert [name for name, strategy in STRATEGIES.items() if strategy is None] == []


@settings(max_examples=60)
@given(st.sampled_from(sorted(HINTS)).flatmap(lambda name: STRATEGIES[name]))
def test_every_value_is_written_read_and_rebuilt_in_another_module(value: object) -> None:
    text = literal(value)
    assert text is not None, value
    back = values.read(text, objects_too=True)
    assert values.source(back) == text  # the placeholder writes the same text
    rebuilt = objects.rebind(back, OTHER)
    assert same(rebuilt, value) and objects.same_kind(type(rebuilt), type(value))
    for item in rebuilt if isinstance(rebuilt, list) else [rebuilt]:
        if objects.user_class(type(item)):
            assert type(item) is OTHER[type(item).__name__]  # the other module's own class


def test_values_of_two_module_instances_compare_by_class_name_and_fields() -> None:
    red, green = MODULE["Color"].RED, OTHER["Color"].GREEN
    assert same(red, OTHER["Color"].RED) and not same(red, green) and red != OTHER["Color"].RED
    box = MODULE["Box"](MODULE["Point"](1, 2), 3)
    assert same(box, OTHER["Box"](OTHER["Point"](1, 2), 3)) and not same(box, OTHER["Box"](OTHER["Point"](1, 2), 4))
    assert same(MODULE["Brush"]("a", 1), OTHER["Brush"]("a", 1))  # no __eq__: by attributes
    result = call(OTHER["painted"], (box, red, [MODULE["Point"](1, 0)], MODULE["Brush"]("a", 1)), 1.0)
    assert result.kind == "returns" and result.value == 11  # `paint is box.color` holds in OTHER's classes


def test_a_text_cannot_call_anything_but_the_modules_own_classes() -> None:
    for text in ("open('f')", "print.x", "Popen('ls')"):
        with pytest.raises(NameError):
            objects.rebind(values.read(text, objects_too=True), {**OTHER, "Popen": print})
    with pytest.raises(values.NotAValue):
        values.read("open('f')")  # without objects_too nothing but literals and value constructors


def test_the_snippet_carries_the_classes_its_function_names() -> None:
    snippet = extract_function(SEED, "painted")
    assert [line for line in snippet.code.splitlines() if line.startswith("class ")] == [
        "class Color(enum.Enum):",
        "class Point(NamedTuple):",
        "class Box:",
        "class Brush:",
    ]
    assert "from dataclasses import dataclass" in snippet.code and "import enum" in snippet.code
    assert snippet.code.splitlines()[snippet.map_line(snippet.first_line) - 1].startswith("def painted(")


def test_docstring_examples_of_class_values_are_examples_and_give_unhinted_types() -> None:
    source = SEED.replace('brush: "Brush"', "brush")
    namespace = load_module(source, "redpen_seed_unhinted", "painted.py")
    sig = signature(namespace["painted"], {}, Constants(), source=source)
    assert sig.origins["brush"] == "doctest"
    (example,) = sig.examples
    assert type(example[3]) is namespace["Brush"] and example[1] is namespace["Color"].RED


@pytest.mark.parametrize(
    ("hint", "fix"),
    [
        ("re.Pattern[str]", "change the hint to a type of those"),
        ("collections.deque[str]", "change the hint to list[str]"),
    ],
)
def test_an_unsupported_hint_names_itself_in_the_fix(hint: str, fix: str) -> None:
    source = f"import collections\nimport re\n\ndef f(x: {hint}) -> int:\n    return 1\n"
    namespace = load_module(source, "redpen_seed_unsupported", "f.py")
    with pytest.raises(NoStrategy) as caught:
        signature(namespace["f"], {}, Constants(), source=source)
    assert f"type hint {hint} is not supported" in str(caught.value) and fix in str(caught.value)


def test_a_seed_with_dataclass_enum_and_namedtuple_parameters_is_gated_end_to_end(tmp_path: Path) -> None:
    path = tmp_path / "painted.py"
    path.write_text(SEED, encoding="utf-8")
    seed = load_seed(path)
    line = SEED.splitlines().index("    if paint is box.color:") + 1
    mutant = Mutant(
        function="painted",
        operators=("HAND",),
        sites=(),
        original=SEED,
        source=SEED.replace("if paint is box.color:", "if paint is not box.color:"),
        fault_lines=(line,),
        inverse=TextPatch(
            (),
        ),
        tier="easy",
        keywords=(),
        explanation="",
    )
    report = seed_gate.gate_mutant(seed, mutant, budget=Budget(examples=60, collect=5, sequence_examples=0))
    assert report.search.verdict == "distinguished", report.search.message
    assert report.verdict == "accepted", report.gate.reason  # the test ran on fixed and original in the sandbox
    test = report.gate.test_file
    assert "CLASSES = ('Box', 'Brush', 'Color', 'Point')" in test and "lambda Box, Brush, Color, Point: [" in test


def _total_for(body: str) -> str:
    return (
        "def total_for(orders, prices):\n"
        '    """The bill: for each (quantity, sku) order, quantity times the sku\'s unit price in prices;\n'
        "    skus without a price are free.\n\n"
        '    >>> total_for([(2, "ab"), (1, "cd")], {"ab": 3, "cd": 5})\n    11\n    """\n'
        "    total = 0\n    for quantity, sku in orders:\n        if sku in prices:\n"
        f"            total += {body}\n    return total\n"
    )


def test_related_parameters_reach_a_real_bug_through_the_examples(tmp_path: Path) -> None:
    source = _total_for("quantity * prices[sku]")
    path = tmp_path / "total_for.py"
    path.write_text(source, encoding="utf-8")
    mutant = Mutant(
        function="total_for",
        operators=("HAND",),
        sites=(),
        original=source,
        source=_total_for("quantity + prices[sku]"),
        fault_lines=(11,),
        inverse=TextPatch(
            (),
        ),
        tier="easy",
        keywords=(),
        explanation="",
    )
    found = api.search(load_seed(path), mutant, budget=Budget(examples=80, collect=0, sequence_examples=0))
    assert found.verdict == "distinguished", found.message  # random skus alone almost never hit a price key


def test_an_unhinted_parameter_the_body_calls_is_drawn_from_named_builtins() -> None:
    source = (
        "def pick(xs: list[int], key=None):\n    best = xs[0]\n    for x in xs:\n"
        "        if key is not None and key(x) > key(best):\n            best = x\n    return best\n"
    )
    namespace = load_module(source, "redpen_seed_key", "pick.py")
    sig = signature(namespace["pick"], {}, Constants(), source=source)
    assert sig.names == ("xs", "key") and sig.origins["key"] == "default+usage"
    seen: set[object] = set()

    @settings(max_examples=80)
    @given(sig.args())
    def draw(args: tuple) -> None:
        if len(args) == 2:
            seen.add(args[1])
            assert args[1] is None or literal(args[1]) in ("str", "repr", "bool")

    draw()
    assert None in seen and len(seen) >= 2


_ANNOTATED = [
    (typing.Annotated[int, at.Gt(3), at.Lt(7)], lambda v: 3 < v < 7),
    (typing.Annotated[float, at.Gt(0.5)], lambda v: v > 0.5),
    (typing.Annotated[float, at.Interval(ge=0, lt=1)], lambda v: 0 <= v < 1),
    (typing.Annotated[list[int], at.Len(2, 3)], lambda v: 2 <= len(v) <= 3),
    (typing.Annotated[str, at.MinLen(7)], lambda v: len(v) >= 7),
    (typing.Annotated[int, at.MultipleOf(5)], lambda v: v % 5 == 0),
]


@settings(max_examples=60)
@given(
    st.sampled_from(range(len(_ANNOTATED))).flatmap(
        lambda i: st.tuples(st.just(i), for_type(_ANNOTATED[i][0], Constants(ints=(100,))))
    )
)
def test_annotated_types_bounds_hold_for_every_drawn_value(drawn: tuple[int, object]) -> None:
    index, value = drawn
    assert _ANNOTATED[index][1](value), (_ANNOTATED[index][0], value)
