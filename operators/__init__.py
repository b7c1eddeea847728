"""Mutation operators: one module per operator family, found automatically by the registry.

Adding an operator means adding one small module here that defines an :class:`Operator` subclass
with a ``name``; see ``operators/base.py`` for the contract and ``operators/ror.py`` for an example.
"""
