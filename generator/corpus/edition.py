"""Edition names (``2027Q1``): parsing, the current quarter, the next one."""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass

from core.errors import UsageError

_PATTERN = re.compile(r"^([1-9]\d{3})Q([1-4])$")


@dataclass(frozen=True, order=True)
class Edition:
    year: int
    quarter: int

    @classmethod
    def parse(cls, text: str) -> Edition:
        match = _PATTERN.match(text.strip().upper())
        if not match:
            raise UsageError(f"edition '{text}' is not a quarter like 2027Q1 (a year from 1000 to 9999, 'Q', then 1-4)")
        return cls(int(match.group(1)), int(match.group(2)))

    @classmethod
    def current(cls, today: _dt.date | None = None) -> Edition:
        day = today or _dt.date.today()
        return cls(day.year, (day.month - 1) // 3 + 1)

    def next(self) -> Edition:
        return Edition(self.year + (self.quarter == 4), self.quarter % 4 + 1)

    @property
    def slug(self) -> str:
        return f"{self.year}q{self.quarter}"

    def __str__(self) -> str:
        return f"{self.year}Q{self.quarter}"
