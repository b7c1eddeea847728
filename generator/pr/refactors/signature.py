"""Change a private helper's signature and update every call: its parameters reordered, or an
integer parameter moved to a base one higher (the callers pass one more, the helper reads one less).

A change that reaches across calls is where a real refactoring leaves a caller behind: the helper
and most calls are updated, one call is not. The operator engine plants exactly that into the
refactored module (ASW swapping a call's arguments back, OBO or CRP dropping a caller's
compensation), and the left-behind call reads as it did before the change, on a line the defective
diff does not show.
Only private helpers qualify: no test calls them, so their contract may move when every caller
moves with it (the proof checks that every public function still behaves as before).
"""

from __future__ import annotations

import libcst as cst

from core.syntax import top_level_functions, walk
from generator.disguise.rewrites.base import ATOMS, code, paren, replace_nodes
from generator.pr.module import is_public
from generator.pr.refactor_base import Example, Fresh, ModuleSite, Refactor

# an argument whose evaluation has no effect, so that moving it changes nothing: names, literals,
# attributes, arithmetic and calls of the builtins below
_PURE = (
    cst.Name,
    cst.Integer,
    cst.Float,
    cst.SimpleString,
    cst.Attribute,
    cst.BinaryOperation,
    cst.UnaryOperation,
    cst.Call,
)
_IMPURE = (cst.Await, cst.Yield, cst.NamedExpr, cst.Lambda)
_PURE_CALLS = frozenset({"len", "abs", "min", "max", "int", "float", "str", "round", "sum", "tuple", "sorted"})


def _effect_free(expr: cst.BaseExpression) -> bool:
    if not isinstance(expr, _PURE) or any(isinstance(n, _IMPURE) for n in walk(expr)):
        return False
    return all(
        isinstance(n.func, cst.Name) and n.func.value in _PURE_CALLS for n in walk(expr) if isinstance(n, cst.Call)
    )


def _params(func: cst.FunctionDef) -> list[str] | None:
    p = func.params
    if p.posonly_params or p.kwonly_params or p.star_kwarg or isinstance(p.star_arg, cst.Param) or func.decorators:
        return None
    if any(param.default is not None for param in p.params):
        return None
    return [param.name.value for param in p.params]


def _calls(module: cst.Module, helper: cst.FunctionDef, arity: int) -> list[cst.Call] | None:
    """Every call of ``helper`` (positional, ``arity`` arguments, each side-effect free), or None when
    the helper is used any other way (as a value, with keywords or stars) or never called."""
    name = helper.name.value
    uses, calls = 0, []
    for node in walk(module):
        if isinstance(node, cst.Name) and node.value == name:
            uses += 1
        elif isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == name:
            calls.append(node)
    if not calls or uses != len(calls) + 1:  # the def's own name, then one per call
        return None
    for call in calls:
        if len(call.args) != arity or any(a.keyword or a.star for a in call.args):
            return None
        if not all(_effect_free(a.value) for a in call.args):
            return None
    return calls


def _callers(module: cst.Module, calls: list[cst.Call]) -> tuple[str, ...] | None:
    """The top-level functions holding the calls, or None when a call lies outside them (a class
    body, module level): a step changes top-level functions only."""
    ids = {id(c) for c in calls}
    held = [(f.name.value, sum(id(n) in ids for n in walk(f))) for f in top_level_functions(module)]
    if sum(count for _name, count in held) != len(calls):
        return None
    return tuple(name for name, count in held if count)


def _helpers(module: cst.Module) -> list[tuple[cst.FunctionDef, list[str], list[cst.Call], tuple[str, ...]]]:
    out = []
    for helper in top_level_functions(module):
        name = helper.name.value
        params = _params(helper)
        if is_public(name) or name.startswith(("clean_", "precondition")) or not params:
            continue
        calls = _calls(module, helper, len(params))
        if calls is None:
            continue
        callers = _callers(module, calls)
        if callers is None or name in callers:  # a call outside the functions, or recursive
            continue
        out.append((helper, params, calls, callers))
    return out


def _site(helper: cst.FunctionDef, callers: tuple[str, ...], index: int) -> ModuleSite:
    """A site of a helper's parameter ``index``: it starts in the first caller, touches every caller
    and the helper."""
    return ModuleSite(callers[0], tuple(dict.fromkeys((*callers, helper.name.value))), helper, (str(index),))


