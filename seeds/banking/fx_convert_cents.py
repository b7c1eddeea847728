"""Banking: convert an amount to another currency, less a fee."""
from hypothesis import strategies as st


def fx_convert_cents(amount_cents: int, rate_micros: int, fee_bp: int = 150, min_fee_cents: int = 200) -> int:
    """Cents received when converting amount_cents at rate_micros millionths of a unit
    of the target currency per unit of the source (1_250_000 means 1.25). The converted
    amount is rounded to the nearest cent, an exact half cent rounding to the even cent.
    A fee of fee_bp basis points of the converted amount, rounded down, but at least
    min_fee_cents, is then taken off; the result never goes below 0. An amount of 0 or
    less gives 0."""
    if amount_cents <= 0:
        return 0
    converted = round(amount_cents * rate_micros / 1_000_000)
    fee = max(min_fee_cents, converted * fee_bp // 10_000)
    return max(0, converted - fee)


def clean_fx_convert_cents(amount_cents: int, rate_micros: int, fee_bp: int = 150, min_fee_cents: int = 200) -> int:
    """Cents received when converting amount_cents at rate_micros millionths of a unit
    of the target currency per unit of the source (1_250_000 means 1.25). The converted
    amount is rounded to the nearest cent, an exact half cent rounding to the even cent.
    A fee of fee_bp basis points of the converted amount, rounded down, but at least
    min_fee_cents, is then taken off; the result never goes below 0. An amount of 0 or
    less gives 0."""
    if amount_cents < 1:
        return 0
    whole, part = divmod(amount_cents * rate_micros, 1_000_000)
    if part * 2 > 1_000_000 or (part * 2 == 1_000_000 and whole % 2 == 1):
        whole += 1
    fee = whole * fee_bp // 10_000
    if fee < min_fee_cents:
        fee = min_fee_cents
    left = whole - fee
    return left if left > 0 else 0


def precondition(amount_cents: int, rate_micros: int, fee_bp: int = 150, min_fee_cents: int = 200) -> bool:
    return 0 < rate_micros <= 10**7 and fee_bp >= 0 and min_fee_cents >= 0 and amount_cents < 10**8


STRATEGIES = {
    "amount_cents": st.one_of(st.integers(-100, 10**7), st.sampled_from([0, 1, 3, 5, 100, 200, 13334, 13400])),
    "rate_micros": st.sampled_from([1_000_000, 1_250_000, 500_000, 1_500_000, 925_310]),
    "fee_bp": st.one_of(st.just(150), st.sampled_from([0, 1, 250])),
    "min_fee_cents": st.one_of(st.just(200), st.sampled_from([0, 1, 500])),
}
SEED = {
    "domain": "banking",
    "keywords": ["currency conversion", "banker's rounding", "minimum fee"],
    "tags": ["rounding", "min-max", "guard", "default-argument", "arithmetic"],
}
