"""Values beyond literals: instances of the seed's own classes (dataclasses, NamedTuples, Enums,
plain classes built from their ``__init__``), ``range`` objects, list iterators, classes
(``type[...]``) and a few named pure builtins (``Callable`` parameters).

How they are written (``write``): ``Point(x=1, y=2)``, ``Color.RED``, ``range(0, 5, 2)``,
``iter([1, 2])``, ``int``, ``Point``, ``abs``, ``str.lower``: plain Python a generated test can run
once it has the seed's classes. How they are read (``node_value``, only when the caller asks for
objects): a call or attribute of an unknown name becomes an inert placeholder (``Instance``,
``Member``, ``Ref``); ``rebind`` builds the real value in a given module namespace, from classes
that module itself defines (never an imported or builtin callable, so a text cannot call ``open``).

Why rebinding: a snippet carries the classes its function names (``core/snippet.py``), so the
seed module, the fixed snippet and the mutated snippet each define their own ``Point``; a value is
rebuilt in the namespace of the function it is passed to (``compare.call``), and results of two
namespaces compare by class name and fields (``same_object``).
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import enum
import inspect
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

# pure builtins a Callable or type[...] parameter may receive, by the name the test writes
NAMED: dict[str, Any] = {
    "abs": abs,
    "len": len,
    "round": round,
    "min": min,
    "max": max,
    "sum": sum,
    "sorted": sorted,
    "repr": repr,
    "str": str,
    "int": int,
    "float": float,
    "bool": bool,
    "bytes": bytes,
    "complex": complex,
    "list": list,
    "tuple": tuple,
    "dict": dict,
    "set": set,
    "frozenset": frozenset,
    "str.lower": str.lower,
    "str.upper": str.upper,
    "str.strip": str.strip,
    "str.title": str.title,
    "str.casefold": str.casefold,
    "str.isdigit": str.isdigit,
    "str.isalpha": str.isalpha,
}
_NAME_OF = {id(obj): name for name, obj in NAMED.items()}
_LIST_ITERATOR: type[Any] = type(iter([]))
_PLAIN = (int, float, str, bytes, bool, type(None), complex)


@dataclass(frozen=True)
class Instance:
    """``Name(args..., key=value...)``: an instance of a class the module under test defines."""

    name: str
    args: tuple[Any, ...] = ()
    kwargs: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class Member:
    """``Name.MEMBER``: a member of an Enum the module under test defines."""

    cls: str
    name: str


@dataclass(frozen=True)
class Ref:
    """``Name``: a class the module under test defines (a ``type[...]`` value)."""

    name: str


_REDPEN_PACKAGES = frozenset({"core", "operators", "killability", "scoring", "audit", "generator"})


def user_class(tp: Any) -> bool:
    """A class of the seed (or of any non-standard module), not a builtin or standard-library one;
    container subclasses count only as NamedTuples."""
    if not isinstance(tp, type) or tp.__module__ == "builtins":
        return False
    if tp.__module__.split(".")[0] in sys.stdlib_module_names or tp.__module__.split(".")[0] in _REDPEN_PACKAGES:
        return False
    return not (issubclass(tp, (list, dict, set, frozenset)) or (issubclass(tp, tuple) and not hasattr(tp, "_fields")))


def _is_member(value: Any) -> bool:
    return isinstance(value, enum.Enum) and user_class(type(value))


def constructor(value: Any) -> tuple[str, dict[str, Any]] | None:
    """(class name, keyword arguments) that rebuild an instance of a seed class, or None."""
    tp = type(value)
    if not user_class(tp) or isinstance(value, enum.Enum):
        return None
    if hasattr(tp, "_fields") and isinstance(value, tuple):  # NamedTuple
        return tp.__name__, {f: getattr(value, f) for f in tp._fields}
    if dataclasses.is_dataclass(tp):
        return tp.__name__, {f.name: getattr(value, f.name) for f in dataclasses.fields(tp) if f.init}
    try:
        params = inspect.signature(tp).parameters.values()
    except (TypeError, ValueError):
        return None
    kwargs: dict[str, Any] = {}
    state = getattr(value, "__dict__", {})
    for param in params:
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD, param.POSITIONAL_ONLY):
            return None
        for attr in (param.name, "_" + param.name):
            if attr in state:
                kwargs[param.name] = state[attr]
                break
        else:
            return None
    return tp.__name__, kwargs


def write(value: Any, source: Callable[[Any], str]) -> str | None:
    """The text of a value of this module's kinds (``source`` writes the parts), or None."""
    if isinstance(value, Instance):
        parts = [source(a) for a in value.args] + [f"{k}={source(v)}" for k, v in value.kwargs]
        return f"{value.name}({', '.join(parts)})"
    if isinstance(value, Member):
        return f"{value.cls}.{value.name}"
    if isinstance(value, Ref):
        return value.name
    if _is_member(value):
        return f"{type(value).__name__}.{value.name}"
    if type(value) is range:
        return repr(value)
    if type(value) is _LIST_ITERATOR:
        return f"iter({source(remaining(value))})"
    name = _NAME_OF.get(id(value))
    if name is not None and NAMED[name] is value:
        return name
    if user_class(value):
        return value.__name__
    built = constructor(value)
    if built is None:
        return None
    cls, kwargs = built
    return f"{cls}({', '.join(f'{k}={source(v)}' for k, v in kwargs.items())})"


