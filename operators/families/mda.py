"""MDA: mutable default argument.

The None-sentinel idiom::

    def f(x, acc: list[int] | None = None):
        if acc is None:
            acc = []

collapses into a shared mutable default: ``def f(x, acc: list[int] = []):`` with the sentinel check
gone (also ``acc = [] if acc is None else acc``). The empty container may be ``[]``, ``{}``,
``set()``, ``list()``, ``dict()``; ``X | None`` / ``Optional[X]`` annotations lose their ``None``.
Fault lines: the signature line and the line where the check stood.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code


def _is_none(node: cst.CSTNode) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def _empty_container(node: cst.CSTNode) -> bool:
    if isinstance(node, (cst.List, cst.Dict, cst.Set)) and not node.elements:
        return True
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Name)
        and node.func.value in ("list", "dict", "set")
        and not node.args
    )


def _is_none_test(test: cst.CSTNode, name: str) -> bool:
    return (
        isinstance(test, cst.Comparison)
        and isinstance(test.left, cst.Name)
        and test.left.value == name
        and len(test.comparisons) == 1
        and isinstance(test.comparisons[0].operator, cst.Is)
        and _is_none(test.comparisons[0].comparator)
    )


def _sentinel_fill(stmt: cst.CSTNode, name: str) -> cst.BaseExpression | None:
    """The empty container ``stmt`` puts into ``name`` when it is None, else None."""
    if isinstance(stmt, cst.If) and stmt.orelse is None and _is_none_test(stmt.test, name):
        body = stmt.body.body if isinstance(stmt.body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else ()
        smalls: list[cst.CSTNode] = []
        for item in body:
            smalls.extend(item.body if isinstance(item, cst.SimpleStatementLine) else [item])
        if len(smalls) == 1 and isinstance(smalls[0], cst.Assign) and len(smalls[0].targets) == 1:
            assign = smalls[0]
            target = assign.targets[0].target
            if isinstance(target, cst.Name) and target.value == name and _empty_container(assign.value):
                return assign.value
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign):
        assign = stmt.body[0]
        value = assign.value
        if (
            len(assign.targets) == 1
            and isinstance(assign.targets[0].target, cst.Name)
            and assign.targets[0].target.value == name
            and isinstance(value, cst.IfExp)
            and _empty_container(value.body)
            and _is_none_test(value.test, name)
            and isinstance(value.orelse, cst.Name)
            and value.orelse.value == name
        ):
            return value.body
    return None


def _without_none(annotation: cst.Annotation | None) -> cst.Annotation | None:
    if annotation is None:
        return None
    ann = annotation.annotation
    if isinstance(ann, cst.BinaryOperation) and isinstance(ann.operator, cst.BitOr):
        if _is_none(ann.right):
            return annotation.with_changes(annotation=ann.left)
        if _is_none(ann.left):
            return annotation.with_changes(annotation=ann.right)
    if (
        isinstance(ann, cst.Subscript)
        and isinstance(ann.value, (cst.Name, cst.Attribute))
        and cst.helpers.get_full_name_for_node(ann.value) in ("Optional", "typing.Optional")
        and len(ann.slice) == 1
        and isinstance(ann.slice[0].slice, cst.Index)
    ):
        return annotation.with_changes(annotation=ann.slice[0].slice.value)
    return annotation


class MutableDefaultArgument(Operator):
    name = "MDA"
    title = "mutable default argument"
    mechanism = "mutable default argument"
    tier = "medium"
    node_types = (cst.FunctionDef,)
    keywords = (
        (
            "mutable default",
            "default argument",
            "default value",
            "shared between calls",
            "shared across calls",
            "persists",
            "persist",
            "reused",
            "same list",
            "same dict",
            "same set",
            "evaluated once",
            "created once",
            "shared by calls",
            "default list",
            "default dict",
            "default set",
            "default container",
            "state leaks",
            "leaks",
        ),
        (
            "None",
            "sentinel",
            "fresh",
            "new list",
            "new dict",
            "new set",
            "each call",
            "every call",
            "later calls",
            "second call",
            "across calls",
            "between calls",
            "earlier call",
            "first call",
        ),
    )
    explanation = (
        "The parameter `{{ param }}` defaults to a single `{{ container }}` created once when the function is "
        "defined (line {{ line }}), and the `is None` check that made a fresh one per call is gone, so "
        "state leaks from one call into the next."
    )
    examples = (
        Example(
            code("""
                def f(x, acc: list[int] | None = None):
                    if acc is None:
                        acc = []
                    acc.append(x)
                    return acc
            """),
            (
                code("""
                def f(x, acc: list[int] = []):
                    acc.append(x)
                    return acc
            """),
            ),
        ),
        Example(
            code("""
                from typing import Optional

                def f(k, seen: Optional[set] = None):
                    seen = set() if seen is None else seen
                    seen.add(k)
                    return len(seen)
            """),
            (
                code("""
                from typing import Optional

                def f(k, seen: set = set()):
                    seen.add(k)
                    return len(seen)
            """),
            ),
        ),
        NoFire(
            code("""
                def f(x, acc=None):
                    if acc is None:
                        acc = 0
                    return acc + x
            """)
        ),
        NoFire(
            code("""
                def f(x, acc=None):
                    if acc is None:
                        acc = []
                    else:
                        acc = list(acc)
                    return acc
            """)
        ),
        NoFire(
            code("""
                def f(x, acc=[]):
                    acc.append(x)
                    return acc
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if node is not ctx.function or not isinstance(node.body, cst.IndentedBlock):
            return
        assert isinstance(node, cst.FunctionDef)
        params = node.params
        for group in ("posonly_params", "params", "kwonly_params"):
            for index, param in enumerate(getattr(params, group)):
                if param.default is None or not _is_none(param.default):
                    continue
                name = param.name.value
                for position, stmt in enumerate(node.body.body):
                    container = _sentinel_fill(stmt, name)
                    if container is None:
                        continue
                    new_param = param.with_changes(default=container, annotation=_without_none(param.annotation))
                    group_list = list(getattr(params, group))
                    group_list[index] = new_param
                    rest = list(node.body.body)
                    del rest[position]
                    if not rest:
                        rest = [cst.SimpleStatementLine(body=[cst.Pass()])]
                    container_code = ctx.code(container).strip()
                    yield Replacement(
                        node=node.with_changes(
                            params=params.with_changes(**{group: group_list}), body=node.body.with_changes(body=rest)
                        ),
                        description=f"`{name}` defaults to a shared `{container_code}` (the `is None` check is gone)",
                        facts={"param": name, "container": container_code},
                        anchor=param,
                    )
                    break
