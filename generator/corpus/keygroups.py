"""The key's keyword groups of a defective snippet: one group per planted fault.

A fault's group credits an explanation that names its mechanism in plain words or quotes its repair:

- the plain-language vocabulary of the fault's mechanism (``operators/vocabulary.py``: "inverted",
  "never validates", "floor division", "undercounts by one", ...);
- the operator's own phrases for this edit (the mutant's authored groups, renamed with the variant,
  made fair: no code-only group, no one-letter/digit/symbol phrase, no bare connective);
- the repaired code: the smallest expressions of the correct version (``reference_code``) that the
  defective snippet does not contain (``today - 179``, ``max(0, period_days - covered_until)``), so
  an explanation that writes the fix is credited, and quoting the defective code is not;

each phrase with its real inflections (lemminflect, ``keyterms.phrase_forms``). The key's matching
rule stays DESIGN's literal one, so any scorer of the key gives the same recall.

An item with n faults has n groups: naming one of two faults earns half. Authored groups are
attributed to faults in the order the engine interleaves them (``operators/engine.py``); repaired
hunks in line order, when there is one hunk per fault (else every hunk goes to every fault).
"""

from __future__ import annotations

import ast
import builtins
import difflib
import functools
import keyword
import re
from collections.abc import Iterable, Sequence

from generator.corpus.keyterms import (
    Groups,
    fair_groups,
    identifiers,
    is_code_phrase,
    is_token_phrase,
    phrase_forms,
    rename_groups,
)
from operators.vocabulary import vocabulary

_COMMON = frozenset(dir(builtins)) | frozenset(keyword.kwlist)

# Words that name no mechanism: connectives, and what any explanation of any defect says ("the code
# computes the result"). An authored group's phrase among them is left out: an unrelated explanation
# would hit it.
CONNECTIVES = frozenset(
    {"instead of", "rather than", "should be", "should use", "should call", "should return", "not", "is", "in"}
    | {"computes", "computed", "compute", "calculation", "operator", "result", "returns", "return value"}
)
MAX_REPAIR_PHRASES = 4  # per hunk: the smallest expressions of the fix, then its whole line
_SPACE = re.compile(r"\s+")


def _squeezed(text: str) -> str:
    return _SPACE.sub("", text).lower()


_NUMBER_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]


