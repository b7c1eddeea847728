"""The operator contract.

An operator is a small class: which CST node types it applies to (``node_types``), the
replacements it yields for one node (``replacements``), the mechanism it plants, the keyword groups
and explanation template it contributes to the answer key, and ``examples`` that the test-suite
runs for every registered operator (before/after pairs and must-not-fire cases).
"""

from __future__ import annotations

import textwrap
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import libcst as cst
from libcst.metadata import (
    CodeRange,
    ParentNodeProvider,
    PositionProvider,
    Scope,
    ScopeProvider,
)

from core.model import Tier

KeywordGroups = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Replacement:
    """One way to mutate a node. ``node`` replaces the original (``cst.RemovalSentinel.REMOVE``
    deletes a statement from its block)."""

    node: cst.CSTNode | cst.RemovalSentinel
    description: str
    keywords: KeywordGroups = ()
    facts: Mapping[str, Any] = field(default_factory=dict)
    mechanism: str | None = None
    tier: Tier | None = None
    anchor: cst.CSTNode | None = None  # node whose position is reported as the site (default: the node)


@dataclass(frozen=True)
class Example:
    """``before`` is a module (usually one function). Every text in ``after`` must be among the
    operator's mutants of ``before``. With ``must_not_fire=True`` the operator must yield nothing."""

    before: str
    after: tuple[str, ...] = ()
    must_not_fire: bool = False


def code(text: str) -> str:
    """An example's source written as an indented triple-quoted block: dedented, with the newline
    after the opening quotes dropped."""
    return textwrap.dedent(text).lstrip("\n")


def NoFire(code: str) -> Example:  # reads like a constructor in example tables
    return Example(before=code, must_not_fire=True)


class SiteContext:
    """What an operator may ask about the node it is looking at."""

    def __init__(
        self,
        wrapper_module: cst.Module,
        function: cst.FunctionDef,
        metadata: Mapping[Any, Any],
        resolve_scope: Callable[[], Mapping[cst.CSTNode, Scope | None]],
    ) -> None:
        self.module = wrapper_module
        self.function = function
        self._parents: Mapping[cst.CSTNode, cst.CSTNode] = metadata[ParentNodeProvider]
        self._positions: Mapping[cst.CSTNode, CodeRange] = metadata[PositionProvider]
        self._resolve_scope = resolve_scope
        self.cache: dict[str, Any] = {}  # per-function analyses shared by operators (see operators/_analysis.py)

    def parent(self, node: cst.CSTNode) -> cst.CSTNode | None:
        return self._parents.get(node)

    def ancestors(self, node: cst.CSTNode) -> Iterable[cst.CSTNode]:
        current = self.parent(node)
        while current is not None:
            yield current
            current = self.parent(current)

    def position(self, node: cst.CSTNode) -> CodeRange:
        return self._positions[node]

    def code(self, node: cst.CSTNode) -> str:
        return self.module.code_for_node(node)

    def scope(self, node: cst.CSTNode) -> Scope | None:
        return self._resolve_scope().get(node)

    @property
    def scopes(self) -> Mapping[cst.CSTNode, Scope | None]:
        return self._resolve_scope()


class Operator(ABC):
    """Base class of every mutation operator. Subclasses set the class attributes and implement
    :meth:`replacements`."""

    name: ClassVar[str]
    title: ClassVar[str]
    mechanism: ClassVar[str]
    tier: ClassVar[Tier] = "easy"
    node_types: ClassVar[tuple[type[cst.CSTNode], ...]]
    keywords: ClassVar[KeywordGroups] = ()
    explanation: ClassVar[str] = "On line {{ line }}, `{{ before }}` was changed to `{{ after }}`."
    examples: ClassVar[tuple[Example, ...]] = ()

    @abstractmethod
    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        """Yield the mutations of ``node`` (already known to be one of ``node_types``)."""

    def __repr__(self) -> str:
        return f"<operator {self.name}>"


__all__ = ["Example", "KeywordGroups", "NoFire", "Operator", "Replacement", "SiteContext", "ScopeProvider"]
