"""Healthcare: correct a QT interval for heart rate and flag prolongation."""
import math

from hypothesis import strategies as st


def qtc_flag(qt_ms: int, heart_rate: int, female: bool) -> tuple[int, str]:
    """Bazett-corrected QT and a flag. QTc = qt_ms / sqrt(RR) with RR = 60 / heart_rate
    seconds, rounded to the nearest millisecond (halves up). The flag is "prolonged"
    when QTc is above 450 ms for a male or above 460 ms for a female, "short" when QTc is
    below 350 ms, else "normal"; the limits themselves are "normal". The flag uses the
    rounded QTc. heart_rate is positive."""
    rr = 60 / heart_rate
    qtc = int(qt_ms / math.sqrt(rr) + 0.5)
    limit = 460 if female else 450
    if qtc > limit:
        return (qtc, "prolonged")
    if qtc < 350:
        return (qtc, "short")
    return (qtc, "normal")


def clean_qtc_flag(qt_ms: int, heart_rate: int, female: bool) -> tuple[int, str]:
    """Bazett-corrected QT and a flag. QTc = qt_ms / sqrt(RR) with RR = 60 / heart_rate
    seconds, rounded to the nearest millisecond (halves up). The flag is "prolonged"
    when QTc is above 450 ms for a male or above 460 ms for a female, "short" when QTc is
    below 350 ms, else "normal"; the limits themselves are "normal". The flag uses the
    rounded QTc. heart_rate is positive."""
    corrected = math.floor(qt_ms / math.sqrt(60 / heart_rate) + 0.5)
    upper = 450 + (10 if female else 0)
    flag = "normal"
    if corrected < 350:
        flag = "short"
    elif corrected > upper:
        flag = "prolonged"
    return corrected, flag


def precondition(qt_ms: int, heart_rate: int, female: bool) -> bool:
    return qt_ms >= 0 and heart_rate > 0


STRATEGIES = {
    "qt_ms": st.one_of(st.integers(250, 600), st.sampled_from([349, 350, 450, 451, 460, 461])),
    "heart_rate": st.one_of(st.integers(30, 180), st.just(60)),
    "female": st.booleans(),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["QTc", "Bazett", "repolarisation"],
    "tags": ["arithmetic", "rounding", "boundary", "early-return", "boolean"],
}
