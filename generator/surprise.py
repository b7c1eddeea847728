"""Naturalness figure: how much more surprising a mutant's code is than its fixed twin's.

A token trigram model of Python (Jelinek-Mercer interpolation of trigram, bigram and add-one
unigram estimates) is fitted once per process on ``CORPUS_MODULES`` of the standard library and on
the seed library. Tokens are normalised so the model learns code shape rather than vocabulary:
keywords, operators, builtins and attribute names stay as they are, other identifiers become
``ID``, strings ``STR``, numbers other than 0, 1 and 2 ``NUM``.

``surprise_change(fixed, mutant)`` is the total surprisal (bits) of the mutant function minus that of
the fixed function, per token of the fixed function's changed lines: about 0 for a change a
developer might well write, large for code that reads oddly (``x - x``, ``-abs(...)``). The build
uses it to rank candidates (most natural first) and reports it per item and per tier.
"""

from __future__ import annotations

import builtins
import functools
import io
import keyword
import math
import sysconfig
import tokenize
from collections import Counter
from pathlib import Path

from core.model import changed_lines
from core.paths import SEEDS

CORPUS_MODULES = (
    "bisect",
    "heapq",
    "textwrap",
    "colorsys",
    "calendar",
    "statistics",
    "fractions",
    "string",
    "shlex",
    "difflib",
    "fnmatch",
    "glob",
    "random",
    "base64",
    "csv",
    "json/decoder",
    "json/encoder",
    "urllib/parse",
    "posixpath",
    "graphlib",
    "operator",
    "copy",
    "gettext",
    "pprint",
    "reprlib",
    "sched",
    "quopri",
    "wave",
)
_BUILTINS = frozenset(dir(builtins))
_KEEP_NUMBERS = {"0", "1", "2"}
_LAMBDAS = (0.6, 0.3, 0.1)


def _tokens(text: str) -> list[tuple[str, int]]:
    """Normalised tokens with their 1-based line (comments and blank lines dropped)."""
    out: list[tuple[str, int]] = []
    previous = ""
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            kind, value, line = tok.type, tok.string, tok.start[0]
            if kind in (tokenize.COMMENT, tokenize.NL, tokenize.ENDMARKER, tokenize.ENCODING):
                continue
            if kind == tokenize.NAME:
                word = value if keyword.iskeyword(value) or value in _BUILTINS or previous == "." else "ID"
            elif kind == tokenize.NUMBER:
                word = value if value in _KEEP_NUMBERS else "NUM"
            elif kind == tokenize.STRING or kind == getattr(tokenize, "FSTRING_START", -1):
                word = "STR"
            elif kind == tokenize.NEWLINE:
                word = "<nl>"
            elif kind == tokenize.INDENT:
                word = "<in>"
            elif kind == tokenize.DEDENT:
                word = "<de>"
            else:
                word = value
            out.append((word, line))
            previous = value
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return out


class TrigramModel:
    def __init__(self, texts: list[str]) -> None:
        self.uni: Counter = Counter()
        self.bi: Counter = Counter()
        self.tri: Counter = Counter()
        self.ctx1: Counter = Counter()
        self.ctx2: Counter = Counter()
        for text in texts:
            words = ["<s>", "<s>"] + [w for w, _ in _tokens(text)]
            for i in range(2, len(words)):
                u, v, w = words[i - 2], words[i - 1], words[i]
                self.uni[w] += 1
                self.bi[(v, w)] += 1
                self.tri[(u, v, w)] += 1
                self.ctx1[v] += 1
                self.ctx2[(u, v)] += 1
        self.total = sum(self.uni.values())
        self.vocabulary = len(self.uni) + 1

    def surprisal(self, u: str, v: str, w: str) -> float:
        l3, l2, l1 = _LAMBDAS
        p = l1 * (self.uni[w] + 1) / (self.total + self.vocabulary)
        if self.ctx1[v]:
            p += l2 * self.bi[(v, w)] / self.ctx1[v]
        if self.ctx2[(u, v)]:
            p += l3 * self.tri[(u, v, w)] / self.ctx2[(u, v)]
        return -math.log2(p)

    def line_surprisals(self, text: str) -> list[tuple[int, float]]:
        tokens = _tokens(text)
        words = ["<s>", "<s>"] + [w for w, _ in tokens]
        return [(line, self.surprisal(words[i], words[i + 1], words[i + 2])) for i, (_, line) in enumerate(tokens)]


def _corpus() -> list[str]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    texts = []
    for name in CORPUS_MODULES:
        path = stdlib / f"{name}.py"
        if path.exists():
            texts.append(path.read_text(encoding="utf-8", errors="replace"))
    for path in sorted(SEEDS.glob("*/*.py")):
        texts.append(path.read_text(encoding="utf-8"))
    return texts


@functools.lru_cache(maxsize=1)
def model() -> TrigramModel:
    return TrigramModel(_corpus())


@functools.lru_cache(maxsize=64)
def _surprisals(text: str) -> tuple[tuple[int, float], ...]:
    return tuple(model().line_surprisals(text))


def surprise_change(fixed: str, mutant: str) -> float:
    """Bits of extra surprisal the mutation adds, per token of the fixed text's changed lines."""
    before = _surprisals(fixed)
    after = model().line_surprisals(mutant)
    touched = set(changed_lines(mutant, fixed))
    tokens = sum(1 for line, _ in before if line in touched) or 1
    return (sum(s for _, s in after) - sum(s for _, s in before)) / tokens