def _at(module: cst.Module, site: ModuleSite) -> tuple[cst.FunctionDef, list[str], list[cst.Call], int]:
    """The helper of ``site``, its parameters, its calls and the parameter index."""
    helper = site.anchor
    assert isinstance(helper, cst.FunctionDef)
    params = _params(helper)
    assert params is not None
    calls = _calls(module, helper, len(params))
    assert calls is not None
    return helper, params, calls, int(site.payload[0])


class SwapParameters(Refactor):
    name = "swap_parameters"
    description = "two adjacent parameters of a private helper swapped, and the arguments of every call with them"
    examples = (
        Example(
            "def _span(start, end):\n    return end - start\n\n\n"
            "def f(a: int, b: int) -> int:\n    return _span(a, b) + _span(b, 0)\n",
            (
                "def _span(end, start):\n    return end - start\n\n\n"
                "def f(a: int, b: int) -> int:\n    return _span(b, a) + _span(0, b)\n",
            ),
        ),
        Example(  # a call whose arguments have effects, or a helper passed as a value: no site
            "def _span(start, end):\n    return end - start\n\n\n"
            "def f(xs: list[int]) -> int:\n    return _span(xs.pop(), xs.pop())\n",
            must_not_fire=True,
        ),
        Example(
            "def _span(start, end):\n    return end - start\n\n\ndef f(a: int) -> object:\n    return _span\n",
            must_not_fire=True,
        ),
        Example(  # a call outside the top-level functions (a class body): a step changes functions only
            "def _span(start, end):\n    return end - start\n\n\nclass K:\n    width = _span(1, 4)\n\n\n"
            "def f(a: int) -> int:\n    return _span(a, 1)\n",
            must_not_fire=True,
        ),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out: list[ModuleSite] = []
        for helper, params, _, callers in _helpers(module):
            out.extend(_site(helper, callers, index) for index in range(len(params) - 1))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        helper, params, calls, i = _at(module, site)
        mapping: dict[int, cst.CSTNode] = {}
        for call in calls:
            args = list(call.args)
            args[i], args[i + 1] = (
                args[i + 1].with_changes(comma=args[i].comma),
                args[i].with_changes(comma=args[i + 1].comma),
            )
            mapping[id(call)] = call.with_changes(args=args)
        plist = list(helper.params.params)
        plist[i], plist[i + 1] = (
            plist[i + 1].with_changes(comma=plist[i].comma),
            plist[i].with_changes(comma=plist[i + 1].comma),
        )
        mapping[id(helper)] = helper.with_changes(params=helper.params.with_changes(params=plist))
        return replace_nodes(module, mapping)


def _plus(expr: cst.BaseExpression, k: int) -> cst.BaseExpression:
    """``expr + k`` written as a person would: ``n - 1`` + 1 is ``n``, ``n + 1`` + 1 is ``n + 2``,
    a literal is folded."""
    if isinstance(expr, cst.Integer):
        return cst.Integer(str(int(expr.value) + k))
    if (
        isinstance(expr, cst.BinaryOperation)
        and isinstance(expr.right, cst.Integer)
        and isinstance(expr.operator, (cst.Add, cst.Subtract))
    ):
        value = int(expr.right.value) * (1 if isinstance(expr.operator, cst.Add) else -1) + k
        if value == 0:
            return expr.left
        op = "+" if value > 0 else "-"
        return cst.parse_expression(f"{code(expr.left)} {op} {abs(value)}")
    left = expr if isinstance(expr, ATOMS) else paren(expr)
    op = "+" if k > 0 else "-"
    return cst.parse_expression(f"{code(left)} {op} {abs(k)}")


def _int_param_reads(helper: cst.FunctionDef, param: str) -> list[cst.Name] | None:
    """The reads of ``param`` in the helper's body, or None when it is rebound or read in a nested scope."""
    reads = []
    for node in walk(helper.body):
        if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return None
        if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.For)) and any(
            isinstance(n, cst.Name) and n.value == param for n in walk(node.target)
        ):
            return None
        if isinstance(node, cst.Name) and node.value == param:
            reads.append(node)
    return reads or None


