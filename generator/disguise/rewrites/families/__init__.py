"""The rewrite plug-ins: one module per family, each defining concrete subclasses of
:class:`generator.disguise.rewrites.base.Rewrite`. Everything here is found by the registry
(``generator/disguise/rewrites/__init__.py``)."""
