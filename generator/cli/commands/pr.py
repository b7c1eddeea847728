"""`redpen pr MODULE.py [--seed N] [--json]`: make one PR item from a module seed and show it."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.syntax import Syntax
from rich.table import Table

from core.errors import RedpenError
from generator.pr.item import PRItem
from generator.pr.present import after_lines_changed_by_fixed, hunk_records, unified_diff
from killability.sandbox import use_unsafe_sandbox


def _payload(item: PRItem) -> dict:
    return {
        "mechanism": item.mechanism,
        "exposure": item.exposure,
        "transplant_exposure": item.transplant_exposure,
        "seconds": item.seconds,
        "timings": dict(item.timings),
        "fault_in_fixed_hunk": after_lines_changed_by_fixed(item),
        "variants": [
            {
                "variant": v.name,
                "module": v.module,
                "domain": v.domain,
                "function": v.function,
                "fault_lines": list(v.fault_lines),
                "operators": list(v.operators),
                "hunks": hunk_records(v),
                "before": v.before,
                "after": v.after,
            }
            for v in item.variants
        ],
        "matrix": {name: list(verdicts) for name, verdicts in item.matrix().items()},
        "proofs": [
            {
                "step": p.variant,
                "proven": p.proven,
                "functions": [
                    {"function": f.function, "inputs": f.inputs, "differing": f.differing, "symbolic": f.symbolic}
                    for f in p.functions
                ],
            }
            for p in item.proofs
        ],
        "notes": list(item.notes),
    }


def _show(item: PRItem, console: Console) -> None:
    original = item.variant("original")
    console.print(Syntax(unified_diff(original.before, original.after, Path(original.module).name), "diff"))
    table = Table(title="hunks (lines of the after file)")
    for column in ("variant", "lines", "kind", "made by"):
        table.add_column(column)
    for variant in item.variants:
        for hunk in hunk_records(variant):
            table.add_row(variant.name, f"{hunk['lines'][0]}-{hunk['lines'][1]}", hunk["kind"], hunk["made_by"])
    console.print(table)
    proofs = Table(title="proofs: each refactoring step against the module before it")
    for column in ("step", "function", "inputs", "differing", "CrossHair"):
        proofs.add_column(column)
    for proof in item.proofs:
        for f in proof.functions:
            proofs.add_row(proof.variant, f.function, str(f.inputs), str(f.differing), f.symbolic)
    console.print(proofs)
    matrix = Table(
        title=f"kill matrix ({item.mechanism}; exposure {item.exposure:.3f}, disguised {item.transplant_exposure:.3f})"
    )
    matrix.add_column("variant")
    matrix.add_column("verdicts")
    for name, verdicts in item.matrix().items():
        matrix.add_row(name, " ".join(verdicts))
    console.print(matrix)
    for note in item.notes:
        console.print(f"[yellow]{note}[/yellow]")
    console.print(f"{item.seconds:.1f} s: " + ", ".join(f"{k} {v:.1f} s" for k, v in item.timings))


def pr(
    module: str = typer.Argument(..., metavar="MODULE.py", help="The module seed to make a pull request of."),
    seed: int = typer.Option(0, "--seed", help="Seed of every random choice (steps, fault, host)."),
    domain: str | None = typer.Option(
        None, "--domain", help="The domain the module is told in for the disguise (default: drawn from --seed)."
    ),
    inputs: int = typer.Option(500, "--inputs", min=100, help="Valid inputs drawn per function for each proof."),
    symbolic: bool = typer.Option(True, "--symbolic/--no-symbolic", help="Also check each step with CrossHair."),
    as_json: bool = typer.Option(False, "--json", help="Print machine-readable JSON."),
    unsafe_sandbox: bool = typer.Option(
        False, "--unsafe-sandbox", help="Run module code without the kernel sandbox (trusted modules only)."
    ),
) -> None:
    """Make one PR item (proven refactoring hunks, a regression in one of them, four variants, the
    kill matrix) and show its diff, hunks, proofs and kill matrix."""
    from generator.pr.batch import module_salt
    from generator.pr.item import make_pr

    if unsafe_sandbox:
        use_unsafe_sandbox()
    from generator.disguise.domains import known_domains

    if domain is not None and domain not in known_domains():
        raise RedpenError(f"--domain {domain}: not a known domain; pick one of {', '.join(known_domains())}")
    others = [domain] if domain else list(known_domains())
    console = Console(stderr=True)
    salt = module_salt(f"preview:{seed}", module)
    item = make_pr(module, others, salt, inputs=inputs, symbolic=symbolic, progress=console.print)
    if as_json:
        typer.echo(json.dumps(_payload(item), indent=2, ensure_ascii=False))
        return
    _show(item, Console())


def register(app: typer.Typer) -> None:
    app.command("pr")(pr)
