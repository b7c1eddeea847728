"""The likely type of a name: from its annotation text or from the value it is first bound to.

Kinds are coarse ("int", "float", "bool", "str", "list", "dict", "set", "tuple", "unknown"); the
role guess (:mod:`generator.disguise.role_words`) and the rewrites use them.
"""

from __future__ import annotations

import libcst as cst

_SEQUENCE_CALLS = {"sorted", "list", "tuple", "set", "reversed", "filter", "map", "zip", "enumerate", "range"}


def kind_of_annotation(annotation: str | None) -> str:
    if not annotation:
        return "unknown"
    text = annotation.replace(" ", "")
    parts = [p for p in text.split("|") if p not in ("None", "NoneType")]
    head = parts[0] if parts else text
    base = head.split("[", 1)[0].split(".")[-1]
    table = {
        "int": "int",
        "float": "float",
        "bool": "bool",
        "str": "str",
        "list": "list",
        "List": "list",
        "Sequence": "list",
        "tuple": "tuple",
        "Tuple": "tuple",
        "dict": "dict",
        "Dict": "dict",
        "Mapping": "dict",
        "defaultdict": "dict",
        "Counter": "dict",
        "set": "set",
        "Set": "set",
        "frozenset": "set",
        "Decimal": "float",
        "Fraction": "float",
        "Iterable": "list",
    }
    return table.get(base, "unknown")


def kind_of_value(node: cst.BaseExpression | None) -> str:
    """The likely type of an expression a name is first bound to."""
    if node is None:
        return "unknown"
    if isinstance(node, cst.Integer):
        return "int"
    if isinstance(node, (cst.Float, cst.Imaginary)):
        return "float"
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return "bool"
    if isinstance(node, (cst.SimpleString, cst.FormattedString, cst.ConcatenatedString)):
        return "str"
    if isinstance(node, (cst.List, cst.ListComp)):
        return "list"
    if isinstance(node, (cst.Dict, cst.DictComp)):
        return "dict"
    if isinstance(node, (cst.Set, cst.SetComp)):
        return "set"
    if isinstance(node, cst.Tuple):
        return "tuple"
    if isinstance(node, (cst.Comparison, cst.BooleanOperation)) or (
        isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not)
    ):
        return "bool"
    if isinstance(node, cst.BinaryOperation):
        if isinstance(node.operator, cst.Divide):
            return "float"
        left, right = kind_of_value(node.left), kind_of_value(node.right)
        if "str" in (left, right):
            return "str"
        if "list" in (left, right) and not isinstance(node.operator, cst.Multiply):
            return "list"
        if isinstance(node.operator, cst.Multiply) and "list" in (left, right):
            return "list"
        if "float" in (left, right):
            return "float"
        return "int" if "int" in (left, right) or "unknown" in (left, right) else "unknown"
    if isinstance(node, cst.UnaryOperation):
        return kind_of_value(node.expression)
    if isinstance(node, cst.Call):
        func = node.func
        name = (
            func.value if isinstance(func, cst.Name) else (func.attr.value if isinstance(func, cst.Attribute) else "")
        )
        if name in ("len", "int", "round", "floor", "ceil", "ord", "isqrt", "bisect_left", "bisect_right", "bisect"):
            return "int"
        if name in ("float", "sqrt", "fsum", "mean", "median", "log", "exp", "hypot", "dist"):
            return "float"
        if name in ("sum", "abs", "max", "min"):
            return "int"
        if name in ("str", "join", "lower", "upper", "strip", "replace", "format", "rstrip", "lstrip"):
            return "str"
        if name in ("bool", "all", "any", "isinstance", "startswith", "endswith", "isdigit"):
            return "bool"
        if name in ("dict", "defaultdict", "Counter", "OrderedDict"):
            return "dict"
        if name in ("set", "frozenset"):
            return "set"
        if name in _SEQUENCE_CALLS or name in ("split", "items", "keys", "values", "copy", "deque"):
            return "list"
    if isinstance(node, cst.IfExp):
        body = kind_of_value(node.body)
        return body if body != "unknown" else kind_of_value(node.orelse)
    return "unknown"
