"""Transit: find trains that clash at a platform."""
from hypothesis import strategies as st


def platform_conflicts(trains: list[tuple[str, int, int, int]], buffer: int = 2) -> list[tuple[str, str]]:
    """trains are (train_id, platform, arrive_minute, depart_minute) with depart at or after
    arrive. Two trains at the same platform conflict when one arrives less than `buffer`
    minutes after the other departs, or while the other is still there (arriving exactly
    `buffer` minutes after a departure is fine). Return each conflicting pair once as
    (earlier listed id, later listed id), in the order of the first train's position in
    `trains`, then the second's.
    """
    clashes = []
    for i in range(len(trains)):
        a_id, a_platform, a_arr, a_dep = trains[i]
        for j in range(i + 1, len(trains)):
            b_id, b_platform, b_arr, b_dep = trains[j]
            if a_platform != b_platform:
                continue
            if b_arr < a_dep + buffer and a_arr < b_dep + buffer:
                clashes.append((a_id, b_id))
    return clashes


def clean_platform_conflicts(trains: list[tuple[str, int, int, int]], buffer: int = 2) -> list[tuple[str, str]]:
    """trains are (train_id, platform, arrive_minute, depart_minute) with depart at or after
    arrive. Two trains at the same platform conflict when one arrives less than `buffer`
    minutes after the other departs, or while the other is still there (arriving exactly
    `buffer` minutes after a departure is fine). Return each conflicting pair once as
    (earlier listed id, later listed id), in the order of the first train's position in
    `trains`, then the second's.
    """
    pairs = []
    for i, first in enumerate(trains):
        for second in trains[i + 1:]:
            if first[1] == second[1]:
                gap_after_first = second[2] - first[3]
                gap_after_second = first[2] - second[3]
                if not (gap_after_first >= buffer or gap_after_second >= buffer):
                    pairs.append((first[0], second[0]))
    return pairs


STRATEGIES = {
    "trains": st.lists(st.tuples(st.sampled_from(["IC1", "RE2", "S3", "ICE4", "TGV5"]), st.integers(1, 2),
                                 st.integers(0, 20), st.integers(0, 6)).map(lambda t: (t[0], t[1], t[2], t[2] + t[3])),
                       max_size=5),
    "buffer": st.integers(0, 3),
}
SEED = {"domain": "transit", "keywords": ["platform conflict", "interval overlap", "buffer time"],
        "tags": ["nested", "index", "boundary", "boolean", "pairs"]}
