"""`python -m generator` is the `redpen` command."""

from generator.cli.main import main

main()
