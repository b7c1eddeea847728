"""Where the project's data folders live (the repository root holds templates/ and seeds/)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
DOMAINS = TEMPLATES / "domains"
SEEDS = ROOT / "seeds"
CORPUS_OUT = ROOT / "corpus_out"
