"""The key's groups per fault (generator/corpus/keygroups.py): plain explanations of every operator
family are credited, unrelated ones are not, a thorough correct answer is never zeroed by the
anti-stuffing rule, and the stuffing paragraph earns nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from audit.responders import stuffing_paragraph
from generator.corpus.keygroups import key_groups, repair_phrases
from generator.corpus.keyterms import is_code_phrase, is_token_phrase, phrase_forms
from operators.engine import FunctionMutator
from operators.registry import all_operators
from operators.vocabulary import CONCEPTS, MECHANISMS, concepts_of
from scoring.keywords import MECHANISM_FAMILIES, STUFFING_SLACK, credited_groups

# One plain explanation per mechanism, in a blind reviewer's words (none copied from the groups).
PLAIN = {
    "inverted condition": "The overdraft test is inverted: it rejects exactly the withdrawals it should allow.",
    "missing negation": "The check is backwards, so tokens that start with @ are skipped instead of kept.",
    "wrong comparison operator": "It returns the amount only when the total is strictly above the cap, not at it.",
    "off-by-one": "The loop stops one short of the end, so the last reading is never counted.",
    "wrong constant (off-by-one)": "The bound check uses 126, so the highest legal note is rejected; the limit is wrong.",
    "wrong arithmetic operator": "The percentage multiplies the passing count by the number of units; it must divide.",
    "missing sign change": "The result has the wrong sign: a refund comes out positive.",
    "accumulator overwritten instead of updated": "running is overwritten with the current weight each time.",
    "swapped arguments": "The arguments of get are swapped, so the lookup uses 0 as the key.",
    "wrong rounding": "It rounds down where the count of boxes has to be rounded up.",
    "wrong division (true vs floor)": "It uses floor division, so every fractional part of the fee is lost.",
    "wrong function or method": "The unit is put through the wrong method: upper-casing it means nothing matches.",
    "missing condition in a logical connector": "Only hours before six are counted; the evening clause is missing.",
    "missing edge-case guard": "The function never validates the month, so 13 crashes instead of giving -1.",
    "missing statement": "The quantity is never added to the totals, so valid rows are dropped.",
    "missing term": "The tail is left out: the days after the last fill are never counted.",
    "sign error": "The correction has the opposite sign and pushes the value the other way.",
    "wrong loop control": "The loop stops early at the first match and the rest are never read.",
    "mutable default argument": "The mutable default list is shared between calls, so results pile up.",
    "excess condition": "An extra condition skips zero amounts, which are valid and must be counted.",
    "wrong variable": "The zero check tests the original deficit; the variable is mixed up with the remaining one.",
}

# A remark that names no defect at all (its words belong to no family).
UNRELATED = "The docstring example for a schedule of three meetings gives the expected label; that part looks fine."


def _groups(mechanism: str) -> tuple[tuple[str, ...], ...]:
    return key_groups((), (mechanism,), "", "")


def _share(text: str, groups: tuple[tuple[str, ...], ...]) -> float:
    return credited_groups(text, groups) / len(groups)


def test_every_mechanism_an_operator_plants_has_plain_vocabulary() -> None:
    labels = set()
    for op in all_operators():
        labels.add(op.mechanism)
        for example in op.examples:
            if example.must_not_fire:
                continue
            for edit in FunctionMutator(example.before).plan([op]):
                labels.add(edit.replacement.mechanism or op.mechanism)
    assert labels and all(concepts_of(label) for label in labels), sorted(x for x in labels if not concepts_of(x))
    assert set(PLAIN) <= set(MECHANISMS) | labels


def test_a_plain_explanation_of_each_mechanism_is_credited() -> None:
    missed = [m for m, text in PLAIN.items() if _share(text, _groups(m)) < 1]
    assert not missed, missed


def test_an_unrelated_explanation_is_credited_for_no_mechanism() -> None:
    assert [m for m in PLAIN if credited_groups(UNRELATED, _groups(m))] == []


def test_explanations_of_distant_families_do_not_credit_each_other() -> None:
    pairs = [
        ("wrong arithmetic operator", "inverted condition"),
        ("mutable default argument", "wrong arithmetic operator"),
        ("wrong division (true vs floor)", "inverted condition"),
        ("inverted condition", "wrong division (true vs floor)"),
        ("missing edge-case guard", "wrong arithmetic operator"),
        ("wrong loop control", "mutable default argument"),
    ]
    for mechanism, other in pairs:
        assert credited_groups(PLAIN[other], _groups(mechanism)) == 0, (mechanism, other)


FIXED = '''def window(today: int) -> int:
    """First day of the 180-day window ending today."""
    start = today - 179
    return start
'''
DEFECTIVE = FIXED.replace("today - 179", "today + 179")


def test_writing_the_fix_is_credited_and_quoting_the_defect_is_not() -> None:
    assert repair_phrases(DEFECTIVE, FIXED) == (("today - 179", "start = today - 179"),)
    groups = key_groups((), ("wrong arithmetic operator",), DEFECTIVE, FIXED)
    assert credited_groups("The start should be today - 179, not what the code computes.", groups) == 1
    assert credited_groups("The code computes start = today + 179 here.", groups) == 0


def test_one_group_per_fault_and_naming_one_of_two_faults_earns_half() -> None:
    groups = key_groups((), ("wrong variable", "missing edge-case guard"), "", "")
    assert len(groups) == 2
    assert _share(PLAIN["missing edge-case guard"], groups) == 0.5


def test_inflected_forms_are_real_words() -> None:
    assert {"never checked", "never checks"} <= set(phrase_forms("never check"))
    assert "left out" in phrase_forms("leave out")
    assert phrase_forms("x.isdigit()") == ("x.isdigit()",)
    made_up = {"forgots", "forgotting", "withouts", "arithmeticking", "oppositing", "swaped", "numbs", "flippest"}
    words = {w for phrases in CONCEPTS.values() for p in phrases for f in phrase_forms(p) for w in f.split()}
    assert not words & made_up
    assert {"forgotten", "omitted", "swapping", "inverts"} <= words


_AUTHORED = st.lists(
    st.lists(
        st.sampled_from(["i", "0", "<", "<=", "int(number)", "total_kg", "remaining", "off by one", "x"]), min_size=1
    ),
    max_size=3,
)


@settings(max_examples=60, deadline=None)
@given(authored=_AUTHORED, mechanism=st.sampled_from(sorted(MECHANISMS)))
def test_no_group_is_code_alone_nor_holds_a_token_phrase(authored: list[list[str]], mechanism: str) -> None:
    groups = key_groups(tuple(map(tuple, authored)), (mechanism,), "", "")
    assert groups
    for group in groups:
        assert not all(is_code_phrase(p) for p in group)
        assert not any(is_token_phrase(p) for p in group)


_FAMILY_CUES = [cues[0] for cues in MECHANISM_FAMILIES.values()]


@settings(max_examples=80, deadline=None)
@given(
    mechanisms=st.lists(st.sampled_from(sorted(MECHANISMS)), min_size=1, max_size=2),
    picks=st.data(),
    others=st.lists(st.sampled_from(_FAMILY_CUES), max_size=STUFFING_SLACK, unique=True),
    filler=st.sampled_from(["", "I traced the call by hand.", "For example f(0) returns 3."]),
)
def test_a_correct_thorough_answer_is_never_zeroed(mechanisms, picks, others, filler) -> None:
    groups = key_groups((), tuple(mechanisms), "", "")
    named = [picks.draw(st.sampled_from(group)) for group in groups]
    text = f"The defect: {'; '.join(named)}. {filler} It is not {', nor '.join(others) or 'anything else'}."
    assert credited_groups(text, groups) == len(groups)


def test_the_stuffing_paragraph_earns_nothing_on_any_mechanism() -> None:
    paragraph = stuffing_paragraph()
    for mechanism in MECHANISMS:
        for pair in ((mechanism,), (mechanism, "wrong variable")):
            assert credited_groups(paragraph, key_groups((), pair, "", "")) == 0, pair


@settings(max_examples=60, deadline=None)
@given(
    mechanisms=st.lists(st.sampled_from(sorted(MECHANISMS)), min_size=1, max_size=3),
    owned=st.lists(st.sampled_from(_FAMILY_CUES), max_size=len(_FAMILY_CUES), unique=True),
)
def test_the_stuffing_paragraph_with_the_snippets_names_earns_nothing_however_many_families_the_key_owns(
    mechanisms, owned
) -> None:
    # A hard item's groups can hold cues of most families (authored phrases, overlapping concepts):
    # the family count alone then lets the paragraph through (2028Q2 failed its audit so); the
    # count of foreign vocabulary phrases does not.
    groups = key_groups((tuple(owned),) if owned else (), tuple(mechanisms), "", "")
    paragraph = stuffing_paragraph() + " It concerns rebate_total, total, rate."
    assert credited_groups(paragraph, groups, ("rebate_total", "total")) == 0


def test_a_word_the_disguise_renamed_away_is_left_out_so_verify_finds_no_carried_name() -> None:
    from generator.corpus.keyterms import identifier_problems

    original = "def f(limit: int, n: int) -> bool:\n    return n > limit\n"
    disguised = "def g(cap: int, n: int) -> bool:\n    return n >= cap\n"
    fixed = "def g(cap: int, n: int) -> bool:\n    return n > cap\n"
    groups = key_groups(
        (("limit", "wrong limit"),), ("wrong comparison operator",), disguised, fixed, [("limit", "cap")]
    )
    phrases = {p for g in groups for p in g}
    assert "cap" in phrases and "limit" not in phrases and "n > cap" in phrases
    assert identifier_problems([list(g) for g in groups], disguised, [original]) == []
