"""Library: how many more items a patron may borrow."""
from hypothesis import strategies as st


def loans_remaining(patron_type: str, items_out: int, fines_cents: int, card_expired: bool,
                    fine_block_cents: int = 1000) -> int:
    """How many more items a patron may borrow now. The loan limit is 20 for "staff",
    10 for "adult", 5 for "child" and 0 for any other type. A patron with an expired
    card, or owing fines of fine_block_cents or more, may borrow nothing; staff are never
    blocked by fines, but are by an expired card. Otherwise the answer is the limit minus
    items_out, never below 0."""
    limits = {"staff": 20, "adult": 10, "child": 5}
    limit = limits.get(patron_type, 0)
    if card_expired:
        return 0
    if fines_cents >= fine_block_cents and patron_type != "staff":
        return 0
    return max(0, limit - items_out)


def clean_loans_remaining(patron_type: str, items_out: int, fines_cents: int, card_expired: bool,
                          fine_block_cents: int = 1000) -> int:
    """How many more items a patron may borrow now. The loan limit is 20 for "staff",
    10 for "adult", 5 for "child" and 0 for any other type. A patron with an expired
    card, or owing fines of fine_block_cents or more, may borrow nothing; staff are never
    blocked by fines, but are by an expired card. Otherwise the answer is the limit minus
    items_out, never below 0."""
    blocked = card_expired or (patron_type != "staff" and fines_cents > fine_block_cents - 1)
    if blocked:
        return 0
    if patron_type == "staff":
        room = 20 - items_out
    elif patron_type == "adult":
        room = 10 - items_out
    elif patron_type == "child":
        room = 5 - items_out
    else:
        room = 0
    return room if room > 0 else 0


def precondition(patron_type: str, items_out: int, fines_cents: int, card_expired: bool,
                 fine_block_cents: int = 1000) -> bool:
    return items_out >= 0 and fines_cents >= 0


STRATEGIES = {
    "patron_type": st.sampled_from(["staff", "adult", "child", "guest", "Adult"]),
    "items_out": st.integers(0, 22),
    "fines_cents": st.one_of(st.integers(0, 2000), st.sampled_from([999, 1000, 1001])),
    "card_expired": st.booleans(),
    "fine_block_cents": st.one_of(st.just(1000), st.sampled_from([0, 500])),
}
SEED = {
    "domain": "library",
    "keywords": ["borrowing limit", "fine block", "card expiry"],
    "tags": ["dict", "boolean", "boundary", "min-max", "default-argument"],
}
