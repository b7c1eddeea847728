"""Healthcare: how many blister packs a pharmacy's dispensing run seals."""
from hypothesis import strategies as st


def sealed_packs(tablets_mg: list[int], dose_mg: int, cells: int) -> int:
    """A dispensing machine drops tablets in order into the open blister pack; a tablet whose
    strength differs from dose_mg is rejected and skipped. When a tablet arrives and the open
    pack has no free cell left (it holds `cells` tablets), that pack is sealed and the tablet
    starts a new one. At the end of the run the open pack is sealed too when it is full.
    Return how many packs are sealed. cells is at least 1."""
    sealed = 0
    filled = 0
    for strength in tablets_mg:
        if strength != dose_mg:
            continue
        if filled < cells:
            filled += 1
        else:
            sealed += 1
            filled = 1
    if filled >= cells:
        sealed += 1
    return sealed


def clean_sealed_packs(tablets_mg: list[int], dose_mg: int, cells: int) -> int:
    good = 0
    for mg in tablets_mg:
        if mg == dose_mg:
            good += 1
    sealed = 0
    for first in range(0, good, cells):
        if good - first < cells:
            break
        sealed += 1
    return sealed


def precondition(tablets_mg: list[int], dose_mg: int, cells: int) -> bool:
    return cells >= 1


STRATEGIES = {
    "tablets_mg": st.lists(st.sampled_from([5, 10, 10, 20]), max_size=14),
    "dose_mg": st.sampled_from([10]),
    "cells": st.sampled_from([1, 2, 3, 7]),
}
SEED = {"domain": "healthcare", "keywords": ["blister pack", "dispensing", "tablets"],
        "tags": ["loop", "boundary", "branch", "accumulator"]}
