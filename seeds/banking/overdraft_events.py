"""Banking: record the transactions that pushed an account into overdraft."""

from hypothesis import strategies as st


def overdraft_events(opening_cents: int, transactions: list[int],
                     events: list[int] | None = None) -> list[int]:
    """Append to `events` (a new list when omitted) the index of every transaction that
    takes the balance from zero-or-above to below zero, and return `events`.

    The balance starts at opening_cents and each transaction is added in order
    (negative = withdrawal). A transaction leaving the balance at exactly 0 is not an
    overdraft, and staying below zero is not a new event: only the crossing counts.
    """
    if events is None:
        events = []
    balance = opening_cents
    for i in range(len(transactions)):
        before = balance
        balance += transactions[i]
        if before >= 0 and balance < 0:
            events.append(i)
    return events


def clean_overdraft_events(opening_cents: int, transactions: list[int],
                           events: list[int] | None = None) -> list[int]:
    if events is None:
        events = []
    balance = opening_cents
    overdrawn = balance < 0
    for position, amount in enumerate(transactions):
        balance += amount
        if balance < 0 and not overdrawn:
            events.append(position)
        overdrawn = balance < 0
    return events


STRATEGIES = {
    "opening_cents": st.integers(-20, 50),
    "transactions": st.lists(st.integers(-40, 40), max_size=8),
}
SEED = {"domain": "banking", "keywords": ["overdraft", "running balance", "crossing below zero"],
        "tags": ["mutable-default", "boolean", "boundary", "index", "accumulator"]}
