"""The names a function or statement reads from its module.

:func:`free_names` compiles the function alone and reads every global load of its code;
:func:`statement_names`, :func:`default_names` and :func:`annotation_names` do the same for a
module statement, a signature's defaults and its annotations; :func:`local_names` lists the names
a function binds.
"""

from __future__ import annotations

import dis
import types

import libcst as cst


def free_names(func: cst.FunctionDef) -> set[str]:
    """Names ``func`` reads from its module (compiled alone: LOAD_GLOBAL of every nested code)."""
    code = compile(cst.Module(body=[func.with_changes(decorators=())]).code, "<harvest>", "exec", dont_inherit=True)
    wanted: set[str] = set()

    def walk(co: types.CodeType) -> None:
        for instruction in dis.get_instructions(co):
            if instruction.opname in ("LOAD_GLOBAL", "LOAD_NAME", "STORE_GLOBAL", "DELETE_GLOBAL") and isinstance(
                instruction.argval, str
            ):
                wanted.add(instruction.argval)
        for const in co.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)

    target = next(c for c in code.co_consts if isinstance(c, types.CodeType))
    walk(target)
    return wanted


def statement_names(node: cst.CSTNode) -> set[str]:
    """Names a module-level statement (a constant's assignment, a class) reads when it runs."""
    code = compile(cst.Module(body=[node]).code, "<harvest>", "exec", dont_inherit=True)
    wanted: set[str] = set()

    def walk(co: types.CodeType) -> None:
        stored: set[str] = set()  # a class body (or the module) reads its own names with LOAD_NAME
        for instruction in dis.get_instructions(co):
            if not isinstance(instruction.argval, str):
                continue
            if instruction.opname == "LOAD_GLOBAL" or (
                instruction.opname == "LOAD_NAME" and instruction.argval not in stored
            ):
                wanted.add(instruction.argval)
            elif instruction.opname == "STORE_NAME":
                stored.add(instruction.argval)
        for const in co.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)

    walk(code)
    return wanted - {"__annotations__", "__name__", "__module__", "__qualname__"}  # a class body's own


def default_names(func: cst.FunctionDef) -> set[str]:
    """Names the function's defaults read (evaluated at module level when the def runs)."""
    found: set[str] = set()
    params = func.params
    for param in (*params.posonly_params, *params.params, *params.kwonly_params):
        if param.default is not None:
            found |= statement_names(cst.SimpleStatementLine(body=[cst.Expr(param.default)]))
    return found


def annotation_names(func: cst.FunctionDef) -> set[str]:
    """Names the function's type hints read (string hints included)."""
    found: set[str] = set()
    params = func.params
    hints = [p.annotation for p in (*params.posonly_params, *params.params, *params.kwonly_params) if p.annotation]
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param) and star.annotation:
            hints.append(star.annotation)
    if func.returns is not None:
        hints.append(func.returns)
    for hint in hints:
        expression = hint.annotation
        if isinstance(expression, cst.SimpleString) and isinstance(expression.evaluated_value, str):
            try:
                expression = cst.parse_expression(expression.evaluated_value)
            except cst.ParserSyntaxError:
                continue
        found |= statement_names(cst.SimpleStatementLine(body=[cst.Expr(expression)]))
    return found


def local_names(func: cst.FunctionDef) -> set[str]:
    import types

    code = compile(cst.Module(body=[func.with_changes(decorators=())]).code, "<harvest>", "exec", dont_inherit=True)
    target = next(c for c in code.co_consts if isinstance(c, types.CodeType))
    return set(target.co_varnames) | set(target.co_cellvars)
