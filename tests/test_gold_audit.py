"""Gold audit: a seed's target and its clean control compared under broad inputs and CrossHair."""

from __future__ import annotations

from pathlib import Path

from generator.gold_audit import AuditOptions, audit_seeds

ROOT = Path(__file__).resolve().parent.parent
IP_ALLOWED = (ROOT / "seeds" / "security" / "ip_allowed.py").read_text()
# the seed as it shipped before the audit: "²".isdigit() is true and int("²") raises
# a control that lower-cases before its ASCII test, which the probes catch ("İ", the Kelvin sign)
LOWER_FIRST = (ROOT / "tests" / "fixtures" / "gold" / "lower_first_slug.py").read_text(encoding="utf-8")
OLD_IP_ALLOWED = IP_ALLOWED.replace("p.isascii() and p.isdigit()", "p.isdigit()")
DIVERGES = '''"""Test: a pair that differs only on inputs the seed's own strategy never draws."""
from hypothesis import strategies as st


def capped(x: int) -> int:
    """Return x."""
    if x > 10**12:
        return 0
    return x


def clean_capped(x: int) -> int:
    return x


STRATEGIES = {"x": st.integers(0, 100)}
'''


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / "test" / f"{name}.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_the_shipped_ip_allowed_bug_is_caught_with_its_input_and_the_fix_passes(tmp_path: Path) -> None:
    old = _write(tmp_path / "old", "ip_allowed", OLD_IP_ALLOWED)
    new = _write(tmp_path / "new", "ip_allowed", IP_ALLOWED)
    # and, in the same batch, a control that lower-cases before its ASCII test: failed on a probe
    slug = _write(tmp_path / "old", "slug", LOWER_FIRST)
    options = AuditOptions(symbolic_seconds=0, cache_root=str(tmp_path / "cache"))
    bad, lower_first = audit_seeds([old, slug], options)
    assert bad.status in ("crash", "disagree") and bad.check == "broad" and not bad.ok
    # a digit isdigit() accepts outside ASCII (a probe: fullwidth, superscript, Arabic-Indic)
    assert bad.input.startswith("ip_allowed(") and any(c.isdigit() and not c.isascii() for c in bad.input)
    assert (lower_first.status, lower_first.check) == ("disagree", "broad"), lower_first
    assert lower_first.input.startswith("slug(") and ("İ" in lower_first.input or "\\u212a" in lower_first.input)
    (good,) = audit_seeds([new], options)
    assert good.ok, good


def test_large_integers_beyond_the_seed_strategy_are_drawn_and_verdicts_are_cached(tmp_path: Path) -> None:
    path = _write(tmp_path, "capped", DIVERGES)
    options = AuditOptions(symbolic_seconds=0, cache_root=str(tmp_path / "cache"))
    (first,) = audit_seeds([path], options)
    assert first.status == "disagree" and "capped(" in first.input
    cached = list((tmp_path / "cache" / "gold").rglob("*.pkl"))
    assert len(cached) == 1
    cached[0].write_bytes(cached[0].read_bytes())  # the second run reads it back instead of running
    assert audit_seeds([path], options) == [first]


def test_crosshair_finds_a_disagreement_symbolically(tmp_path: Path) -> None:
    from core.seeds import load_seed
    from generator.gold_audit import _check
    from generator.gold_dealing import Pair

    path = _write(tmp_path, "capped", DIVERGES.replace("10**12", "987654321"))
    _, (result,) = _check([Pair.of(load_seed(str(path)))], [False], AuditOptions(symbolic_seconds=5.0))
    assert result["status"] == "disagree", result
    assert result["input"].startswith("capped(x=")


SQUARED = '''"""Test: CrossHair cannot model a symbolic int ** 2 (Z3Exception) on the paths that reach it."""


def spread(x: int) -> int:
    """The square of x - 3."""
    if x == 987654321:
        return 0
    return (x - 3) ** 2


def clean_spread(x: int) -> int:
    return (x - 3) * (x - 3)
'''


