"""Anchors: an explanation is credited only when it names something of its snippet, so a paragraph
written for no snippet in particular earns nothing, and every answer that names the code keeps its
credit."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audit.responders import stuffing
from core.errors import RedpenError
from generator.corpus.keygroups import anchors, key_groups, public_words
from operators.vocabulary import CONCEPTS, MECHANISMS
from scoring.baselines import oracle_response
from scoring.key_records import key_record
from scoring.keywords import credited_groups
from scoring.metrics import keyword_recall
from scoring.model import KeyRecord
from scoring.parse import parse_response

CODE = '''def can_withdraw(balance: int, amount: int, overdraft_limit: int) -> bool:
    """True when the withdrawal keeps the balance above minus the overdraft limit."""
    for i in range(1):
        total = balance - amount
    return not total < -overdraft_limit
'''


def test_anchors_are_the_snippet_s_names_in_code_and_in_words_and_no_public_word() -> None:
    found = anchors(CODE)
    assert {"overdraft_limit", "overdraft limit", "overdraft", "balance", "amount", "can_withdraw"} <= set(found)
    assert "balances" in found  # real inflections of a one-word name
    assert "i" not in found  # a letter any text holds
    assert not set(found) & public_words()  # "total" is a word of the stuffing paragraph
    assert "total" in public_words() and "total" not in found


def _record(**fields: object) -> KeyRecord:
    base: dict = {
        "snippet_id": "s1",
        "item_id": "i1",
        "variant": "original",
        "tier": "easy",
        "defective": True,
        "fault_lines": (5,),
        "keywords": key_groups((), ("inverted condition",), "", ""),
        "operators": ("UOI",),
        "domain": "banking",
        "anchors": anchors(CODE),
    }
    base.update(fields)
    return KeyRecord(**base)


def test_a_mechanism_named_for_no_snippet_in_particular_earns_nothing() -> None:
    record = _record()
    assert credited_groups("The check is inverted.", record.keywords, record.anchors) == 0
    assert credited_groups("The overdraft check is inverted.", record.keywords, record.anchors) == 1
    assert credited_groups("The check is inverted.", record.keywords) == 1  # a key without anchors


def test_an_explanation_quoting_an_expression_of_the_snippet_is_anchored() -> None:
    """A reader who points at the code rather than naming a variable in words (the blind read's
    `b"0" <= c`) names the snippet; the same sentence about another expression does not."""
    record = _record()
    assert {"balance - amount", "total < -overdraft_limit"} <= set(record.anchors)
    assert "range(1)" not in record.anchors  # names nothing of the snippet
    quoted = "The check `total < -overdraft_limit` is inverted."
    assert credited_groups(quoted.replace("overdraft_limit", "limit"), record.keywords, record.anchors) == 0
    assert credited_groups("The result of `balance - amount` is inverted.", record.keywords, record.anchors) == 1
    assert credited_groups("The result of `cash - debit` is inverted.", record.keywords, record.anchors) == 0
    assert "i + 1" not in anchors("def f(i: int) -> int:\n    return i + 1\n")  # too short to be particular


def test_the_key_oracle_names_an_anchor_and_keeps_full_credit() -> None:
    record = _record()
    assert keyword_recall(record, parse_response(oracle_response(record))) == 1


def test_the_audit_stuffer_names_the_snippet_and_still_earns_nothing_on_fair_groups() -> None:
    text = stuffing({"s1": True}, {"s1": CODE})["s1"]
    assert "overdraft_limit" in text
    record = _record()
    assert keyword_recall(record, parse_response(text)) == 0


@pytest.mark.parametrize(
    ("value", "message"),
    [("overdraft", 'field "anchors" must be a list'), ([""], 'field "anchors" must be a list')],
)
def test_a_malformed_anchors_field_is_refused_with_its_line(value: object, message: str) -> None:
    raw = {
        "snippet_id": "s1",
        "item_id": "i1",
        "variant": "original",
        "tier": "easy",
        "defective": True,
        "fault_lines": [5],
        "keywords": [["inverted"]],
        "operators": ["UOI"],
        "domain": "banking",
        "anchors": value,
    }
    with pytest.raises(RedpenError, match=message) as caught:
        key_record(Path("answers.jsonl"), 3, raw)
    assert "answers.jsonl:3" in str(caught.value)


def test_a_correct_snippet_has_no_anchors() -> None:
    raw = {
        "snippet_id": "s2",
        "item_id": "i1",
        "variant": "fixed",
        "tier": "easy",
        "defective": False,
        "fault_lines": [],
        "keywords": [],
        "operators": ["UOI"],
        "domain": "banking",
        "anchors": ["balance"],
    }
    with pytest.raises(RedpenError, match='no "anchors"'):
        key_record(Path("answers.jsonl"), 4, raw)


_PUBLIC = sorted({p for phrases in CONCEPTS.values() for p in phrases})


@settings(max_examples=60, deadline=None)
@given(
    phrases=st.lists(st.sampled_from(_PUBLIC), min_size=1, max_size=12),
    mechanism=st.sampled_from(sorted(MECHANISMS)),
)
def test_any_paragraph_of_public_vocabulary_earns_nothing_on_an_anchored_record(phrases, mechanism) -> None:
    record = _record(keywords=key_groups((), (mechanism,), "", ""))
    assert credited_groups("The defect may be " + "; ".join(phrases) + ".", record.keywords, record.anchors) == 0


@settings(max_examples=60, deadline=None)
@given(mechanism=st.sampled_from(sorted(MECHANISMS)), data=st.data())
def test_any_answer_naming_the_mechanism_and_a_name_of_the_code_is_credited(mechanism, data) -> None:
    record = _record(keywords=key_groups((), (mechanism,), "", ""))
    phrase = data.draw(st.sampled_from(record.keywords[0]))
    name = data.draw(st.sampled_from(record.anchors))
    assert credited_groups(f"In {name}: {phrase}.", record.keywords, record.anchors) == 1


def test_a_british_spelling_hits_the_keys_american_phrase_and_only_where_the_word_does() -> None:
    """A blind reader of 2037Q2 wrote "It should initialise to 0" for a group of "initialize": the
    same word; "realise" in a sentence about something else still names no initial value."""
    groups = [("initialize", "initial value")]
    assert credited_groups("It should initialise unit_cost to 0, not 1.", groups, ("unit_cost",)) == 1
    assert credited_groups("Initialisation of unit_cost is wrong.", [("initialization",)], ("unit_cost",)) == 1
    assert credited_groups("I realise unit_cost is summed twice.", groups, ("unit_cost",)) == 0
