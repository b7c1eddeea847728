"""`redpen seeds --stats --ledger`: seeds an earlier edition spent leave the supply, however the
ledger and the library spell their paths."""

from __future__ import annotations

from pathlib import Path

from core.paths import ROOT, SEEDS, seed_key
from generator.cli.commands.seeds import _used
from generator.distinct.ledger import Ledger, LedgerItem

CODE = "def f(x: int) -> int:\n    return x + 1\n"


def test_a_shipped_seed_recorded_relative_to_the_checkout_counts_as_used(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite")
    item = LedgerItem.from_code(
        "rp-2031q1-i001",
        "seeds/weather/compass_point.py",
        [(role, f"s-{role}", CODE) for role in ("original", "disguised", "fixed", "clean")],
    )
    ledger.record_edition("2031Q1", [item])
    library = [
        seed_key(ROOT / "seeds/weather/compass_point.py", SEEDS),
        seed_key(ROOT / "seeds/weather/heatwaves.py", SEEDS),
    ]
    assert _used(tmp_path / "ledger.sqlite", library) == {library[0]}
    assert _used(tmp_path / "missing.sqlite", library) == frozenset()