def test_a_path_crosshair_cannot_model_is_skipped_and_the_others_still_find_the_disagreement(tmp_path: Path) -> None:
    # a Z3Exception used to end the whole check ("cannot analyse it"), on whichever path met it
    # first, so the seed's note depended on the per-path time limit and the machine's load
    from core.seeds import load_seed
    from generator.gold_audit import _check
    from generator.gold_dealing import Pair

    path = _write(tmp_path, "spread", SQUARED)
    _, (result,) = _check([Pair.of(load_seed(str(path)))], [False], AuditOptions(symbolic_seconds=5.0))
    assert result["status"] == "disagree", result
    assert result["input"] == "spread(x=987654321)"


def test_a_cached_verdict_names_the_seed_it_is_asked_for_not_the_copy_it_was_made_for(tmp_path: Path) -> None:
    first = _write(tmp_path / "one", "capped", DIVERGES)
    second = _write(tmp_path / "two", "capped", DIVERGES)
    options = AuditOptions(symbolic_seconds=0, cache_root=str(tmp_path / "cache"))
    (made,) = audit_seeds([first], options)
    (again,) = audit_seeds([second], options)  # same text: read from the cache
    assert made.path == str(first) and again.path == str(second)
    assert (again.status, again.input) == (made.status, made.input)
    assert len(list((tmp_path / "cache" / "gold").rglob("*.pkl"))) == 1


def test_the_build_reads_a_recorded_verdict_by_seed_text_and_audits_an_unrecorded_seed(tmp_path: Path) -> None:
    from core.seeds import load_seed
    from generator.gold_record import RECORD_NAME, gold_verdicts, reason, record_text

    library = tmp_path / "library"
    path = _write(library, "capped", DIVERGES)
    options = AuditOptions(symbolic_seconds=0, cache_root=str(tmp_path / "cache"))
    verdicts = audit_seeds([path], options)
    (library / RECORD_NAME).write_text(record_text(library, verdicts, {str(path): DIVERGES}))
    # a copy elsewhere, with an empty cache: the record alone decides, nothing is audited
    copy = _write(tmp_path / "elsewhere", "capped", DIVERGES)
    seed = load_seed(str(copy))
    recorded = gold_verdicts([seed], library, str(tmp_path / "empty-cache"), options)
    assert (recorded.recorded, recorded.audited_now) == (1, 0)
    assert not (tmp_path / "empty-cache").exists()
    failed = recorded.failed()[seed.path]
    assert failed.status == "disagree" and "capped(" in reason(failed)
    # the seed fixed (its text changed): not in the record, so audited now, and it passes
    fixed = load_seed(
        str(_write(tmp_path / "fixed", "capped", DIVERGES.replace("    if x > 10**12:\n        return 0\n", "")))
    )
    audited = gold_verdicts([fixed], library, str(tmp_path / "cache"), options)
    assert (audited.recorded, audited.audited_now) == (0, 1) and not audited.failed()


def test_no_seed_of_the_shipped_library_fails_its_recorded_gold_verdict() -> None:
    from core.seeds import discover_seeds, read_source
    from generator.gold_record import SHIPPED_RECORD, read_record, seed_hash

    record = read_record(SHIPPED_RECORD)
    assert record is not None, f"{SHIPPED_RECORD} is missing: run redpen seeds --audit --write-record"
    shipped = {seed_hash(read_source(p)): p for p in discover_seeds(ROOT / "seeds")}
    recorded = {key: v for key, v in record.verdicts.items() if key in shipped}
    assert len(recorded) >= len(shipped) * 0.8  # the record covers the library (new seeds are audited by the build)
    failing = sorted(f"{v.path}: {v.status} {v.input}" for v in recorded.values() if not v.ok)
    assert not failing, failing


def test_the_broad_check_draws_the_same_inputs_whatever_the_process_loaded_before(constants_loaded) -> None:
    # hypothesis mixes in constants of every local module loaded; the audit keeps to the seed's own,
    # so a verdict and its input do not depend on the batch or on the toolkit's code
    from killability.gold import audit_pair

    def probe() -> dict:
        found = audit_pair(DIVERGES, "capped.py", "capped", "clean_capped", examples=150)
        found.pop("cpu")
        return found

    before = probe()
    with constants_loaded("redpen_many_constants", '"x" * 3, 2.5'):
        after = probe()
    assert before["status"] == "disagree"
    assert after == before


