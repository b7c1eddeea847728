"""Which licences a module seed may be harvested under (`redpen harvest --modules`, issue #28).

A module seed copies a real module's code into the corpus (and the retired edition publishes it),
so only permissive licences are taken: an explicit allow-list of SPDX identifiers and the trove
classifier names distributions use for them. Anything else (copyleft, proprietary, "unknown", a
free-text licence we cannot read) is refused in one line. An SPDX expression is read plainly:
``A OR B`` is allowed when one side is, ``A AND B`` when both are.
"""

from __future__ import annotations

import re

# SPDX identifiers (what `License-Expression` holds) and the classifier / free-text names of the
# same licences (`License ::` classifiers, the `License` field), normalised by :func:`_normal`.
ALLOWED = {
    "PSF-2.0": ("psf-2-0", "psf", "psfl", "python-foundation", "python-2-0"),
    "MIT": ("mit", "mit-0", "expat"),
    "BSD": ("bsd", "0bsd", "bsd-2-clause", "bsd-3-clause", "new-bsd", "simplified-bsd", "modified-bsd"),
    "Apache-2.0": ("apache-2-0", "apache-2", "apache"),
    "ISC": ("isc", "isc-iscl", "iscl"),
}
_NAMES = {name: family for family, names in ALLOWED.items() for name in names}


def _normal(text: str) -> str:
    """Lower case, without the words that vary between spellings ("License", "Software",
    "version", "the"), every other run of punctuation and spaces as one hyphen."""
    words = re.sub(r"\b(licen[cs]e[sd]?|software|version|v(?=\d)|the)\b", " ", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", words).strip("-")


def permissive(licence: str) -> bool:
    """Is ``licence`` (a Provenance's licence: SPDX id or expression, classifier or free text) on
    the allow-list?"""
    text = licence.strip().strip("()")
    if re.search(r"\s+OR\s+", text):
        return any(permissive(part) for part in re.split(r"\s+OR\s+", text))
    if re.search(r"\s+AND\s+", text):
        return all(permissive(part) for part in re.split(r"\s+AND\s+", text))
    return _normal(text) in _NAMES


def allowed_text() -> str:
    """The allow-list as one line (for refusals and docs)."""
    return ", ".join(ALLOWED)
