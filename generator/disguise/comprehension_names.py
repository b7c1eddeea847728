"""The names an idiom expansion must not clash with: counts of every name, the names outside every
comprehension (where a leaked loop variable could be read), and the names a comprehension binds.
"""

from __future__ import annotations

import libcst as cst


class NameCounts(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.counts: dict[str, int] = {}
        self.walrus = False

    def visit_Name(self, node: cst.Name) -> None:
        self.counts[node.value] = self.counts.get(node.value, 0) + 1

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self.walrus = True


def name_counts(node: cst.CSTNode) -> NameCounts:
    visitor = NameCounts()
    node.visit(visitor)
    return visitor


class NamesOutside(NameCounts):
    """Names outside every comprehension that no enclosing ``for`` binds: where a leaked loop
    variable could be read. (A name that is elsewhere only another loop's variable, read inside
    that loop, may be reused by an expanded comprehension.)"""

    def __init__(self) -> None:
        super().__init__()
        self.loops: list[set[str]] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        if isinstance(node, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
            return False
        if isinstance(node, cst.For):
            self.loops.append(set(name_counts(node.target).counts))
        return super().on_visit(node)

    def on_leave(self, original_node: cst.CSTNode) -> None:
        if isinstance(original_node, cst.For):
            self.loops.pop()
        super().on_leave(original_node)

    def visit_Name(self, node: cst.Name) -> None:
        if not any(node.value in bound for bound in self.loops):
            super().visit_Name(node)


def comprehension_targets(comp: cst.CompFor) -> set[str]:
    out: set[str] = set()
    current: cst.CompFor | None = comp
    while current is not None:
        out |= set(name_counts(current.target).counts)
        if current.asynchronous is not None:
            out.add("\x00async")
        current = current.inner_for_in
    return out
