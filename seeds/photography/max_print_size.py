"""Photography: find the largest print an image supports at a given resolution."""
from hypothesis import strategies as st


def max_print_size(width_px: int, height_px: int, dpi: int = 300) -> tuple[float, float]:
    """Return the largest print (width_in, height_in) in inches at `dpi` dots per inch,
    each side rounded down to the nearest quarter inch (1999 px at 300 dpi is 6.663 in,
    giving 6.5). Pixel sizes are at least 0 and dpi at least 1.
    """
    sides = []
    for pixels in (width_px, height_px):
        quarters = pixels * 4 // dpi
        sides.append(quarters / 4)
    return sides[0], sides[1]


def clean_max_print_size(width_px: int, height_px: int, dpi: int = 300) -> tuple[float, float]:
    """Return the largest print (width_in, height_in) in inches at `dpi` dots per inch,
    each side rounded down to the nearest quarter inch (1999 px at 300 dpi is 6.663 in,
    giving 6.5). Pixel sizes are at least 0 and dpi at least 1.
    """
    def quarter_floor(px: int) -> float:
        inches = px // dpi
        extra = 0
        while (inches * 4 + extra + 1) * dpi <= px * 4:
            extra += 1
        return inches + extra / 4

    return quarter_floor(width_px), quarter_floor(height_px)


def precondition(width_px: int, height_px: int, dpi: int = 300) -> bool:
    return width_px >= 0 and height_px >= 0 and dpi >= 1


STRATEGIES = {
    "width_px": st.one_of(st.integers(0, 8000), st.sampled_from([0, 1999, 2025, 2100, 3000])),
    "height_px": st.one_of(st.integers(0, 8000), st.sampled_from([74, 75, 1500, 1575])),
    "dpi": st.sampled_from([1, 72, 150, 240, 300]),
}
SEED = {"domain": "photography", "keywords": ["print size", "dpi", "quarter inch"],
        "tags": ["arithmetic", "floor-division", "rounding", "loop"]}
