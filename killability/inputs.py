"""The argument tuples a search draws for the target, and where each parameter's strategy came from.

Per parameter, in order of trust: the seed's ``STRATEGIES`` entry, its type hint (string forward
references resolved in the function's module), a guess from the function's text
(``killability.infer``: docstring examples, the package's tests, a literal default, usage in the
body). ``*args`` draws zero to three extra arguments. Keyword-only parameters are drawn too and
passed by name (a trailing ``compare.KwArgs`` in the argument tuple); one with a default is
sometimes left out, so both its default and drawn values are explored (a ``key=`` branch is
reached, not mistaken for an equivalent mutant). Example calls (the seed's ``EXAMPLES`` and the
docstring's calls) are drawn as they are and mutated one argument at a time, which keeps related
arguments related (the SKUs of an order still match the keys of the price table).
Runs inside the sandbox child (it needs the seed's live objects).
"""

from __future__ import annotations

import datetime
import decimal
import fractions
import inspect
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from killability import objects
from killability.compare import KwArgs
from killability.fix_hints import fix_hint
from killability.infer import Inference, infer
from killability.near_inputs import near_args
from killability.strategies import Constants, NoStrategy, for_type
from killability.values import read

MAX_VAR_ARGS = 3


@dataclass(frozen=True)
class Keyword:
    """A keyword-only parameter the search draws, passed by name."""

    name: str
    strategy: SearchStrategy[Any]
    required: bool  # no default: always passed


@dataclass
class Signature:
    """The positional parameters the search draws (in order) and how many of them are required,
    and the keyword-only parameters it draws."""

    names: tuple[str, ...]
    strategies: tuple[SearchStrategy[Any], ...]
    required: int
    var: SearchStrategy[Any] | None = None  # one extra *args value
    examples: tuple[tuple[Any, ...], ...] = ()
    origins: dict[str, str] = field(default_factory=dict)
    keywords: tuple[Keyword, ...] = ()

    def _with_keywords(
        self, positional: SearchStrategy[tuple[Any, ...]], *, optional: bool = True
    ) -> SearchStrategy[tuple[Any, ...]]:
        """Positional tuples with the keyword arguments appended (a ``KwArgs``, when any); a
        keyword with a default is sometimes left out (shrinking prefers leaving it out)."""
        if not self.keywords:
            return positional
        required = {k.name: k.strategy for k in self.keywords if k.required}
        chosen = {k.name: k.strategy for k in self.keywords if not k.required} if optional else {}
        named = st.fixed_dictionaries(required, optional=chosen)
        return st.tuples(positional, named).map(lambda pair: pair[0] + ((KwArgs(pair[1]),) if pair[1] else ()))

    def plain(self) -> SearchStrategy[tuple[Any, ...]]:
        """Argument tuples; trailing parameters with defaults are sometimes omitted (shrinking
        prefers omitting them), because a default (e.g. a mutable one) is behaviour too."""
        if self.required == len(self.names):
            base = st.tuples(*self.strategies)
        else:
            base = st.integers(self.required, len(self.names)).flatmap(lambda n: st.tuples(*self.strategies[:n]))
        if self.var is not None:
            extra = st.lists(self.var, max_size=MAX_VAR_ARGS).map(tuple)
            full = st.tuples(*self.strategies)
            base = st.one_of(base, st.tuples(full, extra).map(lambda pair: pair[0] + pair[1]))
        return self._with_keywords(base)

    def required_only(self) -> SearchStrategy[tuple[Any, ...]]:
        """Only the required arguments (every default relied on)."""
        return self._with_keywords(st.tuples(*self.strategies[: self.required]), optional=False)

    def args(self) -> SearchStrategy[tuple[Any, ...]]:
        if not self.examples:
            return self.plain()
        known = st.sampled_from(self.examples)
        return st.one_of(self.plain(), known, known.flatmap(near_args))


def _hints(function: Callable[..., Any]) -> dict[str, Any]:
    """Type hints per parameter; a string (forward reference) that does not resolve for one
    parameter does not lose the others."""
    try:
        return typing.get_type_hints(function, include_extras=True)
    except Exception:  # resolve one by one below
        pass
    namespace = getattr(function, "__globals__", {})
    hints: dict[str, Any] = {}
    for name, raw in getattr(function, "__annotations__", {}).items():
        if isinstance(raw, str):
            try:
                raw = eval(raw, dict(namespace), {})
            except Exception:
                continue
        hints[name] = raw
    return hints


