"""Mechanisms tested as mechanisms: a mutable-default item's test calls in sequence relying on the
default and checks that no state leaks, so a version that still shares one container between calls
fails it, however it treats an explicit None."""

from __future__ import annotations

from pathlib import Path

from core.seeds import load_seed
from killability import api
from killability.model import VariantCode
from operators.planting import plant

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "travel" / "new_countries.py"
# still shares one list between calls, but handles an explicit None
SHARES_BUT_HANDLES_NONE = """def new_countries(stamps: list[str], home: str, seen: list[str] | None = []) -> list[str]:
    if seen is None:
        seen = []
    for stamp in stamps:
        code = stamp.strip().upper()
        if not code or code == home.strip().upper() or code in seen:
            continue
        seen.append(code)
    return seen
"""


def test_the_mutable_default_test_calls_twice_on_the_default_and_kills_a_sharing_version() -> None:
    seed = load_seed(str(SEED))
    (mutant,) = [
        m
        for m in plant(seed.source, function=seed.function, operators=["MDA"], path=seed.path)
        if m.operators == ("MDA",)
    ][:1]
    found = api.search(seed, mutant)
    assert found.verdict == "distinguished", found.message
    first = found.witnesses[0]
    assert len(first.calls) >= 2 and all(len(call.args) == 2 for call in first.calls)  # `seen` left to its default
    fixed = api.seed_variants(seed)["fixed"]
    variants = {"original": api._mutant_variant(mutant, seed.path), "fixed": fixed}
    result = api.gate(variants, found, test_name="test_new_countries", default_subject="original.py")
    assert result.verdict == "accepted", result.reason
    verdicts = api.run_matrix(
        result.test_code, {"fixed": fixed, "shares": VariantCode(SHARES_BUT_HANDLES_NONE, "new_countries", True)}
    )
    assert verdicts == {"fixed": "survived", "shares": "killed"}
