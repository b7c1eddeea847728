"""Distinctness: structural fingerprints, MinHash + LSH, the checker against accepted items, and
the ledger that remembers every published edition's fingerprints."""
