"""Music: run-length encode a drum-machine step pattern."""
from itertools import groupby

from hypothesis import strategies as st


def compress_pattern(steps: str) -> str:
    """Run-length encode a step pattern: every run of identical characters becomes
    <count><character>, so "xx..x" gives "2x2.1x".

    Counts are single digits: a run longer than 9 is split into pieces of 9 followed by
    the rest ("x" * 11 gives "9x2x"). An empty pattern gives "".
    """
    out = []
    run = 0
    for i in range(len(steps)):
        run += 1
        last = i == len(steps) - 1
        if last or steps[i + 1] != steps[i] or run == 9:
            out.append(f"{run}{steps[i]}")
            run = 0
    return "".join(out)


def clean_compress_pattern(steps: str) -> str:
    pieces = []
    for char, run in groupby(steps):
        length = len(list(run))
        nines, rest = divmod(length, 9)
        pieces.extend(["9" + char] * nines)
        if rest:
            pieces.append(str(rest) + char)
    return "".join(pieces)


STRATEGIES = {
    "steps": st.one_of(st.text(alphabet="x.o", max_size=14),
                       st.sampled_from(["x" * 9, "x" * 10, "x" * 11 + "..", "." * 18 + "x"])),
}
SEED = {"domain": "music", "keywords": ["run-length encoding", "drum pattern", "step sequencer"],
        "tags": ["string", "boolean", "index", "nested", "loop"]}
