"""Every minimal repair is a right answer: the other line sets a reviewer may name.

A defective variant is often fixed by more than the one edit that planted it: a hard item's two
faults may both be undone by one edit on a third line (i041 is fully fixed by changing line 19
alone), and a single fault can sometimes be compensated where its value is used. A reviewer who
names such a line found the defect, so the key accepts its lines too.

The repairs are searched with the operator engine on the defective code itself (``operators.plant``,
first-order: one statement changed), and each is measured against the variant's fixed twin in ONE
sandboxed batch on the seed's own valid inputs (``killability.exposure.measure``, the inputs every
exposure figure uses, at least 500 where the input space has them). A repair that agrees with the
fixed twin on every input, raising nothing where it does not, adds its lines as an accepted set.
The key's ``accepted_fault_lines`` lists ``fault_lines`` first, then the other sets in line order;
line F1 takes the best-matching set (``scoring/``).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import RedpenError
from core.seeds import Seed
from killability.exposure import measure
from operators.planting import plant

MAX_REPAIRS = 96  # first-order edits of one defective variant measured (source order)


def accepted_line_sets(
    seed: Seed, code: str, function: str, reference_code: str, fault_lines: Sequence[int], cache=None
) -> tuple[tuple[int, ...], ...]:
    """``fault_lines`` and the lines of every other single-statement repair of ``code`` (the
    defective variant) that behaves as ``reference_code`` (its fixed twin) on ``seed``'s inputs."""
    own = tuple(sorted(fault_lines))
    try:
        repairs = plant(code, function=function, path=seed.path, limit=MAX_REPAIRS)
    except RedpenError:
        return (own,)
    candidates = [m for m in repairs if tuple(sorted(m.fault_lines)) != own and m.fault_lines]
    if not candidates:
        return (own,)
    variants = [(f"r{i}", m.source, function) for i, m in enumerate(candidates)]
    result = measure(seed.source, seed.path, seed.function, reference_code, function, variants, cache=cache)
    if result.verdict != "measured" or result.inputs == 0:
        return (own,)
    found: set[tuple[int, ...]] = set()
    for name, mutant in zip((v[0] for v in variants), candidates):
        figure = result.fault(name)
        if figure is None or figure.hangs or figure.screened:
            continue
        if figure.differing == 0 and figure.crashes == 0:
            found.add(tuple(sorted(mutant.fault_lines)))
    return (own, *sorted(found))
