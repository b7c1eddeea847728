"""The disguise: the mechanism moved into a second seed (transplant), the clean control, snippet
style, and the renaming renderer of ``redpen disguise`` (domains, roles, rename, rewrites)."""
