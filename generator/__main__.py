"""`python -m generator` is the `redpen` command."""
from .cli import main

main()