def remaining(iterator: Any) -> list[Any]:
    """The items a list iterator has not yet given (read without consuming it)."""
    reduced = iterator.__reduce__()
    items = list(reduced[1][0])
    return items[reduced[2] :] if len(reduced) > 2 else items


def node_value(node: ast.AST, read: Callable[[ast.AST], Any]) -> tuple[bool, Any]:
    """(True, value) for the object forms of a parsed text (a placeholder for the seed's classes),
    (False, None) when the node is none of them; ``read`` reads the arguments."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if any(k.arg is None for k in node.keywords) or any(isinstance(a, ast.Starred) for a in node.args):
            return False, None
        keywords = tuple((k.arg, read(k.value)) for k in node.keywords if k.arg is not None)  # none is None (above)
        return True, Instance(node.func.id, tuple(read(a) for a in node.args), keywords)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        dotted = f"{node.value.id}.{node.attr}"
        if dotted in NAMED:
            return True, NAMED[dotted]
        return True, Member(node.value.id, node.attr)
    if isinstance(node, ast.Name):
        if node.id in NAMED:
            return True, NAMED[node.id]
        return True, Ref(node.id)
    return False, None


def class_names(tree: ast.AST) -> set[str]:
    """The names a text takes from the module under test (classes it builds or whose members it names)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            found.add(node.func.id)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and f"{node.value.id}.{node.attr}" not in NAMED
        ):
            found.add(node.value.id)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            found.add(node.id)
    return found


# ------------------------------------------------------------------------------------------------
# rebinding into a namespace


class Classes(dict):
    """Classes gathered from a value itself (trusted: ``rebind`` takes them without the module check)."""


def classes_of(value: Any, found: Classes | None = None) -> Classes:
    found = Classes() if found is None else found
    tp = type(value)
    if user_class(tp):
        found[tp.__name__] = tp
    if user_class(value):
        found[value.__name__] = value
    if isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            classes_of(item, found)
    elif isinstance(value, dict):
        for k, v in value.items():
            classes_of(k, found)
            classes_of(v, found)
    elif type(value) is _LIST_ITERATOR:
        classes_of(remaining(value), found)
    else:
        built = constructor(value)
        if built is not None:
            for v in built[1].values():
                classes_of(v, found)
    return found


def needs_rebind(value: Any) -> bool:
    """Does the value hold anything ``rebind`` must build (a placeholder, a seed class value, an iterator)?"""
    if type(value) in _PLAIN:
        return False
    if type(value) in (list, tuple, set, frozenset):
        return any(needs_rebind(v) for v in value)
    if isinstance(value, dict):
        return any(needs_rebind(k) or needs_rebind(v) for k, v in value.items())
    return isinstance(value, (Instance, Member, Ref)) or user_class(type(value)) or user_class(value)


def _class(namespace: Mapping[str, Any], name: str, fallback: Any = None) -> Any:
    obj = namespace.get(name)
    if isinstance(obj, type) and (isinstance(namespace, Classes) or obj.__module__ == namespace.get("__name__")):
        return obj
    if fallback is not None:
        return fallback
    raise NameError(f"class '{name}' is not defined by the module under test")