def test_dealing_returns_each_job_result_in_job_order_whatever_lane_ran_it() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from generator.gold_dealing import plan
    from killability.dealing import deal

    @settings(max_examples=30, deadline=None)
    @given(st.integers(0, 40), st.integers(0, 40), st.integers(1, 4))
    def check(broad: int, symbolic: int, lanes: int) -> None:
        jobs = plan(range(broad), range(100, 100 + symbolic), lanes)
        # every seed once, the broad batches first and never growing, then one symbolic job per seed
        assert [i for j in jobs if j.kind == "broad" for i in j.seeds] == list(range(broad))
        assert [j.seeds for j in jobs if j.kind == "symbolic"] == [(i,) for i in range(100, 100 + symbolic)]
        sizes = [len(j.seeds) for j in jobs if j.kind == "broad"]
        assert sizes == sorted(sizes, reverse=True)
        ran: list[int] = []
        results = deal(jobs, lanes, lambda lane, job: (ran.append(lane), job.seeds)[1])
        assert results == [j.seeds for j in jobs]
        assert len(ran) == len(jobs) and set(ran) <= set(range(lanes))

    check()


def test_the_record_is_byte_identical_on_one_core_or_two(tmp_path: Path) -> None:
    # a seed that crashes, one that disagrees, one that passes (CrossHair checks all three): dealt
    # to two lanes or four, in whatever order the lanes free up, the same verdicts and record
    from generator.gold_record import record_text

    library = tmp_path / "library"
    crashes = DIVERGES.replace("if x > 10**12:\n        return 0", "if x == 7:\n        raise ValueError(x)")
    paths = [
        _write(library / "a", "capped", crashes),
        _write(library / "b", "capped", DIVERGES),
        _write(library / "c", "capped", DIVERGES.replace("    if x > 10**12:\n        return 0\n", "")),
    ]
    sources = {str(p): p.read_text() for p in paths}
    records = []
    for workers in (1, 2):
        options = AuditOptions(symbolic_paths=4, workers=workers, cache_root=str(tmp_path / f"cache{workers}"))
        verdicts = audit_seeds(paths, options)
        assert [v.status for v in verdicts] == ["crash", "disagree", "ok"], verdicts
        assert all(v.symbolic.startswith(("checked", "inconclusive")) for v in verdicts), verdicts
        records.append(record_text(library, verdicts, sources))
    assert records[0] == records[1]


def test_the_audit_reads_a_seed_as_load_seed_does_without_its_positions() -> None:
    import pytest

    from core.errors import SeedError
    from core.seeds import discover_seeds, load_seed, parse_seed, read_source, seed_pair

    for path in discover_seeds(ROOT / "seeds")[::25]:
        seed = load_seed(path)
        assert seed_pair(read_source(path), str(path)) == (seed.function, seed.clean_function)
    alone = DIVERGES.replace("def clean_capped", "def other_capped")
    assert seed_pair(alone, "capped.py") == ("capped", None) == (parse_seed(alone, "capped.py").function, None)
    broken = DIVERGES + "SEED = ['not', 'a', 'dict']\n"
    for read in (seed_pair, parse_seed):
        with pytest.raises(SeedError, match="SEED must be a dict"):
            read(broken, "capped.py")


def test_the_broad_check_runs_each_distinct_input_once_and_starts_from_the_simplest() -> None:
    import random

    from hypothesis import strategies as st

    from killability.draws import draw_once, draw_small
    from killability.gold import audit_pair

    flag = '"""Test: two possible inputs."""\n\n\ndef f(b: bool) -> bool:\n    return b\n\n\ndef clean_f(b: bool) -> bool:\n    return not not b\n'
    found = audit_pair(flag, "flag.py", "f", "clean_f", examples=200)
    assert (found["status"], found["examples"]) == ("ok", 2)  # True and False, each run once
    strategy = st.tuples(st.integers(), st.lists(st.integers()), st.text())
    source = random.Random(3)
    assert draw_once(strategy, source, simplest=True) == (0, [], "")
    small = [draw_small(strategy, source) for _ in range(60)]
    plain = [draw_once(strategy, source) for _ in range(60)]
    assert sum(len(v[1]) for v in small if v) < sum(len(v[1]) for v in plain if v)
