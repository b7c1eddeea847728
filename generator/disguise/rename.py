"""Consistent renaming with libcst: one name map applied everywhere in a function.

:func:`allocate_names` turns the roles of a function's names into new, natural names from a domain
pack (deterministic from a key, never colliding with builtins, keywords, imported names, names
already in the code or each other). :func:`apply_renames` rewrites every ``Name`` node in the map;
attribute names (``x.append``), keyword-argument names of calls (``sorted(key=...)``) and import
statements are left untouched. A keyword argument in a call to a function whose own name is
renamed (recursion, nested helpers) follows the parameter rename.
"""

from __future__ import annotations

import builtins
import keyword
from collections.abc import Iterable, Mapping

import libcst as cst

from core.errors import RedpenError
from core.syntax import rebuild
from generator.disguise.domains import DomainPack, stable_index
from generator.disguise.roles import NameRole, function_intent

RESERVED: frozenset[str] = (
    frozenset(dir(builtins))
    | frozenset(keyword.kwlist)
    | frozenset(keyword.softkwlist)
    | {
        "self",
        "cls",
        "precondition",
        "STRATEGIES",
        "SEED",
        "math",
        "st",
        "re",
        "collections",
        "itertools",
        "functools",
        "bisect",
        "heapq",
        "decimal",
        "fractions",
        "string",
    }
)
_QUALIFIERS = ("next", "other", "last", "first", "prev", "spare", "extra", "new")


class DisguiseError(RedpenError):
    """A disguise cannot be rendered (an unmappable name, a defect that did not survive...)."""


class _AllNames(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.names.add(node.value)


def identifiers_in(node: cst.CSTNode) -> set[str]:
    """Every identifier text in a tree (names, attribute names, keyword names)."""
    visitor = _AllNames()
    node.visit(visitor)
    return visitor.names


def imported_names(module: cst.Module) -> set[str]:
    """The names a module's imports bind (``import a.b`` binds ``a``)."""
    names: set[str] = set()
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, (cst.Import, cst.ImportFrom)) and not isinstance(small.names, cst.ImportStar):
                    for alias in small.names:
                        target = alias.asname.name if alias.asname else alias.name
                        if isinstance(target, cst.Name):
                            names.add(target.value)
                        elif isinstance(target, cst.Attribute):
                            names.add(module.code_for_node(target).split(".")[0])
    return names


def _rotated(words: tuple[str, ...], start: int) -> list[str]:
    return list(words[start:] + words[:start])


def allocate_names(
    roles: Iterable[NameRole],
    pack: DomainPack,
    key: str,
    *,
    taken: Iterable[str] = (),
    return_annotation: str | None = None,
    keep: Iterable[str] = (),
) -> dict[str, str]:
    """New names for ``roles`` from ``pack``; ``keep`` names map to themselves.

    Raises :class:`DisguiseError` naming the identifier and the pack role that ran out of words.
    """
    roles = list(roles)
    keep = set(keep)
    used: set[str] = set(RESERVED) | set(taken) | {r.name for r in roles}
    renamed = {r.name for r in roles} - keep
    mapping: dict[str, str] = {}

    def echoes(candidate: str) -> bool:
        # a new name carrying an old one as a word ('step' -> 'step_no'): the docstring, whose words
        # follow the names, would still say the original's parameter; taken only when nothing else is
        return any(f"_{old}_" in f"_{candidate}_" for old in renamed)

    def claim(name: str, candidates: Iterable[str], role: str) -> str:
        tried = list(candidates)
        qualified = [f"{qualifier}_{word}" for qualifier in _QUALIFIERS for word in tried[:4]]
        for strict in (True, False):
            for candidate in (*tried, *qualified):
                if candidate not in used and not (strict and echoes(candidate)):
                    used.add(candidate)
                    mapping[name] = candidate
                    return candidate
        raise DisguiseError(
            f"cannot map identifier '{name}' (role {role}): the '{pack.name}' domain pack has no unused "
            f"'{role}' word left; add words to [words] {role} in templates/domains/{pack.name}.toml"
        )

    function_role = next((r for r in roles if r.binding == "function"), None)
    for role in roles:
        if role.binding == "function" or role.name in keep:
            continue
        words = pack.role_words(role.role)
        start = stable_index(f"{key}:{role.name}", len(words))
        candidates = _rotated(words, start)
        if role.role == "items" and role.source in mapping:
            collections = pack.role_words("collections")
            items = pack.role_words("items")
            new_source = mapping[role.source]
            if new_source in collections:
                position = collections.index(new_source)
                if position < len(items):
                    candidates.insert(0, items[position])
        claim(role.name, candidates, role.role)
    for name in keep:
        mapping[name] = name
    if function_role is not None and function_role.name not in keep:
        intent = function_intent(function_role.name, return_annotation)
        verbs = pack.intent_verbs(intent)
        first_collection = next(
            (
                mapping[r.name]
                for r in roles
                if r.binding == "param" and r.role == "collections" and r.name in mapping and "_" not in mapping[r.name]
            ),
            None,
        )
        nouns = list(pack.role_words("collections"))
        nouns = _rotated(tuple(nouns), stable_index(f"{key}:noun", len(nouns)))
        if first_collection:
            nouns.insert(0, first_collection)
        verbs_rot = _rotated(verbs, stable_index(f"{key}:verb", len(verbs)))
        claim(function_role.name, (f"{v}_{n}" for n in nouns for v in verbs_rot), f"verbs.{intent}")
    return mapping