def _code_body(code: str) -> str:
    """The code squeezed (white space out, lower case) without its docstrings: a fix the
    docstring spells out ("window starts at today - 179") is still the fix when an explanation
    writes it; only code the snippet runs is what quoting it would give away."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return _squeezed(code)
    drop: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and body:
            first = body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                drop.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    lines = code.splitlines()
    return _squeezed("\n".join(line for n, line in enumerate(lines, 1) if n not in drop))


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"(?<![\w.])\d+(?![\w.])", text)]


def value_phrases(code: str, reference: str) -> tuple[tuple[str, ...], ...]:
    """Per differing hunk, the integers of the fix that its defective line does not hold, as a
    reader names a wrong constant: in words up to twelve ("two characters long"), in digits from 10
    on ("127"); no single digit (it would match any number)."""
    ours, theirs = code.splitlines(), reference.splitlines()
    out = []
    for start, end in _hunks(code, reference):
        fixed = " ".join(theirs[start - 1 : end])
        near = " ".join(ours[max(0, start - 2) : end + 1])
        values = [v for v in dict.fromkeys(_numbers(fixed)) if v not in _numbers(near)]
        words = [_NUMBER_WORDS[v] for v in values if 2 <= v < len(_NUMBER_WORDS)]
        out.append(tuple(words + [str(v) for v in values if v >= 10]))
    return tuple(out)


def _hunks(code: str, reference: str) -> list[tuple[int, int]]:
    """1-based line ranges [start, end] of the reference that differ from the code."""
    ours, theirs = code.splitlines(), reference.splitlines()
    matcher = difflib.SequenceMatcher(a=[s.strip() for s in ours], b=[s.strip() for s in theirs], autojunk=False)
    hunks: list[tuple[int, int]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "replace" and i2 - i1 == j2 - j1:  # line for line: one hunk per changed line
            hunks.extend((j, j) for j in range(j1 + 1, j2 + 1))
        elif tag in ("replace", "insert"):
            hunks.append((j1 + 1, j2))
    return hunks


def _segments(tree: ast.AST, reference: str, start: int, end: int) -> list[tuple[ast.AST, str]]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.expr, ast.stmt)) or isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            continue
        lineno, end_lineno = getattr(node, "lineno", 0), getattr(node, "end_lineno", 0) or 0
        if start <= lineno and end_lineno <= end:
            text = ast.get_source_segment(reference, node)
            if text:
                found.append((node, " ".join(text.split())))
    return found


@functools.lru_cache(maxsize=1024)
def repair_phrases(code: str, reference: str) -> tuple[tuple[str, ...], ...]:
    """Per differing hunk of ``reference`` (the correct twin), the code text of its fix: the
    smallest expressions or statements there that ``code`` does not contain (white space aside),
    that hold a word and more than one token and name only identifiers ``code`` has; then the
    hunk's first line as written (what the key's explanation quotes). () when a side does not parse."""
    try:
        tree = ast.parse(reference)
    except (SyntaxError, ValueError):
        return ()
    if not identifiers(code):
        return ()
    own = identifiers(code)
    body = _code_body(code)
    lines = reference.splitlines()
    out: list[tuple[str, ...]] = []
    for start, end in _hunks(code, reference):
        candidates: dict[str, ast.AST] = {}
        for node, text in _segments(tree, reference, start, end):
            if (
                _squeezed(text) not in body
                and not is_token_phrase(text)
                and len(re.findall(r"\w+|[^\w\s]", text)) > 1
                and _free_names(text) <= own
            ):
                candidates[text] = node
        ids = {id(n) for n in candidates.values()}
        outer = {id(n) for n in candidates.values() if any(id(c) in ids for c in ast.walk(n) if c is not n)}
        smallest = sorted((t for t, n in candidates.items() if id(n) not in outer), key=len)
        first_line = " ".join(lines[start - 1].split()) if start - 1 < len(lines) else ""
        phrases = smallest[: MAX_REPAIR_PHRASES - 1]
        if first_line and _squeezed(first_line) not in body and identifiers_ok(first_line, own):
            phrases.append(first_line)
        if phrases:
            out.append(tuple(dict.fromkeys(phrases)))
    return tuple(out)


def _free_names(text: str) -> frozenset[str]:
    """The names a piece of code reads and does not bind itself (a comprehension's or lambda's
    own variables aside), builtins and keywords aside; a compound header is completed to parse.
    Unparsable text names one impossible name (so it is never taken as a repair)."""
    for source in (text, text + "\n    pass", text.rstrip(":") + ":\n    pass"):
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        bound = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        bound |= {a.arg for n in ast.walk(tree) if isinstance(n, ast.Lambda) for a in n.args.args}
        read = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        return frozenset(read - bound - _COMMON)
    return frozenset({" "})


def identifiers_ok(line: str, own: frozenset[str]) -> bool:
    """Every name a line of code reads is one ``own`` has."""
    return _free_names(line) <= own


def _attributed(groups: Groups, faults: int) -> list[list[str]]:
    """The authored groups' phrases per fault (group k belongs to fault k mod n: the engine
    interleaves the faults' groups), bare connectives left out."""
    per: list[list[str]] = [[] for _ in range(max(faults, 1))]
    for index, group in enumerate(groups):
        per[index % len(per)].extend(p for p in group if " ".join(p.lower().split()) not in CONNECTIVES)
    return per


@functools.lru_cache(maxsize=1)
def public_words() -> frozenset[str]:
    """Every word of the audit's stuffing paragraph (the operator catalogue and the vocabulary):
    a word any paragraph can carry without reading the snippet, so no anchor."""
    from audit.responders import stuffing_paragraph

    return frozenset(re.findall(r"[a-z]+", stuffing_paragraph().lower()))


MIN_ANCHOR = 3  # shorter names (i, n, xs) are pronouns, letters or abbreviations any text holds


@functools.lru_cache(maxsize=1024)
def anchors(code: str) -> tuple[str, ...]:
    """Words of the snippet a specific explanation names: its function, parameter and variable
    names of MIN_ANCHOR letters or more, written as code (``overdraft_limit``) or in words
    ("overdraft limit", "overdraft"), a single word with its real inflections ("lengths" -> "length"); none that
    the public stuffing paragraph holds. The scorer credits no keyword group of an explanation that
    names none of them (scoring/keywords.py)."""
    public = public_words()
    out: list[str] = []
    for name in sorted(identifiers(code)):
        low = name.lower()
        parts = [p for p in low.split("_") if p]
        spaced = " ".join(parts)
        if len(low) < MIN_ANCHOR or (len(parts) == 1 and low in public):
            continue
        words = [low] if len(parts) == 1 else [p for p in parts if len(p) > MIN_ANCHOR and p not in public]
        out.extend([low, spaced] if len(parts) > 1 else [])
        out.extend(f for word in words for f in phrase_forms(word))
    out.extend(code_fragments(code))
    return tuple(dict.fromkeys(a for a in out if a not in public))


