"""The command line: ``main`` builds the typer app, ``commands/`` holds one plug-in per command."""
