"""Rules that hold for every key and every response: the reference responders and robustness."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.adjudication import voided
from scoring.baselines import baseline_sets
from scoring.keywords import normalize
from scoring.metrics import line_f1, score_responses
from scoring.model import Adjudication, Key, KeyRecord, ResponseSet
from scoring.parse import parse_response

phrases = st.text(min_size=1, max_size=14).filter(lambda p: bool(normalize(p)))
groups = st.lists(st.lists(phrases, min_size=1, max_size=3), min_size=1, max_size=3)
fault_lines = st.lists(st.integers(1, 80), min_size=1, max_size=4, unique=True)


@st.composite
def keys(draw: st.DrawFn) -> Key:
    tiers = draw(st.lists(st.sampled_from(["easy", "medium", "hard"]), min_size=1, max_size=3, unique=True))
    records: list[KeyRecord] = []
    counter = 0
    for tier in tiers:
        for item in range(draw(st.integers(1, 4))):
            item_id = f"i-{tier}-{item}"
            operators = tuple(draw(st.lists(st.sampled_from(["AOR", "ROR", "LCR", "SDL"]), min_size=1, max_size=2)))
            domain = draw(st.sampled_from(["music", "retail", "logistics"]))
            for variant in ("original", "disguised", "fixed", "clean"):
                defective = variant in ("original", "disguised")
                counter += 1
                lines = tuple(sorted(draw(fault_lines))) if defective else ()
                # every minimal repair's lines (scoring/metrics.line_f1 takes the best set)
                others = draw(st.lists(fault_lines.map(lambda f: tuple(sorted(f))), max_size=2)) if defective else []
                records.append(
                    KeyRecord(
                        snippet_id=f"s{counter:04d}",
                        item_id=item_id,
                        variant=variant,
                        tier=tier,
                        defective=defective,
                        fault_lines=lines,
                        keywords=tuple(tuple(g) for g in draw(groups)) if defective else (),
                        operators=operators,
                        domain=domain,
                        accepted_fault_lines=(lines, *others) if others else (),
                    )
                )
    return Key(records=tuple(draw(st.permutations(records))), source="generated")


@given(keys())
def test_reference_responders_score_exactly_on_every_tier_of_any_key(key: Key) -> None:
    always_no, always_yes, oracle = (score_responses(key, s) for s in baseline_sets(key))
    for tier in always_no.tiers:
        assert tier.terms.score == Fraction(1, 6)
    for tier in always_yes.tiers:
        assert tier.terms.score == Fraction(-1, 2)
    for tier in oracle.tiers:
        t = tier.terms
        assert (t.detection, t.line_f1, t.keyword_recall, t.false_positive_rate, t.score) == (1, 1, 1, 0, 1)
    assert (always_no.average, always_yes.average, oracle.average) == (Fraction(1, 6), Fraction(-1, 2), 1)
    assert always_no.parse_failures == always_yes.parse_failures == oracle.parse_failures == 0


@given(keys(), st.data())
def test_the_reference_responders_hold_on_the_items_left_by_any_upheld_disputes(key: Key, data: st.DataObject) -> None:
    items = sorted({r.item_id for r in key.records})
    void = data.draw(st.lists(st.sampled_from(items), max_size=len(items) - 1, unique=True))
    correct = {r.item_id: r for r in key.records if not r.defective}
    rulings = tuple(Adjudication(correct[i].snippet_id, i, "upheld", "f(1)") for i in void)
    rulings += tuple(Adjudication(correct[i].snippet_id, i, "rejected", "f(2)") for i in items if i not in void)
    left = voided(key, rulings)
    assert {r.item_id for r in left.records} == set(items) - set(void)
    always_no, always_yes, oracle = (score_responses(left, s) for s in baseline_sets(left))
    assert {t.terms.score for t in always_no.tiers} == {Fraction(1, 6)}
    assert {t.terms.score for t in always_yes.tiers} == {Fraction(-1, 2)}
    assert {t.terms.score for t in oracle.tiers} == {1}
    # answers to the voided snippets are ignored, not refused as unknown
    everything = ResponseSet("m", "", tuple((r.snippet_id, "DEFECT: no") for r in key.records))
    assert score_responses(left, everything).average == Fraction(1, 6)


@given(keys(), st.lists(st.integers(1, 90), max_size=6, unique=True))
def test_line_f1_is_the_best_over_the_accepted_line_sets(key: Key, named: list[int]) -> None:
    parsed = parse_response("DEFECT: yes\nLINES: " + (", ".join(map(str, named)) or "none"))
    for record in key.records:
        if record.defective:
            alone = [line_f1(replace(record, fault_lines=s, accepted_fault_lines=()), parsed) for s in record.line_sets]
            assert line_f1(record, parsed) == max(alone)
            assert line_f1(replace(record, accepted_fault_lines=()), parsed) == alone[0]


_FRAGMENTS = [
    "DEFECT: yes",
    "DEFECT: no",
    "**DEFECT:** yes",
    "defect: maybe",
    "LINES: 3",
    "LINES: 1-1000000000000",
    "- **LINES:** 2, 4-6",
    "LINES: none",
    "EXPLANATION:",
    "EXPLANATION: off-by-one",
    "```python",
    "```",
    "<think>",
    "</think>",
    "# Review",
    "> quoted",
    "\n",
    "\r\n",
    "",
    "   ",
    "LINES: 99999999999999999999999",
]
responses_text = st.one_of(
    st.text(max_size=300),
    st.lists(st.one_of(st.sampled_from(_FRAGMENTS), st.text(max_size=40)), max_size=25).map("\n".join),
    st.builds(lambda n, tail: "reasoning " * n + tail, st.integers(0, 50_000), st.sampled_from(_FRAGMENTS)),
)


@settings(max_examples=40)
@given(keys(), st.data())
def test_scoring_never_crashes_and_stays_in_range(key: Key, data: st.DataObject) -> None:
    answers = tuple((r.snippet_id, data.draw(responses_text)) for r in key.records)
    run = score_responses(key, ResponseSet(model="m", run="", responses=answers))
    for tier in run.tiers:
        t = tier.terms
        for term in (t.detection, t.line_f1, t.keyword_recall, t.false_positive_rate):
            assert term is not None and 0 <= term <= 1
        assert t.score is not None and -1 <= t.score <= 1
    assert 0 <= run.parse_failures <= len(key.records)


def test_huge_and_empty_responses() -> None:
    record = KeyRecord("s1", "i1", "original", "easy", True, (3,), (("loop",),), ("ROR",), "d")
    clean = KeyRecord("s2", "i1", "clean", "easy", False, (), (), ("ROR",), "d")
    key = Key(records=(record, clean))
    huge = "x" * 2_000_000 + "\nDEFECT: yes\nLINES: 3\nEXPLANATION: the loop"
    run = score_responses(key, {"s1": huge, "s2": ""})
    assert run.tier("easy").terms.detection == 1 and run.tier("easy").terms.keyword_recall == 1
    assert run.parse_failures == 1


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=60) | st.text(" _-aé1٣²\t\u00a0.", max_size=30))
def test_the_words_of_a_text_are_exactly_its_word_character_runs(text: str) -> None:
    import re

    from scoring.keywords import _words

    assert _words(text) == set(re.findall(r"\w+", text))
