"""Inputs near the examples: an example call drawn as it is, or with one argument mutated.

Mutating one argument at a time keeps related arguments related (the SKUs of an order still match
the keys of the price table); :func:`near` draws a value like a given one (same type and shape).
"""

from __future__ import annotations

import datetime
import decimal
import fractions
from typing import Any

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy


def near(value: Any) -> SearchStrategy[Any]:
    """Values one small edit away from ``value`` (same type and shape)."""
    if isinstance(value, bool):
        return st.just(not value)
    if isinstance(value, int):
        return st.integers(-3, 3).map(lambda d: value + d)
    if isinstance(value, float):
        return st.sampled_from((-1.0, -0.5, -0.01, 0.01, 0.5, 1.0)).map(lambda d: value + d)
    if type(value) is decimal.Decimal and value.is_finite():
        return st.sampled_from(("-1", "-0.01", "0.01", "1")).map(lambda d: value + decimal.Decimal(d))
    if type(value) is fractions.Fraction:
        steps: tuple[fractions.Fraction | int, ...] = (-1, fractions.Fraction(-1, 2), fractions.Fraction(1, 2), 1)
        return st.sampled_from(steps).map(lambda d: value + d)
    if type(value) is datetime.date:
        return st.sampled_from((-1, 1, 28, -28, 365)).map(lambda d: _shift(value, d))
    if isinstance(value, str):
        if not value:
            return st.sampled_from(("a", " ", "0"))
        return st.integers(0, len(value) - 1).flatmap(
            lambda i: st.sampled_from(
                (
                    value[:i] + value[i + 1 :],
                    value[:i] + value[i] + value[i:],
                    value[:i] + value[i].swapcase() + value[i + 1 :],
                )
            )
        )
    if isinstance(value, tuple) and hasattr(value, "_fields") and value:  # a NamedTuple: one field edited
        named: Any = value
        fields: tuple[str, ...] = named._fields
        return st.integers(0, len(fields) - 1).flatmap(
            lambda i: near(named[i]).map(lambda new: named._replace(**{fields[i]: new}))
        )
    if isinstance(value, (list, tuple)) and value:
        kind = type(value)

        def edit(i: int) -> SearchStrategy[Any]:
            item = value[i]
            changed = near(item).map(lambda new: kind([*value[:i], new, *value[i + 1 :]]))
            if kind is tuple:
                return changed
            return st.one_of(
                changed,
                st.just(kind([*value[:i], *value[i + 1 :]])),
                st.just(kind([*value[: i + 1], item, *value[i + 1 :]])),
            )

        return st.integers(0, len(value) - 1).flatmap(edit)
    if isinstance(value, dict) and value:
        keys = list(value)

        def edit_dict(k: Any) -> SearchStrategy[Any]:
            kind = type(value)  # a KwArgs stays one
            dropped = kind({kk: v for kk, v in value.items() if kk != k})
            return st.one_of(near(value[k]).map(lambda new: kind({**value, k: new})), st.just(dropped))

        return st.sampled_from(keys).flatmap(edit_dict)
    return st.just(value)


def _shift(day: datetime.date, days: int) -> datetime.date:
    try:
        return day + datetime.timedelta(days=days)
    except OverflowError:
        return day


def near_args(args: tuple[Any, ...]) -> SearchStrategy[tuple[Any, ...]]:
    """An example call with one argument edited (the others, and so their relations, kept; the
    keyword arguments of a trailing ``KwArgs`` edited as one dict that stays a ``KwArgs``)."""
    if not args:
        return st.just(args)
    return st.integers(0, len(args) - 1).flatmap(
        lambda i: near(args[i]).map(lambda new: (*args[:i], new, *args[i + 1 :]))
    )
