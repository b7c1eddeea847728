"""A PR's changes: proven refactorings of a module seed (the PR track, issue #28).

``changes`` draws steps from the salt (``steps.choose``), proves each step alone and each change
composed (``proof.prove``: drawn inputs in one sandboxed child, then CrossHair), takes the proof
record's current entries instead of proving a step again, and replaces a step that cannot be
proven (one note line: file, function, refactoring, reason). A :class:`Change` is frozen: the
before and after texts, its steps, hunks and proofs.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import RedpenError
from generator.pr.module import ModuleSeed, presented_text
from generator.pr.proof import INPUTS, Proof, Variant, prove
from generator.pr.proof_record import Entries, recorded_proofs
from generator.pr.steps import Hunk, Step, candidate_steps, choose, compose, hunks

STEPS = 4  # refactoring steps a change is drawn with (at least MIN_HUNKS of them must be proven)
MIN_HUNKS = 3
ROUNDS = 5  # rounds of proving before a module is given up


class PRError(RedpenError):
    """A module cannot make a PR item (one line: the file, the function and the reason)."""

    exit_code = 2


@dataclass(frozen=True)
class Change:
    seed: ModuleSeed
    before: str  # the module as the PR shows it (``presented_text``)
    steps: tuple[Step, ...]
    after: str
    hunks: tuple[Hunk, ...]
    proofs: tuple[Proof, ...]  # of each step, then the composed change ("<change>")


def _note(seed: ModuleSeed, step: Step, proof: Proof) -> str:
    return f"{seed.path}: {step.function}: refactoring {step.refactor} (site {step.ordinal}) not used: {proof.reason}"


def changes(
    seed: ModuleSeed,
    salt: str,
    *,
    count: int = 2,
    inputs: int = INPUTS,
    symbolic: bool = True,
    notes: list[str],
    recorded: Entries | None = None,
) -> list[Change]:
    """``count`` proven changes of ``seed`` with no step in common (the first is R, the second C),
    proven together; unprovable steps are noted and replaced."""
    before = presented_text(seed.source)
    # a step no gateable function can reach (a helper only a control calls) could not be proven
    pool = [s for s in candidate_steps(before, seed.path) if seed.callers_of(s.owns())]
    # steps proven alone by `redpen pr-proofs` (a current entry of the record) are not proven again,
    # and a step the record refuses is never drawn (`redpen pr-proofs` lists them; drawn, each
    # would only spend a round of the ROUNDS being refused again)
    proven: dict[str, Proof] = recorded_proofs(seed.source, pool, recorded or {}, inputs=inputs, symbolic=symbolic)
    rejected: set[str] = {sid for sid, proof in proven.items() if not proof.proven}
    for _round in range(ROUNDS):
        drawn: list[list[Step]] = []
        for index in range(count):
            used = rejected | {s.id for c in drawn for s in c}
            drawn.append(choose(pool, f"{salt}:{index}", STEPS, avoid=used))
        todo = [Variant(s.id, s.after, s.owns()) for c in drawn for s in c if s.id not in proven]
        todo += [
            Variant(f"<change {i}>", compose(before, c), frozenset().union(*(s.owns() for s in c)), False)
            for i, c in enumerate(drawn)
            if c
        ]
        proofs = prove(seed, before, todo, inputs=inputs, symbolic=symbolic) if todo else {}
        proven.update((k, v) for k, v in proofs.items() if not k.startswith("<"))
        bad = [s for c in drawn for s in c if not proven[s.id].proven]
        for step in bad:
            if step.id not in rejected:
                notes.append(_note(seed, step, proven[step.id]))
                rejected.add(step.id)
        if bad:
            continue
        failed = [k for k, v in proofs.items() if k.startswith("<") and not v.proven]
        if failed:  # each step proven alone, not together: drop the change's last step and retry
            for i in failed:
                rejected.add(drawn[int(i.strip("<>").split()[1])][-1].id)
            continue
        if any(len(c) < MIN_HUNKS for c in drawn):
            break
        out = []
        for c in drawn:
            after = compose(before, c)
            out.append(
                Change(seed, before, tuple(c), after, tuple(hunks(before, after, c)), tuple(proven[s.id] for s in c))
            )
        return out
    shown = ", ".join(sorted(rejected)[:4]) + (", ..." if len(rejected) > 4 else "")
    raise PRError(
        f"{seed.path}: {seed.gateable[0]}: fewer than {MIN_HUNKS} refactorings could be proven in {ROUNDS} rounds "
        f"({len(pool)} offered, {len(rejected)} refused{': ' + shown if shown else ''}); "
        "add functions a refactoring fits"
    )
