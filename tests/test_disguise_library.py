"""Every seed in the library disguises cleanly (in `make test`: a fixed stride of it and the seeds
named below, tests/library_sample.py; every seed: `python -m bench library`): new names, target-domain name and docstring, a
different blind-normalized shape, and fault lines that are exactly the twin diff."""

from __future__ import annotations

import ast
import keyword
import re
from pathlib import Path

import libcst as cst
import pytest
from library_sample import sample

from core.model import changed_lines
from core.paths import seed_key
from core.seeds import load_seed
from generator.disguise.domains import choose_domain, load_pack
from generator.disguise.rename import RESERVED
from generator.disguise.roles import function_roles
from generator.disguise.twin import disguise_mutant
from operators.engine import enumerate_mutants

ROOT = Path(__file__).resolve().parent.parent
SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))
MUTANTS_PER_SEED = 1


def blind(code: str, function: str) -> str:
    """The function's AST with identifiers, literals and docstrings abstracted away."""
    tree = ast.parse(code)
    func = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function)
    if (
        func.body
        and isinstance(func.body[0], ast.Expr)
        and isinstance(func.body[0].value, ast.Constant)
        and isinstance(func.body[0].value.value, str)
    ):
        func.body = func.body[1:]

    class Blind(ast.NodeTransformer):
        def visit_Name(self, node: ast.Name) -> ast.AST:
            return ast.copy_location(ast.Name(id="id" if node.id not in RESERVED else node.id, ctx=node.ctx), node)

        def visit_arg(self, node: ast.arg) -> ast.AST:
            node.arg = "arg"
            node.annotation = None
            return node

        def visit_Constant(self, node: ast.Constant) -> ast.AST:
            return ast.copy_location(ast.Constant(value=type(node.value).__name__), node)

    func.name = "f"
    func.returns = None
    return ast.dump(Blind().visit(func), include_attributes=False)


def identifiers(code: str) -> set[str]:
    return (
        {n.id for n in ast.walk(ast.parse(code)) if isinstance(n, ast.Name)}
        | {
            a.arg
            for n in ast.walk(ast.parse(code))
            if isinstance(n, ast.arguments)
            for a in (*n.posonlyargs, *n.args, *n.kwonlyargs)
        }
        | {n.name for n in ast.walk(ast.parse(code)) if isinstance(n, ast.FunctionDef)}
    )


# totp_counters: the renaming renderer once left a parameter word ('step') in its docstring
@pytest.fixture(
    params=sample(SEED_FILES, 6, 3, keep=["security/totp_counters"]), ids=lambda p: f"{p.parent.name}/{p.stem}"
)
def seed_path(request) -> Path:
    return request.param


def test_disguise_every_seed(seed_path: Path) -> None:
    seed = load_seed(seed_path)
    mutants = enumerate_mutants(seed.source, function=seed.function, path=str(seed_path), limit=MUTANTS_PER_SEED)
    assert mutants, f"{seed_path}: no mutant to disguise"
    step = max(1, len(mutants) // MUTANTS_PER_SEED)
    original_names = {
        r.name
        for r in function_roles(
            next(
                s
                for s in cst.parse_module(seed.source).body
                if isinstance(s, cst.FunctionDef) and s.name.value == seed.function
            )
        )
    }
    for mutant in mutants[::step][:MUTANTS_PER_SEED]:
        key = f"2027Q1:7:{seed_key(seed_path)}:{mutant.id}"  # not the absolute path: the same key in every checkout
        domain = choose_domain(seed.domain, key)
        assert domain != seed.domain
        d = disguise_mutant(seed, mutant, domain=domain, key=key)
        pack = load_pack(domain)
        # no renamable identifier of the original survives; new names read naturally
        survivors = original_names & identifiers(d.defective_code)
        assert not survivors, f"{seed_path}: {survivors} survived in\n{d.defective_code}"
        for _old, new in d.name_map:
            assert new.isidentifier() and not keyword.iskeyword(new) and new not in RESERVED, new
        assert len(set(dict(d.name_map).values())) == len(d.name_map), "two names mapped to one"
        # the function name and docstring come from the target domain
        verb_ok = any(d.function.startswith(v + "_") for intent, verbs in pack.verbs for v in verbs)
        noun = d.function.split("_", 1)[1] if "_" in d.function else ""
        assert verb_ok and any(d.function.endswith("_" + c) for c in pack.role_words("collections")), d.function
        assert noun
        for role in function_roles(
            next(
                s
                for s in cst.parse_module(seed.source).body
                if isinstance(s, cst.FunctionDef) and s.name.value == seed.function
            )
        ):
            if role.binding in ("function", "param"):
                spec = d.docstring.split("\n", 1)[1] if "\n" in d.docstring else ""
                spec = re.sub(r"(?<![\w])'[^'\s]*'(?![\w])|(?<![\w])\"[^\"\s]*\"", "", spec)  # quoted values stay
                # a parameter named like the article 'a' must be renamed where it is a name, not as an article
                after = (
                    r"(?=\s*(?:is|are|and|or|has|to|with|as|if|then|equals|in|of|by|for|than|[^\w\s]|$))"
                    if role.name in ("a", "an", "i")
                    else r"(?![\w-])"
                )
                assert not re.search(rf"(?<![\w-]){re.escape(role.name)}{after}", spec), (role.name, d.docstring)
        assert any(ctx in d.docstring for ctx in pack.contexts)
        # a different shape, not only different names
        assert blind(d.defective_code, d.function) != blind(mutant.source, seed.function), (
            f"{seed_path}: disguise has the original's shape ({d.rewrites})\n{d.defective_code}"
        )
        # ground truth: fault lines are exactly the twin diff
        assert d.fault_lines and d.fault_lines == changed_lines(d.fixed_code, d.defective_code)
        compile(d.fixed_code, "fixed", "exec")
        compile(d.defective_code, "defective", "exec")
