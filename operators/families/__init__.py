"""The operator plug-ins: one module per operator family, each defining concrete subclasses of
:class:`operators.base.Operator`. Everything here is found by ``operators/registry.py``."""
