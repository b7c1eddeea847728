"""Retail: pay a bill from gift cards before charging the remainder."""
from hypothesis import strategies as st


def gift_card_split(total: int, balances: list[int]) -> tuple[list[int], int]:
    """Pay `total` cents by drawing from the gift cards in order: each card pays as much as
    it can (its balance, or what is still owed if that is less) before the next card is
    used. Cards with a balance of 0 or less pay 0. Return (amount drawn from each card, in
    card order, remaining amount to charge to another method). A total of 0 or less draws
    nothing and leaves 0 to charge.
    """
    owed = max(total, 0)
    drawn = []
    for balance in balances:
        take = min(max(balance, 0), owed)
        drawn.append(take)
        owed -= take
    return drawn, owed


def clean_gift_card_split(total: int, balances: list[int]) -> tuple[list[int], int]:
    """Pay `total` cents by drawing from the gift cards in order: each card pays as much as
    it can (its balance, or what is still owed if that is less) before the next card is
    used. Cards with a balance of 0 or less pay 0. Return (amount drawn from each card, in
    card order, remaining amount to charge to another method). A total of 0 or less draws
    nothing and leaves 0 to charge.
    """
    if total <= 0:
        return [0] * len(balances), 0
    paid = []
    paid_so_far = 0
    for balance in balances:
        if balance <= 0 or paid_so_far >= total:
            paid.append(0)
        elif paid_so_far + balance >= total:
            paid.append(total - paid_so_far)
            paid_so_far = total
        else:
            paid.append(balance)
            paid_so_far += balance
    return paid, total - paid_so_far


STRATEGIES = {
    "total": st.one_of(st.integers(-100, 5000), st.sampled_from([0, 2500, 3000])),
    "balances": st.lists(st.sampled_from([-50, 0, 500, 1000, 2500, 3000]), max_size=5),
}
SEED = {"domain": "retail", "keywords": ["gift card", "split payment", "remaining balance"],
        "tags": ["loop", "min-max", "accumulator", "guard"]}