MIN_FRAGMENT = 8  # characters of a quoted expression: shorter ones (``i + 1``, ``len(xs)``) any text may hold

_FRAGMENT_NODES = (ast.Compare, ast.BinOp, ast.BoolOp, ast.Call, ast.Subscript)


def code_fragments(code: str) -> tuple[str, ...]:
    """The snippet's expressions an explanation may quote to say where it looks (``b"0" <= c``,
    ``ord(c) - 48``), as the formatted snippet writes them: comparisons, arithmetic, boolean
    operations, calls with arguments and subscripts of the function body, of MIN_FRAGMENT characters
    or more and naming one of the snippet's own identifiers. A paragraph written for no snippet in
    particular holds none of them."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return ()
    own = identifiers(code)
    found: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, _FRAGMENT_NODES) or (isinstance(node, ast.Call) and not node.args):
            continue
        parts = [(node, ast.get_source_segment(code, node))]
        if isinstance(node, ast.Compare) and len(node.comparators) > 1:  # each link of a chain: ``b"0" <= c``
            terms = [node.left, *node.comparators]
            parts += [(node, _span(code, a, b)) for a, b in zip(terms, terms[1:])]
        for owner, text in parts:
            if text is None or "\n" in text or len(text) < MIN_FRAGMENT:
                continue
            if {n.id for n in ast.walk(owner) if isinstance(n, ast.Name)} & own:
                found.append(" ".join(text.lower().split()))
    return tuple(sorted(set(found)))


def _span(code: str, first: ast.expr, last: ast.expr) -> str | None:
    """The source from ``first``'s start to ``last``'s end, when both stand on one line."""
    if first.lineno != last.end_lineno or last.end_col_offset is None:
        return None
    line = code.splitlines()[first.lineno - 1].encode()
    return line[first.col_offset : last.end_col_offset].decode()


def _carried(phrase: str, gone: frozenset[str]) -> bool:
    """A phrase every word of which is a name the disguise renamed away ("limit" when the original's
    ``limit`` is this snippet's ``cap``): ``redpen verify`` would read it as the twin's identifier."""
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", phrase)
    return bool(gone) and bool(words) and all(w in gone for w in words)


def _merged(code: tuple[tuple[str, ...], ...], values: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    """Code and value phrases per hunk (both lists are per hunk of the same diff)."""
    if len(code) != len(values):
        return code
    return tuple(c + v for c, v in zip(code, values))


def key_groups(
    authored: Groups,
    mechanisms: Sequence[str],
    code: str,
    reference: str,
    renames: Iterable[tuple[str, str]] = (),
) -> Groups:
    """The keyword groups of one defective snippet (see the module docstring). ``authored`` are the
    mutant's groups in the original's names, ``renames`` the variant's (original, new) names,
    ``code``/``reference`` the variant and its correct twin. An authored phrase of code text that
    the snippet shows (``total_kg``) is left out: quoting the snippet is no explanation."""
    faults = max(len(mechanisms), 1)
    renames = tuple(renames)
    renamed = rename_groups(authored, renames)
    gone = frozenset(old for old, new in renames if old != new) - identifiers(code)
    per_fault = _attributed(renamed, faults)
    body = _squeezed(code)
    hunks = _merged(repair_phrases(code, reference), value_phrases(code, reference)) if reference else ()
    groups = []
    for index in range(faults):
        mechanism = mechanisms[index] if index < len(mechanisms) else ""
        repairs = hunks[index] if len(hunks) == faults else tuple(p for h in hunks for p in h)
        own = [p for p in per_fault[index] if not (is_code_phrase(p) and _squeezed(p) in body)]
        phrases = [*own, *vocabulary(mechanism), *repairs]
        forms = [f for p in phrases if not is_token_phrase(p) for f in phrase_forms(p) if not _carried(f, gone)]
        group = tuple(dict.fromkeys(forms))
        if group and not all(is_code_phrase(p) for p in group):
            groups.append(group)
    if groups:
        return tuple(dict.fromkeys(groups))
    return tuple(tuple(dict.fromkeys(f for p in g for f in phrase_forms(p))) for g in fair_groups(renamed))
