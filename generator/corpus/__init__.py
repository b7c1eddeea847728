"""The corpus: export of an edition (ids, forms, manifests, explanations, keyword groups),
publish, verify and retire."""
