"""The `redpen` and `plant` console scripts.

Commands are plug-ins: every module in ``generator/cli/commands/`` defines ``register(app)`` and is
found automatically (:func:`core.plugins.modules`). Commands stay thin; library code raises
:class:`RedpenError`, which becomes a one-line message and a non-zero exit in the one error boundary
(``generator/cli/boundary.py``) and nowhere else.
"""

from __future__ import annotations

import typer

from core.plugins import modules
from generator.cli import commands
from generator.cli.boundary import BoundaryGroup, run
from generator.cli.commands.plant import plant_app

app = typer.Typer(
    name="redpen",
    cls=BoundaryGroup,
    help="Manufacture verified planted-defect benchmark corpora for grading code reviewers.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

for _module in modules(commands):
    _module.register(app)


def main() -> None:
    run(app)


def plant_main() -> None:
    run(plant_app)
