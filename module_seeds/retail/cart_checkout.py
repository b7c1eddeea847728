"""Retail: price a shopping cart with multi-buy offers, a coupon and sales tax."""
from dataclasses import dataclass

from hypothesis import strategies as st


@dataclass(frozen=True)
class Line:
    sku: str
    unit_cents: int
    quantity: int


def percent_of(amount_cents: int, basis_points: int) -> int:
    """basis_points hundredths of a percent of amount_cents (10000 bp = 100%),
    rounded to the nearest cent with an exact half cent going up. Both are not
    negative.

    >>> percent_of(250, 1000), percent_of(5, 1000), percent_of(15, 1000)
    (25, 1, 2)
    """
    return (amount_cents * basis_points * 2 + 10000) // 20000


def multibuy_units(quantity: int, buy: int, free: int) -> int:
    """How many of `quantity` units are paid for under a "buy `buy`, get `free`
    free" offer: every complete group of buy + free units costs `buy` units, and
    the units of an incomplete last group are all paid. buy >= 1, free >= 0.

    >>> multibuy_units(7, 2, 1)
    5
    """
    group = buy + free
    groups, rest = divmod(quantity, group)
    return groups * buy + rest


def paid_units(line: Line, offers: dict[str, tuple[int, int]]) -> int:
    """The units of a cart line that are paid for: multibuy_units of its
    quantity under the (buy, free) offer for its sku, or every unit when
    offers has none for it. A quantity of 0 pays for 0 units.

    >>> paid_units(Line("tea", 300, 7), {"tea": (2, 1)}), paid_units(Line("tea", 300, 7), {})
    (5, 7)
    """
    if line.sku not in offers:
        return line.quantity
    buy, free = offers[line.sku]
    return multibuy_units(line.quantity, buy, free)


def line_total(line: Line, offers: dict[str, tuple[int, int]]) -> int:
    """The cents charged for one cart line: the paid units (multibuy_units,
    when offers has a (buy, free) offer for the line's sku; else every unit)
    times the unit price."""
    return paid_units(line, offers) * line.unit_cents


def pool_lines(lines: list[Line]) -> list[Line]:
    """One line per sku, in the order each sku first appears: the quantities of
    all lines with that sku added, at the unit price of its first line. An
    empty cart gives an empty list.

    >>> pool_lines([Line("tea", 300, 2), Line("milk", 90, 1), Line("tea", 280, 3)])
    [Line(sku='tea', unit_cents=300, quantity=5), Line(sku='milk', unit_cents=90, quantity=1)]
    """
    pooled: dict[str, Line] = {}
    for line in lines:
        if line.sku in pooled:
            seen = pooled[line.sku]
            pooled[line.sku] = Line(seen.sku, seen.unit_cents, seen.quantity + line.quantity)
        else:
            pooled[line.sku] = line
    return list(pooled.values())


def subtotal(lines: list[Line], offers: dict[str, tuple[int, int]]) -> int:
    """The sum of line_total over the cart's lines, in cents. Lines with the
    same sku are pooled first (their quantities added, at the unit price of the
    first such line), so an offer counts units across lines."""
    return sum(line_total(line, offers) for line in pool_lines(lines))


def coupon_discount(amount_cents: int, coupon_bp: int, minimum_cents: int, cap_cents: int) -> int:
    """The coupon's discount in cents on amount_cents: percent_of(amount_cents,
    coupon_bp), but nothing when the amount is below minimum_cents (an amount of
    exactly the minimum qualifies), and never more than cap_cents."""
    if amount_cents < minimum_cents:
        return 0
    return min(percent_of(amount_cents, coupon_bp), cap_cents)


def checkout_total(lines: list[Line], offers: dict[str, tuple[int, int]], coupon_bp: int = 0,
                   minimum_cents: int = 0, cap_cents: int = 10**9, tax_bp: int = 0) -> tuple[int, int, int]:
    """(discount, tax, total) of a cart, all in cents. The coupon applies to the
    subtotal after multi-buy offers (coupon_discount); tax is tax_bp of the
    discounted amount (percent_of); the total is the discounted amount plus tax."""
    amount = subtotal(lines, offers)
    discount = coupon_discount(amount, coupon_bp, minimum_cents, cap_cents)
    taxed = amount - discount
    tax = percent_of(taxed, tax_bp)
    return (discount, tax, taxed + tax)


def clean_checkout_total(lines: list[Line], offers: dict[str, tuple[int, int]], coupon_bp: int = 0,
                         minimum_cents: int = 0, cap_cents: int = 10**9, tax_bp: int = 0) -> tuple[int, int, int]:
    from decimal import ROUND_HALF_UP, Decimal

    def pct(value: int, bp: int) -> int:
        return int((Decimal(value) * bp / 10000).quantize(Decimal(1), rounding=ROUND_HALF_UP))

    quantities: dict[str, int] = {}
    prices: dict[str, int] = {}
    for line in lines:
        quantities[line.sku] = quantities.get(line.sku, 0) + line.quantity
        prices.setdefault(line.sku, line.unit_cents)
    gross = 0
    for sku, count in quantities.items():
        if sku in offers:
            buy, free = offers[sku]
            full_groups = count // (buy + free)
            count -= full_groups * free
        gross += count * prices[sku]
    off = 0 if gross < minimum_cents else min(cap_cents, pct(gross, coupon_bp))
    tax = pct(gross - off, tax_bp)
    return (off, tax, gross - off + tax)


_SKU = st.sampled_from(["apple", "bread", "milk", "tea"])
_LINE = st.builds(Line, sku=_SKU, unit_cents=st.integers(0, 2000), quantity=st.integers(0, 12))
_OFFERS = st.dictionaries(_SKU, st.tuples(st.integers(1, 4), st.integers(0, 3)), max_size=4)

STRATEGIES = {
    "percent_of": {"amount_cents": st.integers(0, 10**6), "basis_points": st.integers(0, 10000)},
    "multibuy_units": {"quantity": st.integers(0, 40), "buy": st.integers(1, 5), "free": st.integers(0, 3)},
    "paid_units": {"line": _LINE, "offers": _OFFERS},
    "pool_lines": {"lines": st.lists(_LINE, max_size=8)},
    "line_total": {"line": _LINE, "offers": _OFFERS},
    "subtotal": {"lines": st.lists(_LINE, max_size=8), "offers": _OFFERS},
    "coupon_discount": {
        "amount_cents": st.integers(0, 50000),
        "coupon_bp": st.integers(0, 5000),
        "minimum_cents": st.sampled_from([0, 1000, 5000]),
        "cap_cents": st.sampled_from([0, 500, 2000, 10**9]),
    },
    "checkout_total": {
        "lines": st.lists(_LINE, max_size=8),
        "offers": _OFFERS,
        "coupon_bp": st.integers(0, 5000),
        "minimum_cents": st.sampled_from([0, 1000, 5000]),
        "cap_cents": st.sampled_from([0, 500, 2000, 10**9]),
        "tax_bp": st.sampled_from([0, 500, 825, 2000]),
    },
}
SEED = {
    "domain": "retail",
    "keywords": ["multi-buy", "coupon", "sales tax", "basis points", "subtotal"],
    "tags": ["money", "rounding", "divmod", "dataclass", "dict-building", "keyword-default"],
    "kind": "module",
}
