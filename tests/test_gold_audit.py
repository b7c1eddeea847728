"""Gold audit: a seed's target and its clean control compared under broad inputs and CrossHair."""
from __future__ import annotations

from pathlib import Path

from generator.gold_audit import AuditOptions, audit_seeds

ROOT = Path(__file__).resolve().parent.parent
IP_ALLOWED = (ROOT / "seeds" / "security" / "ip_allowed.py").read_text()
# the seed as it shipped before the audit: "²".isdigit() is true and int("²") raises
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
    options = AuditOptions(symbolic_seconds=0, cache_root=str(tmp_path / "cache"))
    (bad,) = audit_seeds([old], options)
    assert (bad.status, bad.check) == ("crash", "broad") and not bad.ok
    assert bad.input.startswith("ip_allowed(") and "ValueError" in bad.detail
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
    from generator.gold_audit import _Symbolic
    from generator.seeds import load_seed

    path = _write(tmp_path, "capped", DIVERGES.replace("10**12", "987654321"))
    (result,) = _Symbolic([load_seed(str(path))], AuditOptions(symbolic_seconds=5.0)).results()
    assert result["status"] == "disagree", result
    assert result["input"].startswith("capped(x=")
