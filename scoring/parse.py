"""Read a free-text review as a careful grader would (DESIGN "Reading a response (grammar v2)").

A response is read from the first of three sources that yields a verdict, and every field comes
from that source: (1) key lines outside code blocks, (2) the last JSON object holding a ``defect``
key with a readable verdict, (3) key lines inside code blocks. A key line, after leading white space,
list markers (``-``, ``*``, ``+``, ``1.``, ``1)``), ``>``, ``#`` and markdown decoration (``*``, ``_``,
backticks), starts with ``DEFECT``, ``LINES``, ``EXPLANATION`` or ``WITNESS`` and a colon; an empty
value is taken from the next non-blank line. The verdict is the last ``DEFECT`` value with yes, no,
true or false among its first three words (the first such word decides); the last ``LINES`` and
``WITNESS`` values count; the explanation runs from the last ``EXPLANATION`` key to the next key line
(code lines left out). A response with no readable verdict is a parse failure: no, no lines, empty
explanation. Every scan is linear (possessive quantifiers, bounded JSON attempts), so a 10 MB response
or arbitrary text is read without a traceback.
"""

from __future__ import annotations

import bisect
import json
import re

from scoring.model import ParsedResponse

_KEYS = ("defect", "lines", "explanation", "witness")
# line start, prefix (white space, list markers, quote, heading, decoration), key, decoration, colon
_KEY_LINE = re.compile(
    r"^(?:[ \t>#+*_`-]|\d{1,3}[.)])*+(defect|lines|explanation|witness)[ \t*_`]*+:[ \t*_`]*+([^\n]*)$",
    re.IGNORECASE | re.MULTILINE,
)
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)[^\n]*$", re.MULTILINE)
_NEXT_LINE = re.compile(r"\n[ \t]*(\S[^\n]*)")
_DECORATION = " \t*_`"
_LETTER = {c: c.lower() for c in "dDlLeEwW"}
_VERDICT_WORDS = {"yes": True, "true": True, "no": False, "false": False}
_WORD_EDGE = re.compile(r"^\W+|\W+$")
# a number, or a range of two (4-6, 4 - 6, 4–6, 4..6, 4 to 6), optionally written L18; not glued to a
# word (x2 and 1.5 name no line)
_LINE_TOKEN = re.compile(
    r"(?<![\w.])[Ll]?(\d++)(?:\s*(?:-|–|—|\.\.|to\b)\s*[Ll]?(\d++))?(?![\w.]\d|[^\W\d])", re.IGNORECASE
)
_NO_LINES = frozenset({"none", "n/a", "-", "null", "[]", "", "no lines", "nil"})
_MAX_DIGITS = 9
_BEYOND = 10**_MAX_DIGITS  # a named line this large names no line of any snippet
_JSON_KEY = re.compile(r'"defect"\s*:', re.IGNORECASE)
_JSON_ATTEMPTS = 64  # raw_decode attempts per response (bounds the cost of adversarial text)
_DECODER = json.JSONDecoder()

FAILURE = ParsedResponse(verdict=False, lines=(), explanation="", parse_failure=True)


def _line_number(digits: str) -> int:
    return _BEYOND if len(digits) > _MAX_DIGITS else int(digits)


