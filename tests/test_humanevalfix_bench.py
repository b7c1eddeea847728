"""bench/bench_humanevalfix.py on its hand-written sample (the 164 real records are not shipped):
each record reproduced or not as its shape says, first-order before second-order."""

from __future__ import annotations

from bench.bench_humanevalfix import SAMPLE, load, report, reproduce


def test_the_sample_reproduces_as_its_shapes_say() -> None:
    outcomes = {o.task_id: o for o in (reproduce(record) for record in load(SAMPLE))}
    assert outcomes["Sample/0"].operators == ("ODL",) and outcomes["Sample/0"].order == 1  # `.lower()` dropped
    assert outcomes["Sample/1"].operators == ("CRP",)  # the product starts at 0
    assert outcomes["Sample/2"].operators == ("ROR",)  # `<` turned around
    assert outcomes["Sample/3"].operators == ("ODL",)  # `reverse=True` dropped
    assert outcomes["Sample/4"].order == 2 and outcomes["Sample/4"].operators == ("CRP", "CRP")  # both flags flipped
    assert outcomes["Sample/5"].order == 0  # two insertions and a changed literal: no operator writes that
    text = report(list(outcomes.values()))
    assert "reproduced exactly: 5 of 6 (83.3%); first-order 4" in text
