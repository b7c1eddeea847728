"""Keyword groups that measure understanding: varied correct explanations hit at least 90% of the
groups (with the inflections the key adds), paragraphs that name every mechanism at most 20%."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from generator.corpus.keyterms import inflected_groups, inflections, rename_groups
from scoring.keywords import credited_groups, groups_hit, stuffed

FIXTURE = json.loads((Path(__file__).parent / "fixtures" / "keywords" / "explanations.json").read_text())
ITEMS = FIXTURE["items"]


def _share(explanation: str, groups: list[list[str]]) -> Fraction:
    key_groups = inflected_groups(tuple(tuple(g) for g in groups))
    return Fraction(credited_groups(explanation, key_groups), len(key_groups))


def test_varied_correct_explanations_hit_at_least_90_percent_of_groups() -> None:
    shares = [_share(text, item["groups"]) for item in ITEMS for text in item["correct"]]
    assert len(shares) >= 30
    assert sum(shares) / len(shares) >= Fraction(9, 10), [
        (item["operator"], text) for item in ITEMS for text in item["correct"] if _share(text, item["groups"]) < 1
    ]


@pytest.mark.parametrize("paragraph", FIXTURE["stuffing"])
def test_a_paragraph_naming_every_mechanism_earns_at_most_20_percent_on_every_item(paragraph: str) -> None:
    shares = [_share(paragraph, item["groups"]) for item in ITEMS]
    assert max(shares) <= Fraction(1, 5), shares
    # without the rule the same paragraph would have earned far more
    raw = [
        Fraction(groups_hit(paragraph, inflected_groups(tuple(map(tuple, i["groups"])))), len(i["groups"]))
        for i in ITEMS
    ]
    assert sum(raw) / len(raw) > Fraction(1, 2)


def test_the_key_oracle_and_explanations_of_the_item_s_own_mechanism_are_never_stuffed() -> None:
    for item in ITEMS:
        groups = inflected_groups(tuple(tuple(g) for g in item["groups"]))
        oracle = "the planted defect: " + " ; ".join(g[0] for g in groups)
        assert not stuffed(oracle, groups)
        assert not stuffed(" ".join(p for g in groups for p in g), groups)


def test_inflections_come_from_the_library_and_keep_the_authored_phrases_first() -> None:
    assert {"subtracts", "subtracting", "subtracted"} <= set(inflections("subtract"))
    assert "boundaries" in inflections("boundary")
    grown = inflected_groups((("subtract", "wrong operator"),))
    assert grown[0][:2] == ("subtract", "wrong operator") and "subtracted" in grown[0]


def test_identifier_terms_are_renamed_with_the_variant() -> None:
    groups = (("whole >= 70", "edge case"), ("total_kg",))
    assert rename_groups(groups, [("whole", "acks"), ("total_kg", "herd_size")]) == (
        ("acks >= 70", "edge case"),
        ("herd_size",),
    )


def test_a_carried_identifier_is_a_problem_and_prose_sharing_a_word_is_not() -> None:
    from generator.corpus.keyterms import identifier_problems

    original = "def f(index: int, data: list[int]) -> int:\n    return data[index]\n"
    disguised = "def g(mid: int, parts: list[int]) -> int:\n    return parts[mid]\n"
    assert identifier_problems([["index"]], disguised, [original])  # the twin's name: no explanation hits it
    assert identifier_problems([["data[mid]"]], disguised, [original])  # code naming the twin's list
    assert identifier_problems([["wrong index", "parts[mid]"]], disguised, [original]) == []
