"""One harvested function as a seed file in the shipped format.

The function keeps its name, signature and docstring; the helpers and constants of its closure are
moved into its body (after the docstring), its imports and the classes its hints name stay at
module level (a snippet carries the classes its function names). Parameters without a
type hint get a STRATEGIES entry (``killability.infer`` + ``strategy_text``); example calls from the
docstring or the package's tests become EXAMPLES; SEED carries the domain and, when the docstring
does not state what the function does, ``"status": "needs-spec"``; HARVEST records where the code
came from and where each strategy came from.
"""

from __future__ import annotations

import pprint
import re
from dataclasses import dataclass

import libcst as cst

from core.render import render
from generator.harvest.closure import Closure, Refused
from generator.harvest.names_read import annotation_names, local_names, statement_names
from generator.harvest.strategy_text import constants
from generator.harvest.strategy_text import render as render_strategy
from killability.infer import Inference, infer
from killability.values import imports as value_imports

_NOT_A_SPEC = re.compile(r"^\s*(helper|internal|private|deprecated|alias|undocumented|todo|see )", re.IGNORECASE)
MIN_SPEC_WORDS = 6


@dataclass(frozen=True)
class Provenance:
    package: str
    version: str
    licence: str
    module: str
    file: str


def states_behaviour(doc: str) -> bool:
    """A docstring a reviewer can judge the code against: some words of prose about what it does
    (doctest lines do not count), not a "helper for ..." note."""
    prose = " ".join(line for line in doc.splitlines() if not line.strip().startswith((">>>", "...")))
    words = re.findall(r"[A-Za-z]{2,}", prose)
    return len(words) >= MIN_SPEC_WORDS and not _NOT_A_SPEC.match(prose)


def _hinted_classes(func: cst.FunctionDef, closure: Closure) -> set[str]:
    """The carried classes the function's hints name (and the classes those need): they stay at
    module level, where the hints can read them and the snippet carries them (``generator/snippet.py``)."""
    classes = {b.name: b for b in closure.carried if b.kind == "class"}
    wanted: set[str] = set()
    pending = [n for n in annotation_names(func) if n in classes]
    while pending:
        name = pending.pop()
        if name not in wanted:
            wanted.add(name)
            pending += [n for n in statement_names(classes[name].node) if n in classes]
    return wanted


def _module_classes(closure: Closure, kept: set[str]) -> list[str]:
    """The texts of the classes kept at module level; one that needs a helper or constant moved into
    the function is refused."""
    moved = {b.name for b in closure.carried if b.name not in kept}
    texts = []
    for binding in closure.carried:
        if binding.name not in kept:
            continue
        needs = sorted(statement_names(binding.node) & moved)
        if needs:
            raise Refused(f"class '{binding.name}' (named in a hint) needs '{needs[0]}', which moves into the function")
        node = binding.node.with_changes(leading_lines=()).visit(_NoComments())
        texts.append(cst.Module(body=[node]).code.rstrip("\n"))
    return texts


