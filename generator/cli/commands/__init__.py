"""CLI command plug-ins: one module per command, each exposing ``register(app)``."""
