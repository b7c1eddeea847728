"""Text: find the most frequent words in a text."""
from hypothesis import strategies as st


def top_words(text: str, k: int = 3, min_length: int = 1) -> list[tuple[str, int]]:
    """Words are maximal runs of letters (str.isalpha, so accented letters count),
    compared in lower case. Ignore words shorter than min_length. Return the k most
    frequent words as (word, count), most frequent first; words with equal counts are
    ordered by where they first appear in the text. Fewer distinct words than k -> all of them. k <= 0 -> [].
    """
    counts: dict[str, int] = {}
    word = ""
    for ch in text + " ":
        if ch.isalpha():
            word += ch.lower()
            continue
        if len(word) >= min_length and word:
            counts[word] = counts.get(word, 0) + 1
        word = ""
    ranked = sorted(counts.items(), key=lambda item: -item[1])
    return ranked[:max(k, 0)]


def clean_top_words(text: str, k: int = 3, min_length: int = 1) -> list[tuple[str, int]]:
    """Words are maximal runs of letters (str.isalpha, so accented letters count),
    compared in lower case. Ignore words shorter than min_length. Return the k most
    frequent words as (word, count), most frequent first; words with equal counts are
    ordered by where they first appear in the text. Fewer distinct words than k -> all of them. k <= 0 -> [].
    """
    tokens = []
    current = []
    for ch in text:
        if ch.isalpha():
            current.append(ch)
        elif current:
            tokens.append("".join(current).lower())
            current = []
    if current:
        tokens.append("".join(current).lower())
    tokens = [t for t in tokens if len(t) >= min_length]
    order = list(dict.fromkeys(tokens))
    order.sort(key=lambda w: tokens.count(w), reverse=True)
    return [(w, tokens.count(w)) for w in order[:k]] if k > 0 else []


STRATEGIES = {
    "text": st.one_of(st.text(alphabet="ab Aé.,", max_size=20),
                      st.sampled_from(["The cat and the hat", "Ça va? ça VA!", "", "a a b b c", "x1y1x"])),
    "k": st.integers(-1, 4),
    "min_length": st.integers(0, 3),
}
SEED = {"domain": "text", "keywords": ["word frequency", "tie order", "top k"],
        "tags": ["string", "dict", "sort", "tie", "slice"]}
