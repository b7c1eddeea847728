"""Security: check the time claims of an access token."""
from hypothesis import strategies as st


def token_fresh(claims: dict[str, int], now: int, leeway: int = 60) -> bool:
    """claims may hold "exp" (expiry), "nbf" (not before) and "iat" (issued at), all in
    seconds. With leeway seconds of clock skew allowed, the token is fresh when: "exp" is
    present and now < exp + leeway; "nbf" is absent or now >= nbf - leeway; and "iat" is
    absent or iat <= now + leeway. A token without "exp" is never fresh.
    """
    if "exp" not in claims or now >= claims["exp"] + leeway:
        return False
    if "nbf" in claims and now < claims["nbf"] - leeway:
        return False
    if "iat" in claims and claims["iat"] > now + leeway:
        return False
    return True


def clean_token_fresh(claims: dict[str, int], now: int, leeway: int = 60) -> bool:
    """claims may hold "exp" (expiry), "nbf" (not before) and "iat" (issued at), all in
    seconds. With leeway seconds of clock skew allowed, the token is fresh when: "exp" is
    present and now < exp + leeway; "nbf" is absent or now >= nbf - leeway; and "iat" is
    absent or iat <= now + leeway. A token without "exp" is never fresh.
    """
    expiry = claims.get("exp")
    not_before = claims.get("nbf", now)
    issued = claims.get("iat", now)
    return (expiry is not None and expiry + leeway > now and not_before <= now + leeway
            and issued - leeway <= now)


STRATEGIES = {
    "claims": st.dictionaries(st.sampled_from(["exp", "nbf", "iat", "sub"]),
                              st.sampled_from([900, 940, 1000, 1060, 1061, 1100]), max_size=4),
    "now": st.sampled_from([900, 939, 940, 1000, 1060, 1061, 1120]),
    "leeway": st.sampled_from([0, 60]),
}
SEED = {"domain": "security", "keywords": ["token expiry", "clock skew", "leeway"],
        "tags": ["dict", "boundary", "boolean", "guard", "default"]}
