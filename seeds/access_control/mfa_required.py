"""Access control: decide whether a sign-in must pass a second factor."""
from hypothesis import strategies as st


def mfa_required(new_device: bool, country_changed: bool, minutes_since_mfa: int, privileged: bool,
                 max_age_min: int = 720) -> bool:
    """Whether a sign-in must complete multi-factor authentication. It must when the
    last successful MFA is more than max_age_min minutes ago (exactly max_age_min is
    still fresh), or when the device is new and the country also changed. A privileged
    account uses a stricter age limit of max_age_min // 12 minutes and must also pass MFA
    on any new device. A negative minutes_since_mfa means MFA was never done: always
    required."""
    if minutes_since_mfa < 0:
        return True
    limit = max_age_min // 12 if privileged else max_age_min
    if minutes_since_mfa > limit:
        return True
    if privileged and new_device:
        return True
    return new_device and country_changed


def clean_mfa_required(new_device: bool, country_changed: bool, minutes_since_mfa: int, privileged: bool,
                       max_age_min: int = 720) -> bool:
    """Whether a sign-in must complete multi-factor authentication. It must when the
    last successful MFA is more than max_age_min minutes ago (exactly max_age_min is
    still fresh), or when the device is new and the country also changed. A privileged
    account uses a stricter age limit of max_age_min // 12 minutes and must also pass MFA
    on any new device. A negative minutes_since_mfa means MFA was never done: always
    required."""
    fresh_for = max_age_min
    if privileged:
        fresh_for = max_age_min // 12
    stale = minutes_since_mfa < 0 or minutes_since_mfa - fresh_for > 0
    risky = new_device and (country_changed or privileged)
    return stale or risky


STRATEGIES = {
    "new_device": st.booleans(),
    "country_changed": st.booleans(),
    "minutes_since_mfa": st.one_of(st.integers(-2, 800), st.sampled_from([0, 59, 60, 61, 719, 720, 721])),
    "privileged": st.booleans(),
    "max_age_min": st.one_of(st.just(720), st.sampled_from([0, 60, 100, 1440])),
}
SEED = {
    "domain": "access_control",
    "keywords": ["multi-factor", "step-up authentication", "privileged account"],
    "tags": ["boolean", "boundary", "early-return", "default-argument", "floor-division"],
}
