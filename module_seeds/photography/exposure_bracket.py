"""Photography: plan an exposure bracket on a camera's third-stop shutter scale."""
from fractions import Fraction

from hypothesis import strategies as st

SHUTTER_SCALE = ("1/4000", "1/3200", "1/2500", "1/2000", "1/1600", "1/1250", "1/1000", "1/800", "1/640",
                 "1/500", "1/400", "1/320", "1/250", "1/200", "1/160", "1/125", "1/100", "1/80", "1/60",
                 "1/50", "1/40", "1/30", "1/25", "1/20", "1/15", "1/13", "1/10", "1/8", "1/6", "1/5", "1/4",
                 "0.3", "0.4", "0.5", "0.6", "0.8", "1", "1.3", "1.6", "2")


def shutter_seconds(label: str) -> Fraction:
    """The exposure time in seconds of a shutter label: "1/N" is 1/N second,
    a decimal like "0.6" or a whole number like "2" is that many seconds.

    >>> shutter_seconds("1/250"), shutter_seconds("1.3")
    (Fraction(1, 250), Fraction(13, 10))
    """
    if label.startswith("1/"):
        return Fraction(1, int(label[2:]))
    return Fraction(label)


def scale_index(label: str) -> int:
    """The 0-based position of a label on SHUTTER_SCALE, fastest first (each
    step one third of a stop slower); a label not on the scale raises
    ValueError."""
    return SHUTTER_SCALE.index(label)


def step_label(label: str, thirds: int) -> str | None:
    """The label `thirds` third-stop steps slower (positive) or faster
    (negative) than label on SHUTTER_SCALE; None when that runs off either
    end of the scale."""
    index = scale_index(label) + thirds
    if 0 <= index < len(SHUTTER_SCALE):
        return SHUTTER_SCALE[index]
    return None


def bracket_offsets(frames: int, spacing_thirds: int = 3) -> list[int]:
    """The offsets in third-stops of the frames of a bracket of `frames` (odd,
    1 or more) frames centred on 0, spacing_thirds apart, most negative
    (fastest) first.

    >>> bracket_offsets(5), bracket_offsets(3, 2), bracket_offsets(1)
    ([-6, -3, 0, 3, 6], [-2, 0, 2], [0])
    """
    half = frames // 2
    return [offset * spacing_thirds for offset in range(-half, half + 1)]


def bracket(label: str, frames: int, spacing_thirds: int = 3) -> list[str]:
    """The shutter labels of an exposure bracket of `frames` (an odd number,
    1 or more) frames centred on label, spacing_thirds third-stops apart,
    fastest first: for 5 frames 3 thirds apart, -6, -3, 0, +3, +6 thirds.
    Frames that would fall off the scale are left out (the rest are kept)."""
    labels = []
    for offset in bracket_offsets(frames, spacing_thirds=spacing_thirds):
        stepped = step_label(label, offset)
        if stepped is not None:
            labels.append(stepped)
    return labels


def exposure_seconds(labels: list[str]) -> Fraction:
    """The summed exposure time in seconds of the shutter labels (shutter_seconds
    of each), exact; an empty list gives 0.

    >>> exposure_seconds(["1/4", "0.5", "2"]), exposure_seconds([])
    (Fraction(11, 4), Fraction(0, 1))
    """
    return sum((shutter_seconds(item) for item in labels), Fraction(0))


def ceil_whole(value: Fraction) -> int:
    """The smallest whole number at or above value (a ceiling, also for
    negative values: -1/2 gives 0).

    >>> ceil_whole(Fraction(401, 2)), ceil_whole(Fraction(200)), ceil_whole(Fraction(-1, 2))
    (201, 200, 0)
    """
    return -(-value.numerator // value.denominator)


def total_exposure(label: str, frames: int, spacing_thirds: int = 3, gap_ms: int = 200) -> int:
    """The milliseconds the whole bracket takes: the exposure times of its
    frames (bracket) plus gap_ms between consecutive frames (none before the
    first or after the last), rounded up to a whole millisecond once at the
    end; 0 when no frame is left."""
    labels = bracket(label, frames, spacing_thirds=spacing_thirds)
    if not labels:
        return 0
    exact_ms = exposure_seconds(labels) * 1000 + gap_ms * (len(labels) - 1)
    return ceil_whole(exact_ms)


def clean_total_exposure(label: str, frames: int, spacing_thirds: int = 3, gap_ms: int = 200) -> int:
    import math

    scale = list(SHUTTER_SCALE)
    centre = scale.index(label)
    picked = []
    for k in range(frames):
        position = centre + (k - (frames - 1) // 2) * spacing_thirds
        if position in range(len(scale)):
            picked.append(scale[position])
    if not picked:
        return 0
    parts = []
    for text in picked:
        value = Fraction(1, int(text.split("/")[1])) if "/" in text else Fraction(text)
        parts.append(value)
    total = sum(parts) * 1000 + gap_ms * (len(picked) - 1)
    return math.ceil(total)


def precondition_bracket_offsets(frames: int, spacing_thirds: int = 3) -> bool:
    return frames >= 1 and frames % 2 == 1


def precondition_bracket(label: str, frames: int, spacing_thirds: int = 3) -> bool:
    return frames >= 1 and frames % 2 == 1


def precondition_total_exposure(label: str, frames: int, spacing_thirds: int = 3, gap_ms: int = 200) -> bool:
    return frames >= 1 and frames % 2 == 1


_LABEL = st.sampled_from(SHUTTER_SCALE)
_FRAMES = st.sampled_from([1, 3, 5, 7, 9])

STRATEGIES = {
    "shutter_seconds": {"label": _LABEL},
    "scale_index": {"label": _LABEL},
    "step_label": {"label": _LABEL, "thirds": st.integers(-45, 45)},
    "bracket_offsets": {"frames": _FRAMES, "spacing_thirds": st.integers(1, 6)},
    "exposure_seconds": {"labels": st.lists(_LABEL, max_size=9)},
    "ceil_whole": {"value": st.fractions(-100, 100, max_denominator=4000)},
    "bracket": {"label": _LABEL, "frames": _FRAMES, "spacing_thirds": st.integers(1, 6)},
    "total_exposure": {"label": _LABEL, "frames": _FRAMES, "spacing_thirds": st.integers(1, 6),
                       "gap_ms": st.sampled_from([0, 200, 250])},
}
PRECONDITIONS = {"bracket_offsets": precondition_bracket_offsets, "bracket": precondition_bracket, "total_exposure": precondition_total_exposure}
SEED = {
    "domain": "photography",
    "keywords": ["exposure bracket", "shutter speed", "third stop", "frames", "milliseconds"],
    "tags": ["fraction", "0-based", "bounds", "ceil-division", "keyword-default"],
    "kind": "module",
}
