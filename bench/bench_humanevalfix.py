"""HumanEvalFix reproduction: of HumanEvalPack's hand-written Python bugs (164, bigcode/humanevalpack,
python split), how many does the operator set plant exactly?

For each record, ``declaration + canonical_solution`` is the fixed function and ``declaration +
buggy_solution`` the buggy one. A bug is reproduced when a first-order mutant of the entry point (or,
where the bug touches two lines or more, a second-order pair of edits planted on those lines) is
the buggy function after normalization (``ast.dump``: whitespace, parentheses, comments ignored).

The data is MIT-licensed but not shipped (540 KB): pass its path (``--data PATH`` or
``REDPEN_HUMANEVALFIX``); it is ``evaluation/create/humaneval-x/data/python/data/humanevalpack.jsonl``
of github.com/bigcode-project/octopack, the same records as the hub dataset. Without it the bench runs
on the hand-written sample of the same shape, ``tests/fixtures/humanevalfix/sample.jsonl``.

``.venv/bin/python -m bench humanevalfix [--data PATH] [--verbose]``
"""

from __future__ import annotations

import argparse
import ast
import difflib
import json
import os
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from operators.engine import FunctionMutator
from operators.higher_order import compatible_pair, first_order_edits

SAMPLE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "humanevalfix" / "sample.jsonl"


@dataclass(frozen=True)
class Outcome:
    task_id: str
    bug_type: str
    operators: tuple[str, ...]  # the reproducing operators (first found), empty when not reproduced
    order: int  # 1 or 2 (0: not reproduced)


def normalized(source: str) -> str:
    return ast.dump(ast.parse(source))


def load(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _changed_lines(fixed: str, buggy: str) -> list[range]:
    """The hunks of ``fixed`` that ``buggy`` rewrites (1-based line ranges; an insertion is blamed on
    the line it stands before)."""
    matcher = difflib.SequenceMatcher(a=fixed.splitlines(), b=buggy.splitlines(), autojunk=False)
    return [range(i1 + 1, max(i2, i1 + 1) + 1) for tag, i1, i2, _j1, _j2 in matcher.get_opcodes() if tag != "equal"]


def reproduce(record: dict[str, str], operators: Sequence[str] | None = None) -> Outcome:
    fixed = record["declaration"] + record["canonical_solution"]
    buggy = record["declaration"] + record["buggy_solution"]
    bug_type = record.get("bug_type", "?")
    try:
        target = normalized(buggy)
        mutator = FunctionMutator(fixed, function=record["entry_point"])
    except (SyntaxError, ValueError, LookupError):
        return Outcome(record["task_id"], bug_type, (), 0)
    edits = first_order_edits(mutator, operators)
    for edit in edits:
        mutant = mutator.build([edit])
        if mutant is not None and normalized(mutant.source) == target:
            return Outcome(record["task_id"], bug_type, mutant.operators, 1)
    hunks = _changed_lines(fixed, buggy)
    if sum(len(h) for h in hunks) < 2:  # one line changed: one edit would have done
        return Outcome(record["task_id"], bug_type, (), 0)
    near = [
        e
        for e in edits
        if any(line in hunk for hunk in hunks for line in range(e.site.span.start_line, e.site.span.end_line + 1))
    ]
    for i, first in enumerate(near):
        for second in near[i + 1 :]:
            if not compatible_pair(mutator, first, second):
                continue
            mutant = mutator.build([first, second])
            if mutant is not None and normalized(mutant.source) == target:
                return Outcome(record["task_id"], bug_type, mutant.operators, 2)
    return Outcome(record["task_id"], bug_type, (), 0)


def report(outcomes: Sequence[Outcome], *, verbose: bool = False) -> str:
    lines = []
    if verbose:
        lines += [f"  {o.task_id:14} {o.bug_type:16} {'+'.join(o.operators) or '-'}" for o in outcomes]
    total = Counter(o.bug_type for o in outcomes)
    hit = Counter(o.bug_type for o in outcomes if o.order)
    for kind in sorted(total):
        lines.append(f"{kind:16} {hit[kind]:3} / {total[kind]:3}  ({hit[kind] / total[kind]:.0%})")
    by_op = Counter("+".join(o.operators) for o in outcomes if o.order)
    lines.append("by operator: " + ", ".join(f"{op} {n}" for op, n in sorted(by_op.items(), key=lambda kv: -kv[1])))
    first = sum(1 for o in outcomes if o.order == 1)
    second = sum(1 for o in outcomes if o.order == 2)
    n = len(outcomes)
    lines.append(
        f"reproduced exactly: {first + second} of {n} ({(first + second) / n:.1%}); first-order {first} "
        f"({first / n:.1%}), second-order {second}"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="bench humanevalfix")
    parser.add_argument("--data", type=Path, default=os.environ.get("REDPEN_HUMANEVALFIX"))
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--operators", nargs="*")
    args = parser.parse_args(list(argv) if argv is not None else [])
    path = args.data or SAMPLE
    print(f"data: {path}" + ("" if args.data else " (the hand-written sample: pass --data for the 164 bugs)"))
    outcomes = [reproduce(record, args.operators) for record in load(Path(path))]
    print(report(outcomes, verbose=args.verbose))


if __name__ == "__main__":
    main(sys.argv[1:])
