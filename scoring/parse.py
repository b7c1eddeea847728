"""Turn a free-text review into a verdict, named lines and an explanation (DESIGN "Scoring").

A key line starts with ``DEFECT:``, ``LINES:`` or ``EXPLANATION:`` in any case, after dropping
leading white space and markdown decoration (``#``, ``>``, ``-``, ``*``, backticks) around the key
and its colon, so ``**DEFECT:** yes`` and ``- **LINES:** 3`` count. The last line of each kind wins;
the explanation runs from its key line to the end of the response. A response whose last ``DEFECT:``
line does not say yes or no (or that has none) is a parse failure: verdict no, no lines, empty
explanation.
"""
from __future__ import annotations

import re

from .model import ParsedResponse

# A key line, found anywhere in the (newline-normalized) text: line start, decoration, key, colon.
_KEY_LINE = re.compile(
    r"^(?:[^\S\n]|[#>*`-])*(defect|lines|explanation)[ \t*`]*:[ \t*`]*(.*)$", re.IGNORECASE | re.MULTILINE
)
# yes/no standing alone: "yes|no" or "yes/no" (an echoed template) is no verdict
_VERDICT = re.compile(r"[\s*`_\"'(\[]*(yes|no)(?![\w|/])", re.IGNORECASE)
# a number, or a range of two (4-6, 4 - 6, 4–6, 4..6), not glued to a word (L4 and x2 are not lines)
_LINE_TOKEN = re.compile(r"(?<![\w.])(\d+)(?:\s*(?:-|–|—|\.\.)\s*(\d+))?(?!\w)")
_MAX_DIGITS = 9
_BEYOND = 10**_MAX_DIGITS  # a named line this large names no line of any snippet

FAILURE = ParsedResponse(verdict=False, lines=(), explanation="", parse_failure=True)


def _line_number(digits: str) -> int:
    return _BEYOND if len(digits) > _MAX_DIGITS else int(digits)


def parse_lines(value: str) -> tuple[tuple[int, int], ...]:
    """Numbers and ranges (``4-6``) separated by commas or spaces, or ``none``; other words are
    ignored. Returns merged inclusive intervals, so a huge range costs nothing."""
    spans: list[tuple[int, int]] = []
    for first, second in _LINE_TOKEN.findall(value):
        a = _line_number(first)
        b = _line_number(second) if second else a
        spans.append((a, b) if a <= b else (b, a))
    if not spans:
        return ()
    spans.sort()
    merged = [spans[0]]
    for lo, hi in spans[1:]:
        last_lo, last_hi = merged[-1]
        if lo <= last_hi + 1:
            merged[-1] = (last_lo, max(last_hi, hi))
        else:
            merged.append((lo, hi))
    return tuple(merged)


def parse_response(text: str) -> ParsedResponse:
    """Parse one response; never raises on any string."""
    if ":" not in text:
        return FAILURE
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    verdict_value: str | None = None
    lines_value: str | None = None
    explanation_from: int | None = None
    for match in _KEY_LINE.finditer(text):
        key = match.group(1).lower()
        if key == "defect":
            verdict_value = match.group(2)
        elif key == "lines":
            lines_value = match.group(2)
        else:
            explanation_from = match.start(2)
    if verdict_value is None:
        return FAILURE
    verdict = _VERDICT.match(verdict_value)
    if verdict is None:
        return FAILURE
    return ParsedResponse(
        verdict=verdict.group(1).lower() == "yes",
        lines=parse_lines(lines_value) if lines_value is not None else (),
        explanation=text[explanation_from:].strip() if explanation_from is not None else "",
        parse_failure=False,
    )
