"""Text: decide whether a phrase is a palindrome, ignoring punctuation and case."""
from hypothesis import strategies as st


def is_palindrome_phrase(phrase: str) -> bool:
    """True when phrase reads the same backwards considering only its letters and digits
    and ignoring case ("Never odd, or even" is a palindrome). Spaces and punctuation are
    skipped. A phrase with no letters or digits at all (including "") counts as a
    palindrome."""
    i, j = 0, len(phrase) - 1
    while i < j:
        if not phrase[i].isalnum():
            i += 1
        elif not phrase[j].isalnum():
            j -= 1
        elif phrase[i].lower() != phrase[j].lower():
            return False
        else:
            i += 1
            j -= 1
    return True


def clean_is_palindrome_phrase(phrase: str) -> bool:
    kept = [ch.lower() for ch in phrase if ch.isalnum()]
    return kept == kept[::-1]


STRATEGIES = {
    "phrase": st.one_of(
        st.text(alphabet="abA ,", max_size=12),
        st.text(alphabet="ab ,", max_size=6).map(lambda half: half + half[::-1].upper()),
    )
}
SEED = {
    "domain": "text",
    "keywords": ["palindrome", "two pointers", "normalise"],
    "tags": ["loop", "index", "early-return", "string", "boundary"],
}
