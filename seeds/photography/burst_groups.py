"""Photography: group camera shots into bursts."""
from hypothesis import strategies as st


def burst_groups(stamps_ms: list[int], gap_ms: int = 250, min_shots: int = 3) -> list[tuple[int, int]]:
    """stamps_ms are shot times in milliseconds, ascending. Consecutive shots at most
    gap_ms apart (inclusive) belong to the same burst. Return (index_of_first_shot,
    number_of_shots) for every burst with at least min_shots shots, in order. No shots
    -> [].
    """
    bursts = []
    start = 0
    for i in range(1, len(stamps_ms) + 1):
        if i == len(stamps_ms) or stamps_ms[i] - stamps_ms[i - 1] > gap_ms:
            if i - start >= min_shots:
                bursts.append((start, i - start))
            start = i
    return bursts


def clean_burst_groups(stamps_ms: list[int], gap_ms: int = 250, min_shots: int = 3) -> list[tuple[int, int]]:
    """stamps_ms are shot times in milliseconds, ascending. Consecutive shots at most
    gap_ms apart (inclusive) belong to the same burst. Return (index_of_first_shot,
    number_of_shots) for every burst with at least min_shots shots, in order. No shots
    -> [].
    """
    groups: list[list[int]] = []
    for index, stamp in enumerate(stamps_ms):
        if groups and stamp <= stamps_ms[groups[-1][-1]] + gap_ms:
            groups[-1].append(index)
        else:
            groups.append([index])
    return [(group[0], len(group)) for group in groups if len(group) >= min_shots]


STRATEGIES = {
    "stamps_ms": st.lists(st.sampled_from([0, 100, 249, 250, 251, 500, 501, 900, 1000, 1251]), max_size=9).map(sorted),
    "gap_ms": st.sampled_from([0, 250, 251]),
    "min_shots": st.integers(0, 4),
}
SEED = {"domain": "photography", "keywords": ["burst", "consecutive shots", "grouping"],
        "tags": ["loop", "index", "boundary", "off-by-one", "boolean"]}
