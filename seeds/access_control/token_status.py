"""Access control: classify an access token by its remaining lifetime."""
from hypothesis import strategies as st


def token_status(issued_at: int, ttl_minutes: int, now: int, warn_minutes: int = 5) -> str:
    """Classify an access token at time `now` (all times in whole minutes). The token
    expires at issued_at + ttl_minutes and is "expired" at that instant and after. Before that
    it is "expiring" when at most warn_minutes remain, else "ok". A token presented
    before issued_at (clock skew) is "early", whatever its lifetime."""
    if now < issued_at:
        return "early"
    expires_at = issued_at + ttl_minutes
    remaining = expires_at - now
    if remaining <= 0:
        return "expired"
    if remaining <= warn_minutes:
        return "expiring"
    return "ok"


def clean_token_status(issued_at: int, ttl_minutes: int, now: int, warn_minutes: int = 5) -> str:
    """Classify an access token at time `now` (all times in whole minutes). The token
    expires at issued_at + ttl_minutes and is "expired" at that instant and after. Before that
    it is "expiring" when at most warn_minutes remain, else "ok". A token presented
    before issued_at (clock skew) is "early", whatever its lifetime."""
    expiry = issued_at + ttl_minutes
    if issued_at > now:
        return "early"
    if now >= expiry:
        return "expired"
    if now >= expiry - warn_minutes:
        return "expiring"
    return "ok"


STRATEGIES = {
    "issued_at": st.integers(-5, 6),
    "ttl_minutes": st.integers(0, 12),
    "now": st.integers(-6, 20),
    "warn_minutes": st.integers(-1, 7),
}
SEED = {
    "domain": "access_control",
    "keywords": ["expiry", "skew", "lifetime"],
    "tags": ["boundary", "early-return", "arithmetic"],
}
