"""mutmut 3.8.1's own node mutators, run as a library on one function: the reference the oracle
test (``tests/test_mutmut_oracle.py``) and the operator benchmark compare redpen against. mutmut
is a dev dependency (``pip install -e '.[dev]'``, as ``make venv`` does), not a runtime one.

mutmut enumerates mutants with ``mutmut.mutation.mutators.mutation_operators`` (pairs of node type
and generator function). Its file-level driver needs a mutmut project configuration, so this module
walks the target function itself with the same skip rules that matter inside one function (type
annotations, decorators, non-trivial parameter defaults) and calls the same mutator functions.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

import libcst as cst
from mutmut.mutation.mutators import mutation_operators

from core.seeds import choose_target, parse_module
from core.syntax import top_level_functions

# mutmut mutators whose output is an arithmetic, comparison or boolean mutant (by node kind).
ARITHMETIC, COMPARISON, BOOLEAN = "arithmetic", "comparison", "boolean"


@dataclass(frozen=True)
class ReferenceMutant:
    mutator: str  # mutmut function name, e.g. operator_swap_op
    node_type: str  # libcst class of the original node
    kind: str | None  # arithmetic / comparison / boolean, or None for every other kind
    source: str  # the whole module with the mutant applied
    function_source: str = ""  # the mutated function alone
    original: cst.CSTNode | None = field(default=None, compare=False, repr=False)  # in-process only


def classify(mutator: str, original: cst.CSTNode) -> str | None:
    if mutator == "operator_swap_op":
        if isinstance(original, (cst.BinaryOperation, cst.AugAssign, cst.UnaryOperation)):
            return ARITHMETIC
        if isinstance(original, cst.ComparisonTarget):
            return COMPARISON
        if isinstance(original, cst.BooleanOperation):
            return BOOLEAN
    if mutator == "operator_augmented_assignment":
        return ARITHMETIC
    if mutator == "operator_remove_unary_ops":
        return (
            BOOLEAN
            if isinstance(original, cst.UnaryOperation) and isinstance(original.operator, cst.Not)
            else ARITHMETIC
        )
    if mutator == "operator_keywords" and isinstance(original, (cst.Is, cst.IsNot, cst.In, cst.NotIn)):
        return COMPARISON
    return None


class _Walker(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, cst.CSTNode, cst.CSTNode]] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        if isinstance(node, (cst.Annotation, cst.Decorator)):
            return False
        if (
            isinstance(node, cst.Param)
            and node.default is not None
            and not isinstance(node.default, (cst.Name, cst.BaseNumber, cst.BaseString))
        ):
            return False
        for node_type, mutator in mutation_operators:
            if isinstance(node, node_type):
                for mutated in mutator(node):
                    self.found.append((mutator.__name__, node, mutated))
        return True


def mutmut_mutants(
    source: str,
    *,
    function: str | None = None,
    path: str = "<seed>",
    render: bool = True,
    kinds: frozenset[str] | None = None,
    whole_module: bool = False,
) -> list[ReferenceMutant]:
    """Every mutant mutmut's mutators make inside the target function (``render=False`` skips building
    the mutated function text; ``kinds`` renders only mutants of those kinds; ``whole_module`` also
    renders the whole mutated module into ``source``)."""
    module = parse_module(source, path)
    target = choose_target(top_level_functions(module), path, function)
    walker = _Walker()
    target.visit(walker)
    result = []
    for name, original, mutated in walker.found:
        code = function_code = ""
        kind = classify(name, original)
        if render and (kinds is None or kind in kinds):
            new_function = target.deep_replace(original, mutated)
            function_code = module.code_for_node(new_function)
            if whole_module:
                code = module.with_changes(body=[new_function if s is target else s for s in module.body]).code
        result.append(ReferenceMutant(name, type(original).__name__, kind, code, function_code, original))
    return result


class _FoldUnaryPlus(ast.NodeTransformer):
    """``+x`` -> ``x``: mutmut writes ``-x`` -> ``+x`` where redpen drops the minus (same value)."""

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        return node.operand if isinstance(node.op, ast.UAdd) else node


def normalized_dump(code: str) -> str:
    return ast.dump(_FoldUnaryPlus().visit(ast.parse(code)))
