"""Small synthetic editions for the audit tests: no leak by default, or one leak planted on purpose.

Each item is a random little function (one of a few shapes, random names and docstring words) in
four variants: original and disguised carry the same one-token defect (a comparison or an
arithmetic operator swapped), fixed is the repair, clean is the fixed shape with its own local names.
The disguised variant has its own name, parameters and docstring, drawn from the same pools as any
other, so nothing in the surface says which variant a snippet is, unless a leak is asked for:

- ``blank_line``: defective snippets carry one extra blank line;
- ``shared_opening``: every disguised docstring opens with the same line;
- ``loose_keywords``: keyword groups that any paragraph matches.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from generator.corpus.forms import assign_forms
from generator.items import VARIANTS
from scoring.keywords import vocabulary_cues

WORDS = [
    "amber",
    "basin",
    "cedar",
    "delta",
    "ember",
    "fable",
    "glade",
    "harbor",
    "island",
    "jasper",
    "kettle",
    "lumen",
    "meadow",
    "nectar",
    "orchid",
    "pebble",
    "quarry",
    "raven",
    "saddle",
    "timber",
    "umber",
    "valley",
    "willow",
    "yarrow",
    "zephyr",
    "anchor",
    "bramble",
    "cobalt",
    "dune",
    "falcon",
    "garnet",
    "hollow",
    "ivory",
    "juniper",
    "kestrel",
    "lantern",
    "marble",
    "nimbus",
    "otter",
    "prairie",
    "quill",
    "ridge",
    "sparrow",
    "thistle",
    "velvet",
    "walnut",
    "acorn",
    "bluff",
    "canyon",
    "drift",
    "fern",
    "grove",
    "heron",
    "iris",
    "jade",
    "knoll",
    "larch",
    "moss",
    "north",
    "opal",
    "pine",
    "quartz",
    "reed",
    "slate",
    "tundra",
    "vale",
    "wren",
]
VERBS = [
    "count",
    "total",
    "measure",
    "track",
    "sum",
    "gather",
    "tally",
    "weigh",
    "score",
    "rate",
    "rank",
    "scan",
    "pick",
    "sort",
    "list",
]

SHAPES = (
    (
        "def {f}({a}: list[int], {b}: int) -> int:\n"
        '    """{doc}"""\n'
        "    {acc} = 0\n"
        "    for {x} in {a}:\n"
        "        if {x} {cmp} {b}:\n"
        "            {acc} += {x}\n"
        "    return {acc}\n"
    ),
    (
        "def {f}({a}: list[int], {b}: int) -> int:\n"
        '    """{doc}"""\n'
        "    {acc} = 0\n"
        "    for {x} in {a}:\n"
        "        {acc} = {acc} {ar} {x} * {b}\n"
        "    return {acc}\n"
    ),
    ('def {f}({a}: int, {b}: int) -> bool:\n    """{doc}"""\n    {acc} = {a} * 2\n    return {acc} {cmp} {b}\n'),
)
SWAPS = {"cmp": (">=", ">"), "ar": ("+", "-")}


def _names(rng: random.Random, count: int) -> list[str]:
    return rng.sample(WORDS, count)


def _doc(rng: random.Random) -> str:
    return " ".join([rng.choice(VERBS).capitalize(), *rng.sample(WORDS, rng.randint(5, 9))]) + "."


def _render(shape: str, names: list[str], doc: str, defective: bool, blank: bool, flip: bool = False) -> str:
    f, a, b, acc, x = names
    good = {k: v[flip] for k, v in SWAPS.items()}
    used = {k: (v[not flip] if defective else v[flip]) for k, v in SWAPS.items()}
    code = shape.format(f=f"{rng_free(f)}", a=a, b=b, acc=acc, x=x, doc=doc, **(used if defective else good))
    if blank:  # one blank line after the docstring (line 2 in every shape)
        lines = code.split("\n")
        code = "\n".join([*lines[:2], "", *lines[2:]])
    return code


def rng_free(name: str) -> str:
    return name


def write_fixture(
    folder: Path,
    *,
    items: int = 24,
    seed: int = 1,
    blank_line: bool = False,
    shared_opening: bool = False,
    loose_keywords: bool = False,
    forms: int = 4,
    twins: bool = False,
    longer_defect: bool = False,
) -> Path:
    """Write a synthetic edition into ``folder`` (live/, key/) and return it. ``twins``: the clean
    control is the disguise's correct twin (its name, parameters and docstring), as when the disguise
    is planted in the item's own clean implementation; else it carries the original's name.
    ``longer_defect``: every defective snippet returns one more term (``+ 0``), a diff a token count reads."""
    rng = random.Random(seed)
    live_records, answers, item_variants = [], [], []
    tiers = ("easy", "medium", "hard")
    for number in range(1, items + 1):
        item_id = f"rp-2031q1-i{number:03d}"
        tier = tiers[(number - 1) % 3]
        shape = SHAPES[rng.randrange(len(SHAPES))]
        base = _names(rng, 5)
        base[0] = f"{rng.choice(VERBS)}_{base[0]}"
        disguise = _names(rng, 5)
        disguise[0] = f"{rng.choice(VERBS)}_{disguise[0]}"
        clean = [base[0], base[1], base[2], *_names(rng, 2)]
        if twins:  # the disguise is the clean control with the fault, in either direction of the swap
            clean, flip = disguise, rng.random() < 0.5
        else:
            flip = False
        doc = _doc(rng)
        disguise_doc = ("Work out the figure for the given readings. " + _doc(rng)) if shared_opening else _doc(rng)
        codes = {
            "original": _render(shape, base, doc, True, blank_line, flip),
            "disguised": _render(shape, disguise, disguise_doc, True, blank_line, flip),
            "fixed": _render(shape, base, doc, False, False, flip),
            "clean": _render(shape, clean, disguise_doc if twins else doc, False, False, flip),
        }
        if longer_defect:
            for v in ("original", "disguised"):
                codes[v] = codes[v].replace("    return ", "    return 0 + ", 1)
        ids = {v: f"rp-2031q1-{number:04x}{i:04x}" for i, v in enumerate(VARIANTS)}
        if twins:  # ids that do not sort by variant (an exported edition's are drawn from its secret)
            ids = {v: f"rp-2031q1-{rng.getrandbits(32):08x}" for v in VARIANTS}
        fault = next(
            n for n, (p, q) in enumerate(zip(codes["original"].splitlines(), codes["fixed"].splitlines()), 1) if p != q
        )
        d_fault = next(
            n
            for n, (p, q) in enumerate(
                zip(
                    codes["disguised"].splitlines(),
                    _render(shape, disguise, disguise_doc, False, blank_line, flip).splitlines(),
                ),
                1,
            )
            if p != q
        )
        # loose: groups any paragraph matches, one of them naming every mechanism family (so the scorer's
        # anti-stuffing rule, which only discounts mechanisms and phrases foreign to the key, cannot hide it)
        loose = [["the", "a", "is", *vocabulary_cues()], ["of", "and"]]
        groups = loose if loose_keywords else [[f"{base[3]} drifts by {number}"], [f"{base[4]} quirk {number}"]]
        for v in VARIANTS:
            defective = v in ("original", "disguised")
            answers.append(
                {
                    "snippet_id": ids[v],
                    "item_id": item_id,
                    "variant": v,
                    "tier": tier,
                    "defective": defective,
                    "fault_lines": ([fault] if v == "original" else [d_fault]) if defective else [],
                    "keywords": groups if defective else [],
                    "operators": ["ROR"],
                    "domain": "fixture",
                }
            )
            live_records.append({"snippet_id": ids[v], "language": "python", "code": codes[v]})
        item_variants.append((item_id, tier, ids))
    rng.shuffle(live_records)
    (folder / "live").mkdir(parents=True)
    (folder / "key").mkdir(parents=True)
    (folder / "live" / "snippets.jsonl").write_text("".join(json.dumps(r) + "\n" for r in live_records))
    (folder / "key" / "answers.jsonl").write_text("".join(json.dumps(r) + "\n" for r in answers))
    if forms:
        assigned = assign_forms(item_variants, forms, "fixture")
        (folder / "key" / "forms.json").write_text(json.dumps(assigned))
    return folder
