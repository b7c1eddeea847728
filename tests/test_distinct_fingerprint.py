"""Blind-normalized fingerprints, shingles, MinHash and LSH (generator.distinct.fingerprint / generator.distinct.minhash)."""

from __future__ import annotations

import itertools
import pickle
import random
import textwrap
from collections.abc import Iterable

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.errors import InputFileError, UsageError
from generator.distinct.fingerprint import Fingerprint, function_names
from generator.distinct.minhash import LSHIndex, MinHasher, estimate
from generator.distinct.normalize import DEFAULT_CONFIG, FingerprintConfig


def fp(code: str, function: str | None = None, config: FingerprintConfig = DEFAULT_CONFIG) -> Fingerprint:
    return Fingerprint.of_source(textwrap.dedent(code), function, config)


MEAN_ABOVE = """
def mean_above(values: list[float], limit: float = 0.0) -> float:
    \"\"\"Mean of the values above limit.\"\"\"
    total = 0.0
    count = 0
    for value in values:
        if value > limit:
            total += value
            count += 1
    return total / count if count else 0.0
"""


def test_renaming_literals_docstring_and_annotations_do_not_change_the_exact_hash() -> None:
    twin = """
    def f(xs, t=7):
        s = 1
        n = 5
        for x in xs:
            if x > t:
                s += x
                n += 3
        return s / n if n else 99.5
    """
    assert fp(MEAN_ABOVE).exact == fp(twin).exact
    assert fp(MEAN_ABOVE).similarity(fp(twin)) == 1.0


def test_structure_changes_the_exact_hash() -> None:
    base = fp(MEAN_ABOVE)
    for old, new in [
        ("value > limit", "value >= limit"),  # another comparison operator
        ("total += value", "total -= value"),  # another arithmetic operator
        ("total += value", "total = total + value"),  # augmented assignment written out
        ("if count else 0.0", "if count > 0 else 0.0"),  # an added comparison
        ("for value in values:", "for value in sorted(values):"),  # an added builtin call
    ]:
        changed = fp(MEAN_ABOVE.replace(old, new))
        assert changed.exact != base.exact, (old, new)
        assert 0.5 < base.similarity(changed) < 1.0, (old, new)


def test_independent_statements_reordered_keep_the_exact_hash() -> None:
    reordered = MEAN_ABOVE.replace("    total = 0.0\n    count = 0\n", "    count = 0\n    total = 0.0\n").replace(
        "            total += value\n            count += 1\n", "            count += 1\n            total += value\n"
    )
    assert reordered != MEAN_ABOVE
    assert fp(reordered).exact == fp(MEAN_ABOVE).exact


def test_dependent_statements_keep_their_order() -> None:
    a = "def f(x):\n    y = x + 1\n    z = y * 2\n    return z\n"
    b = "def f(x):\n    z = y * 2\n    y = x + 1\n    return z\n"
    assert fp(a).exact != fp(b).exact
    # a side effect pins statements in place relative to each other
    c = "def f(xs, log):\n    log.append(1)\n    print(2)\n    return xs\n"
    d = "def f(xs, log):\n    print(2)\n    log.append(1)\n    return xs\n"
    assert fp(c).exact != fp(d).exact
    # nothing moves across a return
    e = "def f(x):\n    if x:\n        return 1\n    y = [x]\n    return y\n"
    g = "def f(x):\n    y = [x]\n    if x:\n        return 1\n    return y\n"
    assert fp(e).exact != fp(g).exact


# A block of assignments `v<i> = <expr over earlier vs>`: any order that keeps every dependent
# pair (one writes a name the other reads or writes) in place gives the same exact hash.
_EXPRS = ["{a} + 1", "len({a})", "{a} * {b}", "[{a}]", "{a} - {b} // 2", "-{a}", "{a} > {b}", "abs({a})"]


@st.composite
def blocks(draw: st.DrawFn) -> tuple[list[str], list[set[str]], list[str]]:
    n = draw(st.integers(2, 7))
    names = [f"v{i}" for i in range(n)]
    stmts, reads, targets = [], [], []
    for _i in range(n):
        target = draw(st.sampled_from(names))
        a, b = draw(st.sampled_from(["p", *names])), draw(st.sampled_from(["p", *names]))
        template = draw(st.sampled_from(_EXPRS))
        stmts.append(f"{target} = {template.format(a=a, b=b)}")
        reads.append({a, b} if "{b}" in template else {a})
        targets.append(target)
    return stmts, reads, targets


@given(blocks(), st.randoms(use_true_random=False))
def test_any_dependency_respecting_order_has_the_same_exact_hash(block, rnd: random.Random) -> None:
    stmts, reads, targets = block
    n = len(stmts)

    def dependent(i: int, j: int) -> bool:
        return targets[i] == targets[j] or targets[i] in reads[j] or targets[j] in reads[i]

    order = list(range(n))
    for _ in range(3 * n):  # random adjacent swaps of independent statements
        k = rnd.randrange(n - 1) if n > 1 else 0
        if not dependent(order[k], order[k + 1]):
            order[k], order[k + 1] = order[k + 1], order[k]

    def body(idx: Iterable[int]) -> str:
        return "".join(f"    {stmts[i]}\n" for i in idx)

    first = fp(f"def f(p):\n{body(range(n))}    return p\n")
    moved = fp(f"def f(p):\n{body(order)}    return p\n")
    assert first.exact == moved.exact


