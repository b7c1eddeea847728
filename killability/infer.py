"""Input types for parameters without type hints, read from the function's text (never executed).

Sources, in order of trust (the first that says something about a parameter wins):
``doctest`` (calls of the function with literal arguments in its docstring, ``>>> f(...)`` or
``f(...) == ...``), ``tests`` (such calls in the package's own tests), ``default`` (a literal
default value) and ``usage`` (what the body does with the parameter: ``.split()`` makes it a
string, ``len()``/indexing/iteration a list, arithmetic a number). The literal argument tuples found
in docstrings and tests are also returned as explicit examples for the search.

A type is a small tuple tree: ``("int",)``, ``("list", T)``, ``("tuple", (T, ...))``,
``("tuplev", T)`` (variable length), ``("dict", K, V)``, ``("set", T)``, ``("opt", T)``
(T or None), ``("class", "Point")`` (a class of the module: ``Point(1, 2)`` or ``Color.RED`` in an
example), ``("callable", n)`` (the body calls the parameter with n arguments: ``key(x)``). ``hint_text`` renders it as a type hint (``list[tuple[int, str]]``).

The type tree is :mod:`killability.type_tree`, the example calls :mod:`killability.example_calls`,
the usage reading :mod:`killability.usage_types`; this module weighs their guesses.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from dataclasses import dataclass

from killability.example_calls import calls_in_text, docstring_lines, literal_of
from killability.type_tree import INT, Type, hint_text, join_all, type_of
from killability.usage_types import usage_types
from killability.values import read

MAX_EXAMPLES = 12


@dataclass(frozen=True)
class Guess:
    """What one parameter's inputs should look like, and where that was read."""

    name: str
    type: Type
    origin: str  # doctest / tests / default / usage

    @property
    def hint(self) -> str:
        return hint_text(self.type)


@dataclass(frozen=True)
class Inference:
    guesses: tuple[Guess, ...]
    examples: tuple[tuple[str, ...], ...]  # positional argument literals, one tuple per example call
    example_origin: str = ""  # doctest / tests

    def guess(self, name: str) -> Guess | None:
        return next((g for g in self.guesses if g.name == name), None)


def find_function(tree: ast.AST, name: str) -> ast.FunctionDef | None:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node
    return None


def drawn_parameters(function: ast.FunctionDef) -> list[str]:
    """The positional parameters (the ones a generated test passes)."""
    return [a.arg for a in (*function.args.posonlyargs, *function.args.args)]


def infer(source: str, function: str, tests: Sequence[str] = ()) -> Inference:
    """Guesses for every positional parameter of ``function`` that has no annotation."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return Inference((), ())
    node = find_function(tree, function)
    if node is None:
        return Inference((), ())
    params = drawn_parameters(node)
    doc = ast.get_docstring(node) or ""
    doc_calls = calls_in_text(docstring_lines(doc), function, params)[:MAX_EXAMPLES]
    test_calls = calls_in_text(tests, function, params, limit=MAX_EXAMPLES) if tests else []
    annotated = {a.arg for a in (*node.args.posonlyargs, *node.args.args) if a.annotation is not None}
    positional = [*node.args.posonlyargs, *node.args.args]
    defaults = dict(zip([a.arg for a in positional][len(positional) - len(node.args.defaults) :], node.args.defaults))
    usage = usage_types(node, params)
    guesses: list[Guess] = []
    for index, name in enumerate(params):
        if name in annotated or (index == 0 and name in ("self", "cls")):
            continue
        guess: Guess | None = None
        for origin, calls in (("doctest", doc_calls), ("tests", test_calls)):
            drawn = [read(c[index], objects_too=True) for c in calls if len(c) > index]
            tp = join_all(type_of(v) for v in drawn)
            if isinstance(tp, tuple):  # joined (not None: nothing drawn, nor False: no join)
                guess = Guess(name, _widen(tp, usage.get(name)), origin)
                break
        if guess is None and name in defaults:
            ok, value = literal_of(defaults[name])
            tp = type_of(value) if ok else None
            if tp is not None and tp != ("none",):
                guess = Guess(name, tp, "default")
            elif tp == ("none",) and name in usage:
                guess = Guess(name, ("opt", usage[name]), "default+usage")
        if guess is None and name in usage:
            guess = Guess(name, usage[name], "usage")
        if guess is not None:
            guesses.append(guess)
    examples = doc_calls or test_calls
    return Inference(tuple(guesses), tuple(examples), "doctest" if doc_calls else "tests" if test_calls else "")


def _widen(tp: Type, used: Type | None) -> Type:
    """An example type that is only None (``f(x=None)``) takes the body's type as its other half;
    an empty list's element type comes from the body when it says more."""
    if tp == ("none",) and used is not None:
        return ("opt", used)
    if tp[0] in ("list", "set") and used is not None and used[0] == tp[0] and tp[1] == INT:
        return used
    return tp
