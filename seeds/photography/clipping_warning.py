"""Photography: warn about clipped shadows and highlights."""
from hypothesis import strategies as st


def clipping_warning(pixels: list[int], limit_pct: float = 1.0) -> str:
    """pixels are 8-bit brightness values 0..255. Shadows are clipped when the share of
    pixels equal to 0 is more than limit_pct percent of all pixels; highlights are clipped
    when the share equal to 255 is more than limit_pct percent (exactly limit_pct is
    fine). Return "both", "shadows", "highlights" or "ok". No pixels -> "ok".
    """
    if not pixels:
        return "ok"
    black = pixels.count(0) * 100 / len(pixels)
    white = pixels.count(255) * 100 / len(pixels)
    dark = black > limit_pct
    bright = white > limit_pct
    if dark and bright:
        return "both"
    if dark:
        return "shadows"
    return "highlights" if bright else "ok"


def clean_clipping_warning(pixels: list[int], limit_pct: float = 1.0) -> str:
    """pixels are 8-bit brightness values 0..255. Shadows are clipped when the share of
    pixels equal to 0 is more than limit_pct percent of all pixels; highlights are clipped
    when the share equal to 255 is more than limit_pct percent (exactly limit_pct is
    fine). Return "both", "shadows", "highlights" or "ok". No pixels -> "ok".
    """
    zeros = sum(1 for p in pixels if p == 0)
    fulls = sum(1 for p in pixels if p == 255)
    allowed = limit_pct * len(pixels)
    names = {(True, True): "both", (True, False): "shadows", (False, True): "highlights", (False, False): "ok"}
    return names[(zeros * 100 > allowed, fulls * 100 > allowed)]


STRATEGIES = {
    "pixels": st.lists(st.sampled_from([0, 1, 128, 254, 255]), max_size=10),
    "limit_pct": st.sampled_from([0.0, 10.0, 20.0, 25.0, 50.0]),
}
SEED = {"domain": "photography", "keywords": ["clipping", "histogram", "blown out", "crushed blacks"],
        "tags": ["boolean", "boundary", "guard", "division", "branch"]}
