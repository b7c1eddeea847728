"""Reference responders, scored by the same code as any model: always-no, always-yes, key-oracle.

On any valid key: always-no = 1/6 on every tier (line F1 1/2 from the non-defective half),
always-yes (no lines, no keywords) = -1/2, the key-oracle = 1.
"""

from __future__ import annotations

from scoring.keywords import normalize
from scoring.model import Key, KeyRecord, ResponseSet

BASELINE_NAMES: tuple[str, ...] = ("always-no", "always-yes", "key-oracle")

ALWAYS_NO = "DEFECT: no\nLINES: none\nEXPLANATION:"
ALWAYS_YES = "DEFECT: yes\nLINES: none\nEXPLANATION:"


def oracle_response(record: KeyRecord) -> str:
    """The key's own answer: verdict, the fault lines, the first phrase of every keyword group (and
    the first anchor, when the key has them)."""
    if not record.defective:
        return ALWAYS_NO
    lines = ", ".join(str(n) for n in record.fault_lines)
    # phrases are written normalized (one line, single spaces) so none can start a new key line, and
    # after a plain lead-in so a phrase starting with markdown decoration is not read as decoration
    explanation = "the planted defect: " + " ; ".join(normalize(group[0]) for group in record.keywords)
    if record.anchors:
        explanation += f" ; in {normalize(record.anchors[0])}"
    explanation += " ; as keyed"  # a plain lead-out: a phrase ending in markdown decoration ("*") is kept
    return f"DEFECT: yes\nLINES: {lines}\nEXPLANATION: {explanation}"


def baseline_sets(key: Key) -> tuple[ResponseSet, ...]:
    ids = [r.snippet_id for r in key.records]
    return (
        ResponseSet(model="always-no", run="", responses=tuple((i, ALWAYS_NO) for i in ids), source="baseline"),
        ResponseSet(model="always-yes", run="", responses=tuple((i, ALWAYS_YES) for i in ids), source="baseline"),
        ResponseSet(
            model="key-oracle",
            run="",
            responses=tuple((r.snippet_id, oracle_response(r)) for r in key.records),
            source="baseline",
        ),
    )
