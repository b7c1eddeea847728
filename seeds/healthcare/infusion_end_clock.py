"""Healthcare: when an infusion will finish, on the ward clock."""
from hypothesis import strategies as st


def infusion_end_clock(volume_ml: int, rate_ml_per_h: int, start_minute: int) -> str:
    """Clock time at which an infusion of volume_ml running at rate_ml_per_h finishes,
    starting at start_minute minutes after midnight (0..1439). The running time is
    rounded up to a whole minute. The result is "HH:MM" on a 24-hour clock, followed by
    " +Nd" when it ends N days later (N >= 1). A rate of 0 or less never finishes:
    return "never". A volume of 0 or less ends at the start time."""
    if rate_ml_per_h <= 0:
        return "never"
    minutes = -(-max(volume_ml, 0) * 60 // rate_ml_per_h)
    end = start_minute + minutes
    days, clock = divmod(end, 1440)
    text = f"{clock // 60:02d}:{clock % 60:02d}"
    if days > 0:
        text += f" +{days}d"
    return text


def clean_infusion_end_clock(volume_ml: int, rate_ml_per_h: int, start_minute: int) -> str:
    """Clock time at which an infusion of volume_ml running at rate_ml_per_h finishes,
    starting at start_minute minutes after midnight (0..1439). The running time is
    rounded up to a whole minute. The result is "HH:MM" on a 24-hour clock, followed by
    " +Nd" when it ends N days later (N >= 1). A rate of 0 or less never finishes:
    return "never". A volume of 0 or less ends at the start time."""
    if rate_ml_per_h < 1:
        return "never"
    duration = 0
    if volume_ml > 0:
        duration = (volume_ml * 60 + rate_ml_per_h - 1) // rate_ml_per_h
    total = start_minute + duration
    hour = total // 60 % 24
    minute = total % 60
    day = total // 1440
    suffix = " +" + str(day) + "d" if day else ""
    return str(hour).zfill(2) + ":" + str(minute).zfill(2) + suffix


def precondition(volume_ml: int, rate_ml_per_h: int, start_minute: int) -> bool:
    return 0 <= start_minute <= 1439


STRATEGIES = {
    "volume_ml": st.one_of(st.integers(-10, 3000), st.sampled_from([0, 1, 100, 500, 1000])),
    "rate_ml_per_h": st.one_of(st.integers(-1, 250), st.sampled_from([0, 1, 7, 60, 125])),
    "start_minute": st.one_of(st.integers(0, 1439), st.sampled_from([0, 1380, 1439])),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["infusion", "completion", "past midnight"],
    "tags": ["arithmetic", "rounding", "guard", "string", "min-max"],
}