class ShiftParameterBase(Refactor):
    name = "shift_parameter_base"
    description = "an index or count parameter of a private helper moved to a base one higher (callers pass one more)"
    examples = (
        Example(
            "def _nth(xs, i):\n    return xs[i]\n\n\n"
            "def f(xs: list[int], k: int) -> int:\n    return _nth(xs, k - 1) + _nth(xs, 0)\n",
            (
                "def _nth(xs, i):\n    return xs[i - 1]\n\n\n"
                "def f(xs: list[int], k: int) -> int:\n    return _nth(xs, k) + _nth(xs, 1)\n",
            ),
        ),
        Example(  # the parameter is rebound in the helper: no site
            "def _nth(xs, i):\n    i = i % len(xs)\n    return xs[i]\n\n\n"
            "def f(xs: list[int], k: int) -> int:\n    return _nth(xs, k)\n",
            must_not_fire=True,
        ),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for helper, params, calls, callers in _helpers(module):
            for index, param in enumerate(params):
                if _int_param_reads(helper, param) is None:
                    continue
                # an integer: so annotated, or so written at some call (``k - 1``, ``0``)
                if not (_annotated_int(helper, index) or any(_integral(call.args[index].value) for call in calls)):
                    continue
                out.append(_site(helper, callers, index))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        helper, params, calls, i = _at(module, site)
        assert _int_param_reads(helper, params[i]) is not None
        new_body = replace_nodes(helper.body, _fold_reads(helper.body, params[i]))
        mapping: dict[int, cst.CSTNode] = {id(helper.body): new_body}
        for call in calls:
            args = list(call.args)
            args[i] = args[i].with_changes(value=_plus(args[i].value, 1))
            mapping[id(call)] = call.with_changes(args=args)
        return replace_nodes(module, mapping)


def _integral(expr: cst.BaseExpression) -> bool:
    """An integer literal, or an integer literal added to or taken from something."""
    return isinstance(expr, cst.Integer) or (
        isinstance(expr, cst.BinaryOperation)
        and isinstance(expr.operator, (cst.Add, cst.Subtract))
        and isinstance(expr.right, cst.Integer)
    )


def _annotated_int(helper: cst.FunctionDef, index: int) -> bool:
    annotation = helper.params.params[index].annotation
    return annotation is not None and code(annotation.annotation) == "int"


def _fold_reads(body: cst.BaseSuite, param: str) -> dict[int, cst.CSTNode]:
    """Each read of ``param`` as ``param - 1``, with ``param + k`` / ``param - k`` folded into one
    offset (``p + 1`` reads ``p`` in the new base, never ``(p - 1) + 1``), parenthesised only where an
    operator around it binds tighter."""
    parents: dict[int, cst.CSTNode] = {}
    for node in walk(body):
        for child in node.children:
            parents[id(child)] = node
    out: dict[int, cst.CSTNode] = {}
    folded: set[int] = set()
    for node in walk(body):
        if (
            isinstance(node, cst.BinaryOperation)
            and isinstance(node.left, cst.Name)
            and node.left.value == param
            and isinstance(node.right, cst.Integer)
            and isinstance(node.operator, (cst.Add, cst.Subtract))
        ):
            out[id(node)] = _wrapped(_plus(node, -1), parents.get(id(node)))
            folded.add(id(node.left))
    for node in walk(body):
        if isinstance(node, cst.Name) and node.value == param and id(node) not in folded:
            out[id(node)] = _wrapped(_plus(node, -1), parents.get(id(node)))
    return out


# where ``p - 1`` may stand without parentheses (an operator around it would bind tighter)
_LOOSE = (
    cst.Arg,
    cst.Index,
    cst.Slice,
    cst.Return,
    cst.Assign,
    cst.AnnAssign,
    cst.AugAssign,
    cst.Comparison,
    cst.ComparisonTarget,
    cst.Element,
    cst.DictElement,
    cst.Expr,
)


def _wrapped(expr: cst.BaseExpression, parent: cst.CSTNode | None) -> cst.BaseExpression:
    return expr if isinstance(expr, ATOMS) or isinstance(parent, _LOOSE) else paren(expr)
