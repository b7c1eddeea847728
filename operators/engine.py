"""Enumerates the mutants of one function: runs operators over its CST and applies each edit.

Every edit goes through libcst: only the target function is re-rendered from its tree (so
formatting and comments elsewhere are untouched, byte for byte) and spliced back between the
module text before and after it. Positions come from libcst's PositionProvider, computed on the
function alone and shifted to module lines; a mutant is built by rebuilding only the path from
each edited node up to the function.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import libcst as cst
from libcst.metadata import (
    CodePosition,
    CodeRange,
    MetadataWrapper,
    ParentNodeProvider,
    PositionProvider,
    Scope,
    ScopeProvider,
)
from libcst.metadata.scope_provider import ScopeVisitor

from core.errors import SeedError
from core.model import Mutant, Site, Span, TextPatch, changed_lines
from core.seeds import choose_target, parse_module
from core.syntax import docstring_statement, top_level_functions
from operators.base import Operator, Replacement, SiteContext
from operators.explain import explain
from operators.node_paths import parent_map, replace_child
from operators.registry import resolve


@dataclass(frozen=True)
class PlannedEdit:
    """A first-order edit before it is applied: kept in-process (holds CST nodes), not exported."""

    operator: Operator
    node: cst.CSTNode
    replacement: Replacement
    site: Site


MAX_KEYWORD_GROUPS = 3


@functools.lru_cache(maxsize=8)
def _parse(source: str, path: str) -> cst.Module:
    """Parsed modules are immutable: several functions of one module share one parse."""
    return parse_module(source, path)


def target_name(source: str, *, function: str | None = None, path: str = "<seed>") -> str:
    """The function a mutator would work on (parse errors and unknown names raise SeedError),
    without the metadata a FunctionMutator computes."""
    return choose_target(top_level_functions(_parse(source, path)), path, function).name.value


def _compiles(code: str) -> bool:
    try:
        compile(code, "<mutant>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return False
    return True


class _Collector(cst.CSTVisitor):
    """Pre-order list of the nodes of a function that operators may touch (no docstring, no
    annotations, no decorators)."""

    def __init__(self, skip: cst.CSTNode | None) -> None:
        super().__init__()
        self.nodes: list[cst.CSTNode] = []
        self._skip = skip

    def on_visit(self, node: cst.CSTNode) -> bool:
        if node is self._skip or isinstance(node, (cst.Annotation, cst.Decorator)):
            return False
        self.nodes.append(node)
        return True


class FunctionMutator:
    """Parses a module once and plans/applies edits to one of its functions."""

    def __init__(self, source: str, *, function: str | None = None, path: str = "<seed>") -> None:
        self.source = source
        self.path = path
        module = _parse(source, path)
        functions = top_level_functions(module)
        target = choose_target(functions, path, function)
        self.module = module
        self.function = target
        self.function_name = target.name.value
        # Work on the function's own text: metadata, rendering, compiling and diffing cost what the
        # function costs, not what the module costs (stdlib modules run to thousands of lines).
        index = next(i for i, stmt in enumerate(module.body) if stmt is target)
        self._func_code = module.code_for_node(target)
        start = source.find(self._func_code)
        if start < 0 or source.find(self._func_code, start + 1) >= 0:  # absent or repeated: render the prefix
            start = len(module.with_changes(body=module.body[:index], footer=()).code)
        if start < 0:  # pragma: no cover - defensive
            raise SeedError(f"{path}: cannot locate function '{self.function_name}' in its own text")
        self._prefix = source[:start]
        self._suffix = source[start + len(self._func_code) :]
        self.line_offset = self._prefix.count("\n")
        mini = cst.Module(
            body=[target],
            header=(),
            footer=(),
            encoding=module.encoding,
            default_indent=module.default_indent,
            default_newline=module.default_newline,
            has_trailing_newline=True,
        )
        self.wrapper = MetadataWrapper(mini, unsafe_skip_copy=True)
        self._resolved_positions: Mapping[cst.CSTNode, CodeRange] = self.wrapper.resolve(PositionProvider)
        self._pieces: dict[int, tuple[int, int]] = {}
        shift = self.line_offset
        positions = {
            node: CodeRange(
                CodePosition(r.start.line + shift, r.start.column), CodePosition(r.end.line + shift, r.end.column)
            )
            for node, r in self._resolved_positions.items()
        }
        self._metadata: dict[type, Mapping[cst.CSTNode, Any]] = {
            PositionProvider: positions,
            ParentNodeProvider: parent_map(mini),
        }
        self._scopes: Mapping[cst.CSTNode, Scope | None] | None = None
        collector = _Collector(docstring_statement(self.function))
        self.function.visit(collector)
        self.nodes = collector.nodes
        self.context = SiteContext(self.module, self.function, self._metadata, self._scope_map)

    @property
    def parents(self) -> Mapping[cst.CSTNode, cst.CSTNode]:
        """Each node of the function and its parent (what edits are planned and rebuilt with)."""
        return self._metadata[ParentNodeProvider]

    def render(self, edits: Sequence[PlannedEdit]) -> tuple[str, str]:
        """(new function text, new module text) with ``edits`` applied.

        Only the path from each edited node up to the function is rebuilt (a full transformer pass
        per mutant costs ten times more); edits must not be nested (higher-order pairs never are)."""
        parents = self._metadata[ParentNodeProvider]
        # each node an edit changed -> its new version (libcst's RemovalSentinel for a removed statement)
        current: dict[cst.CSTNode, cst.CSTNode | cst.RemovalSentinel] = {}

        def installed(node: cst.CSTNode) -> cst.CSTNode:
            """The version installed so far (an earlier edit may have rebuilt a shared ancestor)."""
            now = current.get(node, node)
            if isinstance(now, cst.RemovalSentinel):  # edits are disjoint: a removed node has no other edit
                raise ValueError("two edits touch a removed statement")
            return now

        new_function: cst.CSTNode | None = None
        for edit in edits:
            child: cst.CSTNode = edit.node
            replacement: cst.CSTNode | cst.RemovalSentinel = edit.replacement.node
            while child is not self.function:
                parent = parents[child]
                rebuilt = replace_child(installed(parent), installed(child), replacement)
                current[child] = replacement
                child, replacement = parent, rebuilt
            if isinstance(replacement, cst.RemovalSentinel):  # pragma: no cover - operators never delete the target
                raise ValueError("an edit removed the whole function")
            current[self.function] = replacement
            new_function = replacement
        func_code = self._splice(current)
        if func_code is None:
            func_code = self.module.code_for_node(new_function if new_function is not None else self.function)
        return func_code, self._prefix + func_code + self._suffix

    def _splice(self, current: Mapping[cst.CSTNode, cst.CSTNode | cst.RemovalSentinel]) -> str | None:
        """The new function text rendering only the top-level statements that changed, spliced
        into the original text by line (rendering the whole function per mutant made planting a
        large function quadratic). None when that does not apply (a change in the signature, a
        one-line body, a statement whose own rendering does not reproduce its original lines)."""
        block = self.function.body
        if not isinstance(block, cst.IndentedBlock) or block not in current:
            return None
        if any(child in current for child in self.function.children if child is not block):
            return None
        lines = self._func_lines
        header = self._header_lines
        changed: list[tuple[int, int, list[str]]] = []
        for index, stmt in enumerate(block.body):
            if stmt in current:
                start, end = self._piece(index)
                if start < 0:
                    return None
                new = current[stmt]
                if isinstance(new, cst.RemovalSentinel):
                    changed.append((start, end, []))
                    continue
                rendered = self._mini(new).splitlines(keepends=True)
                if rendered[:header] != lines[:header]:
                    return None
                changed.append((start, end, rendered[header:]))
        result = list(lines)
        for start, end, new_lines in sorted(changed, reverse=True):
            result[start:end] = new_lines
        return "".join(result)

    def _mini(self, stmt: cst.CSTNode) -> str:
        block = self.function.body
        assert isinstance(block, cst.IndentedBlock)
        return self.module.code_for_node(self.function.with_changes(body=block.with_changes(body=[stmt], footer=())))

    @functools.cached_property
    def _func_lines(self) -> list[str]:
        return self._func_code.splitlines(keepends=True)

    @functools.cached_property
    def _header_lines(self) -> int:
        """Lines of the function text before its first body statement (decorators, signature)."""
        block = self.function.body
        assert isinstance(block, cst.IndentedBlock) and block.body
        first = block.body[0]
        return self._positions_local[first].start.line - 1 - len(getattr(first, "leading_lines", ()))

    @functools.cached_property
    def _positions_local(self) -> Mapping[cst.CSTNode, CodeRange]:
        return self._resolved_positions

    def _piece(self, index: int) -> tuple[int, int]:
        """[start, end) line indexes of body statement ``index`` (with its leading lines) in the
        function text, checked once: (-1, -1) when rendering it alone does not give those lines."""
        cached = self._pieces.get(index)
        if cached is None:
            block = self.function.body
            assert isinstance(block, cst.IndentedBlock)
            stmt = block.body[index]
            pos = self._positions_local[stmt]
            start = pos.start.line - 1 - len(getattr(stmt, "leading_lines", ()))
            end = pos.end.line
            lines = self._func_lines
            header = self._header_lines
            mini = self._mini(stmt).splitlines(keepends=True)
            cached = (start, end) if mini == lines[:header] + lines[start:end] else (-1, -1)
            self._pieces[index] = cached
        return cached

    def _scope_map(self) -> Mapping[cst.CSTNode, Scope | None]:
        if self._scopes is None:
            self._scopes = self.wrapper.resolve(ScopesWithoutAccesses)
        return self._scopes

    def _site(self, op: Operator, node: cst.CSTNode, repl: Replacement) -> Site:
        pos = self._metadata[PositionProvider][repl.anchor if repl.anchor is not None else node]
        after = "" if isinstance(repl.node, cst.RemovalSentinel) else self.module.code_for_node(repl.node)
        return Site(
            operator=op.name,
            span=Span(pos.start.line, pos.start.column, pos.end.line, pos.end.column),
            before=self.module.code_for_node(node),
            after=after,
            description=repl.description,
            mechanism=repl.mechanism or op.mechanism,
            facts=tuple(sorted(dict(repl.facts).items())),
        )

    def plan(self, operators: Sequence[Operator]) -> Iterator[PlannedEdit]:
        for node in self.nodes:
            for op in operators:
                if isinstance(node, op.node_types):
                    for repl in op.replacements(node, self.context):
                        yield PlannedEdit(op, node, repl, self._site(op, node, repl))

    def build(self, edits: Sequence[PlannedEdit]) -> Mutant | None:
        """Apply edits; None when the result is unchanged or does not compile."""
        func_code, code = self.render(edits)
        if func_code == self._func_code or not _compiles(func_code):
            return None
        fault_lines = tuple(line + self.line_offset for line in changed_lines(self._func_code, func_code))
        inverse = TextPatch.between(func_code, self._func_code)
        inverse = TextPatch(tuple(replace(edit, start=edit.start + self.line_offset) for edit in inverse.edits))
        tiers = [e.replacement.tier or e.operator.tier for e in edits]
        tier = "hard" if len(edits) > 1 else tiers[0]
        keywords: list[tuple[str, ...]] = []
        per_edit = [[*e.replacement.keywords, *e.operator.keywords] for e in edits]
        for rank in range(max(len(groups) for groups in per_edit)):  # interleave: every fault gets its first group
            for groups in per_edit:
                if rank < len(groups) and groups[rank] not in keywords:
                    keywords.append(groups[rank])
        keywords = keywords[:MAX_KEYWORD_GROUPS]
        return Mutant(
            function=self.function_name,
            operators=tuple(e.operator.name for e in edits),
            sites=tuple(e.site for e in edits),
            original=self.source,
            source=code,
            fault_lines=fault_lines,
            inverse=inverse,
            tier=tier,
            keywords=tuple(keywords),
            explanation=explain(self.function_name, tuple(e.site for e in edits)),
        )


class ScopesWithoutAccesses(ScopeProvider):
    """libcst's scopes and assignments (what operators ask: the scope of a name, ``name in
    scope``) without linking every access to the assignments that reach it: that step is
    O(accesses x assignments) per name (a 10,000-line function assigning one accumulator 2,000
    times took minutes) and no operator reads it."""

    def visit_Module(self, node: cst.Module) -> bool | None:
        node.visit(ScopeVisitor(self))
        return None


@functools.lru_cache(maxsize=32)
def mutator_for(source: str, function: str | None, path: str) -> FunctionMutator:
    """A shared :class:`FunctionMutator` of ``function`` in ``source``: a work unit asks for the same
    seed's mutator again and again (its single faults, a host's matching sites), and parsing and
    resolving metadata is most of what a mutator costs. Mutators are read-only once made (their
    memo caches only fill), so sharing one is safe."""
    return FunctionMutator(source, function=function, path=path)


def enumerate_mutants(
    source: str,
    *,
    function: str | None = None,
    operators: Sequence[str] | None = None,
    path: str = "<seed>",
    limit: int | None = None,
) -> list[Mutant]:
    """All distinct first-order mutants of the target function, in source order."""
    mutator = FunctionMutator(source, function=function, path=path)
    seen: set[str] = set()
    result: list[Mutant] = []
    for edit in mutator.plan(resolve(operators)):
        mutant = mutator.build([edit])
        if mutant is None or mutant.source in seen:
            continue
        seen.add(mutant.source)
        result.append(mutant)
        if limit is not None and len(result) >= limit:
            break
    return result