def _merge(spans: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
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


def parse_lines(value: str) -> tuple[tuple[int, int], ...]:
    """Every number and range in a LINES value (``4-6``, ``4–6``, ``4 to 6``, ``L18``, ``line 5 and
    line 9``), or none for ``none``, ``n/a``, ``-``, ``null``, ``[]`` or empty. Returns merged
    inclusive intervals, so a huge range costs nothing."""
    if value.strip(_DECORATION + ".").lower() in _NO_LINES:
        return ()
    spans: list[tuple[int, int]] = []
    for first, second in _LINE_TOKEN.findall(value):
        a = _line_number(first)
        b = _line_number(second) if second else a
        spans.append((a, b) if a <= b else (b, a))
    return _merge(spans)


def read_verdict(value: str) -> bool | None:
    """yes/true -> True, no/false -> False when one is among the first three words, else None."""
    for word in value.split(None, 3)[:3]:
        # a bare word (the common case) needs no edge stripping: same answer, no regex call
        verdict = _VERDICT_WORDS.get(word.lower())
        if verdict is None:
            verdict = _VERDICT_WORDS.get(_WORD_EDGE.sub("", word).lower())
        if verdict is not None:
            return verdict
    return None


def _answer(verdict: bool, lines: tuple[tuple[int, int], ...], explanation: str, witness: str | None) -> ParsedResponse:
    """A readable answer (the fields of one source)."""
    return ParsedResponse(verdict=verdict, lines=lines, explanation=explanation, parse_failure=False, witness=witness)


def _code_regions(text: str) -> list[int]:
    """Sorted boundaries [start0, end0, start1, end1, ...] of code (fence lines included)."""
    bounds: list[int] = []
    opened: int | None = None
    for fence in _FENCE.finditer(text):
        if opened is None:
            opened = fence.start()
        else:
            bounds += [opened, fence.end()]
            opened = None
    if opened is not None:
        bounds += [opened, len(text)]
    return bounds


def _in_code(bounds: list[int], position: int) -> bool:
    return bisect.bisect_right(bounds, position) % 2 == 1


def _witness_value(value: str) -> str | None:
    value = value.strip()
    if not value or value.strip(_DECORATION + ".").lower() in ("none", "n/a", "-", "null"):
        return None
    return value


def _from_key_lines(text: str, bounds: list[int], inside: bool) -> ParsedResponse | None:
    """Source 1 (``inside`` False) or 3 (True): the key lines on one side of the code boundary."""
    if bounds:
        matches = [
            m
            for m in _KEY_LINE.finditer(text)
            if _in_code(bounds, m.start()) == inside and not (inside and _FENCE.match(text, m.start()))
        ]
    elif inside:
        return None
    else:
        matches = list(_KEY_LINE.finditer(text))
    defects: list[int] = []
    last: dict[str, int] = {}  # first letter of the key (d, l, e, w are distinct) -> index of its last line
    for index, match in enumerate(matches):
        letter = _LETTER[match.group(1)[0]]
        if letter == "d":
            defects.append(index)
        else:
            last[letter] = index
    verdict: bool | None = None
    for index in reversed(defects):
        verdict = read_verdict(_value(text, matches, index, bounds, inside))
        if verdict is not None:
            break
    if verdict is None:
        return None
    lines = parse_lines(_value(text, matches, last["l"], bounds, inside)) if "l" in last else ()
    witness = _witness_value(_value(text, matches, last["w"], bounds, inside)) if "w" in last else None
    explanation = ""
    if "e" in last:
        index = last["e"]
        start = matches[index].start(2)
        end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
        explanation = _explanation_text(text, start, end, bounds, inside)
    return _answer(verdict, lines, explanation, witness)


def _value(text: str, matches: list[re.Match[str]], index: int, bounds: list[int], inside: bool) -> str:
    value = matches[index].group(2).strip(_DECORATION)
    if value:
        return value
    next_key = matches[index + 1].start() if index + 1 < len(matches) else len(text)
    return _next_value(text, matches[index].end(), bounds, inside, next_key)


def _next_value(text: str, end: int, bounds: list[int], inside: bool, next_key: int) -> str:
    """The next non-blank line after a key line with an empty value, on the same side of the code
    boundary and not itself a key line."""
    found = _NEXT_LINE.search(text, end)
    if found is None or found.start(1) >= next_key:
        return ""
    if _in_code(bounds, found.start(1)) != inside or _FENCE.match(text, found.start() + 1):
        return ""
    return found.group(1).strip(_DECORATION)


def _explanation_text(text: str, start: int, end: int, bounds: list[int], inside: bool) -> str:
    if not bounds:
        return _clean_explanation(text[start:end])
    parts: list[str] = []
    position = start
    cuts = [b for b in bounds if start < b < end]
    in_code = _in_code(bounds, start)
    for cut in [*cuts, end]:
        if in_code == inside:
            parts.append(text[position:cut])
        position = cut
        in_code = not in_code
    body = "".join(parts)
    if inside:  # fence lines are never explanation
        body = _FENCE.sub("", body)
    return _clean_explanation(body)


def _clean_explanation(body: str) -> str:
    body = body.strip()
    first, newline, rest = body.partition("\n")
    return (first.strip(_DECORATION) + newline + rest).strip()


def _json_lines(value: object) -> tuple[tuple[int, int], ...]:
    if isinstance(value, str):
        return parse_lines(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, list):
        return ()
    spans: list[tuple[int, int]] = []
    for entry in value:
        if isinstance(entry, bool):
            continue
        if isinstance(entry, int) or (isinstance(entry, float) and entry.is_integer()):
            number = min(int(entry), _BEYOND)
            spans.append((number, number))
        elif isinstance(entry, str):
            spans.extend(parse_lines(entry))
    return _merge(spans)


def _json_verdict(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return read_verdict(value)
    return None


def _from_json(text: str) -> ParsedResponse | None:
    """Source 2: the last JSON object (bare, fenced or inside prose) with a readable ``defect``."""
    keys = list(_JSON_KEY.finditer(text))
    if not keys:
        return None
    attempts = 0
    limit = keys[-1].start()
    position = text.rfind("{", 0, limit + 1)
    while position >= 0 and attempts < _JSON_ATTEMPTS:
        attempts += 1
        try:
            value, _ = _DECODER.raw_decode(text, position)
        except (ValueError, RecursionError):
            value = None
        if isinstance(value, dict):
            fields = {str(k).lower(): v for k, v in value.items()}
            verdict = _json_verdict(fields.get("defect"))
            if verdict is not None:
                explanation = fields.get("explanation")
                witness = fields.get("witness")
                return _answer(
                    verdict=verdict,
                    lines=_json_lines(fields.get("lines")),
                    explanation=explanation.strip() if isinstance(explanation, str) else "",
                    witness=_witness_value(witness) if isinstance(witness, str) else None,
                )
        position = text.rfind("{", 0, position)
    return None


def parse_response(text: str) -> ParsedResponse:
    """Parse one response; never raises on any string."""
    if ":" not in text:
        return FAILURE
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    bounds = _code_regions(text) if ("```" in text or "~~~" in text) else []
    fields = _from_key_lines(text, bounds, inside=False)
    if fields is None:
        fields = _from_json(text)
    if fields is None and bounds:
        fields = _from_key_lines(text, bounds, inside=True)
    return FAILURE if fields is None else fields
