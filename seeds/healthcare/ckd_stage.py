"""Healthcare: stage chronic kidney disease from filtration rate and albuminuria."""
from hypothesis import strategies as st


def ckd_stage(egfr: float, acr_mg_mmol: float) -> str:
    """KDIGO stage as "G<x>/A<y>". Filtration category from egfr (mL/min/1.73m2): 90 and
    above "G1", 60 up to but not including 90 "G2", 45 up to 60 "G3a", 30 up to 45
    "G3b", 15 up to 30 "G4", below 15 "G5" (each lower bound inclusive). Albuminuria
    category from the albumin-to-creatinine ratio: below 3 "A1", 3 up to and including 30
    "A2", above 30 "A3". Example: ckd_stage(59.9, 3) -> "G3a/A2"."""
    grade = "G5"
    for threshold, name in ((90, "G1"), (60, "G2"), (45, "G3a"), (30, "G3b"), (15, "G4")):
        if egfr >= threshold:
            grade = name
            break
    if acr_mg_mmol < 3:
        albumin = "A1"
    elif acr_mg_mmol <= 30:
        albumin = "A2"
    else:
        albumin = "A3"
    return f"{grade}/{albumin}"


def clean_ckd_stage(egfr: float, acr_mg_mmol: float) -> str:
    """KDIGO stage as "G<x>/A<y>". Filtration category from egfr (mL/min/1.73m2): 90 and
    above "G1", 60 up to but not including 90 "G2", 45 up to 60 "G3a", 30 up to 45
    "G3b", 15 up to 30 "G4", below 15 "G5" (each lower bound inclusive). Albuminuria
    category from the albumin-to-creatinine ratio: below 3 "A1", 3 up to and including 30
    "A2", above 30 "A3". Example: ckd_stage(59.9, 3) -> "G3a/A2"."""
    if egfr < 15:
        g = "G5"
    elif egfr < 30:
        g = "G4"
    elif egfr < 45:
        g = "G3b"
    elif egfr < 60:
        g = "G3a"
    elif egfr < 90:
        g = "G2"
    else:
        g = "G1"
    a = "A1" if acr_mg_mmol < 3 else ("A3" if acr_mg_mmol > 30 else "A2")
    return g + "/" + a


def precondition(egfr: float, acr_mg_mmol: float) -> bool:
    return egfr >= 0 and acr_mg_mmol >= 0


STRATEGIES = {
    "egfr": st.one_of(st.sampled_from([0.0, 14.9, 15.0, 29.9, 30.0, 44.9, 45.0, 59.9, 60.0, 89.9, 90.0, 120.0]),
                      st.floats(0, 130, allow_nan=False)),
    "acr_mg_mmol": st.one_of(st.sampled_from([0.0, 2.9, 3.0, 30.0, 30.1, 250.0]), st.floats(0, 60, allow_nan=False)),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["KDIGO", "eGFR", "albuminuria", "staging"],
    "tags": ["boundary", "loop", "early-exit", "string"],
}
