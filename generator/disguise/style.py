"""One house style for every snippet, whatever variant it is.

Every snippet of an item goes through the same four steps, so no formatting, comment or import
tells the four variants apart:

1. ``strip`` (libcst): comments go, blank lines inside a function body go (paragraphing was a
   tell: authored clean controls had more paragraphs than seed functions), the message of a ``raise`` or ``assert`` that is only a
   string goes (``raise ValueError("amount must be positive")`` -> ``raise ValueError``; the
   generated tests compare exception types, never messages), and imports no member of the twin
   group uses go. A private import (``_thread``, ``from x import _y``, a relative import) is
   refused: such a snippet would point at its source.
2. ``expand_group`` (``generator/disguise/idioms.py``): comprehensions, ``sum``/``any``/``all`` over
   generators and conditional expressions become plain loops and ``if`` statements, in every
   variant alike, wherever they fit.
3. ``relayout`` (``generator/disguise/docstring_layout.py``): every docstring re-filled to one
   width, closing quotes on their own line unless it fits on one line (the layout followed the seed's
   author, and so the variant).
4. ``format_batch``: the pinned ruff formatter (``ruff format --isolated``, its defaults), run ONCE
   for all the snippets of a work unit.

Fault lines are computed after both steps, from the twin diff of the normalised texts.
"""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

import libcst as cst

from core.errors import RedpenError
from core.ruff import ruff_bin
from generator.disguise.docstring_layout import relayout
from generator.disguise.idioms import expand_group


class StyleError(RedpenError):
    """A snippet that cannot be brought into the house style (the reason names what and why)."""


# ----------------------------------------------------------------------------- strip


class _Strip(cst.CSTTransformer):
    def __init__(self) -> None:
        super().__init__()
        self.blocks = 0

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self.blocks += 1

    def leave_IndentedBlock(
        self, original_node: cst.IndentedBlock, updated_node: cst.IndentedBlock
    ) -> cst.IndentedBlock:
        self.blocks -= 1
        return updated_node

    def leave_Comment(self, original_node: cst.Comment, updated_node: cst.Comment):
        return cst.RemovalSentinel.REMOVE

    def leave_EmptyLine(self, original_node: cst.EmptyLine, updated_node: cst.EmptyLine):
        if original_node.comment is not None or self.blocks:
            return cst.RemovalSentinel.REMOVE  # no comment line, and no blank line inside a body
        return updated_node

    def leave_TrailingWhitespace(
        self, original_node: cst.TrailingWhitespace, updated_node: cst.TrailingWhitespace
    ) -> cst.TrailingWhitespace:
        return updated_node.with_changes(comment=None, whitespace=cst.SimpleWhitespace(""))

    def leave_Raise(self, original_node: cst.Raise, updated_node: cst.Raise) -> cst.Raise:
        exc = updated_node.exc
        if isinstance(exc, cst.Call) and exc.args and all(_is_text(a.value) and a.keyword is None for a in exc.args):
            return updated_node.with_changes(exc=exc.func)
        return updated_node

    def leave_Assert(self, original_node: cst.Assert, updated_node: cst.Assert) -> cst.Assert:
        if updated_node.msg is not None and _is_text(updated_node.msg):
            return updated_node.with_changes(msg=None, comma=cst.MaybeSentinel.DEFAULT)
        return updated_node


def _is_text(node: cst.BaseExpression) -> bool:
    return isinstance(node, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString))


