"""`redpen seeds --stats`: what the seed library offers each operator and tier."""
from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from ..library_stats import library_stats
from ..paths import SEEDS


def seeds(
    root: Path = typer.Option(SEEDS, "--seeds", help="Seed library folder."),
    stats: bool = typer.Option(True, "--stats/--list", help="Statistics (default) or a list of seeds."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Library statistics: seeds per domain, operator sites, medium-tier mechanisms, clean controls."""
    result = library_stats(root)
    data = result.to_dict()
    if as_json:
        print(json.dumps(data, indent=2))
        return
    console = Console()
    if not stats:
        for s in result.seeds:
            console.print(f"{s.path}  [dim]{s.domain}[/]  " + " ".join(f"{k}:{v}" for k, v in s.operator_sites.items() if v))
        return
    table = Table(title=f"{data['seeds']} seeds, {len(data['domains'])} domains "
                        f"(largest {data['largest_domain_share']:.0%}), clean controls {data['clean_controls']:.0%}")
    table.add_column("domain")
    table.add_column("seeds", justify="right")
    for domain, n in data["domains"].items():
        table.add_row(domain, str(n))
    console.print(table)
    ops = Table(title="operators")
    ops.add_column("operator")
    ops.add_column("seeds with a site", justify="right")
    ops.add_column("sites", justify="right")
    for op, n in data["seeds_per_operator"].items():
        ops.add_row(op, str(n), str(data["sites_per_operator"][op]))
    console.print(ops)
    mech = Table(title="mechanisms")
    mech.add_column("mechanism")
    mech.add_column("seeds", justify="right")
    for m, n in sorted(data["seeds_per_mechanism"].items(), key=lambda kv: -kv[1]):
        mech.add_row(m, str(n))
    console.print(mech)
    for path, error in result.errors:
        console.print(f"[red]error[/] {error}")


def register(app: typer.Typer) -> None:
    app.command("seeds")(seeds)
