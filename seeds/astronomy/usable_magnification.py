"""Astronomy: the eyepieces that give a usable magnification on a telescope."""
from hypothesis import strategies as st


def usable_magnification(focal_mm: int, aperture_mm: int, eyepieces_mm: list[int]) -> list[tuple[int, int]]:
    """For each eyepiece focal length, in ascending order of magnification, the pair
    (eyepiece_mm, magnification) where magnification = focal_mm // eyepiece_mm (rounded
    down). Only usable eyepieces are listed: the magnification must be at most twice the
    aperture in mm and the exit pupil (eyepiece_mm * aperture_mm / focal_mm) must be at
    most 7 mm; both limits are inclusive. Repeated eyepieces are listed once; eyepieces
    of 0 mm or less are ignored. Equal magnifications: the shorter eyepiece first."""
    listed = []
    for eyepiece in sorted(set(eyepieces_mm)):
        if eyepiece <= 0:
            continue
        power = focal_mm // eyepiece
        if power <= 2 * aperture_mm and eyepiece * aperture_mm <= 7 * focal_mm:
            listed.append((eyepiece, power))
    listed.sort(key=lambda pair: pair[1])
    return listed


def clean_usable_magnification(focal_mm: int, aperture_mm: int, eyepieces_mm: list[int]) -> list[tuple[int, int]]:
    """For each eyepiece focal length, in ascending order of magnification, the pair
    (eyepiece_mm, magnification) where magnification = focal_mm // eyepiece_mm (rounded
    down). Only usable eyepieces are listed: the magnification must be at most twice the
    aperture in mm and the exit pupil (eyepiece_mm * aperture_mm / focal_mm) must be at
    most 7 mm; both limits are inclusive. Repeated eyepieces are listed once; eyepieces
    of 0 mm or less are ignored. Equal magnifications: the shorter eyepiece first."""
    keep = {}
    for e in eyepieces_mm:
        if e > 0 and focal_mm // e <= aperture_mm * 2 and e * aperture_mm / focal_mm <= 7:
            keep[e] = focal_mm // e
    return sorted(keep.items(), key=lambda pair: (pair[1], pair[0]))


def precondition(focal_mm: int, aperture_mm: int, eyepieces_mm: list[int]) -> bool:
    return focal_mm > 0 and aperture_mm > 0


STRATEGIES = {
    "focal_mm": st.sampled_from([400, 650, 1000, 1200, 2000]),
    "aperture_mm": st.sampled_from([50, 80, 100, 130, 200]),
    "eyepieces_mm": st.lists(st.sampled_from([-1, 0, 2, 3, 4, 5, 6, 9, 10, 25, 28, 32, 35, 40, 56, 70]), max_size=6),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["magnification", "exit pupil", "eyepiece"],
    "tags": ["set", "sort", "guard", "boolean", "boundary"],
}
