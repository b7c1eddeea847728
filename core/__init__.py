"""redpen's base layer: the shared model, errors, seed loading, snippets, rendering, paths, the CST
toolkit and the atomic writer. It imports nothing of redpen's other packages."""
