"""Banking: match ledger entries against a bank statement by amount."""
from hypothesis import strategies as st


def reconcile_amounts(ledger: list[int], statement: list[int]) -> tuple[list[int], list[int]]:
    """Match ledger amounts against statement amounts one to one: an amount that occurs
    k times in one list and m times in the other matches min(k, m) times. Returns
    (unmatched ledger amounts, unmatched statement amounts), each sorted ascending with
    repeats kept. Amounts are cents and may be negative; 0 is an amount like any other."""
    counts: dict[int, int] = {}
    for amount in ledger:
        counts[amount] = counts.get(amount, 0) + 1
    only_statement = []
    for amount in statement:
        if counts.get(amount, 0) > 0:
            counts[amount] -= 1
        else:
            only_statement.append(amount)
    only_ledger = []
    for amount, left in counts.items():
        only_ledger.extend([amount] * left)
    return sorted(only_ledger), sorted(only_statement)


def clean_reconcile_amounts(ledger: list[int], statement: list[int]) -> tuple[list[int], list[int]]:
    """Match ledger amounts against statement amounts one to one: an amount that occurs
    k times in one list and m times in the other matches min(k, m) times. Returns
    (unmatched ledger amounts, unmatched statement amounts), each sorted ascending with
    repeats kept. Amounts are cents and may be negative; 0 is an amount like any other."""
    a, b = sorted(ledger), sorted(statement)
    i = j = 0
    left_a, left_b = [], []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            i += 1
            j += 1
        elif a[i] < b[j]:
            left_a.append(a[i])
            i += 1
        else:
            left_b.append(b[j])
            j += 1
    return left_a + a[i:], left_b + b[j:]


STRATEGIES = {
    "ledger": st.lists(st.integers(-3, 4), max_size=7),
    "statement": st.lists(st.integers(-3, 4), max_size=7),
}
SEED = {
    "domain": "banking",
    "keywords": ["reconciliation", "multiset matching", "leftover"],
    "tags": ["dict", "accumulator", "guard", "sort", "loop"],
}
