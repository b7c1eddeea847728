"""Review prompts for a model harness, rendered from ``templates/prompt.txt.j2``.

The code is shown with 1-based line numbers (lines split the way Python counts them: ``\\n``,
``\\r\\n`` or ``\\r``), which are the numbers ``fault_lines`` in the key use, and the prompt asks for
exactly the DEFECT / LINES / EXPLANATION format the scorer parses.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from core.errors import InputFileError
from core.render import render

TEMPLATE = "prompt.txt.j2"
PR_TEMPLATE = "pr_prompt.txt.j2"
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def numbered_lines(code: str) -> list[tuple[int, str]]:
    lines = _LINE_BREAK.split(code)
    if lines and lines[-1] == "":
        lines.pop()  # a final newline ends the last line; it does not start a new one
    return [(number, text) for number, text in enumerate(lines, start=1)]


def render_prompt(snippet_id: str, code: str) -> str:
    numbered = numbered_lines(code)
    width = len(str(len(numbered))) if numbered else 1
    longest_backtick_run = max((len(run) for run in re.findall(r"`+", code)), default=0)
    fence = "`" * max(3, longest_backtick_run + 1)
    return render(TEMPLATE, snippet_id=snippet_id, numbered=numbered, width=width, fence=fence)


def render_pr_prompt(snippet_id: str, path: str, diff: str, after: str) -> str:
    """A PR's review prompt (``templates/pr_prompt.txt.j2``): the unified diff, then the whole
    module after the change with its line numbers."""
    numbered = numbered_lines(after)
    width = len(str(len(numbered))) if numbered else 1
    longest = max((len(run) for run in re.findall(r"`+", diff + after)), default=0)
    fence = "`" * max(3, longest + 1)
    return render(PR_TEMPLATE, snippet_id=snippet_id, path=path, diff=diff, numbered=numbered, width=width, fence=fence)


def prompt_records(snippets: Iterable[dict]) -> list[dict]:
    """One ``{"snippet_id", "prompt"}`` per live record, in the given order: a snippet's prompt, or,
    for a PR record (it has a ``diff``), the PR prompt."""
    records: list[dict] = []
    for index, snippet in enumerate(snippets, start=1):
        try:
            snippet_id, code = snippet["snippet_id"], snippet["code"]
            if "diff" in snippet:
                prompt = render_pr_prompt(snippet_id, snippet["path"], snippet["diff"], code)
            else:
                prompt = render_prompt(snippet_id, code)
        except KeyError as exc:
            raise InputFileError(f"snippet record {index}: missing field {exc.args[0]!r}") from None
        records.append({"snippet_id": snippet_id, "prompt": prompt})
    return records


def as_jsonl(records: Iterable[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def as_text(records: Iterable[dict]) -> str:
    """Human-readable: each prompt under a ``===== <snippet id> =====`` header line."""
    parts = [f"===== {r['snippet_id']} =====\n{r['prompt'].rstrip()}\n" for r in records]
    return "\n".join(parts)
