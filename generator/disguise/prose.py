"""English word rules for rewriting a specification into another domain: plurals, units,
notation, and whether a word is used as a noun or a verb in a sentence."""

from __future__ import annotations

import functools
import re


def case_like(template: str, word: str) -> str:
    if template.isupper() and len(template) > 1 and not word.isupper():
        return word.upper() if "_" not in word else word
    if template[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


# Words that carry the rules of a spec (or are plain English) and are never moved as domain words,
# even when a pack lists them (retail's "order" is also "in any order"). Parameters and locals with
# these names are still renamed as identifiers.
_GENERIC_WORDS = """
    a about above across active add added after again against age all along also amount amounts an and
    any apart are area as ascending at average axis base be before below best between bin bins bit bits
    block blocks both bound bounds but by byte bytes calendar can case cell cells cent cents character
    characters check checked classify clock clockwise close closed code codes col column columns collect
    compare complete completed consecutive convert count counted counts cumulative current cycle daily
    data date dates day days decimal decimals default degree degrees descending difference digit digits
    display distance divide divided division does dollar dollars double doubled down draw drop dropped
    each earliest edge edges elapsed else empty end ends entries entry equal equals estimate euro euros
    evaluate even every exact exactly except exclusive fail failed false fewer field fill fills final
    fine first five floor for format formula four fraction free frequent from front full gap gaps gauge
    given gives good gram grams greater greedily greedy group groups half halves has have head height
    high higher highest hold holds hour hours how however ignored in inclusive index indices input
    integer interval intervals into is it item items its just kept key keys kilometre kwh label largest
    last late later least left length lengths less letter letters level levels limit limits line lines
    list lists listing local long longer longest low lower lowest main make map maps mark max maximum
    mean median merge merged metre metres middle min minimum minus minute minutes missing mod modulo
    month monthly months more most moving multiple name names nearest need needed needs negative never
    new next no none not nothing now number numbers odd of off on once one ones only open opens or order
    ordered orders other out outside over own pair pairs part partial parts pass passes pct per percent
    percentage percentile period plain rfc iso ieee plus point points position positive present previous
    range ranges rank rate rates ratio reached read remaining rest result results return returned
    returns right round rounded rounding row rows rule rules run running runs same scale second seconds
    sequence series set side sides simple single size sizes sliding slot slots small smaller smallest
    sort sorted split square squares start starts stay step steps strictly string strings sub sum ten
    text than that the their them then there these they this three through time times title to today too
    total totals trailing true two under unit units unless until up upper used valid value values week
    weekday weekdays weeks when whether which while whole whose width window windows with within word
    words year years yes zero
"""
GENERIC = frozenset(_GENERIC_WORDS.split())
FUNCTION_WORDS = frozenset({"a", "an", "i", "in", "is", "at", "by", "to", "or", "on", "as", "it", "be", "of", "no"})
_AFTER_IDENTIFIER_WORDS = """
    is are and or has have to with as if then equals in of by for than was were comes goes gives may
    must does do can holds lies means
"""
AFTER_IDENTIFIER = frozenset(_AFTER_IDENTIFIER_WORDS.split())
PROSE_ROLES = ("amounts", "counts", "limits", "rates")  # quantities; every other role reads as a noun
QUOTED = r'(?<![\w])"[^"\n]*"|(?<![\w])\'[^\'\n]*\'(?![\w])'
SNAKE_WORD = re.compile(r"(?<![\w])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w])")
TUPLE = re.compile(r"\(\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+)\s*\)")
WORD = re.compile(r"[A-Za-z]+")


def singular_of(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def plural_of(phrase: str) -> str:
    head, _, last = phrase.rpartition(" ")
    if last.endswith("y") and len(last) > 2 and last[-2] not in "aeiou":
        last = last[:-1] + "ies"
    elif last.endswith(("s", "x", "ch", "sh")):
        last += "es"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def prose_word(word: str) -> str:
    return word.replace("_", " ")


_UNITS = frozenset(["cents", "cent", "pct", "percent", "bp"])  # X_cents is "X in cents"; bag_grams is not "bag"


def unit_core(name: str) -> tuple[str, ...]:
    """The words of an identifier without unit words: ``subtotal_cents`` -> ``('subtotal',)``."""
    return tuple(w for w in re.split(r"[_\d]+", name.lower()) if w and w not in _UNITS)


def is_notation(name: str) -> bool:
    """``x_i``, ``upper_1``, ``name_j``: maths notation (a one-letter or numeric part), not a name."""
    return any(len(part) <= 1 or part.isdigit() for part in name.lower().split("_"))


def present(text: str, phrase: str) -> bool:
    return re.search(r"(?<![\w])" + re.escape(phrase) + r"(?![\w])", text, re.IGNORECASE) is not None


_DETERMINERS = r"(?:a|an|the|each|every|no|its|their|any|one|per|this|of|two|all|same|later|first|last)"
_VERB_CUES = r"(?:not|may|must|do|does|did|can|cannot|will|would|never|it|they|who|then|also|still)"
# "to charge" is a verb, "append to ports" is not
_TO_NOT_VERB = (
    r"(?:append|appended|appends|add|added|adds|go|goes|back|up|equal|compared|belongs|from|close|next|"
    r"due|relative|moved|moves|sent|assigned|given|handed|applied|applies|converted|set|wraps|clamped|rounded)"
)


_OBJECT_CUES = frozenset(
    [
        "the",
        "a",
        "an",
        "its",
        "their",
        "it",
        "them",
        "nothing",
        "anything",
        "every",
        "each",
        "both",
        "all",
        "when",
        "no",
    ]
)
_NOUN_CONTEXT = frozenset(
    [
        "of",
        "the",
        "a",
        "an",
        "no",
        "each",
        "every",
        "its",
        "their",
        "in",
        "on",
        "for",
        "per",
        "all",
        "any",
        "many",
        "few",
        "more",
        "fewer",
        "two",
        "three",
        "and",
        "or",
        ",",
        "(",
        ";",
        ":",
    ]
)


@functools.lru_cache(maxsize=512)
def _cued(text: str, cues: str) -> frozenset[str]:
    found = set(re.findall(rf"(?<![\w]){cues}\s+(?=([a-z]+)(?![\w]))", text))  # overlapping: 'do not overlap'
    if cues == _VERB_CUES:
        found |= set(re.findall(rf"(?<![\w])(?!{_TO_NOT_VERB}\s)[a-z]+\s+to\s+(?=([a-z]+)(?![\w]))", text))
    return frozenset(found)


@functools.lru_cache(maxsize=512)
def _before_object(text: str) -> frozenset[str]:
    """Words used like a verb with an object (``a pattern matches the path``): followed by an
    article or pronoun and not preceded by a determiner or preposition."""
    tokens = ["."] + re.findall(r"[a-z_0-9]+|[^\sa-z_0-9]", text)  # a sentence start ('Plan the ...') counts
    return frozenset(
        tokens[i]
        for i in range(1, len(tokens) - 1)
        if tokens[i + 1] in _OBJECT_CUES and tokens[i - 1] not in _NOUN_CONTEXT
    )


def used_as_noun(text: str, word: str) -> bool:
    """Evidence that ``word`` (or its plural) is a noun in ``text``: a determiner before it, or a
    plural form."""
    forms = {word, singular_of(word), plural_of(singular_of(word))}
    return bool(forms & _cued(text, _DETERMINERS)) or (
        word != singular_of(word) and word in set(WORD.findall(text)) and not used_as_verb(text, word)
    )


def used_as_verb(text: str, word: str) -> bool:
    """Evidence that ``word`` is (also) a verb in ``text``: ``to charge``, ``do not overlap``,
    ``matches the path``, ``breaks when``."""
    return word in _cued(text, _VERB_CUES) or word in _before_object(text)
