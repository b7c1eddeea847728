"""Audit rows, the thresholds that gate export, and how a report is shown (rich table, JSON, the
one pass/fail line of the dataset card)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.console import JustifyMethod
from rich.table import Table

ACCURACY_MAX = 0.60  # yes/no accuracy of any attacker, on every form and on single snippets
HEADLINE_MARGIN = 0.10  # a responder's tier headline at most this far above always-no's
KEYWORD_RECALL_MAX = 0.20  # keyword recall of the stuffing paragraph, every tier
CLASSIFIER_MAX = 0.60  # disguised-vs-others and clean-vs-fixed, balanced accuracy
MATCHING_MAX = 0.10  # disguised snippets led back to their original by docstring/identifier similarity
OVERLAP_MAX = 0.30  # median in-order word overlap, disguised docstring vs its original's
OPENING_MAX = 0.10  # share of disguised docstrings sharing their commonest opening three words
CHANCE = 0.5
FLAT_MIN_ROWS = 80  # a classifier on at least this many rows (a 40-item edition) fails on its figure alone

RULES = (
    "flat limits, as the issue sets them, on every scope of a full edition: an attacker fails when its "
    "yes/no accuracy on all snippets or on any form is above 60%, or its headline on any tier of those "
    "scopes is more than 10 points above always-no's there; the stuffing paragraph fails above 20% "
    "keyword recall on any tier; the classifier rows fail above 60% balanced accuracy, disguise "
    "matching above 10%, docstring overlap above 30%, a shared opening above 10%. Forms are balanced "
    "on the panel's verdicts when they are drawn (generator/corpus/forms.py), so a form is as hard for "
    "the panel as the whole live set and the flat limit on it does not refuse editions for the noise "
    "of a 44-snippet sample. Only scopes smaller than a 40-item edition's (fixture and trial "
    "editions: forms under 40 snippets, classifiers under 80 rows, disguise matching) also need the "
    "figure's interval to lie above chance (Bonferroni over the attacker's scopes; headlines: the "
    "bootstrap interval above always-no's)"
)
FLAT_MIN_SNIPPETS = 40  # a form of a 40-item edition: smaller scopes are judged above chance too


@dataclass(frozen=True)
class Scope:
    """One attacker's figures on one set of snippets (all snippets, the live set, or one form)."""

    name: str
    gated: bool
    n: int
    correct: int
    accuracy: float
    interval: tuple[float, float]
    headline: dict[str, float] = field(default_factory=dict)  # tier -> score
    headline_low: dict[str, float] = field(default_factory=dict)  # tier -> bootstrap lower bound
    baseline: dict[str, float] = field(default_factory=dict)  # tier -> always-no's score
    keyword_recall: dict[str, float] = field(default_factory=dict)
    tier_sizes: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scope": self.name,
            "gated": self.gated,
            "n": self.n,
            "correct": self.correct,
            "accuracy": self.accuracy,
            "interval": list(self.interval),
            "headline": self.headline,
            "headline_low": self.headline_low,
            "always_no": self.baseline,
            "keyword_recall": self.keyword_recall,
        }


@dataclass(frozen=True)
class Row:
    """One attacker or measure: what it uses, its figure, its threshold and why it fails."""

    name: str
    uses: str
    measure: str
    value: float
    threshold: float
    n: int
    interval: tuple[float, float] | None = None
    headline: dict[str, float] = field(default_factory=dict)
    worst_form: float | None = None
    gated: bool = True
    failures: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    scopes: tuple[Scope, ...] = ()
    detail: dict[str, Any] = field(default_factory=dict)
    track: str = "snippet"  # the PR track's rows say "pr" (audit/pr_track.py)

    @property
    def passed(self) -> bool:
        return not self.failures

    @property
    def status(self) -> str:
        if not self.gated:
            return "reported"
        return "pass" if self.passed else "FAIL"

    def to_dict(self) -> dict[str, Any]:
        return {
            **({"track": self.track} if self.track != "snippet" else {}),  # absent: the snippet track
            "attacker": self.name,
            "uses": self.uses,
            "measure": self.measure,
            "value": self.value,
            "interval": list(self.interval) if self.interval else None,
            "n": self.n,
            "threshold": self.threshold,
            "headline": self.headline,
            "worst_form": self.worst_form,
            "gated": self.gated,
            "status": self.status,
            "failures": list(self.failures),
            "leaking_features": list(self.features),
            "scopes": [s.to_dict() for s in self.scopes],
            **({"detail": self.detail} if self.detail else {}),
        }


