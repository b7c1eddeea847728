"""The one error boundary of both console scripts (``redpen`` and ``plant``).

Library code raises :class:`~core.errors.RedpenError`; here, and nowhere else, it becomes one line
``<prog>: error: <message>`` on stderr and the error's exit code, however the command is invoked
(console script, ``python -m generator``, or typer's CliRunner in tests).
"""

from __future__ import annotations

import sys
from typing import Any

import click
import typer
from typer.core import TyperCommand, TyperGroup

from core.errors import RedpenError


def report_error(prog: str, exc: RedpenError) -> typer.Exit:
    """The one place a domain error becomes a one-line message and an exit code."""
    typer.echo(f"{prog}: error: {exc.message}", err=True)
    return typer.Exit(exc.exit_code)


class _Bounded:
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)  # type: ignore[misc]  # the click command class mixed in after this one
        except RedpenError as exc:
            raise report_error(ctx.find_root().command.name or "redpen", exc) from None


class BoundaryGroup(_Bounded, TyperGroup):
    """A command group whose every subcommand runs inside the boundary (``redpen``)."""


class BoundaryCommand(_Bounded, TyperCommand):
    """A single command run inside the boundary (``plant``)."""


def run(app: typer.Typer) -> None:
    """A console script's entry: the app, with Ctrl-C as one line and exit code 130."""
    try:
        app()
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)
