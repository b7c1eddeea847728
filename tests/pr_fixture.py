"""Small synthetic PR tracks for the scoring and audit tests (issue #28), written straight into an
edition folder: key records of the generator's shape (``track: "pr"``, ``before``, ``after``,
``hunks``), live records (diff and after file) in ``live/pr.jsonl``, and the PR items' variants
added to every form of ``key/forms.json``.

Each item is one module of four functions calling each other, with random names. The change R
has three behaviour-preserving hunks (augmented assignment, a comparison without ``not``, an
extracted local); the original plants one regression inside one of R's hunks (a flipped sign,
a comparison boundary or a swapped argument pair, by item), fixed is exactly R; the disguised
variant plants the same in the module told under other names (the generator's told layout,
``generator/pr/tell.py``), and clean is the told module's change without it, so each module is
shown twice, once defective and once correct. (The generator's told change is another change C;
here it is R again, under the other names.) Hunks are one per function the change touches, as the generator's steps are. ``leak=True`` instead plants the regression as a lone one-token hunk of its
own (``i < extra`` -> ``i <= extra``), which the one-operator-hunk attacker must catch.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import random
from pathlib import Path

from audit_fixture import WORDS

from generator.corpus.forms import assign_forms
from generator.pr.present import unified_diff

VARIANTS = ("original", "disguised", "fixed", "clean")
DEFECTS = ("boundary", "swap", "sign")

# (text, tag): "X,Y-off" lines are the before's, dropped when step X or Y is applied; "X,Y-on" lines
# are written only when one is.
TEMPLATE = [
    ('"""{domain}: {doc}."""', ""),
    ("", ""),
    ("", ""),
    ("def {total}({price}: int, {qty}: int) -> int:", ""),
    ('    """Price of {qty} units at {price} cents each, in cents."""', ""),
    ("    {acc} = 0", ""),
    ("    for _ in range({qty}):", ""),
    ("        {acc} = {acc} + {price}", "R1-off"),
    ("        {acc} += {price}", "R1-on"),
    ("    return {acc}", ""),
    ("", ""),
    ("", ""),
    ("def {rebate}({amount}: int, {limit}: int) -> int:", ""),
    ('    """{amount} less a tenth (rounded down) when {amount} is at least {limit}."""', ""),
    ("    if not {amount} < {limit}:", "R2-off"),
    ("    if {amount} >= {limit}:", "R2-on"),
    ("        return {amount} - {amount} // 10", ""),
    ("    return {amount}", ""),
    ("", ""),
    ("", ""),
    ("def {bill}({price}: int, {qty}: int, {limit}: int) -> int:", ""),
    ('    """The bill for {qty} units at {price} cents, with the rebate over {limit}."""', ""),
    ("    return {rebate}({total}({price}, {qty}), {limit})", "R3-off"),
    ("    {sub} = {total}({price}, {qty})", "R3-on"),
    ("    return {rebate}({sub}, {limit})", "R3-on"),
    ("", ""),
    ("", ""),
    ("def {split}({amount}: int, {parts}: int) -> list[int]:", ""),
    ('    """{amount} cut into {parts} shares that differ by at most one, larger first."""', ""),
    ("    {base}, {extra} = divmod({amount}, {parts})", ""),
    ("    return [{base} + 1 if i < {extra} else {base} for i in range({parts})]", ""),
]
ROLES = (
    "total",
    "price",
    "qty",
    "acc",
    "rebate",
    "amount",
    "limit",
    "bill",
    "sub",
    "split",
    "parts",
    "base",
    "extra",
)
R = ("R1", "R2", "R3")
# the regression: (the template line it replaces, the defective line); all but "leak" lie in a hunk of R
DEFECT = {
    "sign": ("        {acc} += {price}", "        {acc} -= {price}"),
    "boundary": ("    if {amount} >= {limit}:", "    if {amount} > {limit}:"),
    "swap": ("    {sub} = {total}({price}, {qty})", "    {sub} = {total}({qty}, {price})"),
    "leak": (
        "    return [{base} + 1 if i < {extra} else {base} for i in range({parts})]",
        "    return [{base} + 1 if i <= {extra} else {base} for i in range({parts})]",
    ),
}
OPERATOR = {"boundary": "ROR", "swap": "SWAP", "sign": "AOR", "leak": "ROR"}
STEP_OF = {"R": {"total": "R1", "rebate": "R2", "bill": "R3"}}


def render(names: dict[str, str], steps: tuple[str, ...], defect: str = "") -> tuple[str, int]:
    """The module with ``steps`` applied and ``defect`` planted, and the defect's line (0: none)."""
    lines = []
    at = 0
    for text, tag in TEMPLATE:
        named, _, state = tag.partition("-")
        if named and (state == "on") != any(step in steps for step in named.split(",")):
            continue
        if defect and DEFECT[defect][0] == text:
            text, at = DEFECT[defect][1], len(lines) + 1
        lines.append(text.format(**names))
    return "\n".join(lines) + "\n", at


