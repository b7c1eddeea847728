"""Healthcare: raise alerts for out-of-range pulse and oxygen readings."""
from hypothesis import strategies as st


def vitals_alerts(readings: list[tuple[str, int, int]],
                  alerts: list[str] | None = None) -> list[str]:
    """Append alert strings for out-of-range vitals to `alerts` (a new list when omitted)
    and return it.

    readings are (patient, pulse, spo2). For each reading in order: a pulse below 50 or
    above 120 appends "<patient>:pulse"; then an spo2 below 92 appends "<patient>:spo2".
    The boundary values 50, 120 and 92 are normal.
    """
    if alerts is None:
        alerts = []
    for patient, pulse, spo2 in readings:
        if pulse < 50 or pulse > 120:
            alerts.append(f"{patient}:pulse")
        if spo2 < 92:
            alerts.append(patient + ":spo2")
    return alerts


def clean_vitals_alerts(readings: list[tuple[str, int, int]],
                        alerts: list[str] | None = None) -> list[str]:
    out = [] if alerts is None else alerts
    out.extend(f"{who}:{kind}"
               for who, pulse, spo2 in readings
               for kind, bad in (("pulse", not 50 <= pulse <= 120), ("spo2", spo2 < 92))
               if bad)
    return out


STRATEGIES = {
    "readings": st.lists(st.tuples(st.sampled_from(["p1", "p2", "p3"]),
                                   st.one_of(st.sampled_from([49, 50, 120, 121]), st.integers(40, 130)),
                                   st.one_of(st.sampled_from([91, 92]), st.integers(85, 100))),
                         max_size=5),
}
SEED = {"domain": "healthcare", "keywords": ["vital signs", "alerts", "pulse", "oxygen saturation"],
        "tags": ["mutable-default", "boolean", "boundary", "string", "loop"]}
