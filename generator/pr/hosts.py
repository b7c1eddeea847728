"""The order in which a PR unit tries its host modules: the nearest surface first.

The disguised variant is the host module's after file, so its surface (ternaries, identifier
reuse, docstring openings, ruff findings: ``audit/features.py``) is the host's. Hosts tried in the
salt's order alone made the hosts a surface class of their own: a module rich in fault sites (many
ternaries) takes a fault pair more often and hosted up to three items, and the audit's
disguised-vs-others classifier told the disguised variants by their ternaries (79.2% balanced
accuracy on the 16-PR edition of 2031Q1), which also made the surface classifier's defective guess
(original and disguised) beat chance. Ordering the hosts by their distance to the planted module,
in the audit's own standardized features, makes each disguised variant look like its item's
other variants; the salt breaks ties, so the order stays deterministic.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from audit.features import feature_table
from generator.pr.module import presented_text

DIGITS = 6  # distances are rounded before comparing, so float noise cannot reorder them


def _rank(salt: str, key: str) -> str:
    return hashlib.sha256(f"{salt}\x00host\x00{key}".encode()).hexdigest()


def surface_distances(module: str, hosts: Sequence[str]) -> list[float]:
    """Squared distance of each host's shown text to the planted module's, in the audit's
    surface features standardized over the module and its hosts."""
    table = feature_table([presented_text(text) for text in (module, *hosts)])
    matrix = table.matrix
    std = matrix.std(axis=0)
    std[std == 0] = 1.0
    z = (matrix - matrix.mean(axis=0)) / std
    return [round(float(d), DIGITS) for d in ((z[1:] - z[0]) ** 2).sum(axis=1)]


def host_order(module: str, hosts: Sequence[tuple[str, str]], salt: str) -> list[int]:
    """Indices of ``hosts`` ((key, text) pairs), nearest surface to ``module`` first."""
    if not hosts:
        return []
    distances = surface_distances(module, [text for _, text in hosts])
    return sorted(range(len(hosts)), key=lambda i: (distances[i], _rank(salt, hosts[i][0])))
