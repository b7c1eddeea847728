"""Human resources: track an employee's paid leave balance month by month."""
from hypothesis import strategies as st


def leave_balance(requests: list[int], monthly_accrual: int = 2, cap: int = 30, opening: int = 0) -> tuple[int, list[int]]:
    """requests[i] is the leave days requested in month i. At the start of each month
    monthly_accrual days are added to the balance, which never rises above cap (extra
    accrual is lost). A request is granted in full when it is at most the balance, and then
    deducted; otherwise it is refused entirely and the balance is unchanged. Requests of 0
    days are granted. Start from `opening` days. Return (final_balance, indices of refused
    months).
    """
    balance = opening
    refused = []
    for month, days in enumerate(requests):
        balance = min(balance + monthly_accrual, cap)
        if days <= balance:
            balance -= days
        else:
            refused.append(month)
    return balance, refused


def clean_leave_balance(requests: list[int], monthly_accrual: int = 2, cap: int = 30, opening: int = 0) -> tuple[int, list[int]]:
    """requests[i] is the leave days requested in month i. At the start of each month
    monthly_accrual days are added to the balance, which never rises above cap (extra
    accrual is lost). A request is granted in full when it is at most the balance, and then
    deducted; otherwise it is refused entirely and the balance is unchanged. Requests of 0
    days are granted. Start from `opening` days. Return (final_balance, indices of refused
    months).
    """
    left = opening
    denied = []
    month = 0
    while month < len(requests):
        left += monthly_accrual
        if left > cap:
            left = cap
        if requests[month] > left:
            denied.append(month)
        else:
            left = left - requests[month]
        month += 1
    return left, denied


STRATEGIES = {
    "requests": st.lists(st.integers(0, 8), max_size=8),
    "monthly_accrual": st.integers(0, 3),
    "cap": st.integers(0, 10),
    "opening": st.integers(0, 10),
}
SEED = {"domain": "human_resources", "keywords": ["leave accrual", "balance cap", "denied request"],
        "tags": ["loop", "min-max", "boundary", "accumulator", "default"]}