def _inline(func: cst.FunctionDef, closure: Closure, kept: set[str]) -> cst.FunctionDef:
    carried_names = {b.name for b in closure.carried}
    clash = sorted(carried_names & local_names(func))
    if clash:
        raise Refused(f"carried name '{clash[0]}' is also a local of {func.name.value}")
    moved: list[cst.BaseStatement] = []
    for binding in closure.carried:
        if binding.name in kept:
            continue  # module level (_module_classes)
        node = binding.node.with_changes(leading_lines=())
        if isinstance(node, cst.SimpleStatementLine):
            node = node.with_changes(body=[s for s in node.body if _binds(s, binding.name)])
        if node not in moved:
            moved.append(node)
    body = list(func.body.body)
    head = []
    if (
        body
        and isinstance(body[0], cst.SimpleStatementLine)
        and len(body[0].body) == 1
        and isinstance(body[0].body[0], cst.Expr)
        and isinstance(body[0].body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    ):
        head, body = body[:1], body[1:]
    if not body:
        raise Refused("has no body besides its docstring")
    params = func.params
    if closure.defaults:

        def fill(param: cst.Param) -> cst.Param:
            if isinstance(param.default, cst.Name) and param.default.value in closure.defaults:
                return param.with_changes(default=cst.parse_expression(closure.defaults[param.default.value]))
            return param

        params = params.with_changes(
            params=[fill(p) for p in params.params],
            posonly_params=[fill(p) for p in params.posonly_params],
            kwonly_params=[fill(p) for p in params.kwonly_params],
        )
    return func.with_changes(
        body=func.body.with_changes(body=[*head, *moved, *body]), decorators=(), leading_lines=(), params=params
    )


class _NoComments(cst.CSTTransformer):
    """Comments go: a comment in one variant only would mark it (and could name the defect)."""

    def leave_EmptyLine(self, original_node: cst.EmptyLine, updated_node: cst.EmptyLine):
        return cst.RemovalSentinel.REMOVE if updated_node.comment is not None else updated_node

    def leave_TrailingWhitespace(
        self, original_node: cst.TrailingWhitespace, updated_node: cst.TrailingWhitespace
    ) -> cst.TrailingWhitespace:
        return updated_node.with_changes(comment=None, whitespace=cst.SimpleWhitespace(""))


def _binds(small: cst.BaseSmallStatement, name: str) -> bool:
    targets = getattr(small, "targets", None)
    if targets is not None:
        return any(isinstance(t.target, cst.Name) and t.target.value == name for t in targets)
    target = getattr(small, "target", None)
    return isinstance(target, cst.Name) and target.value == name


def seed_text(
    func: cst.FunctionDef,
    closure: Closure,
    *,
    domain: str,
    provenance: Provenance,
    line: int,
    tests: tuple[str, ...] = (),
    note: str = "",
) -> tuple[str, dict[str, str], bool]:
    """(seed file text, strategy origin per parameter, has a spec)."""
    kept = _hinted_classes(func, closure)
    classes = _module_classes(closure, kept)
    inlined = _inline(func, closure, kept).visit(_NoComments())
    function_code = cst.Module(body=[inlined]).code.rstrip("\n")
    name = func.name.value
    inference: Inference = infer(function_code, name, tests)
    params = [*func.params.posonly_params, *func.params.params]
    if not params and not isinstance(func.params.star_arg, cst.Param):
        raise Refused("has no parameters to draw inputs for")
    consts = constants(function_code)
    strategies: list[tuple[str, str]] = []
    origins: dict[str, str] = {}
    for param in params:
        if param.annotation is not None:
            origins[param.name.value] = "type hint"
            continue
        guess = inference.guess(param.name.value)
        if guess is None:
            if param.default is not None:
                origins[param.name.value] = "default (not drawn)"
                continue
            raise Refused(f"parameter '{param.name.value}' has no hint, example, default or use that says what it is")
        strategies.append((param.name.value, render_strategy(guess.type, consts)))
        origins[param.name.value] = guess.origin
    doc = func.get_docstring() or ""
    spec = states_behaviour(doc)
    title = domain.replace("_", " ").capitalize()
    summary = (doc.strip().splitlines() or [f"{name} from {provenance.module}"])[0].strip().rstrip(".")
    module_doc = repr_doc(f"{title}: {summary} ({provenance.module}.{name}, harvested).")
    meta = {"domain": domain, "keywords": [], "tags": ["harvested"]}
    if not spec:
        meta["status"] = "needs-spec"
    record = {
        "package": provenance.package,
        "version": provenance.version,
        "licence": provenance.licence,
        "module": provenance.module,
        "file": provenance.file,
        "line": line,
        "function": name,
        "strategies": origins,
        "examples": inference.example_origin or "none",
        "carried": [f"{b.kind} {b.name}" for b in closure.carried],
    }
    if note:
        record["note"] = note
    imports = [i.rstrip("\n") for i in closure.imports]
    # Decimal / Fraction / date values in EXAMPLES and STRATEGIES need their names in the seed
    used = value_imports([*(a for call in inference.examples for a in call), *(text for _, text in strategies)])
    imports += [line for line in used if line not in imports]
    text = render(
        "harvested_seed.py.j2",
        module_doc=module_doc,
        imports=imports,
        classes=classes,
        function=function_code,
        strategies=strategies,
        examples=list(inference.examples),
        seed_meta=pprint.pformat(meta, width=100, sort_dicts=False),
        provenance=pprint.pformat(record, width=100, sort_dicts=False),
    )
    compile(text, "<harvested seed>", "exec", dont_inherit=True)
    return text, origins, spec


def repr_doc(text: str) -> str:
    safe = text.replace("\\", "\\\\").replace('"""', "'''")
    return f'"""{safe}"""'