def hunks_of(before: str, after: str, change: str, defect: str = "", at: int = 0) -> list[dict]:
    """One hunk per function the change touches (its changed after lines, first to last); the
    function holding the defect's line ``at`` is the defect hunk."""
    old, new = before.splitlines(), after.splitlines()
    starts = [n for n, line in enumerate(new, 1) if line.startswith("def ")]
    touched: dict[int, list[int]] = {}
    for tag, _i1, _i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        for line in range(j1 + 1, j2 + 1) if j2 > j1 else [max(j1, 1)]:
            touched.setdefault(max(s for s in starts if s <= line), []).append(line)
    hunks = []
    for start, lines in sorted(touched.items()):
        role = next(r for r in ("total", "rebate", "bill", "split") if new[start - 1].startswith(f"def {r}_"))
        later = [s for s in starts if s > start]
        defective = bool(at) and start <= at <= (later[0] - 1 if later else len(new))
        hunks.append(
            {
                "lines": [min(lines), max(lines)],
                "kind": "defect" if defective else "refactor",
                "made_by": OPERATOR[defect] if defective else STEP_OF[change].get(role, "?"),
            }
        )
    return hunks


def _names(rng: random.Random) -> dict[str, str]:
    drawn = rng.sample(WORDS, len(ROLES))
    names = dict(zip(ROLES, drawn))
    for role in ("total", "rebate", "bill", "split"):
        names[role] = f"{role}_{names[role]}"
    names["domain"] = rng.choice(WORDS).capitalize()
    names["doc"] = " ".join(rng.sample(WORDS, 5))
    return names


def pr_item(number: int, rng: random.Random, *, leak: bool = False, tier: str = "easy") -> list[tuple[dict, dict]]:
    """(key record, live record) of each variant of one PR item."""
    names, host = _names(rng), _names(rng)
    defect = "leak" if leak else DEFECTS[number % len(DEFECTS)]
    made = {}
    for variant, who, change, planted in (
        ("original", names, "R", defect),
        ("disguised", host, "R", defect),
        ("fixed", names, "R", ""),
        ("clean", host, "R", ""),
    ):
        before, _ = render(who, ())
        after, at = render(who, R, planted)
        made[variant] = (who, before, after, hunks_of(before, after, change, planted, at), at)
    out = []
    for variant in VARIANTS:
        who, old, new, hunks, at = made[variant]
        defective = variant in ("original", "disguised")
        # opaque ids, as the generator's: an id ordered by variant would break every tie of the twin readers
        snippet_id = "rp-2031q1-" + hashlib.sha256(f"{number}:{variant}".encode()).hexdigest()[:8]
        record = {
            "snippet_id": snippet_id,
            "item_id": f"rp-2031q1-p{number:03d}",
            "track": "pr",
            "variant": variant,
            "tier": tier,
            "defective": defective,
            "fault_lines": [at] if defective else [],
            "keywords": [[f"{who['amount']} strays by {number}"], [f"{who['limit']} knot {number}"]]
            if defective
            else [],
            "operators": [OPERATOR[defect]],
            "domain": who["domain"].lower(),
            "before": old,
            "after": new,
            "hunks": hunks,
        }
        path = f"{record['domain']}/{who['bill']}.py"
        live = {
            "snippet_id": snippet_id,
            "language": "python",
            "track": "pr",
            "path": path,
            "diff": unified_diff(old, new, path),
            "code": new,
        }
        out.append((record, live))
    return out


def add_pr_track(folder: Path, *, items: int = 8, seed: int = 3, leak: bool = False) -> Path:
    """Add a PR track of ``items`` items to the edition in ``folder`` (written by
    ``audit_fixture.write_fixture``, or an empty folder: then a PR-only key)."""
    rng = random.Random(seed)
    (folder / "live").mkdir(parents=True, exist_ok=True)
    (folder / "key").mkdir(parents=True, exist_ok=True)
    records, live, variants = [], [], []
    for number in range(1, items + 1):
        tier = ("easy", "medium")[(number - 1) % 2]
        made = pr_item(number, rng, leak=leak, tier=tier)
        records += [r for r, _ in made]
        live += [lv for _, lv in made]
        variants.append((made[0][0]["item_id"], tier, {r["variant"]: r["snippet_id"] for r, _ in made}))
    rng.shuffle(live)
    answers = folder / "key" / "answers.jsonl"
    old = answers.read_text() if answers.is_file() else ""
    answers.write_text(old + "".join(json.dumps(r) + "\n" for r in records))
    (folder / "live" / "pr.jsonl").write_text("".join(json.dumps(r) + "\n" for r in live))
    forms_path = folder / "key" / "forms.json"
    forms = json.loads(forms_path.read_text()) if forms_path.is_file() else {}
    for name, ids in assign_forms(variants, max(len(forms), 4) if forms else 4, "fixture-pr").items():
        forms.setdefault(name, []).extend(ids)
    forms_path.write_text(json.dumps(forms))
    return folder
