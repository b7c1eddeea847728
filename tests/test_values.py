"""Inputs of standard-library value types (issue #15): Decimal, Fraction, date and frozenset hints get
strategies, and every drawn value has a written form the generated test carries and reads back."""

from __future__ import annotations

import datetime
import decimal
import fractions
import math
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.model import Mutant, TextPatch
from core.seeds import load_seed
from killability import seed_gate, values
from killability.compare import literal, same
from killability.infer import infer
from killability.model import Budget
from killability.near_inputs import near
from killability.strategies import Constants, for_type
from killability.type_tree import join, type_of

HINTS = [
    decimal.Decimal,
    fractions.Fraction,
    datetime.date,
    frozenset[int],
    frozenset[str],
    list[decimal.Decimal],
    dict[str, fractions.Fraction],
    tuple[datetime.date, decimal.Decimal],
    set[fractions.Fraction],
    frozenset[frozenset[int]],
    decimal.Decimal | None,
]


STRATEGIES = {hint: for_type(hint, Constants(ints=(2, 3, 4))) for hint in HINTS}


def test_every_such_hint_has_a_strategy() -> None:
    assert [hint for hint, strategy in STRATEGIES.items() if strategy is None] == []


@given(st.sampled_from(HINTS).flatmap(lambda hint: STRATEGIES[hint]))
def test_every_drawn_value_is_written_and_read_back_as_itself(value: object) -> None:
    text = literal(value)
    assert text is not None, value
    back = values.read(text)
    assert type(back) is type(value) and same(back, value)
    assert values.source(back) == text  # one text per value: the test file does not drift


@given(st.sampled_from(HINTS[:3]).flatmap(lambda hint: STRATEGIES[hint]), st.data())
def test_inputs_near_an_example_keep_its_type_and_its_type_joins_with_itself(
    value: object, data: st.DataObject
) -> None:
    assert type(data.draw(near(value))) is type(value)
    assert join(type_of(value), type_of(value)) == type_of(value) is not None


def test_a_frozensets_text_does_not_depend_on_hash_order() -> None:
    assert literal(frozenset({"b", "a", "c"})) == "frozenset({'a', 'b', 'c'})" == literal(frozenset("cab"))


@pytest.mark.parametrize(
    "text",
    [
        "__import__('os')",
        "os.system('x')",
        "Decimal(1.5)",
        "Fraction(1, 0)",
        "date(2024, 13, 1)",
        "frozenset(x)",
        "Decimal('1', context=None)",
        "open('f')",
        "date(2024, 1, 1).today()",
        "[Decimal]",
    ],
)
def test_anything_but_a_literal_or_an_accepted_call_is_refused(text: str) -> None:
    with pytest.raises(values.NotAValue):
        values.read(text)


def test_the_test_file_imports_only_the_constructors_its_values_use() -> None:
    assert values.imports(["Decimal('1.5')", "[date(2024, 2, 29), frozenset({1})]", "3"]) == [
        "from datetime import date",
        "from decimal import Decimal",
    ]
    assert values.imports(["'Decimal(1)'", "[1, 2]"]) == []  # text inside a string is not a call


def test_doctest_examples_of_these_types_are_read_even_under_an_alias() -> None:
    source = textwrap.dedent('''
        def average(data):
            """Mean of data.

            >>> from fractions import Fraction as F
            >>> average([F(3, 7), F(1, 21)])
            Fraction(10, 21)
            >>> average([Decimal("0.5"), Decimal("0.75")])
            Decimal('0.625')
            """
            return sum(data) / len(data)
        ''')
    found = infer(source, "average")
    assert found.examples == (("[Fraction(3, 7), Fraction(1, 21)]",), ("[Decimal('0.5'), Decimal('0.75')]",))


SEED = '''"""Calendar: days left in the month."""
import calendar
from datetime import date
from decimal import Decimal


def days_left(day: date, fee: Decimal, tags: frozenset[str]) -> Decimal:
    """fee for each day of day's month after day (0 on the last day), doubled when tagged 'rush'."""
    last = calendar.monthrange(day.year, day.month)[1]
    total = fee * (last - day.day)
    if "rush" in tags:
        total = total * 2
    return total
'''


def test_a_seed_with_these_hints_is_gated_end_to_end(tmp_path: Path) -> None:
    path = tmp_path / "days_left.py"
    path.write_text(SEED, encoding="utf-8")
    seed = load_seed(path)
    mutant = Mutant(
        function="days_left",
        operators=("HAND",),
        sites=(),
        original=SEED,
        source=SEED.replace("last - day.day", "last - day.day - 1"),
        fault_lines=(10,),
        inverse=TextPatch(
            (),
        ),
        tier="easy",
        keywords=(),
        explanation="",
    )
    report = seed_gate.gate_mutant(seed, mutant, budget=Budget(examples=60, collect=5, sequence_examples=0))
    assert report.search.verdict == "distinguished", report.search.message
    assert report.verdict == "accepted", report.gate.reason
    test = report.gate.test_file
    assert "from datetime import date" in test and "from decimal import Decimal" in test
    assert "date(" in test and "Decimal('" in test and "frozenset(" in test


_FLAT = st.sampled_from([0, 1, -1, 0.0, 1.0, -0.0, 0.5, 1e-12, float("nan"), True, False, None, "", "a", b"a"])


def _equal_twins(value: object) -> list[object]:
    """Values == to ``value`` of other types (which ``same`` may or may not accept)."""
    twins = [value]
    if isinstance(value, (int, float)) and not isinstance(value, bool) and not math.isnan(value):
        twins += [float(value), complex(value)]
        if float(value).is_integer():
            twins.append(int(value))
            if value in (0, 1):
                twins.append(bool(value))
    return twins


@given(st.lists(_FLAT, max_size=4), st.data(), st.booleans())
def test_the_flat_list_shortcut_of_same_agrees_with_comparing_item_by_item(
    a: list[object], data: st.DataObject, as_tuple: bool
) -> None:
    # the shortcut (one C-level == over a flat list) must never say "same" where the item-by-item
    # rule says otherwise: 1.0 vs True, 1.0 vs (1+0j), NaN, floats within the tolerance
    b = [data.draw(st.sampled_from(_equal_twins(x))) for x in a]
    b += data.draw(st.lists(_FLAT, max_size=1))
    left, right = (tuple(a), tuple(b)) if as_tuple else (a, b)
    by_item = len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    assert same(left, right) == by_item


class _Plain:  # a default repr, with the object's address
    pass


@given(st.sampled_from([_Plain, lambda: (x for x in ()), lambda: _Plain.__init__, object]))
def test_a_stable_repr_carries_no_memory_address(make) -> None:
    first, second = make(), make()
    assert " at 0x" in repr(first) or repr(first) == repr(second)
    assert values.stable_repr(first) == values.stable_repr(second) and " at 0x" not in values.stable_repr(first)


def test_the_key_evidence_of_a_returned_generator_is_the_same_on_every_run() -> None:
    # "returns [<generator object f.<locals>.<genexpr> at 0x7f5f133dae30>]" made two builds of one
    # secret differ
    from killability.compare import Run

    def flagged() -> list:
        return [(x for x in ())]

    texts = {Run("returns", flagged(), ()).describe() for _ in range(3)}
    assert len(texts) == 1 and "<generator object" in next(iter(texts)) and " at 0x" not in next(iter(texts))
    raised = Run("raises", f"TypeError: bad operand {_Plain()!r}", ()).describe()
    assert raised.startswith("raises TypeError") and " at 0x" not in raised
