"""Energy: how many solar panels fit on a rectangular roof."""
from hypothesis import strategies as st


def panels_on_roof(roof_w_cm: int, roof_h_cm: int, panel_w_cm: int, panel_h_cm: int, gap_cm: int = 2) -> int:
    """Most panels that fit on a rectangular roof in a regular grid, all panels the same
    way round, with gap_cm between neighbouring panels (none needed at the roof border).
    Both orientations are tried (panel_w_cm across or panel_h_cm across) and the better
    one is used. Along one side, n panels need n * size + (n - 1) * gap_cm. All sizes are
    positive; a roof too small for one panel gives 0."""
    best = 0
    for across, down in ((panel_w_cm, panel_h_cm), (panel_h_cm, panel_w_cm)):
        columns = (roof_w_cm + gap_cm) // (across + gap_cm)
        rows = (roof_h_cm + gap_cm) // (down + gap_cm)
        best = max(best, columns * rows)
    return best


def clean_panels_on_roof(roof_w_cm: int, roof_h_cm: int, panel_w_cm: int, panel_h_cm: int, gap_cm: int = 2) -> int:
    """Most panels that fit on a rectangular roof in a regular grid, all panels the same
    way round, with gap_cm between neighbouring panels (none needed at the roof border).
    Both orientations are tried (panel_w_cm across or panel_h_cm across) and the better
    one is used. Along one side, n panels need n * size + (n - 1) * gap_cm. All sizes are
    positive; a roof too small for one panel gives 0."""
    def fit(length: int, size: int) -> int:
        n = 0
        while (n + 1) * size + n * gap_cm <= length:
            n += 1
        return n

    upright = fit(roof_w_cm, panel_w_cm) * fit(roof_h_cm, panel_h_cm)
    turned = fit(roof_w_cm, panel_h_cm) * fit(roof_h_cm, panel_w_cm)
    return upright if upright > turned else turned


def precondition(roof_w_cm: int, roof_h_cm: int, panel_w_cm: int, panel_h_cm: int, gap_cm: int = 2) -> bool:
    return min(roof_w_cm, roof_h_cm, panel_w_cm, panel_h_cm) > 0 and gap_cm >= 0


STRATEGIES = {
    "roof_w_cm": st.integers(1, 700),
    "roof_h_cm": st.integers(1, 500),
    "panel_w_cm": st.sampled_from([100, 102, 170, 171, 50]),
    "panel_h_cm": st.sampled_from([170, 172, 100, 200, 50]),
    "gap_cm": st.sampled_from([2, 0, 1, 5]),
}
SEED = {
    "domain": "energy",
    "keywords": ["panel layout", "orientation", "spacing"],
    "tags": ["arithmetic", "min-max", "loop", "floor-division", "default-argument"],
}