def test_builtins_and_attribute_names_are_kept_and_configurable() -> None:
    a = "def f(xs):\n    return sum(xs)\n"
    b = "def f(xs):\n    return max(xs)\n"
    assert fp(a).exact != fp(b).exact
    blind = FingerprintConfig(builtins=frozenset())
    assert fp(a, config=blind).exact == fp(b, config=blind).exact
    c = "def f(xs, x):\n    xs.append(x)\n"
    d = "def f(xs, x):\n    xs.remove(x)\n"
    assert fp(c).exact != fp(d).exact
    attrs = FingerprintConfig(attributes=frozenset({"append"}))
    assert fp(c, config=attrs).exact != fp(d, config=attrs).exact
    no_attrs = FingerprintConfig(attributes=frozenset())
    assert fp(c, config=no_attrs).exact == fp(d, config=no_attrs).exact
    assert len({DEFAULT_CONFIG.key, blind.key, attrs.key, no_attrs.key}) == 4


def test_annotations_are_dropped_unless_configured() -> None:
    a = "def f(x: int) -> int:\n    return x\n"
    b = "def f(x: str) -> str:\n    return x\n"
    assert fp(a).exact == fp(b).exact
    keep = FingerprintConfig(keep_annotations=True)
    assert fp(a, config=keep).exact != fp(b, config=keep).exact


def test_function_selection_and_errors() -> None:
    code = "import math\n\ndef a(x):\n    return x\n\ndef b(x):\n    return [x]\n"
    assert fp(code).exact == fp(code, "a").exact != fp(code, "b").exact
    assert function_names(code) == ["a", "b"]
    with pytest.raises(UsageError, match="no top-level function named 'c'.*a, b"):
        fp(code, "c")
    with pytest.raises(UsageError, match="no top-level function"):
        fp("x = 1\n")
    with pytest.raises(InputFileError, match="line 1"):
        fp("def broken(:\n")


def test_fingerprint_is_deterministic_and_picklable() -> None:
    one = fp(MEAN_ABOVE)
    assert pickle.loads(pickle.dumps(one)) == one
    assert one == fp(MEAN_ABOVE)
    rebuilt = Fingerprint.from_parts(one.exact, one.shingles, size=one.size)
    assert rebuilt == one
    # pinned: the stored ledger must keep meaning the same across runs and machines
    assert one.exact == fp(MEAN_ABOVE).exact and len(one.exact) == 32


@given(
    st.sets(st.integers(0, 2**64 - 1), min_size=1, max_size=60),
    st.sets(st.integers(0, 2**64 - 1), max_size=60),
    st.sets(st.integers(0, 2**64 - 1), max_size=60),
)
def test_minhash_estimates_jaccard(common: set[int], only_a: set[int], only_b: set[int]) -> None:
    a, b = common | only_a, common | (only_b - only_a)
    hasher = MinHasher(256)
    true = len(a & b) / len(a | b)
    est = estimate(hasher.signature(a), hasher.signature(b))
    assert abs(est - true) < 0.2  # 256 permutations: standard deviation <= 0.032
    assert estimate(hasher.signature(a), hasher.signature(a)) == 1.0


def test_lsh_finds_similar_and_mostly_skips_dissimilar() -> None:
    rng = random.Random(5)
    hasher = MinHasher(128)
    index = LSHIndex(128, 32)
    bases = [{rng.getrandbits(64) for _ in range(200)} for _ in range(50)]
    index.add_many(np.stack([hasher.signature(base) for base in bases]))
    found_twins = 0
    stray = 0
    for k, base in enumerate(bases):
        twin = set(itertools.islice(iter(sorted(base)), 150)) | {
            rng.getrandbits(64) for _ in range(30)
        }  # Jaccard ~0.65
        hits = set(index.query_array(hasher.signature(twin)).tolist())
        found_twins += k in hits
        stray += len(hits - {k})
    assert found_twins >= 48
    assert stray <= 5
    with pytest.raises(ValueError):
        LSHIndex(128, 30)


def test_empty_shingle_set_signature() -> None:
    sig = MinHasher(16).signature([])
    assert sig.dtype == np.uint32 and (sig == np.iinfo(np.uint32).max).all()


def test_similarity_is_symmetric_bounded_and_one_only_for_twins() -> None:
    from pathlib import Path

    code = (Path(__file__).parent / "fixtures" / "distinct" / "different.py").read_text()
    prints = [Fingerprint.of_source(code, name) for name in function_names(code)]
    for a, b in itertools.combinations(prints, 2):
        assert a.similarity(b) == b.similarity(a)
        assert 0.0 <= a.similarity(b) < 1.0 and a.exact != b.exact
    assert all(p.similarity(p) == 1.0 for p in prints)


def test_lsh_query_is_exactly_the_rows_sharing_a_band() -> None:
    rng = random.Random(9)
    hasher = MinHasher(128)
    sets = [{rng.getrandbits(20) for _ in range(40)} for _ in range(60)]  # small universe: many collisions
    sigs = np.stack([hasher.signature(s) for s in sets])
    index = LSHIndex()
    index.add_many(sigs)
    bands = sigs.reshape(len(sigs), index.bands, index.rows)
    for sig in sigs:
        mine = sig.reshape(index.bands, index.rows)
        sharing = [k for k in range(len(sigs)) if any((bands[k, b] == mine[b]).all() for b in range(index.bands))]
        assert index.query_array(sig).tolist() == sharing
