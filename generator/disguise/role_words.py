"""The words that point at a role, and the guess from a name's words and its likely type.

A name's '_'-separated parts are checked against word lists (flags, indices, dates, rates,
limits, counts, amounts, identifiers, texts, mappings); :func:`guess_role` weighs them with the
kind of value the name holds (:mod:`generator.disguise.value_kinds`) and how it is used.
"""

from __future__ import annotations

import re

# Words that point at a role. Checked against the name's '_'-separated parts.
_FLAG_PREFIXES = (
    "is",
    "has",
    "can",
    "should",
    "allow",
    "allows",
    "use",
    "include",
    "exclude",
    "strict",
    "enabled",
    "found",
    "ok",
    "valid",
    "done",
    "seen",
    "skip",
    "keep",
    "inclusive",
    "needs",
)


_INDEX_NAMES = {
    "i",
    "j",
    "k",
    "idx",
    "index",
    "ix",
    "pos",
    "position",
    "mid",
    "lo",
    "hi",
    "left",
    "right",
    "p",
    "q",
    "ptr",
    "cursor",
    "offset",
    "start_idx",
    "end_idx",
    "col",
    "row",
    "r",
    "c",
    "n_i",
}


_DATE_WORDS = {
    "day",
    "days",
    "date",
    "dates",
    "week",
    "weeks",
    "month",
    "months",
    "year",
    "years",
    "hour",
    "hours",
    "minute",
    "minutes",
    "min",
    "mins",
    "second",
    "seconds",
    "sec",
    "time",
    "today",
    "deadline",
    "due",
    "expires",
    "expiry",
    "age",
    "ts",
    "clock",
    "start",
    "end",
    "now",
    "dawn",
    "night",
    "weekday",
    "doy",
}


_RATE_WORDS = {
    "rate",
    "rates",
    "ratio",
    "pct",
    "percent",
    "percentage",
    "factor",
    "share",
    "fraction",
    "probability",
    "prob",
    "multiplier",
    "speed",
    "efficiency",
    "alpha",
}


_LIMIT_WORDS = {
    "limit",
    "max",
    "maximum",
    "min",
    "minimum",
    "cap",
    "threshold",
    "bound",
    "ceiling",
    "floor",
    "grace",
    "tolerance",
    "budget",
    "quota",
    "capacity",
    "size",
    "width",
    "window",
    "target",
    "cutoff",
    "allowance",
    "step",
    "lo",
    "hi",
    "low",
    "high",
    "upper",
    "lower",
    "base",
}


_COUNT_WORDS = {
    "count",
    "counts",
    "n",
    "num",
    "number",
    "qty",
    "quantity",
    "many",
    "tally",
    "len",
    "length",
    "nth",
    "times",
    "hits",
    "attempts",
    "retries",
    "late",
    "needed",
    "pages",
    "batches",
    "runs",
    "streak",
    "best",
    "longest",
    "steps",
    "k",
}


_AMOUNT_WORDS = {
    "total",
    "sum",
    "amount",
    "price",
    "cost",
    "fee",
    "fees",
    "balance",
    "value",
    "score",
    "cents",
    "charge",
    "pay",
    "weight",
    "mass",
    "distance",
    "area",
    "volume",
    "avg",
    "mean",
    "median",
    "yield",
    "kwh",
    "money",
    "bill",
    "fine",
    "tax",
    "subtotal",
    "spent",
    "remaining",
    "acc",
}


_IDENT_WORDS = {
    "id",
    "ids",
    "code",
    "key",
    "keys",
    "name",
    "names",
    "sku",
    "user",
    "patron",
    "owner",
    "label",
    "tag",
    "isbn",
    "ref",
    "email",
    "handle",
    "team",
    "player",
    "host",
    "ip",
}


_TEXT_WORDS = {
    "text",
    "word",
    "line",
    "string",
    "s",
    "msg",
    "message",
    "char",
    "ch",
    "title",
    "prefix",
    "suffix",
    "sep",
    "sentence",
    "token",
    "piece",
    "chunk",
    "out_text",
    "result_text",
    "body",
}


_MAPPING_WORDS = {
    "map",
    "mapping",
    "by",
    "lookup",
    "table",
    "index",
    "dict",
    "seen",
    "counts",
    "freq",
    "totals",
    "groups",
    "buckets",
    "registry",
}


def words_of(name: str) -> list[str]:
    return [w for w in re.split(r"[_\d]+", name.lower()) if w]


def guess_role(
    name: str, kind: str, *, loop_over: str | None = None, range_loop: bool = False, used_as_sequence: bool = False
) -> str:
    """The pack role for ``name`` given its likely type and how it is used."""
    parts = words_of(name)
    partset = set(parts)
    last = parts[-1] if parts else name
    if kind == "bool" or (parts and parts[0] in _FLAG_PREFIXES and kind in ("unknown", "bool")):
        return "flags"
    if range_loop or (name in _INDEX_NAMES and kind in ("int", "unknown")):
        return "indices"
    if kind == "dict" or (
        kind == "unknown"
        and partset & _MAPPING_WORDS
        and not used_as_sequence
        and last in ("map", "mapping", "lookup", "table", "dict", "registry")
    ):
        return "mappings"
    if kind in ("list", "tuple", "set") or used_as_sequence:
        return "collections"
    if kind == "str" or (kind == "unknown" and (partset & _TEXT_WORDS or partset & _IDENT_WORDS)):
        return "identifiers" if partset & _IDENT_WORDS else "texts"
    if partset & _RATE_WORDS:
        return "rates"
    if partset & _DATE_WORDS:
        return "dates"
    if partset & _LIMIT_WORDS:
        return "limits"
    if kind == "float" or partset & _AMOUNT_WORDS:
        return "amounts"
    if partset & _COUNT_WORDS or kind == "int":
        return "counts"
    if loop_over is not None:
        return "items"
    if kind == "unknown" and last.endswith("s") and not last.endswith("ss") and len(last) > 3:
        return "collections"
    return "items"
