"""redpen's generator: the data model, seed loading, the pipeline stages and the CLI."""
