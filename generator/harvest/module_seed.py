"""A real module as a module seed of the PR track (`redpen harvest PATH... --out DIR --modules`).

From one module job (already licence-checked, parsed and imported in the sandbox by
:mod:`generator.harvest.run`): its pure top-level functions as members
(:mod:`generator.harvest.module_members`: the function harvest's closure and refusals, candidate
STRATEGIES entries), each entry tried on drawn inputs in the sandbox
(:mod:`generator.harvest.module_check`), a group of them chosen to fit 80 to 300 presented lines
(:mod:`generator.harvest.module_group`), then written in the module-seed format
(docs/architecture/modules.md): a ``Domain: task.`` docstring, the imports, the group's
helpers, constants, classes and functions as the real module has them (module order, comments
dropped, libcst only; a function whose inputs cannot be drawn is renamed private where the group
calls it), ``STRATEGIES`` for each public function, ``SEED`` and the provenance as ``HARVEST``.
The text is checked as the PR track reads it (``generator.pr.module.parse_module_seed``, the
library loader ``core.modules.parse_module_seed``, ``presented_text``) and its public functions
tried once more on their drawn inputs. A module that cannot make one is one line (:class:`Skipped`).
"""

from __future__ import annotations

import pprint
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

import libcst as cst

from core.errors import SeedError
from core.modules import parse_module_seed as library_seed
from generator.harvest.module_check import check_strategies
from generator.harvest.module_group import MAX_LINES, MIN_LINES, MIN_PUBLIC, Group, choose
from generator.harvest.module_index import Binding, ModuleIndex
from generator.harvest.module_members import Entry, Key, Member, members
from generator.harvest.names_read import local_names
from generator.harvest.seedfile import Provenance, _binds, _NoComments, repr_doc
from generator.pr.module import is_public, parse_module_seed, presented_text
from killability.values import imports as value_imports

ROUNDS = 3  # group choices tried when the assembled module's own check drops a function


class Skipped(Exception):
    """Why a module makes no module seed: ``str()`` is the one-line reason, ``category`` its kind."""

    def __init__(self, category: str, detail: str = "") -> None:
        super().__init__(f"{category} ({detail})" if detail else category)
        self.category = category
        self.refused: tuple[tuple[str, str], ...] = ()  # the module's functions left out, and why


@dataclass(frozen=True)
class ModuleSeedText:
    name: str  # the file's stem: the module's dotted name with underscores
    text: str
    public: tuple[str, ...]
    private: tuple[str, ...]  # public functions of the real module kept as private helpers
    lines: int  # as presented
    depth: int
    origins: tuple[tuple[str, str], ...]  # "function.parameter" -> where its strategy came from
    refused: tuple[tuple[str, str], ...]  # (function, reason) of the module's functions left out


Statement = cst.SimpleStatementLine | cst.BaseCompoundStatement


def _clean(binding: Binding) -> Statement:
    node = binding.node.with_changes(leading_lines=())
    if isinstance(node, cst.SimpleStatementLine):
        node = node.with_changes(body=[s for s in node.body if _binds(s, binding.name)])
    return cast(Statement, node.visit(_NoComments()))


def _calls(node: cst.CSTNode) -> set[str]:
    found: set[str] = set()

    class Calls(cst.CSTVisitor):
        def visit_Call(self, call: cst.Call) -> None:
            if isinstance(call.func, cst.Name):
                found.add(call.func.value)

    node.visit(Calls())
    return found


class _Rename(cst.CSTTransformer):
    """Module-level functions renamed (definitions and references; never attribute names or
    keyword argument names)."""

    def __init__(self, names: Mapping[str, str]) -> None:
        self.names = names

    def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.Name:
        new = self.names.get(updated_node.value)
        return updated_node.with_changes(value=new) if new else updated_node

    def leave_Attribute(self, original_node: cst.Attribute, updated_node: cst.Attribute) -> cst.Attribute:
        return updated_node.with_changes(attr=original_node.attr)

    def leave_Arg(self, original_node: cst.Arg, updated_node: cst.Arg) -> cst.Arg:
        return updated_node.with_changes(keyword=original_node.keyword)


def task_of(doc: str, module: str) -> str:
    """The first sentence of the module's docstring (its first paragraph, one line)."""
    paragraph = " ".join(doc.strip().split("\n\n")[0].split())
    sentence = re.split(r"(?<=[^A-Z.][a-z0-9)\]'\"])\.\s+(?=[A-Z])", paragraph)[0].strip().rstrip(".").strip()
    return sentence or f"functions of the {module} module"


