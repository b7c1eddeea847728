"""Choosing again after a failed audit: quotas kept, only accepted items, deterministic from the salt."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from generator.audit_rounds import AUDIT_ROUNDS, audit_choices, disjoint_seeds, rechoose


@dataclass(frozen=True)
class Item:  # the three fields a choice reads of an ItemDraft
    candidate_key: str
    tier: str
    seeds: tuple[str, ...]


def _pool(tier: str, n: int) -> list[Item]:
    return [Item(f"{tier}-{i}", tier, (f"{tier}-s{i}", f"{tier}-h{i}")) for i in range(n)]


@given(
    sizes=st.dictionaries(st.sampled_from(["easy", "medium", "hard"]), st.tuples(st.integers(1, 8), st.integers(0, 6))),
    salt=st.text(min_size=1, max_size=8),
    round_no=st.integers(1, AUDIT_ROUNDS),
)
def test_a_new_choice_keeps_each_tier_s_quota_and_takes_only_accepted_items(sizes, salt, round_no) -> None:
    pools = {tier: _pool(tier, quota + spare) for tier, (quota, spare) in sizes.items()}
    chosen = [item for tier, (quota, _spare) in sizes.items() for item in pools[tier][:quota]]
    again = rechoose(chosen, pools, salt, round_no)
    if all(spare == 0 for _quota, spare in sizes.values()):
        assert again is None
        return
    assert again is not None
    assert Counter(i.tier for i in again) == Counter(i.tier for i in chosen)
    assert all(item in pools[item.tier] for item in again)
    assert len({i.candidate_key for i in again}) == len(again)
    assert again != chosen and disjoint_seeds(again)
    assert rechoose(chosen, pools, salt, round_no) == again  # the same salt and round: the same choice


def test_rounds_differ_and_the_first_choice_is_the_planner_s() -> None:
    pools = {"easy": _pool("easy", 12), "hard": _pool("hard", 4)}
    chosen = pools["easy"][:8] + pools["hard"][:3]
    choices = audit_choices(chosen, pools, "salt")
    assert choices[0] == chosen and 2 <= len(choices) <= AUDIT_ROUNDS + 1
    assert len({tuple(i.candidate_key for i in c) for c in choices}) == len(choices)
    assert audit_choices(chosen, pools, "other salt") != choices


def test_a_choice_that_would_spend_a_seed_twice_is_not_audited() -> None:
    easy = [Item("a", "easy", ("s1", "h1")), Item("b", "easy", ("s2", "h2"))]
    spare = Item("c", "easy", ("s3", "h2"))  # hosts its disguise in the seed item b spends
    choices = audit_choices([easy[0], easy[1]], {"easy": [*easy, spare]}, "salt")
    assert all(disjoint_seeds(c) for c in choices)
