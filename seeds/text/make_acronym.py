"""Text: build an acronym from a phrase."""
from hypothesis import strategies as st


def make_acronym(phrase: str, skip: tuple[str, ...] = ("of", "and", "the", "for")) -> str:
    """Return the upper-cased first letters of the words of `phrase`. Words are separated by
    spaces or hyphens (runs of them count as one separator). Words in `skip` (compared
    case-insensitively) are left out unless they are the first word. A word that does not
    start with a letter contributes nothing. "" -> "". The phrase holds no white space
    other than the space character.
    """
    letters = []
    words = phrase.replace("-", " ").split()
    for position, word in enumerate(words):
        if position > 0 and word.lower() in skip:
            continue
        if word[0].isalpha():
            letters.append(word[0].upper())
    return "".join(letters)


def clean_make_acronym(phrase: str, skip: tuple[str, ...] = ("of", "and", "the", "for")) -> str:
    """Return the upper-cased first letters of the words of `phrase`. Words are separated by
    spaces or hyphens (runs of them count as one separator). Words in `skip` (compared
    case-insensitively) are left out unless they are the first word. A word that does not
    start with a letter contributes nothing. "" -> "".
    """
    import re

    result = ""
    first = True
    for word in re.split(r"[ -]+", phrase):
        if not word:
            continue
        if first or word.lower() not in skip:
            result += word[0].upper() if word[0].isalpha() else ""
        first = False
    return result


def precondition(phrase: str, skip: tuple[str, ...] = ("of", "and", "the", "for")) -> bool:
    return all(ch == " " or not ch.isspace() for ch in phrase)


STRATEGIES = {
    "phrase": st.one_of(
        st.lists(st.sampled_from(["the", "Bank", "of", "england", "-", "self-contained", "3d", "Über", "AND", "for"]),
                 max_size=5).map(" ".join),
        st.sampled_from(["", "  ", "Portable Network Graphics", "The Lord of the Rings", "state-of-the-art", "--x"]),
    ),
    "skip": st.sampled_from([("of", "and", "the", "for"), (), ("the",)]),
}
SEED = {"domain": "text", "keywords": ["acronym", "stop words", "initials"],
        "tags": ["string", "loop", "boolean", "guard", "default"]}