@dataclass(frozen=True)
class _Module:
    """What the text of one module seed is made of."""

    title: str
    future: bool
    statements: Mapping[Key, Statement]
    bindings: Mapping[Key, Binding]
    meta: Mapping[str, object]
    provenance: Mapping[str, str]

    def order(self, keys: frozenset[Key] | set[Key], main: str) -> list[Key]:
        return sorted(keys, key=lambda k: (k[0] == main, k[0], self.bindings[k].order))

    def text(
        self,
        keys: list[Key],
        imports: Sequence[str],
        strategies: Sequence[tuple[str, Entry]],
        renames: Mapping[str, str] | None = None,
    ) -> str:
        texts = [text for _, entry in strategies for _, text in entry]
        lines = [self.title]
        lines += ["from __future__ import annotations"] if self.future else []
        lines += [i.rstrip("\n") for i in imports]
        lines += [i for i in value_imports(texts) if i not in lines]
        lines.append("from hypothesis import strategies as st")
        previous = "import"
        seen: set[str] = set()
        for key in keys:
            node = self.statements[key]
            if renames:
                node = cast(Statement, node.visit(_Rename(renames)))
            code = cst.Module(body=[node]).code.rstrip("\n")
            if code in seen:  # one statement binding two names the group needs
                continue
            seen.add(code)
            kind = "constant" if isinstance(node, cst.SimpleStatementLine) else "def"
            lines += [] if kind == previous == "constant" else ["", ""]
            lines.append(code)
            previous = kind
        lines += ["", "", "STRATEGIES = {"]
        for name, entry in strategies:
            lines.append(f"    {name!r}: {{")
            lines += [f"        {param!r}: {text}," for param, text in entry]
            lines.append("    },")
        lines.append("}")
        lines.append(f"SEED = {pprint.pformat(dict(self.meta), width=100, sort_dicts=False)}")
        lines.append(f"HARVEST = {pprint.pformat(dict(self.provenance), width=100, sort_dicts=False)}")
        return "\n".join(lines) + "\n"


def _renames(group: Group, public: Sequence[str], module: _Module, index: ModuleIndex) -> dict[str, str]:
    """Private names for the group's functions that are not public (their inputs cannot be drawn)."""
    functions = [k for k in group.keys if module.bindings[k].kind == "function"]
    taken = set(index.bindings) | {k[1] for k in group.keys}
    for key in functions:
        taken |= local_names(cst.ensure_type(module.bindings[key].node, cst.FunctionDef))
    out: dict[str, str] = {}
    for _, name in sorted(functions):
        if name in public or name.startswith("_"):
            continue
        if any(name in local_names(cst.ensure_type(module.bindings[k].node, cst.FunctionDef)) for k in functions):
            raise Skipped("a helper cannot be made private", f"'{name}' is also a local name of the module's functions")
        new, n = f"_{name}", 1
        while new in taken:
            new, n = f"_{name}_{n}", n + 1
        taken.add(new)
        out[name] = new
    return out


def build(
    source: str,
    index: ModuleIndex,
    resolve: Callable[[str, str], ModuleIndex | None],
    siblings: dict[str, ModuleIndex | None],
    tests: tuple[str, ...],
    *,
    domain: str,
    provenance: Provenance,
    check: Callable[[list[tuple[str, str]]], list[str]] = check_strategies,
) -> ModuleSeedText:
    """The module seed of one real module; :class:`Skipped` with the reason otherwise."""
    found, bindings, refused = members(index, resolve, siblings, tests)
    module = _Module(
        title=repr_doc(
            f"{domain.replace('_', ' ').capitalize()}: {task_of(index.module.get_docstring() or '', index.name)}."
        ),
        future="from __future__ import annotations" in source,
        statements={k: _clean(b) for k, b in bindings.items()},
        bindings=bindings,
        meta={"domain": domain, "keywords": [], "tags": ["harvested"], "kind": "module"},
        provenance={
            "package": provenance.package,
            "version": provenance.version,
            "licence": provenance.licence,
            "module": provenance.module,
            "file": provenance.file,
        },
    )
    try:
        return _assemble(found, module, index, domain, check, refused)
    except Skipped as exc:
        exc.refused = tuple(refused)
        raise


