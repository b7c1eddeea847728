"""Logistics: load parcels onto pallets first-fit decreasing, by weight and height."""
from typing import NamedTuple

from hypothesis import strategies as st


class Parcel(NamedTuple):
    label: str
    weight_g: int
    height_mm: int


def load_order(parcels: list[Parcel]) -> list[Parcel]:
    """The parcels in the order they are loaded: heaviest first; equal weights
    taller first; then by label alphabetically. The input list is not
    changed."""
    return sorted(parcels, key=lambda parcel: (-parcel.weight_g, -parcel.height_mm, parcel.label))


def pallet_weight(pallet: list[Parcel]) -> int:
    """The total weight in grams of the parcels on a pallet; an empty pallet
    weighs 0 (the pallet itself is not counted).

    >>> pallet_weight([Parcel("A1", 1200, 300), Parcel("B2", 800, 100)]), pallet_weight([])
    (2000, 0)
    """
    return sum(item.weight_g for item in pallet)


def stack_height(pallet: list[Parcel]) -> int:
    """The height in millimetres of a pallet's single column of parcels: their
    heights added up, 0 for an empty pallet.

    >>> stack_height([Parcel("A1", 1200, 300), Parcel("B2", 800, 100)])
    400
    """
    return sum(item.height_mm for item in pallet)


def fits(pallet: list[Parcel], parcel: Parcel, max_weight_g: int, max_height_mm: int) -> bool:
    """Whether parcel can go on pallet: the pallet's total weight with it
    stays at or under max_weight_g and its stacked height (parcels stack in a
    single column, heights add up) at or under max_height_mm."""
    weight = pallet_weight(pallet) + parcel.weight_g
    height = stack_height(pallet) + parcel.height_mm
    return weight <= max_weight_g and height <= max_height_mm


def first_fit(parcels: list[Parcel], max_weight_g: int, max_height_mm: int) -> list[list[Parcel]]:
    """Pallets loaded first-fit decreasing: each parcel of load_order goes on
    the first (lowest-numbered) pallet it fits on, or opens a new pallet. A
    parcel too heavy or too tall for an empty pallet is not loaded at all."""
    pallets: list[list[Parcel]] = []
    for parcel in load_order(parcels):
        if not fits([], parcel, max_weight_g, max_height_mm):
            continue
        for pallet in pallets:
            if fits(pallet, parcel, max_weight_g, max_height_mm):
                pallet.append(parcel)
                break
        else:
            pallets.append([parcel])
    return pallets


def kilos(grams: int) -> str:
    """A weight in grams as kilograms with one decimal, rounded half up to
    the nearest 100 g: 1250 gives "1.3", 1249 gives "1.2", 0 gives "0.0".

    >>> kilos(1250), kilos(1249), kilos(50)
    ('1.3', '1.2', '0.1')
    """
    tenths = (grams + 50) // 100
    return f"{tenths // 10}.{tenths % 10}"


def not_loaded(parcels: list[Parcel], max_weight_g: int, max_height_mm: int) -> list[str]:
    """The labels, sorted alphabetically (duplicates kept), of the parcels that
    do not fit even on an empty pallet: heavier than max_weight_g or taller
    than max_height_mm (exactly the limit fits).

    >>> not_loaded([Parcel("B2", 9, 9), Parcel("A1", 11, 1), Parcel("C3", 10, 10)], 10, 10)
    ['A1']
    """
    return sorted(parcel.label for parcel in parcels if not fits([], parcel, max_weight_g, max_height_mm))


def manifest(parcels: list[Parcel], max_weight_g: int = 500_000, max_height_mm: int = 1800) -> list[str]:
    """One line per pallet, numbered from 1 in first_fit order: "pallet N:
    LABELS (W kg)", LABELS the pallet's labels in loading order joined by ", "
    and W its total weight in kilos; then, if any parcel could not be loaded,
    a last line "not loaded: LABELS" with those labels sorted alphabetically."""
    pallets = first_fit(parcels, max_weight_g, max_height_mm)
    lines = []
    for number, pallet in enumerate(pallets, start=1):
        labels = ", ".join(item.label for item in pallet)
        weight = kilos(pallet_weight(pallet))
        lines.append(f"pallet {number}: {labels} ({weight} kg)")
    left = not_loaded(parcels, max_weight_g, max_height_mm)
    if left:
        lines.append("not loaded: " + ", ".join(left))
    return lines


def clean_manifest(parcels: list[Parcel], max_weight_g: int = 500_000, max_height_mm: int = 1800) -> list[str]:
    from decimal import ROUND_HALF_UP, Decimal

    queue = sorted(range(len(parcels)), key=lambda i: (-parcels[i].weight_g, -parcels[i].height_mm, parcels[i].label))
    loads: list[list[int]] = []
    room: list[list[int]] = []
    rejected = []
    for i in queue:
        p = parcels[i]
        if p.weight_g > max_weight_g or p.height_mm > max_height_mm:
            rejected.append(p.label)
            continue
        for k, (w, h) in enumerate(room):
            if p.weight_g <= w and p.height_mm <= h:
                loads[k].append(i)
                room[k] = [w - p.weight_g, h - p.height_mm]
                break
        else:
            loads.append([i])
            room.append([max_weight_g - p.weight_g, max_height_mm - p.height_mm])
    out = []
    for k, load in enumerate(loads):
        grams = sum(parcels[i].weight_g for i in load)
        kg = (Decimal(grams) / 1000).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
        out.append(f"pallet {k + 1}: {', '.join(parcels[i].label for i in load)} ({kg} kg)")
    if rejected:
        out.append("not loaded: " + ", ".join(sorted(rejected)))
    return out


_PARCEL = st.builds(Parcel, label=st.sampled_from(["A1", "B2", "C3", "D4", "E5", "F6"]),
                    weight_g=st.integers(0, 300_000), height_mm=st.integers(50, 1200))
_PARCELS = st.lists(_PARCEL, max_size=10)

STRATEGIES = {
    "load_order": {"parcels": _PARCELS},
    "pallet_weight": {"pallet": _PARCELS},
    "stack_height": {"pallet": _PARCELS},
    "not_loaded": {"parcels": _PARCELS, "max_weight_g": st.sampled_from([100_000, 500_000]),
                   "max_height_mm": st.sampled_from([1000, 1800])},
    "fits": {"pallet": _PARCELS, "parcel": _PARCEL, "max_weight_g": st.sampled_from([100_000, 500_000]),
             "max_height_mm": st.sampled_from([1000, 1800])},
    "first_fit": {"parcels": _PARCELS, "max_weight_g": st.sampled_from([100_000, 500_000]),
                  "max_height_mm": st.sampled_from([1000, 1800])},
    "kilos": {"grams": st.integers(0, 10**6)},
    "manifest": {"parcels": _PARCELS, "max_weight_g": st.sampled_from([100_000, 500_000]),
                 "max_height_mm": st.sampled_from([1000, 1800])},
}
SEED = {
    "domain": "logistics",
    "keywords": ["pallet", "first fit decreasing", "weight limit", "stack height", "manifest"],
    "tags": ["bin-packing", "sorting", "for-else", "namedtuple", "keyword-default"],
    "kind": "module",
}