@dataclass(frozen=True)
class AuditReport:
    edition: str
    items: int
    snippets: int
    forms: tuple[str, ...]
    rows: tuple[Row, ...]
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.rows if r.gated)

    @property
    def failing(self) -> tuple[Row, ...]:
        return tuple(r for r in self.rows if r.gated and not r.passed)

    def summary(self) -> str:
        """One line: pass, or the failing attackers and what leaks."""
        if self.passed:
            return (
                f"audit of {self.edition}: pass ({sum(r.gated for r in self.rows)} gated rows, {len(self.forms)} forms)"
            )
        return f"audit of {self.edition}: FAIL: " + "; ".join(r.failures[0] for r in self.failing)

    def verdict(self) -> str:
        """A short closing line: pass, or how many gated rows fail."""
        gated = sum(r.gated for r in self.rows)
        if self.passed:
            return f"audit of {self.edition}: pass ({gated} gated rows)"
        return f"audit of {self.edition}: FAIL ({len(self.failing)} of {gated} gated rows)"

    def card_line(self) -> str:
        """The only audit text in live/README.md: nothing that helps an attacker."""
        if self.passed:
            return "Validity audit: pass (no attacker that ignores the code beats the thresholds)."
        return (
            "Validity audit: FAIL; exported with --allow-leaky, so this edition can be partly answered "
            "without reading the code. Do not use it to rank reviewers."
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "items": self.items,
            "snippets": self.snippets,
            "forms": list(self.forms),
            "passed": self.passed,
            "summary": self.summary(),
            "rules": RULES,
            "thresholds": {
                "accuracy": ACCURACY_MAX,
                "headline_margin": HEADLINE_MARGIN,
                "keyword_recall": KEYWORD_RECALL_MAX,
                "classifier": CLASSIFIER_MAX,
                "matching": MATCHING_MAX,
                "overlap": OVERLAP_MAX,
                "opening": OPENING_MAX,
            },
            "rows": [r.to_dict() for r in self.rows],
        }  # no timing: the key is byte-identical on rebuild


def pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


def table(report: AuditReport, tiers: tuple[str, ...] = ("easy", "medium", "hard")) -> Table:
    """One row per attacker: its figure with a 95% interval, the worst form, the headline per tier
    (all snippets), the threshold and the result. What each attacker uses is in the JSON report."""
    grid = Table(
        title=f"validity audit of {report.edition} ({report.items} items, {report.snippets} snippets, "
        f"{len(report.forms)} forms)"
    )
    tracks = any(row.track != "snippet" for row in report.rows)  # a track column when PRs are audited
    columns: list[tuple[str, JustifyMethod]] = [
        *((("track", "left"),) if tracks else ()),
        ("attacker", "left"),
        ("figure", "right"),
        ("95% interval", "right"),
        ("worst form", "right"),
        *((t, "right") for t in tiers),
        ("limit", "right"),
        ("result", "left"),
    ]
    for header, justify in columns:
        grid.add_column(header, justify=justify, no_wrap=True)
    for row in report.rows:
        interval = f"[{100 * row.interval[0]:.1f}, {100 * row.interval[1]:.1f}]" if row.interval else "–"
        colour = {"pass": "green", "FAIL": "red", "reported": "yellow"}[row.status]
        grid.add_row(
            *((row.track,) if tracks else ()),
            row.name,
            f"{SHORT.get(row.measure, row.measure)} {pct(row.value)}",
            interval,
            pct(row.worst_form),
            *(pct(row.headline.get(t)) if row.headline else "–" for t in tiers),
            pct(row.threshold),
            f"[{colour}]{row.status}[/]",
        )
    return grid


SHORT = {"accuracy": "acc", "balanced accuracy": "bal. acc", "right": "right", "median": "median", "share": "share"}
TABLE_WIDTH = 130


def failure_lines(report: AuditReport) -> list[str]:
    """One line per failing attacker: its first failure, and how many more the JSON report holds."""
    lines = []
    for row in report.failing:
        more = len(row.failures) - 1
        lines.append(row.failures[0] + (f" (and {more} more in key/audit.json)" if more else ""))
    return lines
