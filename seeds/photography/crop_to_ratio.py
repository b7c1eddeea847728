"""Photography: crop an image to an aspect ratio."""
from fractions import Fraction

from hypothesis import strategies as st


def crop_to_ratio(width: int, height: int, ratio_w: int, ratio_h: int) -> tuple[int, int]:
    """Return (width, height) of the largest crop of a width x height image with aspect
    ratio ratio_w:ratio_h that keeps one full side. When the image is wider than the ratio
    (width * ratio_h > height * ratio_w) the full height is kept and the width becomes
    height * ratio_w / ratio_h rounded down; otherwise the full width is kept and the
    height becomes width * ratio_h / ratio_w rounded down. An image already at the ratio
    is returned unchanged. All arguments are positive.
    """
    if width * ratio_h > height * ratio_w:
        return height * ratio_w // ratio_h, height
    return width, width * ratio_h // ratio_w


def clean_crop_to_ratio(width: int, height: int, ratio_w: int, ratio_h: int) -> tuple[int, int]:
    """Return (width, height) of the largest crop of a width x height image with aspect
    ratio ratio_w:ratio_h that keeps one full side. When the image is wider than the ratio
    (width * ratio_h > height * ratio_w) the full height is kept and the width becomes
    height * ratio_w / ratio_h rounded down; otherwise the full width is kept and the
    height becomes width * ratio_h / ratio_w rounded down. An image already at the ratio
    is returned unchanged. All arguments are positive.
    """
    new_w, new_h = width, height
    if Fraction(width, height) > Fraction(ratio_w, ratio_h):
        new_w = height * ratio_w // ratio_h
    else:
        new_h = width * ratio_h // ratio_w
    return new_w, new_h


def precondition(width: int, height: int, ratio_w: int, ratio_h: int) -> bool:
    return min(width, height, ratio_w, ratio_h) >= 1


STRATEGIES = {
    "width": st.one_of(st.integers(1, 7000), st.sampled_from([1, 5, 1920, 4000, 6000])),
    "height": st.one_of(st.integers(1, 7000), st.sampled_from([1, 2, 1080, 3000, 4000])),
    "ratio_w": st.sampled_from([1, 3, 4, 16, 5]),
    "ratio_h": st.sampled_from([1, 2, 3, 9, 4]),
}
SEED = {"domain": "photography", "keywords": ["aspect ratio", "crop", "round down"],
        "tags": ["arithmetic", "comparison", "floor-division", "branch"]}