class _Names(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.names.add(node.value)

    def visit_Import(self, node: cst.Import) -> bool:
        return False

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        return False


def _bound(small: cst.BaseSmallStatement) -> list[tuple[str, str]]:
    """(bound name, imported dotted path) of an import statement."""
    out = []
    if isinstance(small, cst.Import):
        for alias in small.names:
            dotted = cst.helpers.get_full_name_for_node(alias.name) or ""
            bound = _alias_name(alias) if alias.asname else dotted.split(".")[0]
            out.append((str(bound), dotted))
    elif isinstance(small, cst.ImportFrom):
        module = cst.helpers.get_full_name_for_node(small.module) if small.module else ""
        if small.relative:
            module = "." * len(small.relative) + (module or "")
        if isinstance(small.names, cst.ImportStar):
            out.append(("*", f"{module}.*"))
        else:
            for alias in small.names:
                name = cst.helpers.get_full_name_for_node(alias.name) or ""
                bound = _alias_name(alias) if alias.asname else name
                out.append((str(bound), f"{module}.{name}"))
    return out


def _private(dotted: str) -> bool:
    return dotted.startswith(".") or any(part.startswith("_") and part != "__future__" for part in dotted.split("."))


def _used_names(modules: Sequence[cst.Module]) -> set[str]:
    used: set[str] = set()
    for module in modules:
        visitor = _Names()
        for stmt in module.body:
            if isinstance(stmt, cst.SimpleStatementLine) and all(
                isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body
            ):
                continue
            stmt.visit(visitor)
        used |= visitor.names
    return used


def _drop_imports(module: cst.Module, used: set[str]) -> cst.Module:
    body: list[cst.CSTNode] = []
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine) and all(
            isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body
        ):
            bound = [pair for small in stmt.body for pair in _bound(small)]
            kept = [(name, dotted) for name, dotted in bound if name in used or name == "*"]
            if not kept:
                continue
            private = [dotted for _name, dotted in kept if _private(dotted)]
            if private:
                raise StyleError(
                    f"the snippet needs the private import '{private[0]}', which would point at its "
                    f"source; pick another seed or write the function without it"
                )
            if len(kept) < len(bound):
                stmt = _keep_aliases(stmt, {name for name, _ in kept})
        body.append(stmt)
    return module.with_changes(body=body)


def _keep_aliases(stmt: cst.SimpleStatementLine, keep: set[str]) -> cst.SimpleStatementLine:
    smalls = []
    for small in stmt.body:
        if isinstance(small, (cst.Import, cst.ImportFrom)) and not isinstance(small.names, cst.ImportStar):
            aliases = [a for a in small.names if _alias_name(a) in keep]
            if not aliases:
                continue
            aliases[-1] = aliases[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            small = small.with_changes(names=aliases)
            if isinstance(small, cst.ImportFrom):
                small = small.with_changes(lpar=None, rpar=None)
        smalls.append(small)
    return stmt.with_changes(body=smalls)


def _alias_name(alias: cst.ImportAlias) -> str:
    if alias.asname is not None:  # libcst types AsName.name as Name | Tuple | List: an import's is a Name
        return cst.ensure_type(alias.asname.name, cst.Name).value
    return (cst.helpers.get_full_name_for_node(alias.name) or "").split(".")[0]


def strip_group(codes: Sequence[str]) -> list[str]:
    """Strip comments, string-only error messages and unused imports from a twin group (the names
    any member uses keep an import in every member, so twins keep identical headers)."""
    modules = [cst.parse_module(code).visit(_Strip()) for code in codes]
    used = _used_names(modules)
    return [_drop_imports(m, used).code for m in modules]


# ----------------------------------------------------------------------------- format


def format_batch(codes: Sequence[str]) -> list[str]:
    """Format every snippet with ruff in ONE call (a temporary folder of files)."""
    if not codes:
        return []
    with tempfile.TemporaryDirectory(prefix="redpen-fmt-") as tmp:
        folder = Path(tmp)
        for number, code in enumerate(codes):
            (folder / f"s{number}.py").write_text(code, encoding="utf-8")
        done = subprocess.run(
            [ruff_bin(), "format", "--isolated", "--quiet", "--no-cache", str(folder)],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            first = (done.stderr or done.stdout).strip().splitlines()[:1]
            raise StyleError(f"ruff format refused a snippet: {first[0] if first else 'no message'}")
        return [(folder / f"s{number}.py").read_text(encoding="utf-8") for number in range(len(codes))]


def normalise_groups(groups: Sequence[Sequence[str]]) -> list[list[str]]:
    """Strip and expand idioms (``generator/disguise/idioms.py``) in each twin group, lay out every
    docstring alike (``generator/disguise/docstring_layout.py``), then format all of them in one ruff
    call."""
    stripped = [[relayout(code) for code in expand_group(strip_group(group))] for group in groups]
    flat = format_batch([code for group in stripped for code in group])
    out: list[list[str]] = []
    for group in stripped:
        out.append(flat[: len(group)])
        flat = flat[len(group) :]
    return out
