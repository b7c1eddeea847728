"""Human resources: total worked minutes with quarter-hour punch rounding."""
from hypothesis import strategies as st


def rounded_punches(punches: list[tuple[int, int]]) -> int:
    """punches are (clock_in, clock_out) in minutes after midnight. Each punch is rounded to
    the nearest quarter hour under the 7-minute rule: 1 to 7 minutes past a quarter round
    down, 8 to 14 minutes past round up. Return the total of (rounded out - rounded in)
    over all punches, counting a pair whose rounded out is not after its rounded in as 0.
    """
    worked = 0
    for clock_in, clock_out in punches:
        start = (clock_in + 7) // 15 * 15
        end = (clock_out + 7) // 15 * 15
        if end > start:
            worked += end - start
    return worked


def clean_rounded_punches(punches: list[tuple[int, int]]) -> int:
    """punches are (clock_in, clock_out) in minutes after midnight. Each punch is rounded to
    the nearest quarter hour under the 7-minute rule: 1 to 7 minutes past a quarter round
    down, 8 to 14 minutes past round up. Return the total of (rounded out - rounded in)
    over all punches, counting a pair whose rounded out is not after its rounded in as 0.
    """
    def snap(minute: int) -> int:
        past = minute % 15
        return minute - past if past <= 7 else minute - past + 15

    return sum(max(0, snap(b) - snap(a)) for a, b in punches)


STRATEGIES = {
    "punches": st.lists(st.tuples(st.sampled_from([480, 487, 488, 495, 502, 503, 0, 1439]),
                                  st.sampled_from([480, 487, 488, 1020, 1027, 1028, 1035])), max_size=4),
}
SEED = {"domain": "human_resources", "keywords": ["time clock", "7-minute rule", "quarter hour"],
        "tags": ["rounding", "floor-division", "boundary", "accumulator"]}