class Renamer(cst.CSTTransformer):
    """Rename ``Name`` nodes by ``mapping``; attribute and keyword names and imports stay."""

    def __init__(self, mapping: Mapping[str, str]) -> None:
        super().__init__()
        self.mapping = dict(mapping)

    def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.Name:
        new = self.mapping.get(updated_node.value)
        return updated_node.with_changes(value=new) if new else updated_node

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        return False

    def leave_Attribute(self, original_node: cst.Attribute, updated_node: cst.Attribute) -> cst.Attribute:
        return updated_node.with_changes(value=original_node.value.visit(self))

    def visit_Arg(self, node: cst.Arg) -> bool:
        return False

    def leave_Arg(self, original_node: cst.Arg, updated_node: cst.Arg) -> cst.Arg:
        return updated_node.with_changes(value=original_node.value.visit(self))

    def leave_Call(self, original_node: cst.Call, updated_node: cst.Call) -> cst.Call:
        func = original_node.func
        if isinstance(func, cst.Name) and func.value in self.mapping:
            args = [
                a.with_changes(keyword=a.keyword.with_changes(value=self.mapping[a.keyword.value]))
                if a.keyword is not None and a.keyword.value in self.mapping
                else a
                for a in updated_node.args
            ]
            return updated_node.with_changes(args=args)
        return updated_node

    def visit_Import(self, node: cst.Import) -> bool:
        return False

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        return False


def _rename_fields(node: cst.CSTNode) -> tuple[str, ...] | None:
    if isinstance(node, (cst.Attribute, cst.Arg)):
        return ("value",)
    if isinstance(node, (cst.Import, cst.ImportFrom)):
        return ()
    return None


def apply_renames(node: cst.CSTNode, mapping: Mapping[str, str]) -> cst.CSTNode:
    """``node`` with every renamable ``Name`` renamed by ``mapping`` (see :class:`Renamer`, which
    this fast copy-on-write pass is equivalent to)."""

    def replace(n: cst.CSTNode) -> cst.CSTNode | None:
        if isinstance(n, cst.Name):
            new = mapping.get(n.value)
            return n.with_changes(value=new) if new and new != n.value else n
        if (
            isinstance(n, cst.Call)
            and isinstance(n.func, cst.Name)
            and n.func.value in mapping
            and any(a.keyword is not None and a.keyword.value in mapping for a in n.args)
        ):
            args = [
                a.with_changes(keyword=a.keyword.with_changes(value=mapping[a.keyword.value]))
                if a.keyword is not None and a.keyword.value in mapping
                else a
                for a in n.args
            ]
            return _renamed_call(n.with_changes(args=args), mapping)
        return None

    return rebuild(node, replace, _rename_fields)


def _renamed_call(call: cst.Call, mapping: Mapping[str, str]) -> cst.Call:
    func = call.func.with_changes(value=mapping[call.func.value])
    args = [a.with_changes(value=apply_renames(a.value, mapping)) for a in call.args]
    return call.with_changes(func=func, args=args)