def _guessed(
    inference: Inference, name: str, consts: Constants, namespace: Mapping[str, Any]
) -> tuple[SearchStrategy[Any] | None, str]:
    guess = inference.guess(name)
    if guess is None:
        return None, ""
    classes = {
        k: v
        for k, v in namespace.items()
        if isinstance(v, type) and objects.user_class(v) and v.__module__ == namespace.get("__name__")
    }
    try:
        tp = eval(
            guess.hint,
            {
                "__builtins__": {
                    "int": int,
                    "float": float,
                    "str": str,
                    "bool": bool,
                    "bytes": bytes,
                    "complex": complex,
                    "list": list,
                    "dict": dict,
                    "set": set,
                    "tuple": tuple,
                    "None": None,
                    "frozenset": frozenset,
                    "Decimal": decimal.Decimal,
                    "Fraction": fractions.Fraction,
                    "date": datetime.date,
                    "Callable": Callable,
                    "Any": Any,
                    **classes,
                }
            },
        )
    except Exception:
        return None, ""
    return for_type(tp, consts), guess.origin


def _examples(
    inference: Inference, declared: Sequence[Any], count: int, has_var: bool, namespace: Mapping[str, Any]
) -> tuple[tuple[Any, ...], ...]:
    """Example argument tuples; values of the seed's classes (``Point(1, 2)`` in a docstring) built
    from the seed module's classes, an example naming anything else dropped."""
    found: list[tuple[Any, ...]] = []
    calls: list[Any] = list(declared)
    for call in inference.examples:
        try:
            calls.append(objects.rebind(tuple(read(a, objects_too=True) for a in call), namespace))
        except Exception:  # a name the module does not define as a class, a failing constructor
            continue
    for raw in calls:
        args = tuple(raw) if isinstance(raw, (tuple, list)) else (raw,)
        if (len(args) <= count or has_var) and args not in found:
            found.append(args)
    return tuple(found)


def signature(
    function: Callable[..., Any],
    overrides: Mapping[str, Any],
    consts: Constants,
    path: str = "seed",
    *,
    source: str | None = None,
    examples: Sequence[Any] = (),
) -> Signature:
    """Strategies for the target's parameters (positional ones in order, keyword-only ones by
    name); raises NoStrategy naming the parameter."""
    name = getattr(function, "__name__", "function")
    hints = _hints(function)
    inference = infer(source, name) if source else Inference((), ())
    names: list[str] = []
    strats: list[SearchStrategy[Any]] = []
    origins: dict[str, str] = {}
    required = 0
    var: SearchStrategy[Any] | None = None
    keywords: list[Keyword] = []
    stop = False
    for param in inspect.signature(function).parameters.values():
        if param.kind is param.VAR_KEYWORD:
            continue
        hint = hints.get(param.name, param.annotation)
        if param.name in overrides:
            strategy = overrides[param.name]
            if not isinstance(strategy, SearchStrategy):
                raise NoStrategy(
                    f"{path}: STRATEGIES['{param.name}'] is not a hypothesis strategy; use e.g. st.integers(0, 10)"
                )
            origin = "STRATEGIES"
        elif hint is not param.empty and not isinstance(hint, str):
            strategy, origin = for_type(hint, consts), "type hint"
        else:
            strategy, origin = _guessed(inference, param.name, consts, getattr(function, "__globals__", {}))
            if strategy is None and param.default is not param.empty and param.default is not None:
                strategy, origin = for_type(type(param.default), consts), "default"
            elif strategy is not None and param.default is None:
                strategy = st.one_of(st.none(), strategy)  # an unhinted x=None: None is an input too
        if param.kind is param.KEYWORD_ONLY:
            if strategy is None and param.default is param.empty:
                raise NoStrategy(fix_hint(param.name, hint, path, name))
            if strategy is None:
                origins[param.name] = "default (not drawn)"
            else:
                origins[param.name] = f"{origin} (by keyword)"
                keywords.append(Keyword(param.name, strategy, param.default is param.empty))
            continue
        if strategy is None:
            if param.kind is param.VAR_POSITIONAL:
                continue  # *args without a strategy: called without extras
            if param.default is not param.empty:
                origins[param.name] = "default (not drawn)"
                stop = True  # positional: the parameters after it keep their defaults too
                continue
            raise NoStrategy(fix_hint(param.name, hint, path, name))
        if stop:
            origins[param.name] = "default (not drawn)"
            continue
        origins[param.name] = origin
        if param.kind is param.VAR_POSITIONAL:
            var = strategy
            continue
        names.append(param.name)
        strats.append(strategy)
        if param.default is param.empty:
            required = len(names)
    found = _examples(inference, examples, len(names), var is not None, getattr(function, "__globals__", {}))
    return Signature(tuple(names), tuple(strats), required, var, found, origins, tuple(keywords))
