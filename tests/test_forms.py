"""Forms: a Latin square over the four variants, balanced; responses to any set of forms are scored
together, like the live set."""

from __future__ import annotations

import json
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.errors import InputFileError, UsageError
from generator.corpus.forms import assign_forms
from generator.items import VARIANTS
from scoring.baselines import ALWAYS_NO, oracle_response
from scoring.io import load_key
from scoring.metrics import score_responses
from scoring.model import ResponseSet

sys.path.insert(0, str(Path(__file__).parent))
from audit_fixture import write_fixture


def _items(tiers: list[str]) -> list[tuple[str, str, dict[str, str]]]:
    return [(f"i{n}", tier, {v: f"s{n}-{v}" for v in VARIANTS}) for n, tier in enumerate(tiers)]


@settings(max_examples=80)
@given(
    st.lists(st.sampled_from(["easy", "medium", "hard"]), min_size=1, max_size=40),
    st.integers(1, 4),
    st.text("abc", max_size=4),
)
def test_every_form_holds_one_variant_of_every_item_balanced(tiers: list[str], count: int, salt: str) -> None:
    items = _items(tiers)
    forms = assign_forms(items, count, salt)
    assert len(forms) == count
    variant_of = {sid: (item, v) for item, _, ids in items for v, sid in ids.items()}
    seen: set[str] = set()
    for ids in forms.values():
        assert sorted(variant_of[s][0] for s in ids) == sorted(item for item, _, _ in items)
        assert not seen & set(ids)  # no snippet in two forms
        seen |= set(ids)
        tier_of = {item: tier for item, tier, _ in items}
        for tier in set(tiers):
            counts = Counter(variant_of[s][1] for s in ids if tier_of[variant_of[s][0]] == tier)
            assert max(counts.get(v, 0) for v in VARIANTS) - min(counts.get(v, 0) for v in VARIANTS) <= 1
            defective = counts.get("original", 0) + counts.get("disguised", 0)
            assert abs(defective - (sum(counts.values()) - defective)) <= 1
    if count == 4:
        assert seen == set(variant_of)


def _spread(forms: dict[str, list[str]], items, balance) -> float:
    """What balancing lowers: per attacker and scope (all tiers, each tier), the squared distance of
    each form's count of right verdicts from the mean over the forms."""
    tier_of = {sid: tier for _, tier, ids in items for sid in ids.values()}
    total = 0.0
    for right in balance:
        for scope in [None, *sorted(set(tier_of.values()))]:
            counts = [sum(right[s] for s in ids if scope in (None, tier_of[s])) for ids in forms.values()]
            mean = sum(counts) / len(counts)
            total += sum((c - mean) ** 2 for c in counts)
    return total


@settings(max_examples=60, deadline=None)
@given(
    st.data(), st.lists(st.sampled_from(["easy", "medium", "hard"]), min_size=1, max_size=44), st.text("ab", max_size=3)
)
def test_balancing_on_the_panel_keeps_the_square_and_never_spreads_more(data, tiers: list[str], salt: str) -> None:
    items = _items(tiers)
    sids = [sid for _, _, ids in items for sid in ids.values()]
    balance = [{sid: data.draw(st.booleans()) for sid in sids} for _ in range(2)]
    plain = assign_forms(items, 4, salt)
    balanced = assign_forms(items, 4, salt, balance)
    assert balanced == assign_forms(items, 4, salt, balance)  # deterministic
    variant_of = {sid: (item, v) for item, _, ids in items for v, sid in ids.items()}
    tier_of = {item: tier for item, tier, _ in items}
    for ids in balanced.values():  # still a Latin square, balanced in variants per tier
        assert sorted(variant_of[s][0] for s in ids) == sorted(item for item, _, _ in items)
        for tier in set(tiers):
            counts = Counter(variant_of[s][1] for s in ids if tier_of[variant_of[s][0]] == tier)
            assert max(counts.get(v, 0) for v in VARIANTS) - min(counts.get(v, 0) for v in VARIANTS) <= 1
    assert sorted(s for ids in balanced.values() for s in ids) == sorted(sids)
    assert _spread(balanced, items, balance) <= _spread(plain, items, balance)


def test_balancing_spreads_an_attackers_right_verdicts_over_the_forms() -> None:
    items = _items(["easy"] * 16)
    plain = assign_forms(items, 4, "salt")
    # an attacker right exactly on form A's defective snippets: A is its easiest form by far
    right = {sid: False for _, _, ids in items for sid in ids.values()}
    for sid in plain["A"]:
        right[sid] = sid.endswith(("original", "disguised"))
    assert [sum(right[s] for s in ids) for ids in plain.values()] == [8, 0, 0, 0]
    balanced = assign_forms(items, 4, "salt", [right])
    counts = [sum(right[s] for s in ids) for ids in balanced.values()]
    assert sum(counts) == 8 and max(counts) - min(counts) <= 1


def test_more_than_four_forms_is_refused() -> None:
    with pytest.raises(UsageError, match="--forms 5"):
        assign_forms(_items(["easy"]), 5, "")


@pytest.fixture(scope="module")
def edition(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_fixture(tmp_path_factory.mktemp("forms") / "2031Q1", items=12)


def _answer(key, ids, respond) -> ResponseSet:
    return ResponseSet("m", "", tuple((sid, respond(key.by_id[sid])) for sid in ids))


def test_responses_to_one_form_or_several_are_scored_without_allow_missing(edition: Path) -> None:
    key = load_key(edition / "key")
    forms = dict(key.forms)
    one = score_responses(key, _answer(key, forms["A"], lambda r: ALWAYS_NO))
    assert one.forms == ("A",) and one.missing == 0
    assert all(t.terms.score == Fraction(1, 6) for t in one.tiers)
    both = score_responses(key, _answer(key, forms["A"] + forms["B"], oracle_response))
    assert both.forms == ("A", "B") and all(t.terms.score == 1 for t in both.tiers)
    assert both.twin_gap is not None  # A and B together hold original and fixed twins: pooled
    assert len(both.snippets) == len(forms["A"]) + len(forms["B"])
    everything = score_responses(key, _answer(key, [r.snippet_id for r in key.records], oracle_response))
    assert everything.forms == () and len(everything.snippets) == len(key.records)


def test_a_partial_form_still_needs_allow_missing(edition: Path) -> None:
    key = load_key(edition / "key")
    partial = dict(key.forms)["B"][:-1]
    with pytest.raises(InputFileError, match="have no response"):
        score_responses(key, _answer(key, partial, lambda r: ALWAYS_NO))


def test_a_malformed_forms_file_is_one_line(tmp_path: Path) -> None:
    folder = write_fixture(tmp_path / "2031Q1", items=3)
    (folder / "key" / "forms.json").write_text(json.dumps({"A": ["nope"]}))
    with pytest.raises(InputFileError, match="forms.json: form A names nope"):
        load_key(folder / "key")
