"""The broad check's drawn inputs of one parameter (``killability.gold``): the seed's own strategy,
the same with some ASCII characters replaced by unicode look-alikes, and hypothesis' own
``st.from_type`` of the parameter's hint (any unicode text, unbounded and negative integers, empty
and nested containers)."""

from __future__ import annotations

import inspect
from typing import Any

from hypothesis import strategies as st

# characters that look like, or are classified like, the ASCII ones a seed's strategy draws: digits
# that str.isdigit/isdecimal accept but int() may not, non-ASCII letters whose case mapping changes
# length, non-ASCII white space
_LOOKALIKES = {
    "digit": "²³¹⁰①٣３߂᠕𝟙",
    "alpha": "ßİıſﬀÅΩ",
    "space": "\u00a0\u2003\u3000\u200b",
}


def _perturbed(value: Any, draw: Any) -> Any:
    """``value`` with some ASCII characters of its strings replaced by unicode look-alikes."""
    if isinstance(value, str) and value:
        chars = list(value)
        for index in sorted(set(draw(st.lists(st.integers(0, len(chars) - 1), max_size=2)))):
            ch = chars[index]
            kind = "digit" if ch.isdigit() else "alpha" if ch.isalpha() else "space" if ch.isspace() else ""
            if kind:
                chars[index] = draw(st.sampled_from(_LOOKALIKES[kind]))
        return "".join(chars)
    if isinstance(value, list):
        return [_perturbed(v, draw) for v in value]
    if isinstance(value, tuple):
        return tuple(_perturbed(v, draw) for v in value)
    return value


@st.composite
def _lookalike(draw: Any, own: st.SearchStrategy[Any]) -> Any:
    return _perturbed(draw(own), draw)


def broad_strategy(parameter: inspect.Parameter, hint: Any, overrides: dict) -> st.SearchStrategy[Any] | None:
    """The broad check's strategy for one parameter: the seed's own (when it has one) and unicode
    look-alikes of what it draws, mixed with hypothesis' ``st.from_type`` of the hint; None when
    there is neither."""
    parts: list[st.SearchStrategy[Any]] = []
    if parameter.name in overrides and isinstance(overrides[parameter.name], st.SearchStrategy):
        own = overrides[parameter.name]
        parts += [own, _lookalike(own)]
    if hint is not inspect.Parameter.empty and not isinstance(hint, str):
        try:
            parts.append(st.from_type(hint))
        except Exception:  # a hint hypothesis cannot build from
            pass
    return st.one_of(*parts) if parts else None
