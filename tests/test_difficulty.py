"""Measured difficulty: exposure and crash share on the seed's valid inputs, the tier rules that
read them, and keyword-only parameters drawn by name (unreached vs equivalent: test_keyword_inputs.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from core.seeds import load_seed
from generator.difficulty import (
    HARD_MAX_EXPOSURE,
    LOW_EXPOSURE,
    Difficulty,
    FaultFigure,
    tier_distribution,
    tier_problem,
)
from killability import api
from killability.compare import parse_args, split
from killability.exposure import ExposureSpec, measure, measure_child
from operators.engine import enumerate_mutants

SEED = '''"""Demo: clip a reading."""
from hypothesis import strategies as st


def clip(x: int, lo: int, *, hi: int | None = None) -> int:
    """Clip x below at lo, and above at hi when hi is given."""
    if hi is not None and x > hi:
        return hi
    if x < lo:
        return lo
    return 100 // (x - lo + 1)


def precondition(x: int, lo: int, *, hi: int | None = None) -> bool:
    return lo <= 20


STRATEGIES = {"x": st.integers(-30, 30), "lo": st.integers(-30, 30)}
'''


def _live(source: str):
    namespace: dict = {}
    exec(compile(source, "<seed>", "exec"), namespace)  # test input
    return namespace["clip"]


@pytest.fixture(scope="module")
def seed_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("seeds") / "demo" / "clip.py"
    path.parent.mkdir()
    path.write_text(SEED, encoding="utf-8")
    return path


def _function(source: str) -> str:
    return source[source.index("def clip") : source.index("def precondition")]


def _spec(seed_file: Path, variants: dict[str, str], **options) -> ExposureSpec:
    """Exposure of each variant (name -> function text) of ``clip`` on 300 inputs of the seed."""
    return ExposureSpec(
        SEED,
        str(seed_file),
        "clip",
        _function(SEED),
        "clip",
        tuple((name, text, "clip") for name, text in variants.items()),
        inputs=300,
        **options,
    )


def test_exposure_is_the_share_of_valid_inputs_where_results_differ(seed_file: Path) -> None:
    variants = {"le": SEED.replace("if x < lo:", "if x <= lo:"), "crash": SEED.replace("x - lo + 1", "x - lo")}
    spec = _spec(seed_file, {name: _function(text) for name, text in variants.items()})
    inputs, result = measure_child(spec)
    assert result.verdict == "measured" and result.inputs == len(inputs) >= 250
    calls = [split(parse_args(text)) for text in inputs]
    assert all(args[1] <= 20 for args, _kw in calls)  # the precondition holds on every measured input
    assert any(kw for _args, kw in calls) and any(not kw for _args, kw in calls)  # hi is drawn by keyword
    fixed, le_fn, crash_fn = (_live(SEED), _live(variants["le"]), _live(variants["crash"]))

    def outcome(fn, args, kw):
        try:
            return fn(*args, **kw)
        except ZeroDivisionError:
            return ZeroDivisionError

    le = sum(1 for args, kw in calls if outcome(le_fn, args, kw) != fixed(*args, **kw)) / len(calls)
    crash = sum(1 for args, kw in calls if outcome(crash_fn, args, kw) is ZeroDivisionError) / len(calls)
    assert result.fault("le").exposure == pytest.approx(le)
    assert result.fault("crash").crash_share == pytest.approx(crash)
    assert result.fault("crash").exposure >= result.fault("crash").crash_share
    assert result.fault("le").witness.startswith("clip(") and "but the defective version" in result.fault("le").witness


def test_measure_runs_sandboxed_and_reuses_the_seed_s_inputs(seed_file: Path) -> None:
    fixed = _function(SEED)
    first = measure(SEED, str(seed_file), "clip", fixed, "clip", [("same", fixed, "clip")], inputs=200)
    again = measure(
        SEED,
        str(seed_file),
        "clip",
        fixed,
        "clip",
        [("lower", _function(SEED.replace("if x < lo:", "if x < lo - 3:")), "clip")],
        inputs=200,
    )
    assert first.verdict == again.verdict == "measured" and first.inputs == again.inputs
    # (x == lo alone, as `<=` would test, may not be drawn in 200 inputs: three values of x are)
    assert first.fault("same").exposure == 0.0 and 0 < again.fault("lower").exposure < 0.5


def test_a_variant_that_hangs_is_measured_only_up_to_the_hang_limit(seed_file: Path) -> None:
    from killability.exposure import HANG_LIMIT

    # an endless loop on every input with x > lo (about half of them): each costs the full call limit
    hang = _function(SEED).replace("    return 100 //", "    while x > lo:\n        pass\n    return 100 //")
    le = _function(SEED.replace("if x < lo:", "if x <= lo:"))
    spec = _spec(seed_file, {"hang": hang, "le": le}, call_seconds=0.05)
    inputs, result = measure_child(spec)
    hung, other = result.fault("hang"), result.fault("le")
    assert hung.hangs and not other.hangs
    assert hung.differing == hung.crashes == HANG_LIMIT  # not run past the limit; a timeout is a crash

    def loops(x: int, lo: int, *, hi: int | None = None) -> bool:
        return x > lo and not (hi is not None and x > hi)

    looping = [n for n, text in enumerate(inputs) if loops(*split(parse_args(text))[0], **split(parse_args(text))[1])]
    assert hung.exposure == pytest.approx(HANG_LIMIT / (looping[HANG_LIMIT - 1] + 1))  # on the inputs it ran
    assert other.differing / result.inputs == pytest.approx(other.exposure)  # the others run on every input
    assert tier_problem("medium", "medium", replace(_difficulty(0.3), hangs=True))[0] == "hangs"


def _difficulty(exposure: float, crash: float = 0.0, alone: tuple[float, ...] = (0.3,)) -> Difficulty:
    return Difficulty(500, exposure, crash, "w", tuple(FaultFigure("ROR", 3, e, 0.0, "w") for e in alone))


def test_tier_rules() -> None:
    assert tier_problem("easy", "easy", _difficulty(0.3)) is None
    assert tier_problem("easy", "easy", _difficulty(LOW_EXPOSURE / 2))[0] == "exposure-low"
    assert tier_problem("medium", "easy", _difficulty(LOW_EXPOSURE / 2)) is None
    assert tier_problem("medium", "easy", _difficulty(0.3))[0] == "exposure-high"
    assert tier_problem("medium", "medium", _difficulty(0.6)) is None
    assert tier_problem("easy", "easy", _difficulty(1.0))[0] == "fails-everywhere"
    assert tier_problem("medium", "medium", _difficulty(0.9, crash=1.0))[0] == "raises-everywhere"
    assert tier_problem("easy", "easy", _difficulty(0.0))[0] == "unexposed"
    assert tier_problem("hard", "hard", _difficulty(0.2, alone=(0.3, 0.25))) is None
    assert tier_problem("hard", "hard", _difficulty(0.3, alone=(0.3, 0.6)))[0] == "not-masking"
    assert tier_problem("hard", "hard", _difficulty(0.2, alone=(0.0, 0.6)))[0] == "not-genuine"
    high = HARD_MAX_EXPOSURE + 0.1
    assert tier_problem("hard", "hard", _difficulty(high, alone=(high + 0.1, high + 0.2)))[0] == "exposure-high"


def test_tier_distribution_medians() -> None:
    class Item:
        def __init__(self, tier: str, exposure: float) -> None:
            self.tier, self.difficulty = tier, _difficulty(exposure)

    table = tier_distribution([Item("easy", 0.2), Item("easy", 0.4), Item("medium", 0.1), Item("hard", 0.05)])
    assert table["easy"]["exposure"]["median"] == pytest.approx(0.3)
    assert table["hard"]["items"] == 1 and table["medium"]["exposure"]["max"] == 0.1


def test_a_keyword_only_parameter_is_drawn_by_name(seed_file: Path) -> None:
    seed = load_seed(seed_file)
    by_change = {
        (m.sites[0].span.start_line, m.sites[0].after): m
        for m in enumerate_mutants(seed.source, operators=["ROR"], path=str(seed_file))
    }
    keyword = api.search(seed, by_change[(7, "x >= hi")])  # reached only when hi is passed by name
    assert keyword.verdict == "distinguished" and "hi=" in keyword.witnesses[0].render("clip")


def test_fallback_pairs_rank_after_every_masking_pair() -> None:
    from dataclasses import replace

    from generator.difficulty import fallback_hard
    from generator.tiers import difficulty_rank

    masking = _difficulty(0.4, alone=(0.5, 0.6))
    plain = replace(_difficulty(0.1, alone=(0.05, 0.3)), masking=False)
    assert fallback_hard(plain) and not fallback_hard(_difficulty(0.7, alone=(0.5, 0.6)))
    assert not fallback_hard(_difficulty(0.1, alone=(0.0, 0.3)))

    class Item:
        def __init__(self, key: str, d: Difficulty) -> None:
            self.candidate_key, self.difficulty = key, d

    ranked = sorted([Item("a", plain), Item("b", masking)], key=difficulty_rank)
    assert [i.candidate_key for i in ranked] == ["b", "a"]
    assert plain.as_record()["masking"] is False and "masking" not in _difficulty(0.3).as_record()


def test_screening_stops_pairs_that_cannot_mask_and_keeps_the_others_exact(seed_file: Path) -> None:
    from killability.exposure import SCREEN_INPUTS

    variants = {
        "a": _function(SEED.replace("if x < lo:", "if x <= lo:")),
        "b": _function(SEED.replace("x - lo + 1", "x - lo")),
        "masks": _function(SEED),  # a "pair" showing nowhere: below each of its faults alone
        "shows": _function(  # differs wherever hi does not clip: far above the hard cap
            SEED.replace("return 100 // (x - lo + 1)", "return 100 // (x - lo + 1) + 1").replace(
                "return lo\n", "return lo + 1\n"
            )
        ),
    }
    plain_inputs, plain = measure_child(_spec(seed_file, variants))
    screen = (("masks", ("a", "b")), ("shows", ("a", "b")))
    inputs, screened = measure_child(_spec(seed_file, variants, screen=screen))
    assert inputs == plain_inputs and screened.inputs == plain.inputs > SCREEN_INPUTS
    shows = screened.fault("shows")
    assert shows.screened and shows.exposure > HARD_MAX_EXPOSURE  # no stand-in: above the hard cap
    assert shows.differing <= SCREEN_INPUTS < plain.fault("shows").differing
    for name in ("a", "b", "masks"):  # what goes on is measured exactly as without screening
        assert not screened.fault(name).screened and screened.fault(name) == plain.fault(name)


def test_screened_out_keeps_possible_maskers_stand_ins_and_the_faults_they_need() -> None:
    from killability.exposure import SCREEN_FALLBACK, SCREEN_MARGIN, _Tally, screened_out

    def tally(share: float) -> _Tally:
        return _Tally(differing=round(share * 100), ran=100)

    counts = {"s1": tally(0.30), "s2": tally(0.40), "s3": tally(0.05), "s4": tally(0.9)}
    pairs = {  # pair -> (its exposure, its faults alone)
        "near": (0.30 + SCREEN_MARGIN, ("s1", "s2")),  # within the margin: may still mask on 500 inputs
        "above": (0.30 + 2 * SCREEN_MARGIN, ("s1", "s2")),
        "low1": (0.10, ("s3", "s4")),
        "low2": (0.12, ("s3", "s4")),
        "low3": (0.14, ("s3", "s1")),
        "high": (0.60, ("s3", "s2")),
    }
    counts.update({p: tally(e) for p, (e, _alone) in pairs.items()})
    stopped = screened_out([(p, alone) for p, (_e, alone) in pairs.items()], counts, HARD_MAX_EXPOSURE)
    kept_stand_ins = sorted(("above", "low1", "low2", "low3"), key=lambda p: pairs[p][0])[:SCREEN_FALLBACK]
    assert "near" not in stopped and all(p not in stopped for p in kept_stand_ins)
    assert {"high", "low3"} <= stopped and "above" in stopped
    assert not stopped & {"s1", "s2", "s3", "s4"}  # every fault alone is needed by a pair going on
    counts["s3"] = replace(counts["s3"], timeouts=8)  # a hanging fault: its pairs are refused anyway
    assert {"low1", "low2", "high"} <= screened_out(
        [(p, alone) for p, (_e, alone) in pairs.items()], counts, HARD_MAX_EXPOSURE
    )


def test_a_precondition_that_rejects_most_draws_still_leaves_the_inputs_asked_for(seed_file: Path) -> None:
    """About one draw in five passes this precondition: drawing goes on (``DRAW_FACTOR`` attempts
    per input) until the inputs asked for are there, where two attempts per input left about half."""
    strict = SEED.replace("return lo <= 20", "return lo <= -18")
    spec = replace(_spec(seed_file, {"same": _function(strict)}), seed_source=strict)
    inputs, result = measure_child(spec)
    assert result.verdict == "measured" and result.inputs == len(inputs) == 300
    assert all(split(parse_args(text))[0][1] <= -18 for text in inputs)


SMALL = '''"""Demo: a small input space."""
from hypothesis import strategies as st


def pick(flag: bool, n: int) -> int:
    """n when flag, else 0."""
    return n if flag else 0


STRATEGIES = {"n": st.integers(0, 4)}
'''


def test_a_small_input_space_is_measured_whole(tmp_path: Path) -> None:
    path = tmp_path / "demo" / "pick.py"
    path.parent.mkdir()
    path.write_text(SMALL, encoding="utf-8")
    function = SMALL[SMALL.index("def pick") : SMALL.index("STRATEGIES")]
    wrong = function.replace("return n if flag else 0", "return n if not flag else 0")
    spec = ExposureSpec(SMALL, str(path), "pick", function, "pick", (("wrong", wrong, "pick"),), inputs=500)
    inputs, result = measure_child(spec)
    assert sorted(inputs) == sorted(f"{flag}, {n}" for flag in (False, True) for n in range(5))
    assert result.fault("wrong").exposure == pytest.approx(8 / 10)  # every input but n == 0
