"""Mutation operators: one plug-in module per operator family in ``families/``, found automatically
by the registry.

Adding an operator means adding one small module to ``operators/families/`` that defines an
:class:`Operator` subclass with a ``name``; see ``operators/base.py`` for the contract and
``operators/families/ror.py`` for an example.
"""