def _assemble(
    found: list[Member],
    module: _Module,
    index: ModuleIndex,
    domain: str,
    check: Callable[[list[tuple[str, str]]], list[str]],
    refused: list[tuple[str, str]],
) -> ModuleSeedText:
    main = index.name
    name = main.replace(".", "_")
    drawable = [m for m in found if m.entries and is_public(m.name)]
    refused += [(m.name, m.why_not) for m in found if not m.entries and m.why_not]
    if len(drawable) < MIN_PUBLIC:
        raise Skipped(
            f"fewer than {MIN_PUBLIC} pure public functions whose inputs can be drawn",
            f"{len(drawable)} of {len(found)} pure: {', '.join(m.name for m in drawable) or 'none'}",
        )
    lines = {k: len(cst.Module(body=[s]).code.rstrip("\n").splitlines()) for k, s in module.statements.items()}
    kinds = {k: b.kind for k, b in module.bindings.items()}
    calls = {k[1]: _calls(s) for k, s in module.statements.items() if kinds[k] == "function"}
    valid = _valid(drawable, module, main, check, refused)
    for _round in range(ROUNDS):
        if len(valid) < MIN_PUBLIC:
            raise Skipped(
                f"fewer than {MIN_PUBLIC} public functions accept their drawn inputs",
                f"{len(valid)}: {', '.join(sorted(valid)) or 'none'}",
            )
        group = choose(found, set(valid), lines, kinds, calls, MAX_LINES)
        if group is None:
            smallest = min(sum(lines[k] for k in m.needs) for m in drawable)
            raise Skipped(f"cannot be cut to {MAX_LINES} lines", f"its smallest drawable function needs {smallest}")
        if len(group.public) < MIN_PUBLIC:
            raise Skipped(
                f"fewer than {MIN_PUBLIC} public functions accept their drawn inputs",
                f"{len(valid)}: {', '.join(sorted(valid)) or 'none'}",
            )
        renames = _renames(group, group.public, module, index)
        strategies = [(n, valid[n]) for n in group.public]
        text = module.text(module.order(group.keys, main), group.imports, strategies, renames)
        size = len(presented_text(text).splitlines())
        if size < MIN_LINES:
            raise Skipped("too small", f"{size} lines as presented; a module seed shows {MIN_LINES} to {MAX_LINES}")
        if size > MAX_LINES:  # the group's size is an upper bound: cannot happen
            raise Skipped(f"cannot be cut to {MAX_LINES} lines", f"{size} as presented")
        failed = {n: r for n, r in zip(group.public, check([(text, n) for n in group.public])) if r}
        if failed:
            for n, reason in failed.items():
                valid.pop(n)
                refused.append((n, f"its drawn inputs fail in the assembled module: {reason}"))
            continue
        path = f"{domain}/{name}.py"
        try:
            parse_module_seed(text, path)
            seed = library_seed(text, path)
        except SeedError as exc:
            raise Skipped("not a valid module seed", exc.message) from None
        origins = {f"{m.name}.{p}": o for m in found if m.name in group.public for p, o in m.origins}
        for n, entry in strategies:
            for param, text_ in entry:
                if text_.startswith("st.just(") and origins.get(f"{n}.{param}") != "default":
                    origins[f"{n}.{param}"] = "default (fixed: drawn values failed)"
                elif "min_size=1" in text_ or text_.endswith(".filter(len)"):
                    origins[f"{n}.{param}"] += " (never empty: empty values failed)"
        depth = max(seed.depth(f.name) for f in seed.public)
        kept = set(group.public)
        left = tuple((n, r) for n, r in refused if n not in kept and n not in renames)
        return ModuleSeedText(
            name, text, group.public, tuple(sorted(renames)), size, depth, tuple(sorted(origins.items())), left
        )
    raise Skipped(f"fewer than {MIN_PUBLIC} public functions accept their drawn inputs", "after three rounds")


def _valid(
    drawable: list[Member],
    module: _Module,
    main: str,
    check: Callable[[list[tuple[str, str]]], list[str]],
    refused: list[tuple[str, str]],
) -> dict[str, Entry]:
    """Each drawable member's first entry that passes the drawn-input check (alone with what it
    needs); the failures are noted in ``refused``."""
    valid: dict[str, Entry] = {}
    reasons: dict[str, str] = {}
    for attempt in range(max((len(m.entries) for m in drawable), default=0)):
        todo = [m for m in drawable if m.name not in valid and len(m.entries) > attempt]
        trials = [
            (module.text(module.order(set(m.needs), main), m.imports, [(m.name, m.entries[attempt])]), m.name)
            for m in todo
        ]
        for member, reason in zip(todo, check(trials) if trials else []):
            if reason:
                reasons.setdefault(member.name, reason)
            else:
                valid[member.name] = member.entries[attempt]
    refused += [(n, f"its drawn inputs fail: {r}") for n, r in reasons.items() if n not in valid]
    return valid
