"""The choice search after a failed audit (generator/choice_search.py): it swaps the items whose
clean controls a classifier tells from their fixed twins for spares that read alike, keeps each
tier's quota, spends no seed twice, and is deterministic from the salt."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from generator.audit_rounds import audit_sequence
from generator.choice_search import MARGIN, item_features, scores, searched


@dataclass(frozen=True)
class Variant:
    variant: str
    code: str
    defective: bool
    function: str


@dataclass(frozen=True)
class Item:  # the fields the search reads of an ItemDraft
    candidate_key: str
    tier: str
    seeds: tuple[str, ...]
    variants: tuple[Variant, ...] = field(default=())
    difficulty: None = None
    pair_shape: str = ""
    seed_path: str = ""


def _for(name: str, limit: int) -> str:
    return (
        f"def {name}(values: list[int]) -> int:\n"
        f'    """Sum of the values below {limit}."""\n'
        "    total = 0\n"
        "    for value in values:\n"
        f"        if value < {limit}:\n"
        "            total += value\n"
        "    return total\n"
    )


def _while(name: str, limit: int) -> str:  # the same task, another control flow and more names
    return (
        f"def {name}(values: list[int]) -> int:\n"
        f'    """Sum of the values below {limit}."""\n'
        "    index = 0\n"
        "    running_sum = 0\n"
        "    count = len(values)\n"
        "    while index < count:\n"
        "        current = values[index]\n"
        "        index = index + 1\n"
        f"        if current >= {limit}:\n"
        "            continue\n"
        "        running_sum = running_sum + current\n"
        "    return running_sum\n"
    )


def _item(tier: str, n: int, leaky: bool) -> Item:
    name, host = f"total_{tier}_{n}", f"total_{tier}_{n + 50}"
    limit = 10 + n
    variants = (
        Variant("original", _for(name, limit + 1), True, name),
        Variant("disguised", _for(host, limit - 1), True, host),
        Variant("fixed", _for(name, limit), False, name),
        Variant("clean", (_while if leaky else _for)(name, limit), False, name),
    )
    return Item(
        f"{tier}-{'leaky' if leaky else 'tidy'}-{n}", tier, (f"s-{tier}-{n}-{leaky}", f"h-{tier}-{n}-{leaky}"), variants
    )


def _pools() -> tuple[list[Item], dict[str, list[Item]]]:
    leaky = [_item("easy", n, True) for n in range(10)]
    tidy = [_item("easy", n, False) for n in range(10)]
    chosen = leaky[:8] + tidy[:2]
    return chosen, {"easy": leaky + tidy}


def test_the_search_swaps_leaky_clean_controls_for_tidy_ones_and_keeps_the_quota() -> None:
    chosen, pools = _pools()
    found = searched(chosen, pools, "salt")
    assert found is not None
    rows, names = item_features(pools["easy"])
    before, after = scores(chosen, rows, names), scores(found, rows, names)
    assert before["clean-vs-fixed"] > 0  # the planner's choice fails clean-vs-fixed
    assert after["clean-vs-fixed"] < before["clean-vs-fixed"]
    assert sum(max(0.0, s + MARGIN) for s in after.values()) < sum(max(0.0, s + MARGIN) for s in before.values())
    assert Counter(i.tier for i in found) == Counter(i.tier for i in chosen)
    assert all(i in pools["easy"] for i in found) and len({i.candidate_key for i in found}) == len(found)
    assert sum("leaky" in i.candidate_key for i in found) < sum("leaky" in i.candidate_key for i in chosen)
    assert searched(chosen, pools, "salt") == found  # the same salt: the same search


def test_without_a_spare_item_there_is_nothing_to_search() -> None:
    chosen, _pools_ = _pools()
    assert searched(chosen, {"easy": chosen}, "salt") is None


def test_the_searched_choice_is_audited_second_and_only_made_when_asked_for() -> None:
    chosen, pools = _pools()
    calls: list[str] = []

    def search(c, p, salt):
        calls.append(salt)
        return searched(c, p, salt)

    sequence = audit_sequence(chosen, pools, "salt", search)
    assert next(sequence) == chosen and not calls  # the planner's own, before any search
    second = next(sequence)
    assert calls == ["salt"] and second == searched(chosen, pools, "salt")
    rest = list(sequence)
    assert second not in rest and chosen not in rest


def _guarded(name: str, limit: int, extra: bool) -> str:
    clause = " and value > 0" if extra else ""
    return (
        f"def {name}(values: list[int]) -> int:\n"
        f'    """Sum of the values below {limit}."""\n'
        "    total = 0\n"
        "    for value in values:\n"
        f"        if value < {limit}{clause}:\n"
        "            total += value\n"
        "    return total\n"
    )


def _twin_item(n: int, longer: bool) -> Item:
    """An item of the twin layout (the disguise told with the clean control: one name per pair of
    twins) whose defective twins have one clause more (``longer``) or one clause less than their
    correct twins."""
    name, told = f"total_{n}", f"tally_{n}"
    variants = (
        Variant("original", _guarded(name, 10 + n, longer), True, name),
        Variant("fixed", _guarded(name, 10 + n, not longer), False, name),
        Variant("disguised", _guarded(told, 20 + n, longer), True, told),
        Variant("clean", _guarded(told, 20 + n, not longer), False, told),
    )
    return Item(f"easy-{'long' if longer else 'short'}-{n}", "easy", (f"s-{n}-{longer}",), variants)


def test_in_the_twin_layout_the_search_balances_the_pairing_readers() -> None:
    longer = [_twin_item(n, True) for n in range(10)]
    shorter = [_twin_item(n, False) for n in range(10, 20)]
    chosen = longer[:9] + shorter[:1]  # "the twin of more tokens is the defective one" scores 90%
    pools = {"easy": longer + shorter}
    rows, names = item_features(pools["easy"])
    before = scores(chosen, rows, names)
    assert {"pairing (surface pick)", "pairing (fewer tokens)", "pairing (more tokens)"} <= set(before)
    assert abs(before["pairing (more tokens)"] - (0.9 - 0.6)) < 1e-9
    assert abs(before["pairing (fewer tokens)"] - (0.1 - 0.6)) < 1e-9
    found = searched(chosen, pools, "salt")
    assert found is not None
    after = scores(found, rows, names)
    assert after["pairing (more tokens)"] <= -MARGIN  # at most 55%: the choice is balanced
    assert Counter(i.tier for i in found) == Counter(i.tier for i in chosen)
    # the transplanted layout (the disguise in another function) has no twin pairs to read
    assert "pairing (more tokens)" not in scores(_pools()[0], *item_features(_pools()[1]["easy"]))


def test_a_tie_goes_to_the_twin_whose_snippet_id_sorts_first_as_in_the_audit() -> None:
    def bound(name: str, op: str) -> str:
        return _for(name, 10).replace("value < 10", f"value {op} 10")

    items = [
        Item(
            f"tie-{n}",
            "easy",
            (f"s-{n}",),
            (
                Variant("original", bound(f"f{n}", "<="), True, f"f{n}"),  # as many tokens as its twin
                Variant("fixed", bound(f"f{n}", "<"), False, f"f{n}"),
                Variant("disguised", bound(f"g{n}", "<="), True, f"g{n}"),
                Variant("clean", bound(f"g{n}", "<"), False, f"g{n}"),
            ),
        )
        for n in range(6)
    ]
    rows, names = item_features(items)
    first = scores(
        items, rows, names, lambda key, variant: ("a" if variant in ("original", "disguised") else "b") + key
    )
    last = scores(items, rows, names, lambda key, variant: ("b" if variant in ("original", "disguised") else "a") + key)
    unknown = scores(items, rows, names)
    for reader in ("pairing (fewer tokens)", "pairing (more tokens)"):
        assert abs(first[reader] - (1.0 - 0.6)) < 1e-9  # every tie picks the defective twin
        assert abs(last[reader] - (0.0 - 0.6)) < 1e-9
        assert abs(unknown[reader] - (0.5 - 0.6)) < 1e-9
