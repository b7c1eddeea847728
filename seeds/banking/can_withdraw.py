"""Banking: approve or refuse an ATM withdrawal."""
from hypothesis import strategies as st


def can_withdraw(balance: int, amount: int, overdraft_limit: int, withdrawn_today: int,
                 daily_cap: int, frozen: bool) -> bool:
    """Decide whether an ATM withdrawal of `amount` is approved.

    Approved only when the account is not frozen, the amount is positive, the balance
    after the withdrawal stays at or above -overdraft_limit (landing exactly on the
    limit is allowed), and withdrawn_today + amount does not exceed daily_cap (reaching
    the cap exactly is allowed). A daily_cap of 0 means there is no daily cap.
    overdraft_limit, withdrawn_today and daily_cap are never negative.
    """
    if frozen or amount <= 0:
        return False
    if balance - amount < -overdraft_limit:
        return False
    if daily_cap > 0 and withdrawn_today + amount > daily_cap:
        return False
    return True


def clean_can_withdraw(balance: int, amount: int, overdraft_limit: int, withdrawn_today: int,
                       daily_cap: int, frozen: bool) -> bool:
    within_cap = daily_cap == 0 or withdrawn_today + amount <= daily_cap
    return not frozen and amount > 0 and amount <= balance + overdraft_limit and within_cap


def precondition(balance: int, amount: int, overdraft_limit: int, withdrawn_today: int,
                 daily_cap: int, frozen: bool) -> bool:
    return overdraft_limit >= 0 and withdrawn_today >= 0 and daily_cap >= 0


STRATEGIES = {
    "balance": st.integers(-50, 200),
    "amount": st.one_of(st.sampled_from([0, 1, 100]), st.integers(-10, 200)),
    "overdraft_limit": st.integers(0, 100),
    "withdrawn_today": st.integers(0, 300),
    "daily_cap": st.sampled_from([0, 100, 200, 300]),
    "frozen": st.booleans(),
}
SEED = {"domain": "banking", "keywords": ["withdrawal", "overdraft limit", "daily cap", "frozen"],
        "tags": ["boolean", "guard", "boundary", "early-return"]}
