"""The pure public functions of a real module as members of a module seed (`redpen harvest --modules`).

Each candidate top-level function of the module (:func:`generator.harvest.module_index.candidates`)
goes through the function harvest's closure (:func:`generator.harvest.closure.closure`: the same
refusals for I/O, randomness, time, globals written, generators, unknown names...). A member keeps
what it needs as *module-level* bindings (helpers, constants, classes, by key ``(module, name)``)
and imports, nothing moved into it, and candidate ``STRATEGIES`` entries for its parameters, most
trusted first: every parameter drawn (type hint, else the function harvest's inference from
doctests, the package's tests, defaults and usage, written by ``strategy_text``), then the same
with each parameter that has a literal default fixed at it (``st.just(default)``), then that with
container and string parameters never empty (``heappop([])``, ``statistics.mean([])`` raise).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable
from dataclasses import dataclass

import libcst as cst

from generator.harvest.closure import Refused, closure
from generator.harvest.module_index import Binding, ModuleIndex, candidates
from generator.harvest.strategy_text import constants, drawable, hint_type, render, render_nonempty
from killability.infer import infer

Key = tuple[str, str]  # (dotted module name, binding name)
Entry = tuple[tuple[str, str], ...]  # (parameter, strategy text)
RESERVED = frozenset({"STRATEGIES", "PRECONDITIONS", "SEED", "HARVEST", "EXAMPLES", "st", "precondition"})


@dataclass(frozen=True)
class Member:
    name: str
    line: int
    needs: tuple[Key, ...]  # the bindings it needs, its own first
    imports: tuple[str, ...]  # import statements (one name each)
    entries: tuple[Entry, ...]  # candidate STRATEGIES entries, most trusted first; () when none
    origins: tuple[tuple[str, str], ...]  # parameter -> where its strategy came from
    why_not: str = ""  # why it has no entry (it can still be a private helper)


def _owner(binding: Binding, index: ModuleIndex, siblings: dict[str, ModuleIndex | None]) -> str:
    """The module a carried binding comes from (the module itself, or a sibling reached through a
    relative import)."""
    for ix in (index, *(s for s in siblings.values() if s is not None)):
        if any(b is binding for b in ix.bindings.get(binding.name, ())):
            return ix.name
    return index.name


def _literal(node: cst.BaseExpression | None) -> str | None:
    if node is None:
        return None
    code = cst.Module(body=[]).code_for_node(node)
    try:
        ast.literal_eval(code)
    except (ValueError, SyntaxError, RecursionError):
        return None
    return code


def entries_for(func: cst.FunctionDef, tests: tuple[str, ...]) -> tuple[tuple[Entry, ...], dict[str, str], str]:
    """(candidate entries, origin per parameter, why there is none)."""
    params = func.params
    if isinstance(params.star_arg, cst.Param) or params.star_kwarg is not None:
        return (), {}, "takes *args or **kwargs"
    code = cst.Module(body=[func]).code
    name = func.name.value
    inference = infer(code, name, tests)
    consts = constants(code)
    drawn: list[tuple[str, str]] = []
    fixed: list[tuple[str, str]] = []
    filled: list[tuple[str, str]] = []
    origins: dict[str, str] = {}
    for param in (*params.posonly_params, *params.params, *params.kwonly_params):
        pname = param.name.value
        default = _literal(param.default)
        if param.annotation is not None:
            tp, origin = hint_type(cst.Module(body=[]).code_for_node(param.annotation.annotation)), "type hint"
        else:
            guess = inference.guess(pname)
            tp, origin = (guess.type, guess.origin) if guess is not None else (None, "")
        text = render(tp, consts) if tp is not None and drawable(tp) else None
        if text is None:
            if default is None:
                return (), {}, f"parameter '{pname}' has no hint, example, literal default or use that says what it is"
            text, origin = f"st.just({default})", "default"
        drawn.append((pname, text))
        fixed.append((pname, f"st.just({default})" if default is not None else text))
        full = render_nonempty(tp, consts) if tp is not None and drawable(tp) and default is None else None
        filled.append((pname, full or fixed[-1][1]))
        origins[pname] = origin
    if not drawn:
        return (), {}, "has no parameters to draw inputs for"
    entries = tuple(dict.fromkeys((tuple(drawn), tuple(fixed), tuple(filled))))
    return entries, origins, ""


def _stdlib(import_text: str) -> bool:
    node = ast.parse(import_text).body[0]
    names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]  # type: ignore[attr-defined]
    return all(n.split(".")[0] in sys.stdlib_module_names for n in names)


def members(
    index: ModuleIndex,
    resolve: Callable[[str, str], ModuleIndex | None],
    siblings: dict[str, ModuleIndex | None],
    tests: tuple[str, ...],
) -> tuple[list[Member], dict[Key, Binding], list[tuple[str, str]]]:
    """(members in source order, every binding they need by key, (function, reason) refused)."""
    found: list[Member] = []
    bindings: dict[Key, Binding] = {}
    refused: list[tuple[str, str]] = []
    for name, func, line, note in candidates(index):
        if note:  # a static method: a module seed's functions are top-level
            continue
        if func.decorators:
            refused.append((name, "is decorated (a module seed keeps its functions as they are)"))
            continue
        try:
            found_closure = closure(index, func, resolve)
        except Refused as exc:
            refused.append((name, str(exc)))
            continue
        except Exception as exc:  # one function's problem never stops the harvest
            refused.append((name, f"cannot be read ({type(exc).__name__}: {exc})"[:200]))
            continue
        foreign = [i.strip() for i in found_closure.imports if not _stdlib(i)]
        if foreign:
            refused.append((name, f"imports '{foreign[0]}', not the standard library (a module seed imports only it)"))
            continue
        own = next(b for b in index.bindings[name] if b.kind == "function")
        needs: list[Key] = [(index.name, name)]
        bindings[needs[0]] = own
        extra = [b for n in sorted(found_closure.defaults) for b in index.bindings.get(n, ()) if b.kind == "constant"]
        for binding in [*found_closure.carried, *extra]:
            key = (_owner(binding, index, siblings), binding.name)
            bindings.setdefault(key, binding)
            if key not in needs:
                needs.append(key)
        clash = sorted({k[1] for k in needs} & RESERVED)
        if clash:
            refused.append((name, f"needs module-level name '{clash[0]}', which a module seed reserves"))
            continue
        entries, origins, why = entries_for(func, tuple(t for t in tests if name in t))
        imports = tuple(dict.fromkeys(i if i.endswith("\n") else i + "\n" for i in found_closure.imports))
        found.append(Member(name, line, tuple(needs), imports, entries, tuple(origins.items()), why))
    return found, bindings, refused
