"""A PR key record's keyword groups and anchors (generator/pr/keys.py): the snippet track's machinery
on the after module. Plain correct explanations are credited; the audit's stuffing paragraph with
the module's names, a bare "the bug is in f", and another mechanism's explanation are not."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pr_fixture import R, _names, render

from audit.responders import stuffing
from bench.bench_keywords import pr_regenerated
from generator.pr.item import PRItem, PRVariant
from generator.pr.keys import fault_functions
from generator.pr.present import key_record
from generator.pr.steps import Hunk
from operators.engine import FunctionMutator
from operators.registry import resolve
from scoring.key_records import key_record as read_record
from scoring.keywords import credited_groups

# mechanism -> (the fault as a line of the running-total function, a plain explanation of it)
PLAIN = {
    "wrong arithmetic operator": ("-=", "{f} subtracts each price instead of adding it."),
    "wrong constant": ("= 1", "{f} gives the count an initial value of 1, not 0: a cent too high."),
    "sign error": ("return -", "{f} returns the negated amount: the sign is flipped, so bills come out negative."),
}


def _item(seed: int, mechanism: str) -> tuple[PRItem, PRVariant]:
    """A PR item of the fixture's module whose original carries ``mechanism``, planted by the
    operator engine into R's after module (the fixed variant), as the PR stage plants it."""
    names = _names(random.Random(seed))
    before, _ = render(names, ())
    fixed, _ = render(names, R)
    function = names["total"]
    mutator = FunctionMutator(fixed, function=function)
    marker = PLAIN[mechanism][0]
    mutant = next(
        m
        for m in (mutator.build([edit]) for edit in mutator.plan(resolve(None)))
        if m is not None and m.sites[0].mechanism == mechanism and marker in m.source.splitlines()[m.fault_lines[0] - 1]
    )
    line = mutant.fault_lines[0]
    hunks = (Hunk((line, line), "defect", mutant.operators[0], "R1#0@f", function),)
    mechanisms = tuple(s.mechanism for s in mutant.sites)
    original = PRVariant(
        "original", "m/ledger.py", "retail", before, mutant.source, hunks, mutant.fault_lines, function,
        mutant.operators, mutant.keywords, mechanisms,
    )  # fmt: skip
    fixed_variant = PRVariant("fixed", "m/ledger.py", "retail", before, fixed, (), (), function)
    return PRItem((original, fixed_variant), (), 0.0, 0.0, ()), original


def _record(item: PRItem, variant: PRVariant) -> dict:
    return key_record(item, variant, snippet_id="rp-t-00000001", item_id="rp-t-p001", tier="pr-easy")


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), mechanism=st.sampled_from(sorted(PLAIN)))
def test_a_pr_record_credits_a_plain_explanation_and_nothing_stuffed(seed: int, mechanism: str) -> None:
    item, original = _item(seed, mechanism)
    raw = _record(item, original)
    record = read_record(Path("answers.jsonl"), 1, raw)  # the scorer reads it as it reads a snippet's
    assert len(record.keywords) == 1  # one group per planted fault
    assert record.anchors and original.function in record.anchors
    plain = PLAIN[mechanism][1].format(f=original.function)
    assert credited_groups(plain, record.keywords, record.anchors) == 1
    codes = {raw["snippet_id"]: original.after}
    paragraph = stuffing({raw["snippet_id"]: True}, codes)[raw["snippet_id"]].split("EXPLANATION: ", 1)[1]
    assert original.function in paragraph  # it names the module's names
    assert credited_groups(paragraph, record.keywords, record.anchors) == 0
    assert credited_groups(f"The bug is in {original.function}.", record.keywords, record.anchors) == 0
    for other, (_, text) in PLAIN.items():  # an explanation of another mechanism, naming the function
        if other != mechanism:
            assert credited_groups(text.format(f=original.function), record.keywords, record.anchors) == 0


def test_anchors_are_the_names_of_the_function_around_the_fault() -> None:
    item, original = _item(1, "wrong arithmetic operator")
    names = _names(random.Random(1))
    around = fault_functions(original.after, original.fault_lines)
    assert around.startswith(f"def {original.function}(") and names["split"] not in around
    anchors = _record(item, original)["anchors"]
    assert names["split"] not in anchors and names["bill"] not in anchors  # other functions of the module


@pytest.mark.parametrize("mechanism", sorted(PLAIN))
def test_regenerating_a_written_pr_record_gives_its_groups(tmp_path: Path, mechanism: str) -> None:
    # from the operator's phrases kept in pr_items.jsonl, and from planting again (an older edition)
    item, original = _item(5, mechanism)
    raw = _record(item, original)
    (tmp_path / "original.py").write_text(original.after)
    (tmp_path / "fixed.py").write_text(item.variant("fixed").after)
    line = {**raw, "code": "original.py", "reference": "fixed.py", "function": original.function}
    stored = {"keywords": [list(g) for g in original.keywords], "mechanisms": list(original.mechanisms)}
    expected = (tuple(map(tuple, raw["keywords"])), tuple(raw["anchors"]))
    for pr in ({"authored": {"original": stored}}, {"module": "m/ledger.py", "mechanism": mechanism}):
        assert pr_regenerated(tmp_path, json.loads(json.dumps(line)), pr) == expected
