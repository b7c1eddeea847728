"""`redpen disguise SEED.py --domain music`: show one mutant and its disguise side by side."""

from __future__ import annotations

import json

import typer
from rich.console import Console
from rich.syntax import Syntax
from rich.table import Table

from core.errors import UsageError
from core.seeds import load_seed
from core.snippet import extract_function
from generator.disguise.domains import choose_domain, load_pack
from generator.disguise.twin import disguise_mutant


def _syntax(code: str, lines: tuple[int, ...]) -> Syntax:
    return Syntax(code, "python", line_numbers=True, highlight_lines=set(lines), word_wrap=True, theme="ansi_dark")


def disguise(
    seed_path: str = typer.Argument(..., metavar="SEED.py", help="The seed file to plant and disguise."),
    domain: str | None = typer.Option(None, "--domain", help="Target domain (default: chosen from --key)."),
    operator: list[str] | None = typer.Option(None, "--operator", help="Operator(s) to plant with (default all)."),
    mutant_index: int = typer.Option(0, "--mutant", min=0, help="Which mutant (0-based, in source order)."),
    function: str | None = typer.Option(
        None, "--function", help="Target function (default: the seed's first public one)."
    ),
    key: str = typer.Option("redpen", "--key", help="Key string every disguise choice is derived from."),
    as_json: bool = typer.Option(False, "--json", help="Print machine-readable JSON."),
) -> None:
    """Print the original (planted) variant and its disguise side by side, fault lines marked."""
    from operators.engine import enumerate_mutants

    seed = load_seed(seed_path, function)
    mutants = enumerate_mutants(seed.source, function=seed.function, operators=operator, path=seed_path)
    if not mutants:
        raise UsageError(
            f"{seed_path}: no mutant of '{seed.function}' for operator(s) {', '.join(operator or ['all'])}; "
            "try another --operator"
        )
    if mutant_index >= len(mutants):
        raise UsageError(
            f"--mutant {mutant_index} is out of range: '{seed.function}' has {len(mutants)} mutant(s) "
            f"(0-{len(mutants) - 1})"
        )
    mutant = mutants[mutant_index]
    item_key = f"{key}:{seed.path}:{mutant.id}"
    if domain is not None:
        load_pack(domain)
    target = choose_domain(seed.domain, item_key, preferred=domain)
    result = disguise_mutant(seed, mutant, domain=target, key=item_key)
    original = extract_function(mutant.source, mutant.function, path=seed_path)
    original_lines = original.map_lines(mutant.fault_lines)
    if as_json:
        payload = {
            "seed": seed.path,
            "function": seed.function,
            "mutant": mutant_index,
            "mutant_id": mutant.id,
            "operators": list(mutant.operators),
            "original": {"code": original.code, "fault_lines": list(original_lines)},
            "disguised": {
                "domain": result.domain,
                "function": result.function,
                "code": result.defective_code,
                "fault_lines": list(result.fault_lines),
            },
            "fixed_disguised": result.fixed_code,
            "name_map": dict(result.name_map),
            "rewrites": list(result.rewrites),
        }
        typer.echo(json.dumps(payload, indent=2, ensure_ascii=False))
        return
    console = Console()
    table = Table(
        title=f"{seed.path} :: {'+'.join(mutant.operators)} mutant {mutant_index} -> {result.domain}",
        show_lines=False,
        expand=True,
    )
    table.add_column(f"original ({seed.domain}) fault lines {list(original_lines)}", ratio=1)
    table.add_column(f"disguised ({result.domain}) fault lines {list(result.fault_lines)}", ratio=1)
    table.add_row(_syntax(original.code, original_lines), _syntax(result.defective_code, result.fault_lines))
    console.print(table)
    console.print(f"rewrites: {', '.join(result.rewrites) or 'none'}")
    console.print("names: " + ", ".join(f"{a} -> {b}" for a, b in result.name_map))


def register(app: typer.Typer) -> None:
    app.command("disguise")(disguise)
