"""Manufacturing: run-length encode a pass/fail inspection log."""
import itertools

from hypothesis import strategies as st


def encode_inspection(results: str) -> str:
    """Run-length encode an inspection log made of 'P' (pass) and 'F' (fail)
    characters: every maximal run becomes its length followed by the letter, e.g.
    'PPPFP' -> '3P1F1P' and 'FFFFFFFFFFFF' -> '12F'. An empty log encodes to ''."""
    if not results:
        return ""
    parts = []
    count = 1
    for i in range(1, len(results)):
        if results[i] == results[i - 1]:
            count += 1
        else:
            parts.append(f"{count}{results[i - 1]}")
            count = 1
    parts.append(f"{count}{results[-1]}")
    return "".join(parts)


def clean_encode_inspection(results: str) -> str:
    return "".join(f"{len(list(run))}{letter}" for letter, run in itertools.groupby(results))


STRATEGIES = {"results": st.text(alphabet="PPF", max_size=14)}
SEED = {
    "domain": "manufacturing",
    "keywords": ["run-length encoding", "inspection log"],
    "tags": ["guard", "string", "index", "loop"],
}
