"""Two attackers of the PR track that read the diff, never the code's meaning (issue #28).

Both see what a reviewer's diff shows: the module before and after the change, cut into the
change's hunks (their after-file line ranges, the key's ``hunks`` read for ``lines`` only, never for
``kind`` or ``made_by``). Each hunk's change is the before lines it replaces and the after lines it
writes (``difflib`` opcodes over the two files, each given to the hunk it touches).

- **smallest hunk**: the hunk of fewest after lines is the defect (ties: fewest changed tokens,
  then the first). It cannot tell a variant with a defect from one without, so it says yes on
  every PR, naming that hunk's lines.
- **one operator or constant**: the hunk whose change is one token, an operator or a constant,
  replaced, inserted or deleted (``<`` for ``<=``, ``1`` for ``0``, ``not`` added) is the defect
  (several: the smallest, then the first); no such hunk: no.

The responses are scored by the project's scorer like any model's (``audit/rows.py``).
"""

from __future__ import annotations

import difflib
import io
import tokenize
from collections.abc import Sequence
from dataclasses import dataclass

from audit.responders import response
from scoring.model import KeyRecord

DELIMITERS = frozenset({"(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "->", "@"})
WORD_OPERATORS = frozenset({"and", "or", "not", "is", "in"})
WORD_CONSTANTS = frozenset({"True", "False", "None"})
SKIPPED = frozenset(
    {tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.COMMENT, tokenize.ENDMARKER}
)


@dataclass(frozen=True)
class HunkChange:
    lines: tuple[int, int]  # first and last after-file line
    removed: tuple[str, ...]  # the before lines the hunk replaces
    added: tuple[str, ...]  # the after lines it writes

    @property
    def span(self) -> int:
        return self.lines[1] - self.lines[0] + 1


def tokens(lines: Sequence[str]) -> list[tuple[int, str]]:
    """(token type, text) of some lines of code, as far as they tokenize (a hunk may open a bracket
    it does not close: the tokens read before the error count)."""
    out: list[tuple[int, str]] = []
    text = "\n".join(line.strip() for line in lines) + "\n"
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type not in SKIPPED:
                out.append((token.type, token.string))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return out


def hunk_changes(before: str, after: str, spans: Sequence[tuple[int, int]]) -> list[HunkChange]:
    """Each hunk's change: every non-equal opcode of before -> after goes to the first hunk whose
    after lines it touches (a deletion touches the lines on both sides of where it was)."""
    old, new = before.splitlines(), after.splitlines()
    removed: list[list[str]] = [[] for _ in spans]
    added: list[list[str]] = [[] for _ in spans]
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        low, high = (j1 + 1, j2) if j2 > j1 else (j1, j1 + 1)
        for index, (first, last) in enumerate(spans):
            if first <= high and low <= last:
                removed[index] += old[i1:i2]
                added[index] += new[j1:j2]
                break
    return [HunkChange(span, tuple(r), tuple(a)) for span, r, a in zip(spans, removed, added)]


def changed_tokens(change: HunkChange) -> list[tuple[str, tuple[int, str]]]:
    """The token edits of a hunk: ("-", token) removed, ("+", token) added."""
    old, new = tokens(change.removed), tokens(change.added)
    edits: list[tuple[str, tuple[int, str]]] = []
    matcher = difflib.SequenceMatcher(None, [t[1] for t in old], [t[1] for t in new], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            edits += [("-", t) for t in old[i1:i2]] + [("+", t) for t in new[j1:j2]]
    return edits


def token_class(token: tuple[int, str]) -> str:
    """ "operator", "constant" or "" (a name, a delimiter)."""
    kind, text = token
    if (kind == tokenize.OP and text not in DELIMITERS) or (kind == tokenize.NAME and text in WORD_OPERATORS):
        return "operator"
    if kind in (tokenize.NUMBER, tokenize.STRING) or (kind == tokenize.NAME and text in WORD_CONSTANTS):
        return "constant"
    return ""


def one_token_change(change: HunkChange) -> bool:
    """Is the hunk's change one operator or constant: one replaced by another of its class
    (``<`` by ``<=``, ``0`` by ``1``, ``and`` by ``or``), or one inserted or deleted?"""
    edits = changed_tokens(change)
    classes = {token_class(token) for _, token in edits}
    if not edits or "" in classes or len(classes) != 1:
        return False
    return len(edits) == 1 or (len(edits) == 2 and sorted(sign for sign, _ in edits) == ["+", "-"])


def _changes(record: KeyRecord) -> list[HunkChange]:
    return hunk_changes(record.before, record.after, [h.lines for h in record.hunks])


def smallest_hunk(record: KeyRecord) -> str:
    """Yes, naming the lines of the hunk of fewest after lines (ties: fewest changed tokens, first)."""
    changes = _changes(record)
    if not changes:
        return response(True)
    best = min(changes, key=lambda c: (c.span, len(changed_tokens(c)), c.lines))
    return response(True, range(best.lines[0], best.lines[1] + 1))


def one_operator_hunk(record: KeyRecord) -> str:
    """Yes with the lines of the hunk whose change is one operator or constant; no when none is."""
    found = [c for c in _changes(record) if one_token_change(c)]
    if not found:
        return response(False)
    best = min(found, key=lambda c: (c.span, c.lines))
    return response(True, range(best.lines[0], best.lines[1] + 1))


def diff_responses(records: Sequence[KeyRecord]) -> dict[str, dict[str, str]]:
    """attacker name -> one response per PR record."""
    return {
        "smallest hunk": {r.snippet_id: smallest_hunk(r) for r in records},
        "one-operator hunk": {r.snippet_id: one_operator_hunk(r) for r in records},
    }
