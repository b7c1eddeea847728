"""The proofs of the module seeds' candidate refactoring steps, where a build can read them cheaply:
a record shipped beside the library (``module_seeds/pr_proofs.json``), like the gold audit's.

Proving every step a PR draws is most of a PR item's cold time (``docs/architecture/pr.md``). Each
step alone is proven once, by ``redpen pr-proofs --write`` (500 drawn inputs per function it may
change, then CrossHair), and recorded under

* the module's text hash (``content_hash("pr-proof", module text)``),
* the step's identity (``Step.id``, the refactoring, its site and function) and a hash of its
  after text (a refactoring whose code changed makes another after text: the entry is stale),
* the proof code's hash (``proof_code``: the differential and symbolic proof, the module views
  and the input drawing; another proof code makes the whole record stale), the inputs and whether
  CrossHair ran.

A build uses an entry only when all of these match and its inputs are at least the build's (a
symbolic build only entries made with CrossHair); every other step is proven during the build, as
before. The change composed of the drawn steps, the faults' measurement and the kill gates always
run. A refused step is recorded too (the build then skips it without proving it again).
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from core.model import content_hash
from core.paths import MODULE_SEEDS, ROOT
from generator.pr import module as module_views
from generator.pr.proof import FunctionProof, Proof

_MODULE_VIEWS = (
    module_views.function_view,
    module_views.runtime_text,
    module_views._hypothesis_names,
    module_views._alias,
)
RECORD_NAME = "pr_proofs.json"
SHIPPED_RECORD = MODULE_SEEDS / RECORD_NAME
_PROOF_CODE = (
    "generator/pr/proof.py",
    "generator/gold_dealing.py",
    "killability/exposure.py",
    "killability/gold_symbolic.py",
    # what decides the drawn inputs: the argument strategies and the drawing itself
    "killability/inputs.py",
    "killability/near_inputs.py",
    "killability/strategies.py",
    "killability/class_strategies.py",
    "killability/fix_hints.py",
    "killability/draws.py",
)


@functools.lru_cache(maxsize=1)
def proof_code() -> str:
    """Hash of the code a recorded proof depends on (beyond the module and step texts)."""
    digest = hashlib.sha256()
    for rel in _PROOF_CODE:
        path = ROOT / rel
        digest.update(rel.encode())
        digest.update(path.read_bytes() if path.is_file() else b"")
    # of generator/pr/module.py, the module views a proof runs (not the seed format's other rules)
    for view in _MODULE_VIEWS:
        digest.update(inspect.getsource(view).encode())
    digest.update(repr(sorted(module_views._DATA)).encode())
    return digest.hexdigest()[:16]


def module_hash(text: str) -> str:
    return content_hash("pr-proof", text)


Entries = Mapping[str, Mapping[str, dict]]  # module hash -> step id -> entry


def read_record(path: Path) -> tuple[dict[str, dict[str, dict]], dict]:
    """(module hash -> step id -> entry, header) of the record at ``path``; empty when there is none,
    it does not read as one, or its proof code is not this checkout's (stale as a whole)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        modules = data["modules"]
        header = {k: data[k] for k in ("proof_code", "inputs", "symbolic")}
    except (OSError, ValueError, KeyError, TypeError):
        return {}, {}
    if header["proof_code"] != proof_code() or not isinstance(modules, dict):
        return {}, header
    out = {}
    for key, entry in modules.items():
        steps = entry.get("steps") if isinstance(entry, dict) else None
        if isinstance(steps, dict):
            out[key] = {
                sid: {**s, "inputs_drawn": header["inputs"], "symbolic": header["symbolic"]} for sid, s in steps.items()
            }
    return out, header


def entries_for(texts: Iterable[str], *folders: Path) -> dict[str, dict[str, dict]]:
    """The recorded entries of the modules with these texts (the shipped record, then each folder's)."""
    wanted = {module_hash(t) for t in texts}
    found: dict[str, dict[str, dict]] = {}
    for path in (SHIPPED_RECORD, *(f / RECORD_NAME for f in folders)):
        record, _header = read_record(path)
        for key in wanted & set(record):
            found.setdefault(key, {}).update(record[key])
    return found


def recorded_proofs(text: str, steps: Sequence, entries: Entries, *, inputs: int, symbolic: bool) -> dict[str, Proof]:
    """step id -> its recorded Proof, for the steps of the module ``text`` whose entry is current."""
    module = entries.get(module_hash(text), {})
    out = {}
    for step in steps:
        entry = module.get(step.id)
        if entry is None or entry.get("after") != content_hash(step.after):
            continue
        if entry.get("inputs_drawn", 0) < inputs or (symbolic and not entry.get("symbolic")):
            continue
        functions = tuple(FunctionProof(*f) for f in entry["functions"])
        out[step.id] = Proof(step.id, bool(entry["proven"]), str(entry["reason"]), functions)
    return out


def entry_of(step_after: str, proof: Proof) -> dict:
    return {
        "after": content_hash(step_after),
        "proven": proof.proven,
        "reason": proof.reason,
        "functions": [[f.function, f.inputs, f.differing, f.hangs, f.witness, f.symbolic] for f in proof.functions],
    }


def record_text(modules: Mapping[str, dict], *, inputs: int, symbolic: bool) -> str:
    """The record's JSON text (sorted, one module per block: diffs stay readable)."""
    data = {
        "about": "proofs of the module seeds' candidate refactoring steps, keyed by a hash of each module's text, "
        "the step and its after text; written by `redpen pr-proofs --write`, read by `redpen build`",
        "proof_code": proof_code(),
        "inputs": inputs,
        "symbolic": symbolic,
        "modules": {k: modules[k] for k in sorted(modules)},
    }
    return json.dumps(data, indent=1, sort_keys=True) + "\n"
