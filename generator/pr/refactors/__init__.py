"""The PR stage's own refactoring plug-ins (one module per family; everything here is a plug-in,
found by ``core.plugins``): see ``generator/pr/registry.py``."""
