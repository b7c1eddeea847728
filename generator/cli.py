"""The `redpen` and `plant` console scripts.

Commands are plug-ins: every module in ``generator/commands/`` defines ``register(app)`` and is
found automatically. Commands stay thin; library code raises :class:`RedpenError`, which becomes a
one-line message and a non-zero exit here, at the boundary, and nowhere else.
"""
from __future__ import annotations

import importlib
import pkgutil
import sys

import click
import typer
from typer.core import TyperGroup

from . import commands
from .errors import RedpenError


def report_error(prog: str, exc: RedpenError) -> "typer.Exit":
    """The one place a domain error becomes a one-line message and an exit code."""
    typer.echo(f"{prog}: error: {exc.message}", err=True)
    return typer.Exit(exc.exit_code)


class _BoundaryGroup(TyperGroup):
    """Runs every subcommand inside the error boundary, however the app is invoked (console script
    or CliRunner in tests)."""

    def invoke(self, ctx: click.Context):  # type: ignore[override]
        try:
            return super().invoke(ctx)
        except RedpenError as exc:
            raise report_error("redpen", exc) from None


app = typer.Typer(
    name="redpen",
    cls=_BoundaryGroup,
    help="Manufacture verified planted-defect benchmark corpora for grading code reviewers.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _register_commands() -> None:
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        module.register(app)


_register_commands()


def _run(typer_app: typer.Typer) -> None:
    try:
        typer_app()
    except RedpenError as exc:
        prog = "plant" if typer_app is not app else "redpen"
        report_error(prog, exc)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)


def main() -> None:
    _run(app)


def plant_main() -> None:
    from .commands.plant import plant_app

    _run(plant_app)