def rebind(value: Any, namespace: Mapping[str, Any]) -> Any:
    """A fresh copy of ``value`` whose seed-class parts are instances of the classes ``namespace``
    defines (placeholders built there); everything else deep-copied."""

    def again(v: Any) -> Any:
        return rebind(v, namespace)

    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind in (list, tuple, set, frozenset):
        return kind(again(v) for v in value)
    if isinstance(value, dict) and not user_class(kind):
        return kind({again(k): again(v) for k, v in value.items()})
    if isinstance(value, Instance):
        return _class(namespace, value.name)(*map(again, value.args), **{k: again(v) for k, v in value.kwargs})
    if isinstance(value, Member):
        cls = _class(namespace, value.cls)
        if not issubclass(cls, enum.Enum):
            raise TypeError(f"'{value.cls}' is not an Enum")
        return cls[value.name]
    if isinstance(value, Ref):
        return _class(namespace, value.name)
    if _is_member(value):
        return _class(namespace, kind.__name__, kind)[value.name]
    if user_class(value):
        return _class(namespace, value.__name__, value)
    if kind is _LIST_ITERATOR:
        return iter(again(remaining(value)))
    built = constructor(value)
    if built is not None:
        name, kwargs = built
        return _class(namespace, name, kind)(**{k: again(v) for k, v in kwargs.items()})
    return copy.deepcopy(value)


# ------------------------------------------------------------------------------------------------
# comparing across namespaces


def same_kind(a: type, b: type) -> bool:
    """The same class, or the same seed class defined in two module instances."""
    return a is b or (a.__name__ == b.__name__ and user_class(a) and user_class(b))


def same_object(a: Any, b: Any, same: Callable[[Any, Any], bool]) -> bool | None:
    """Equality for this module's kinds (None: not one of them, use ``==``). Enum members by class
    name and member name; seed-class instances by class name and fields when they come from two
    module instances or their class has no ``__eq__`` of its own; list iterators by what is left."""
    ta, tb = type(a), type(b)
    if ta is tb and (ta in _PLAIN or not user_class(ta)) and ta is not _LIST_ITERATOR:
        return None
    if isinstance(a, enum.Enum) and isinstance(b, enum.Enum):
        return same_kind(ta, tb) and a.name == b.name
    if ta is _LIST_ITERATOR and tb is _LIST_ITERATOR:
        return same(remaining(a), remaining(b))
    if isinstance(a, type) and isinstance(b, type):
        return same_kind(a, b)
    if not (user_class(ta) and user_class(tb)) or not same_kind(ta, tb):
        return None
    if ta is tb and ta.__eq__ is not object.__eq__:  # type: ignore[comparison-overlap]  # typeshed types the two __eq__ differently; identity is the question
        return None
    fields_a, fields_b = _fields(a), _fields(b)
    if fields_a is None or fields_b is None:
        return None
    return same(fields_a, fields_b)


def _fields(value: Any) -> dict[str, Any] | None:
    if dataclasses.is_dataclass(value):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    state = getattr(value, "__dict__", None)
    return dict(state) if isinstance(state, dict) else None


def names_a_variable(value: Any) -> bool:
    """Does a value read from a text (a docstring example, a test) name something that is not a value:
    a variable (``f(x)``, ``f(self.text)``) or a function call (``f(g(1))``)? Classes are CapWords."""
    if isinstance(value, Ref):
        return True
    if (
        isinstance(value, (Member, Instance))
        and not (value.cls if isinstance(value, Member) else value.name)[:1].isupper()
    ):
        return True
    if isinstance(value, (list, tuple, set, frozenset)):
        return any(names_a_variable(v) for v in value)
    if isinstance(value, dict):
        return any(names_a_variable(k) or names_a_variable(v) for k, v in value.items())
    if isinstance(value, Instance):
        return any(names_a_variable(v) for v in (*value.args, *(v for _, v in value.kwargs)))
    return False


def placeholders(values: Iterable[Any]) -> bool:
    return any(needs_rebind(v) for v in values)
