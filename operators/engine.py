"""Enumerates the mutants of one function: runs operators over its CST and applies each edit.

Every edit goes through libcst (the module is re-rendered from the tree, so formatting and comments
elsewhere are untouched); positions come from libcst's PositionProvider.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Mapping, Sequence

import libcst as cst
from libcst.metadata import MetadataWrapper, ParentNodeProvider, PositionProvider, ScopeProvider

from generator.model import Mutant, Site, Span, TextPatch, changed_lines
from generator.render import render_string
from generator.seeds import choose_target, parse_module, top_level_functions

from .base import Operator, Replacement, SiteContext
from .registry import resolve


@dataclass(frozen=True)
class PlannedEdit:
    """A first-order edit before it is applied: kept in-process (holds CST nodes), not exported."""

    operator: Operator
    node: cst.CSTNode
    replacement: Replacement
    site: Site


class _ReplaceNodes(cst.CSTTransformer):
    """Swap given original nodes (by identity) for their replacements in one traversal."""

    def __init__(self, mapping: Mapping[cst.CSTNode, cst.CSTNode | cst.RemovalSentinel]) -> None:
        super().__init__()
        self._mapping = mapping

    def on_leave(self, original_node, updated_node):  # type: ignore[override]
        return self._mapping.get(original_node, updated_node)


def apply_edits(module: cst.Module, edits: Sequence[PlannedEdit]) -> str:
    mapping = {e.node: e.replacement.node for e in edits}
    return module.visit(_ReplaceNodes(mapping)).code


def _compiles(code: str) -> bool:
    try:
        compile(code, "<mutant>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return False
    return True


def _docstring_node(func: cst.FunctionDef) -> cst.CSTNode | None:
    body = func.body
    if isinstance(body, cst.IndentedBlock) and body.body:
        first = body.body[0]
        if isinstance(first, cst.SimpleStatementLine) and len(first.body) == 1 and isinstance(first.body[0], cst.Expr) \
                and isinstance(first.body[0].value, (cst.SimpleString, cst.ConcatenatedString)):
            return first
    return None


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
        module = parse_module(source, path)
        target_name = choose_target(top_level_functions(module), path, function).name.value
        self.wrapper = MetadataWrapper(module)
        self.module = self.wrapper.module
        self.function = next(f for f in top_level_functions(self.module) if f.name.value == target_name)
        self.function_name = target_name
        self._metadata = self.wrapper.resolve_many([PositionProvider, ParentNodeProvider])
        self._scopes: Mapping[cst.CSTNode, object] | None = None
        collector = _Collector(_docstring_node(self.function))
        self.function.visit(collector)
        self.nodes = collector.nodes
        self.context = SiteContext(self.module, self.function, self._metadata, self._scope_map)

    def _scope_map(self) -> Mapping[cst.CSTNode, object]:
        if self._scopes is None:
            self._scopes = self.wrapper.resolve(ScopeProvider)
        return self._scopes

    def _site(self, op: Operator, node: cst.CSTNode, repl: Replacement) -> Site:
        pos = self._metadata[PositionProvider][node]
        after = "" if isinstance(repl.node, cst.RemovalSentinel) else self.module.code_for_node(repl.node)
        return Site(
            operator=op.name,
            span=Span(pos.start.line, pos.start.column, pos.end.line, pos.end.column),
            before=self.module.code_for_node(node),
            after=after,
            description=repl.description,
            mechanism=repl.mechanism or op.mechanism,
        )

    def plan(self, operators: Sequence[Operator]) -> Iterator[PlannedEdit]:
        for node in self.nodes:
            for op in operators:
                if isinstance(node, op.node_types):
                    for repl in op.replacements(node, self.context):
                        yield PlannedEdit(op, node, repl, self._site(op, node, repl))

    def build(self, edits: Sequence[PlannedEdit]) -> Mutant | None:
        """Apply edits; None when the result is unchanged or does not compile."""
        code = apply_edits(self.module, edits)
        if code == self.source or not _compiles(code):
            return None
        fault_lines = changed_lines(self.source, code)
        first = edits[0]
        tiers = [e.replacement.tier or e.operator.tier for e in edits]
        tier = "hard" if len(edits) > 1 else tiers[0]
        keywords: list[tuple[str, ...]] = []
        explanations = []
        for e, line in zip(edits, _edit_lines(self.source, code, edits)):
            for group in (*e.replacement.keywords, *e.operator.keywords):
                if group not in keywords:
                    keywords.append(group)
            explanations.append(
                render_string(
                    e.operator.explanation,
                    line=line,
                    before=e.site.before,
                    after=e.site.after,
                    description=e.replacement.description,
                    mechanism=e.site.mechanism,
                    function=self.function_name,
                    **dict(e.replacement.facts),
                ).strip()
            )
        return Mutant(
            function=self.function_name,
            operators=tuple(e.operator.name for e in edits),
            sites=tuple(e.site for e in edits),
            original=self.source,
            source=code,
            fault_lines=fault_lines,
            inverse=TextPatch.between(code, self.source),
            tier=tier,  # type: ignore[arg-type]
            keywords=tuple(keywords),
            explanation=" ".join(explanations),
        )
        del first


def _edit_lines(source: str, code: str, edits: Sequence[PlannedEdit]) -> list[int]:
    """The mutant line each edit lands on (its original start line shifted by earlier edits)."""
    shift_points: list[tuple[int, int]] = []
    for e in edits:
        before_lines = e.site.before.count("\n")
        after_lines = -1 if not e.site.after and e.site.before else e.site.after.count("\n")
        shift_points.append((e.site.span.start_line, after_lines - before_lines))
    result = []
    for e in edits:
        line = e.site.span.start_line
        line += sum(delta for start, delta in shift_points if start < e.site.span.start_line)
        result.append(max(1, line))
    return result


def enumerate_mutants(source: str, *, function: str | None = None, operators: Sequence[str] | None = None,
                      path: str = "<seed>", limit: int | None = None) -> list[Mutant]:
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
