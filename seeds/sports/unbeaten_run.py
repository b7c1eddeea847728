"""Sports: find a team's longest unbeaten run."""
import re

from hypothesis import strategies as st


def longest_unbeaten_run(results: str) -> int:
    """Return the longest run of consecutive matches without a loss.

    results is a string of "W" (win), "D" (draw) and "L" (loss), oldest first; any other
    character is ignored entirely (it neither extends nor breaks a run). Wins and draws
    both extend a run; a loss ends it. An empty string gives 0.
    """
    best = current = 0
    for ch in results:
        if ch == "W" or ch == "D":
            current += 1
            if current > best:
                best = current
        elif ch == "L":
            current = 0
    return best


def clean_longest_unbeaten_run(results: str) -> int:
    stretches = re.sub("[^WDL]", "", results).split("L")
    return max(len(s) for s in stretches)


STRATEGIES = {"results": st.text(alphabet="WDL-", max_size=12)}
SEED = {"domain": "sports", "keywords": ["unbeaten run", "streak", "form guide"],
        "tags": ["boolean", "loop", "string", "accumulator"]}
