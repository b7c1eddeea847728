"""Trivial equivalence and duplicates, decided before any search: same bytecode after compilation.

The key of a snippet is its module code object with everything that does not change behaviour
removed (line numbers, positions, file name); nested code objects (the function, comprehensions,
lambdas) are keyed recursively. Two snippets with equal keys behave the same on every input.
"""

from __future__ import annotations

import builtins
import dis
import hashlib
import types
from typing import Any


def _key(value: Any) -> Any:
    if isinstance(value, types.CodeType):
        return (
            "code",
            value.co_name,
            value.co_argcount,
            value.co_posonlyargcount,
            value.co_kwonlyargcount,
            value.co_flags,
            value.co_code,
            tuple(_key(c) for c in value.co_consts),
            value.co_names,
            value.co_varnames,
            value.co_freevars,
            value.co_cellvars,
        )
    if isinstance(value, (tuple, frozenset)):
        items = tuple(_key(v) for v in value)
        return (type(value).__name__, tuple(sorted(items, key=repr)) if isinstance(value, frozenset) else items)
    # 0 vs 0.0 vs False compare equal but behave differently: keep the type
    return (type(value).__name__, repr(value))


def bytecode_key(code: str, filename: str = "<snippet>") -> str | None:
    """A digest of the compiled snippet, or None when it does not compile."""
    try:
        compiled = compile(code, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return hashlib.sha256(repr(_key(compiled)).encode("utf-8")).hexdigest()[:24]


def executable_lines(code: str, function: str) -> frozenset[int]:
    """Lines of ``function`` (in snippet ``code``) that carry bytecode, plus its header lines
    (``def`` line to the line before the body: defaults are evaluated there)."""
    compiled = compile(code, "<snippet>", "exec", dont_inherit=True)
    lines: set[int] = set()

    def walk(co: types.CodeType) -> None:
        for _start, _end, line in co.co_lines():
            if line is not None:
                lines.add(line)
        for const in co.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)

    target = next((c for c in compiled.co_consts if isinstance(c, types.CodeType) and c.co_name == function), None)
    if target is None:
        return frozenset()
    walk(target)
    body = {line for line in lines if line > target.co_firstlineno}
    first_body = min(body) if body else target.co_firstlineno
    lines.update(range(target.co_firstlineno, first_body))
    return frozenset(lines)


def required_lines(code: str, function: str, fault_lines: tuple[int, ...]) -> tuple[int, ...]:
    """The fault lines a test must execute: those that carry bytecode; when none does (e.g. the
    fault deleted a statement and only an ``else:`` is left), the next executable line."""
    if not fault_lines:
        return ()
    try:
        executable = executable_lines(code, function)
    except (SyntaxError, ValueError):
        return ()
    hit = tuple(sorted(set(fault_lines) & executable))
    if hit:
        return hit
    after = sorted(line for line in executable if line > max(fault_lines))
    before = sorted(line for line in executable if line < min(fault_lines))
    if after:
        return (after[0],)
    return (before[-1],) if before else ()


def missing_globals(code: str, function: str) -> tuple[str, ...]:
    """Global names ``function`` reads that its snippet does not define (e.g. a module-level
    table the snippet extraction left behind): such a snippet raises NameError when run."""
    try:
        compiled = compile(code, "<snippet>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return ()
    defined = set(dir(builtins))
    for instruction in dis.get_instructions(compiled):
        if instruction.opname in ("STORE_NAME", "STORE_GLOBAL", "IMPORT_NAME") and isinstance(instruction.argval, str):
            defined.add(instruction.argval.split(".")[0])
    target = next((c for c in compiled.co_consts if isinstance(c, types.CodeType) and c.co_name == function), None)
    if target is None:
        return ()
    wanted: set[str] = set()

    def walk(co: types.CodeType) -> None:
        for instruction in dis.get_instructions(co):
            if instruction.opname == "LOAD_GLOBAL" and isinstance(instruction.argval, str):
                wanted.add(instruction.argval)
            elif instruction.opname == "STORE_GLOBAL" and isinstance(instruction.argval, str):
                defined.add(instruction.argval)
        for const in co.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)

    walk(target)
    return tuple(sorted(wanted - defined))
