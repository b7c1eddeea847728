"""Library: work out due dates, renewals and overdue fines for a member's loans."""
from dataclasses import dataclass

from hypothesis import strategies as st


@dataclass(frozen=True)
class Loan:
    item: str
    kind: str
    borrowed_day: int
    renewals: int
    returned_day: int | None


def loan_days(kind: str) -> int:
    """The loan period in days of an item kind: "book" 21, "dvd" 7, "magazine"
    14, any other kind 14."""
    return {"book": 21, "dvd": 7, "magazine": 14}.get(kind, 14)


def due_day(loan: Loan, max_renewals: int = 2) -> int:
    """The day number the loan is due back: the borrowing day plus one loan
    period (loan_days) for the first period and for each renewal; renewals
    beyond max_renewals are refused and add nothing. An item is due on its due
    day itself (returning it then is not late)."""
    periods = 1 + min(loan.renewals, max_renewals)
    return loan.borrowed_day + periods * loan_days(loan.kind)


def counted_to(loan: Loan, today: int) -> int:
    """The day lateness is counted to: the loan's returned_day once it is
    back, else today while it is still out (returned_day None); a return
    day later than today still counts as returned.

    >>> counted_to(Loan("emma", "book", 0, 0, None), 40), counted_to(Loan("emma", "book", 0, 0, 30), 40)
    (40, 30)
    """
    return today if loan.returned_day is None else loan.returned_day


def days_late(loan: Loan, today: int, grace: int = 0) -> int:
    """The number of days the loan is late: counted to its returned_day, or to
    today while it is still out (returned_day None), after the due_day; 0 when
    it is not later than due_day + grace. Once past the grace period every day
    after the due day counts (grace days are not forgiven)."""
    late = counted_to(loan, today) - due_day(loan)
    if late <= grace:
        return 0
    return late


def rate_and_cap(kind: str) -> tuple[int, int]:
    """(cents per late day, largest fine in cents) of an item kind: (100,
    1000) for a "dvd", (25, 500) for books, magazines and any other kind.

    >>> rate_and_cap("dvd"), rate_and_cap("map")
    ((100, 1000), (25, 500))
    """
    if kind == "dvd":
        return 100, 1000
    return 25, 500


def fine_cents(loan: Loan, today: int, grace: int = 0) -> int:
    """The fine for one loan: a daily rate per late day (days_late) of 25
    cents for books and magazines and 100 cents for DVDs (other kinds 25),
    capped at 1000 cents for a DVD and 500 cents for anything else."""
    rate, cap = rate_and_cap(loan.kind)
    return min(days_late(loan, today, grace=grace) * rate, cap)


def fine_line(item: str, late: int, fine: int) -> str:
    """One statement line of a fined loan: "ITEM late N days: C cents", N the
    days late and C the fine in cents, both written as whole numbers (1 day
    is still "1 days").

    >>> fine_line("dune", 3, 75)
    'dune late 3 days: 75 cents'
    """
    return f"{item} late {late} days: {fine} cents"


def member_statement(loans: list[Loan], today: int, grace: int = 0, block_cents: int = 1000) -> tuple[list[str], int, bool]:
    """(lines, total, blocked): one line "ITEM late N days: C cents" for each
    loan with a fine, sorted by fine (largest first), then item name, then days
    late (fewest first); the total of
    all fines in cents; and whether borrowing is blocked, which happens when the
    total reaches block_cents (exactly block_cents blocks) or any loan still out
    is late."""
    fined = []
    total = 0
    overdue_out = False
    for loan in loans:
        fine = fine_cents(loan, today, grace=grace)
        late = days_late(loan, today, grace=grace)
        if loan.returned_day is None and late > 0:
            overdue_out = True
        if fine > 0:
            fined.append((fine, loan.item, late))
            total += fine
    fined.sort(key=lambda entry: (-entry[0], entry[1], entry[2]))
    lines = [fine_line(item, late, fine) for fine, item, late in fined]
    return lines, total, total >= block_cents or overdue_out


def clean_member_statement(loans: list[Loan], today: int, grace: int = 0,
                           block_cents: int = 1000) -> tuple[list[str], int, bool]:
    period = {"book": 21, "dvd": 7}
    rows = []
    blocked = False
    for loan in loans:
        length = period.get(loan.kind, 14)
        due = loan.borrowed_day + length * (1 + min(2, loan.renewals))
        back = loan.returned_day if loan.returned_day is not None else today
        late = back - due if back - due > grace else 0
        if loan.kind == "dvd":
            fine = min(1000, 100 * late)
        else:
            fine = min(500, 25 * late)
        if late and loan.returned_day is None:
            blocked = True
        if fine:
            rows.append((-fine, loan.item, late, fine))
    total = sum(r[3] for r in rows)
    text = [f"{item} late {late} days: {fine} cents" for _, item, late, fine in sorted(rows)]
    return text, total, blocked or total >= block_cents


_LOAN = st.builds(
    Loan,
    item=st.sampled_from(["atlas", "dune", "vogue", "alien", "emma"]),
    kind=st.sampled_from(["book", "dvd", "magazine", "map"]),
    borrowed_day=st.integers(0, 60),
    renewals=st.integers(0, 4),
    returned_day=st.one_of(st.none(), st.integers(0, 150)),
)
_TODAY = st.integers(60, 150)
_GRACE = st.integers(0, 3)

STRATEGIES = {
    "loan_days": {"kind": st.sampled_from(["book", "dvd", "magazine", "map"])},
    "due_day": {"loan": _LOAN, "max_renewals": st.integers(0, 3)},
    "days_late": {"loan": _LOAN, "today": _TODAY, "grace": _GRACE},
    "counted_to": {"loan": _LOAN, "today": _TODAY},
    "rate_and_cap": {"kind": st.sampled_from(["book", "dvd", "magazine", "map"])},
    "fine_line": {"item": st.sampled_from(["atlas", "dune"]), "late": st.integers(1, 90), "fine": st.integers(1, 1000)},
    "fine_cents": {"loan": _LOAN, "today": _TODAY, "grace": _GRACE},
    "member_statement": {
        "loans": st.lists(_LOAN, max_size=6),
        "today": _TODAY,
        "grace": _GRACE,
        "block_cents": st.sampled_from([500, 1000, 1500]),
    },
}
SEED = {
    "domain": "library",
    "keywords": ["due date", "renewal", "overdue fine", "grace period", "borrowing block"],
    "tags": ["dataclass", "cap", "sorting", "keyword-default", "boundary"],
    "kind": "module",
}
