"""Sports: decide the winner of a tennis tiebreak."""
from hypothesis import strategies as st


def tiebreak_winner(points: str) -> str | None:
    """Return "A" or "B", the winner of a tennis tiebreak, or None if it is unfinished.

    points lists who won each point, in order ("A" or "B"; other characters are
    ignored). A player wins on reaching at least 7 points with a lead of at least 2
    (7-5 wins, 7-6 does not, 8-6 does). Points after the winning point are ignored.
    """
    a = b = 0
    for p in points:
        if p == "A":
            a += 1
        elif p == "B":
            b += 1
        if a >= 7 and a - b >= 2:
            return "A"
        if b >= 7 and b - a >= 2:
            return "B"
    return None


def clean_tiebreak_winner(points: str) -> str | None:
    score = {"A": 0, "B": 0}
    for p in (c for c in points if c in score):
        score[p] += 1
        lead = score["A"] - score["B"]
        if max(score.values()) >= 7 and abs(lead) >= 2:
            return "A" if lead > 0 else "B"
    return None


STRATEGIES = {
    "points": st.one_of(st.text(alphabet="AB", min_size=6, max_size=20),
                        st.sampled_from(["AAAAAABBBBBA", "AAAAAABBBBBBA", "BBBBBBBAAAAA", "AAAAAAA", "BBBBBB.B"])),
}
SEED = {"domain": "sports", "keywords": ["tiebreak", "lead of two", "tennis scoring"],
        "tags": ["boolean", "boundary", "early-return", "string"]}
