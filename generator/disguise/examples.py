"""Docstring examples in a told text: the doctest paragraphs (``>>>``) of a docstring are code, so
telling a function in another domain renames them as the code is renamed (libcst's renamer,
:func:`generator.disguise.rename.apply_renames`) and never as prose. The spec rewriter would tell
a class ``Parcel`` in an example as the words "club code" and leave ``display("978...")`` calling
a function the told module no longer has (19 of the 40 shipped module seeds, told, had examples
that failed); the snippet renderer's wrapping would run an example's lines together."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Mapping

import libcst as cst

from generator.disguise.rename import apply_renames

PARAGRAPH = re.compile(r"\n\s*\n")
PROMPT = re.compile(r"^(\s*)(>>> |\.\.\. )(.*)$")  # an example's source line (its result lines follow)


def is_example(paragraph: str) -> bool:
    """A paragraph of docstring examples: kept line for line wherever prose is re-filled."""
    return ">>>" in paragraph


def filled(text: str, width: int) -> str:
    """``text``'s prose paragraphs re-filled to ``width`` columns; its examples kept line for line."""
    paragraphs = [p.strip() for p in PARAGRAPH.split(text.strip()) if p.strip()]
    return "\n\n".join(p if is_example(p) else textwrap.fill(" ".join(p.split()), width=width) for p in paragraphs)


def renamed_example(paragraph: str, names: Mapping[str, str]) -> str:
    """A paragraph of docstring examples renamed as the code is (libcst's renamer on each example's
    source: ``display("978...")`` follows ``display``'s new name, a keyword argument its function's
    parameter, a class's fields stay); the expected results are values and stay as they are."""
    lines = paragraph.splitlines()
    prompts = [PROMPT.match(line) for line in lines]
    source = "\n".join(m.group(3) for m in prompts if m) + "\n"
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError:  # not code libcst reads: left as written
        return paragraph
    told = iter(module.code_for_node(apply_renames(module, names)).splitlines())
    return "\n".join(f"{m.group(1)}{m.group(2)}{next(told)}" if m else line for m, line in zip(prompts, lines))


def told_doc(doc: str, names: Mapping[str, str], prose: Callable[[str], str]) -> str:
    """A docstring told: its prose paragraphs by ``prose`` (the spec rewriter, all in one text so its
    word choices agree), its examples (paragraphs with ``>>>``) as code, renamed by the module's name
    map and nothing else, so each example still calls the function it documents."""
    paragraphs = PARAGRAPH.split(doc.strip())
    examples = {i for i, p in enumerate(paragraphs) if is_example(p)}
    kept = [p for i, p in enumerate(paragraphs) if i not in examples]
    told = iter(PARAGRAPH.split(prose("\n\n".join(kept))) if kept else [])
    out = [renamed_example(p, names) if i in examples else next(told, "") for i, p in enumerate(paragraphs)]
    return "\n\n".join([*out, *told])  # a paragraph the rewriter split (it never does) stays in the text


__all__ = ["filled", "is_example", "renamed_example", "told_doc"]
